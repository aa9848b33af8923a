/// Why a ``NavigationRouter`` could not do what was asked; each message says what was asked,
/// where, and what is allowed.
public enum NavigationError<Route: Hashable & Sendable, Event: Hashable & Sendable>: Error, Equatable,
    CustomStringConvertible
{
    /// The router was used before ``NavigationRouter/start(context:)``.
    case notStarted
    /// The event enables no transition in the active configuration.
    /// - Parameters:
    ///   - event: The event.
    ///   - configuration: The active atomic states.
    ///   - allowed: The event descriptors of the transitions of the active states and their
    ///     ancestors (guards not evaluated).
    case rejected(event: Event, configuration: [Route], allowed: [String])
    /// ``NavigationRouter/back(context:)`` with one entry (or none) on the selected tab's
    /// stack (`tab`), or on the root stack (`tab == nil`).
    case emptyBackStack(tab: Route?)
    /// ``NavigationRouter/select(tab:context:)`` was given a route that is not a tab.
    case notATab(Route, tabs: [Route])
    /// ``NavigationRouter/select(tab:context:)`` while the tabs state is not active.
    case tabsInactive(tabsState: Route, visibleRoute: Route)
    /// A deep link was empty.
    case emptyPath
    /// A `/`-separated deep link's segment `index` names no state that may come there.
    /// - Parameters:
    ///   - index: The segment's position (0-based).
    ///   - segment: The segment.
    ///   - allowed: The identifiers allowed at that position.
    case invalidLink(index: Int, segment: String, allowed: [String])
    /// A deep link's route `index` may not come there: it is no tab or top-level-reachable
    /// state (index 0), or no transition leads to it from the previous route.
    case invalidPath(index: Int, route: Route, allowed: [Route])
    /// One run (a call and the requests its screens and observers made, or a start or a delayed
    /// send and theirs) reached ``NavigationRouter/stepLimit`` changes; the run stopped there.
    /// `recent` holds the causes of the last changes, oldest first.
    case stepLimitExceeded(limit: Int, recent: [NavigationCause<Route, Event>])
    /// The chart has ended (a top-level final state was entered); it no longer moves.
    case finished
    /// The statechart stopped (its microstep budget).
    case chart(StatechartError)

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .notStarted:
            return "the navigation router has not been started; call start() first"
        case .rejected(let event, let configuration, let allowed):
            return "event '\(event)' enables no transition in [\(Self.list(configuration))]; "
                + "events with transitions there: \(Self.list(allowed))"
        case .emptyBackStack(let tab?):
            return "cannot go back in tab '\(tab)': its stack has only its current state"
        case .emptyBackStack(nil):
            return "cannot go back: the root stack has only its current state"
        case .notATab(let route, let tabs):
            return "'\(route)' is not a tab; the tabs are: \(Self.list(tabs))"
        case .tabsInactive(let tabsState, let visibleRoute):
            return "cannot select a tab: the tabs state '\(tabsState)' is not active (showing '\(visibleRoute)')"
        case .emptyPath:
            return "a deep link must name at least one state"
        case .invalidLink(let index, let segment, let allowed):
            return "deep link segment \(index) '\(segment)' is not allowed there; allowed: \(Self.list(allowed))"
        case .invalidPath(let index, let route, let allowed):
            return "deep link step \(index) '\(route)' is not allowed there; allowed: \(Self.list(allowed))"
        case .stepLimitExceeded(let limit, let recent):
            return "a navigation run stopped after \(limit) changes (NavigationRouter.stepLimit), most likely an "
                + "endless cycle of screens or observers requesting a change on every change; last changes: "
                + (recent.isEmpty ? "none" : recent.map(\.description).joined(separator: ", "))
        case .finished:
            return "the chart has ended (a top-level final state was entered); it no longer moves"
        case .chart(let error):
            return error.description
        }
    }

    private static func list(_ items: [some Any]) -> String {
        items.isEmpty ? "none" : items.map { String(describing: $0) }.joined(separator: ", ")
    }
}
