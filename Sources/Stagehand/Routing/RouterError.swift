/// Why a ``Router`` could not change its route; each message says what was asked, where, and
/// what is allowed.
public enum RouterError<Route: Hashable & Sendable, Event: Hashable & Sendable>: Error, CustomStringConvertible {
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
        }
    }

    private static func list(_ items: [some Any]) -> String {
        items.isEmpty ? "none" : items.map { String(describing: $0) }.joined(separator: ", ")
    }
}
