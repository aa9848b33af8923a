/// Why a ``NavigationRouter`` cannot be made over a chart; each message says what is wrong,
/// where, and what is allowed.
public enum NavigationDefinitionError<Route: Hashable & Sendable>: Error, Equatable, CustomStringConvertible {
    /// The tabs state is not a state of the chart.
    case unknownTabsState(Route, states: [Route])
    /// The tabs state is not a parallel state (its regions are the tabs).
    /// - Parameter kind: What it is instead: `atomic`, `compound`, `final` or `history`.
    case tabsNotParallel(Route, kind: String)
    /// The tabs state is a parallel state without regions.
    case noRegions(Route)
    /// A region of the tabs state is not a compound state with children (it could hold no stack).
    case regionNotCompound(tabs: Route, region: Route)
    /// A presentation names a state the chart does not declare.
    case unknownPresentation(Route)
    /// A presentation names a state that cannot be presented (the tabs state, a tab, a history
    /// pseudo-state).
    case invalidPresentation(Route, reason: String)

    /// What is wrong and what is allowed.
    public var description: String {
        switch self {
        case .unknownTabsState(let route, let states):
            return "the tabs state '\(route)' is not a state of the chart; its states are: "
                + (states.isEmpty ? "none" : states.map { "\($0)" }.joined(separator: ", "))
        case .tabsNotParallel(let route, let kind):
            return
                "the tabs state '\(route)' is a \(kind) state; it must be a parallel state whose regions are the tabs"
        case .noRegions(let route):
            return "the tabs state '\(route)' has no regions; give it one compound child state per tab"
        case .regionNotCompound(let tabs, let region):
            return "region '\(region)' of the tabs state '\(tabs)' has no child states; each tab must be a compound "
                + "state whose children are the tab's screens"
        case .unknownPresentation(let route):
            return "the presentation '\(route)' is not a state of the chart"
        case .invalidPresentation(let route, let reason):
            return
                "'\(route)' cannot be a presentation: \(reason); present an ordinary state inside a tab or outside the tabs"
        }
    }
}
