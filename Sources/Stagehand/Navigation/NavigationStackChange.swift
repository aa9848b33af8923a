/// The new back stack of one tab after a ``NavigationChange``, so a backend can set a
/// navigation controller's view controllers or a stack's pages in one go.
public struct NavigationStackChange<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The tab whose stack changed.
    public let tab: Route
    /// Its stack, root first, the active state last; empty when the tabs state was left.
    public let stack: [Route]

    /// Creates a stack change.
    /// - Parameters:
    ///   - tab: The tab.
    ///   - stack: Its new stack.
    public init(tab: Route, stack: [Route]) {
        self.tab = tab
        self.stack = stack
    }
}
