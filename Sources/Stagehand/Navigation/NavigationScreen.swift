/// A screen that a ``NavigationRouter`` tells when its route (a state of the chart) is exited
/// and entered.
///
/// Screens are registered per route and held weakly: the router never keeps one alive. Both
/// methods are required, with no defaults, so that a subclass's override is always the one
/// called (see ``RouteScreen``).
@MainActor
public protocol NavigationScreen<Route, Event, Context>: AnyObject {
    /// The router's route (state) type.
    associatedtype Route: Hashable & Sendable
    /// The router's event type.
    associatedtype Event: Hashable & Sendable
    /// The context type passed with each change.
    associatedtype Context

    /// Called on the screens of each exited state, in SCXML exit order (before any screen of
    /// the change hears ``routeDidEnter(_:)``).
    /// - Parameter change: The change, with its context.
    func routeWillLeave(_ change: NavigationChange<Route, Event, Context>)

    /// Called on the screens of each entered state, in SCXML entry order, after every
    /// ``routeWillLeave(_:)`` of the change.
    /// - Parameter change: The change, with its context.
    func routeDidEnter(_ change: NavigationChange<Route, Event, Context>)
}
