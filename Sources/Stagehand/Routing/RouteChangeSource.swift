/// What ``Router`` and ``NavigationRouter`` share with the screens and observers of their
/// routes: screens registered per route, held weakly, and observers of every ``RouteChange``.
///
/// Write glue, test helpers and tools once over this protocol and they work with either router
/// (``SessionRecorder/record(_:as:clock:)-(RouteChangeSource,_,_)`` is one).
@MainActor
public protocol RouteChangeSource<Route, Event, Context>: AnyObject {
    /// The routes.
    associatedtype Route: Hashable & Sendable
    /// The events that move between routes.
    associatedtype Event: Hashable & Sendable
    /// The typed context screens receive with a change.
    associatedtype Context

    /// Registers `screen` for `route`; it is held weakly.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it shows.
    func register(_ screen: any RouteScreen<Route, Event, Context>, for route: Route)

    /// Removes `screen` from `route`.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it was registered for.
    func unregister(_ screen: any RouteScreen<Route, Event, Context>, from route: Route)

    /// The live screens registered for `route`, in registration order.
    /// - Parameter route: The route.
    /// - Returns: The screens that still exist.
    func screens(for route: Route) -> [any RouteScreen<Route, Event, Context>]

    /// Adds an observer of route changes; it runs after the entered screens heard the change.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    func observe(_ handler: @escaping (RouteChange<Route, Event, Context>) -> Void) -> ObservationID

    /// Removes an observer; an unknown identifier does nothing.
    /// - Parameter id: What ``observe(_:)`` returned.
    func removeObserver(_ id: ObservationID)
}

extension Router: RouteChangeSource {}

extension NavigationRouter: RouteChangeSource {}
