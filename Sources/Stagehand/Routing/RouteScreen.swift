/// A screen that a ``Router`` tells when its route is left and entered.
///
/// Screens are registered per route and held weakly: the router never keeps one alive.
///
/// Both methods are required; a screen that does not care about one gives it an empty body.
/// There are deliberately no defaults: a default from a protocol extension is bound statically
/// when a class conforms, so if a base class left a method to the default, a subclass's
/// override of it would never be called (StatefulViewController's issue #62). With every
/// requirement implemented by the conforming class itself, a subclass's `override` is always
/// the one the router calls.
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
