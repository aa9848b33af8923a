#if canImport(SwiftUI) && !os(watchOS)
import Stagehand

/// A presentation state shown at one level of a ``NavigationRouterModel``'s presentations: the
/// item of a `.sheet(item:)` or `.fullScreenCover(item:)`, and the data of an `.alert`.
public struct NavigationPresentedItem<Route: Hashable & Sendable, Event: StatechartEvent>: Identifiable, Hashable,
    Sendable
{
    /// The presentation state.
    public let route: Route
    /// How it is presented: its style, title, message and buttons.
    public let presentation: NavigationPresentation<Event>
    /// Its place among the presentations shown: 0 for the outermost.
    public let level: Int

    /// The presentation state, which is on screen once at a time.
    public var id: Route { route }

    /// Creates an item.
    /// - Parameters:
    ///   - route: The presentation state.
    ///   - presentation: How it is presented.
    ///   - level: Its place among the presentations shown, outermost 0.
    public init(route: Route, presentation: NavigationPresentation<Event>, level: Int) {
        self.route = route
        self.presentation = presentation
        self.level = level
    }
}
#endif
