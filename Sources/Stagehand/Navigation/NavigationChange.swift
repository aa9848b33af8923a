/// One change of a ``NavigationRouter``, as screens and observers see it.
public struct NavigationChange<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    /// What caused the change.
    public let cause: NavigationCause<Route, Event>
    /// The states exited, in SCXML exit order (deepest and latest first).
    public let exited: [Route]
    /// The states entered, in SCXML entry order (document order).
    public let entered: [Route]
    /// The tab selected before the change; `nil` when the tabs state was not active.
    public let previousSelectedTab: Route?
    /// The tab selected after the change; `nil` when the tabs state is not active.
    public let selectedTab: Route?
    /// The route shown before the change; `nil` on start.
    public let previousVisibleRoute: Route?
    /// The route shown after the change: the top of the selected tab's stack, or of the root
    /// stack outside the tabs state.
    public let visibleRoute: Route
    /// The context given by the caller, if any.
    public let context: Context?
    /// The tabs whose stacks changed, with their new stacks, in tab order.
    public let stacks: [NavigationStackChange<Route>]
    /// The root stack after the change.
    public let rootStack: [Route]

    /// Creates a change value.
    /// - Parameters:
    ///   - cause: What caused it.
    ///   - exited: The states exited, in exit order.
    ///   - entered: The states entered, in entry order.
    ///   - previousSelectedTab: The tab selected before.
    ///   - selectedTab: The tab selected after.
    ///   - previousVisibleRoute: The route shown before.
    ///   - visibleRoute: The route shown after.
    ///   - context: The caller's context.
    ///   - stacks: The changed tab stacks.
    ///   - rootStack: The root stack after the change.
    public init(
        cause: NavigationCause<Route, Event>, exited: [Route], entered: [Route], previousSelectedTab: Route?,
        selectedTab: Route?, previousVisibleRoute: Route?, visibleRoute: Route, context: Context?,
        stacks: [NavigationStackChange<Route>], rootStack: [Route]
    ) {
        self.cause = cause
        self.exited = exited
        self.entered = entered
        self.previousSelectedTab = previousSelectedTab
        self.selectedTab = selectedTab
        self.previousVisibleRoute = previousVisibleRoute
        self.visibleRoute = visibleRoute
        self.context = context
        self.stacks = stacks
        self.rootStack = rootStack
    }

    /// The new stack of `tab` if this change changed it.
    /// - Parameter tab: A tab.
    /// - Returns: Its new stack, or `nil` when it did not change.
    public func stack(of tab: Route) -> [Route]? {
        stacks.first { $0.tab == tab }?.stack
    }
}

extension NavigationChange: Sendable where Context: Sendable {}
