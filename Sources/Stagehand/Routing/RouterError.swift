/// Why a ``Router`` could not change its route; each message says what was asked, where, and
/// what is allowed.
public enum RouterError<Route: Hashable & Sendable, Event: Hashable & Sendable>: Error, Equatable,
    CustomStringConvertible
{
    /// The current route has no rule for the event.
    case rejected(TransitionRejected<Route, Event>)
    /// `go(to:)`: no rule leads from the current route to the target.
    case noRoute(from: Route, to: Route, reachable: [Route])
    /// `go(to:)`: several events lead to the target; send one of them instead.
    case ambiguous(from: Route, to: Route, events: [Event])
    /// `back()` with an empty back stack.
    case emptyBackStack(route: Route)
    /// `setPath(_:)` was given an empty path.
    case emptyPath
    /// `setPath(_:)`: the path does not start at the initial route.
    case pathNotFromInitial(first: Route, initial: Route)
    /// `setPath(_:)`: no rule leads from `path[index - 1]` to `path[index]`.
    case invalidPath(index: Int, from: Route, to: Route, reachable: [Route])
    /// The router was used before `start()`.
    case notStarted
    /// One run (a call and the requests its screens and observers made, or a start or delayed
    /// transition and theirs) reached ``Router/stepLimit`` route changes, most likely an endless
    /// cycle of callbacks that request a change on every change; the run stopped there.
    /// `recent` holds the last changes, oldest first; `dropped` counts the queued requests that
    /// were discarded. The router stays on the route of the last change, ready for new requests.
    case stepLimitExceeded(limit: Int, recent: [RouteStep<Route, Event>], dropped: Int)

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .rejected(let rejection):
            return rejection.description
        case .noRoute(let from, let to, let reachable):
            return "no rule leads from route '\(from)' to '\(to)'; reachable from '\(from)': \(Self.list(reachable))"
        case .ambiguous(let from, let to, let events):
            return "several events lead from route '\(from)' to '\(to)': \(Self.list(events)); send one of them"
        case .emptyBackStack(let route):
            return "cannot go back from route '\(route)': the back stack is empty"
        case .emptyPath:
            return "a route path must contain at least the initial route"
        case .pathNotFromInitial(let first, let initial):
            return "a route path must start at the initial route '\(initial)', not '\(first)'"
        case .invalidPath(let index, let from, let to, let reachable):
            return
                "route path step \(index): no rule leads from '\(from)' to '\(to)'; reachable from '\(from)': \(Self.list(reachable))"
        case .notStarted:
            return "the router has not been started; call start() first"
        case .stepLimitExceeded(let limit, let recent, let dropped):
            return "a routing run stopped after \(limit) route changes (Router.stepLimit), most likely an endless "
                + "cycle of screens or observers requesting a change on every change; "
                + Self.cycle(in: recent) + "; \(dropped) queued request\(dropped == 1 ? "" : "s") dropped"
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
