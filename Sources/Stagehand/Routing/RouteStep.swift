/// One change a router made, as ``RouterError/stepLimitExceeded(limit:recent:dropped:)``
/// reports it: where from, where to, and why.
public struct RouteStep<Route: Hashable & Sendable, Event: Hashable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// The route left; `nil` on start.
    public let from: Route?
    /// The route entered.
    public let to: Route
    /// What caused the change.
    public let cause: RouteCause<Route, Event>

    /// Creates a step.
    /// - Parameters:
    ///   - from: The route left.
    ///   - to: The route entered.
    ///   - cause: What caused it.
    @usableFromInline package init(from: Route?, to: Route, cause: RouteCause<Route, Event>) {
        self.from = from
        self.to = to
        self.cause = cause
    }

    /// `'from' → 'to' (cause)`.
    public var description: String {
        "'\(from.map { String(describing: $0) } ?? "-")' → '\(to)' (\(cause))"
    }
}
