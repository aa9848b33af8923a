/// A screen that a ``Router`` tells when its route is left and entered.
///
/// Screens are registered per route and held weakly: the router never keeps one alive. Both
/// methods have empty default implementations.
@MainActor
public protocol RouteScreen<Route, Event, Context>: AnyObject {
    /// The router's route type.
    associatedtype Route: Hashable & Sendable
    /// The router's event type.
    associatedtype Event: Hashable & Sendable
    /// The context type passed with each change.
    associatedtype Context

    /// Called on the screens of the route being left, before the route changes.
    /// - Parameter change: The change, with its context.
    func routeWillLeave(_ change: RouteChange<Route, Event, Context>)

    /// Called on the screens of the route entered, after the route changed.
    /// - Parameter change: The change, with its context.
    func routeDidEnter(_ change: RouteChange<Route, Event, Context>)
}

extension RouteScreen {
    /// Does nothing by default.
    /// - Parameter change: The change.
    public func routeWillLeave(_ change: RouteChange<Route, Event, Context>) {}

    /// Does nothing by default.
    /// - Parameter change: The change.
    public func routeDidEnter(_ change: RouteChange<Route, Event, Context>) {}
}
