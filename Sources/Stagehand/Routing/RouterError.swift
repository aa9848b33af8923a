/// Why a router (``Router`` or ``NavigationRouter``) could not do what was asked; each message
/// says what was asked, where, and what is allowed.
public enum RouterError<Route: Hashable & Sendable, Event: Hashable & Sendable>: Error, Equatable,
    CustomStringConvertible
{
    /// The router was used before `start(context:)`.
    case notStarted
    /// A ``Router``'s current route has no rule for the event.
    case rejected(TransitionRejected<Route, Event>)
    /// A ``NavigationRouter``'s event enables no transition in the active configuration (its
    /// atomic states); `allowed` lists the event descriptors of the transitions of the active
    /// states and their ancestors (guards not evaluated).
    case noTransition(event: Event, configuration: [Route], allowed: [String])
    /// ``Router/go(to:context:)``: no rule leads from the current route to the target.
    case noRoute(from: Route, to: Route, reachable: [Route])
    /// ``Router/go(to:context:)``: several events lead to the target; send one of them instead.
    case ambiguous(from: Route, to: Route, events: [Event])
    /// `back()` while the stack has nothing under `route`: the selected tab's stack (`tab`), or
    /// the root stack (`tab == nil`, the flat router's back stack).
    case emptyBackStack(route: Route, tab: Route?)
    /// ``NavigationRouter/select(tab:context:)`` was given a route that is not a tab.
    case notATab(Route, tabs: [Route])
    /// ``NavigationRouter/select(tab:context:)`` while the tabs state is not active.
    case tabsInactive(tabsState: Route, visibleRoute: Route)
    /// A deep link was empty.
    case emptyPath
    /// A deep link's route `index` may not come there: `allowed` lists what may (for a
    /// ``Router``: the initial route at index 0, then the routes a rule leads to from the
    /// previous one).
    case invalidPath(index: Int, route: Route, allowed: [Route])
    /// A `/`-separated deep link's segment `index` names no state that may come there.
    case invalidLink(index: Int, segment: String, allowed: [String])
    /// One run (a call and the requests its screens and observers made, or a start or a delayed
    /// change and theirs) reached the router's `limits.stepsPerRun` changes, most likely an endless cycle
    /// of callbacks that request a change on every change; the run stopped there. `recent` holds
    /// the last changes, oldest first; `dropped` counts the queued requests discarded.
    case stepLimitExceeded(limit: Int, recent: [RouteStep<Route, Event>], dropped: Int)
    /// A ``NavigationRouter``'s chart has ended (a top-level final state was entered).
    case finished
    /// A ``NavigationRouter``'s statechart stopped (its microstep budget).
    case chart(StatechartError)
    /// ``NavigationRouter/dismiss(context:)`` found nothing presented.
    case nothingPresented(visibleRoute: Route)
    /// ``NavigationRouter/dismiss(context:)``: the presentation on top declares no dismiss event,
    /// so only its buttons or the chart can close it.
    case notDismissible(Route)

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .notStarted:
            return "the router has not been started; call start() first"
        case .rejected(let rejection):
            return rejection.description
        case .noTransition(let event, let configuration, let allowed):
            return "event '\(event)' enables no transition in [\(Self.list(configuration))]; "
                + "events with transitions there: \(Self.list(allowed))"
        case .noRoute(let from, let to, let reachable):
            return "no rule leads from route '\(from)' to '\(to)'; reachable from '\(from)': \(Self.list(reachable))"
        case .ambiguous(let from, let to, let events):
            return "several events lead from route '\(from)' to '\(to)': \(Self.list(events)); send one of them"
        case .emptyBackStack(let route, let tab?):
            return "cannot go back in tab '\(tab)' from '\(route)': its stack has only its current route"
        case .emptyBackStack(let route, nil):
            return "cannot go back from route '\(route)': the back stack is empty"
        case .notATab(let route, let tabs):
            return "'\(route)' is not a tab; the tabs are: \(Self.list(tabs))"
        case .tabsInactive(let tabsState, let visibleRoute):
            return "cannot select a tab: the tabs state '\(tabsState)' is not active (showing '\(visibleRoute)')"
        case .emptyPath:
            return "a deep link must name at least one route"
        case .invalidPath(let index, let route, let allowed):
            return "deep link step \(index) '\(route)' is not allowed there; allowed: \(Self.list(allowed))"
        case .invalidLink(let index, let segment, let allowed):
            return "deep link segment \(index) '\(segment)' is not allowed there; allowed: \(Self.list(allowed))"
        case .stepLimitExceeded(let limit, let recent, let dropped):
            return "a routing run stopped after \(limit) changes (limits.stepsPerRun), most likely an endless "
                + "cycle of screens or observers requesting a change on every change; "
                + Self.cycle(in: recent) + "; \(dropped) queued request\(dropped == 1 ? "" : "s") dropped"
        case .finished:
            return "the chart has ended (a top-level final state was entered); it no longer moves"
        case .chart(let error):
            return error.description
        case .nothingPresented(let route):
            return "nothing is presented to dismiss (showing '\(route)')"
        case .notDismissible(let route):
            return "presentation '\(route)' declares no dismiss event; only its buttons or the chart can close it"
        }
    }

    /// The repeating part of `recent` when it ends in a cycle, else its last changes.
    private static func cycle(in recent: [RouteStep<Route, Event>]) -> String {
        let count = recent.count
        var period = 1
        while period * 2 <= count {
            if (0..<(count - period)).allSatisfy({ recent[$0] == recent[$0 + period] }) {
                let steps = recent[(count - period)...].map(\.description).joined(separator: ", ")
                return "the changes repeat every \(period): \(steps)"
            }
            period += 1
        }
        return "last changes: " + (recent.isEmpty ? "none" : recent.map(\.description).joined(separator: ", "))
    }

    private static func list(_ items: [some Any]) -> String {
        items.isEmpty ? "none" : items.map { String(describing: $0) }.joined(separator: ", ")
    }
}
