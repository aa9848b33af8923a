/// One change of a ``Router``'s route, as screens and observers see it.
public struct RouteChange<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    /// What caused a route change (see ``RouteCause``).
    public typealias Cause = RouteCause<Event>

    /// The route left; `nil` on start.
    public let from: Route?
    /// The route entered.
    public let to: Route
    /// What caused the change.
    public let cause: Cause
    /// The context given by the caller, if any.
    public let context: Context?

    /// Creates a change value.
    /// - Parameters:
    ///   - from: The route left.
    ///   - to: The route entered.
    ///   - cause: What caused it.
    ///   - context: The caller's context.
    @inlinable
    public init(from: Route?, to: Route, cause: Cause, context: Context?) {
        self.from = from
        self.to = to
        self.cause = cause
        self.context = context
    }

    /// The event that caused the change, if an event did.
    public var event: Event? {
        if case .event(let event) = cause { return event }
        return nil
    }
}

extension RouteChange: Sendable where Context: Sendable {}
