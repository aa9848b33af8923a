/// A ``Router`` driving a ``RouteContainer``: every route change becomes a request to show the
/// new route, and each screen a backend builds for a route is built from the change that led
/// there, typed context included. Made by ``Router/drive(_:animated:)``.
///
/// ```swift
/// let drive = router.drive(container)
/// // in the container's children closure:
/// drive.buildScreen(for: route) { change in ProfileScreen(user: change.context) }
/// ```
///
/// The drive holds the container weakly and the router strongly, and stops following the router
/// when it is released or ``stop()`` is called. It keeps the last change to each route (so a
/// screen built later, when the container gets to it, still gets its context), bounded by the
/// number of routes.
@MainActor
public final class RouteDrive<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    /// The change value screens are built from.
    public typealias Change = RouteChange<Route, Event, Context>

    /// The router followed.
    public let router: Router<Route, Event, Context>

    /// Whether route changes are requested as animated; the value given to
    /// ``Router/drive(_:animated:)`` until changed.
    public var animatesChanges: Bool

    /// Called with every route change after the container was asked to show it, for logging
    /// or window titles.
    public var onRouteChange: ((Change) -> Void)?

    private let show: (Route, Bool) -> Void
    private var observation: ObservationID?
    private var latest: [Route: Change] = [:]

    init(router: Router<Route, Event, Context>, animated: Bool, show: @escaping (Route, Bool) -> Void) {
        self.router = router
        self.animatesChanges = animated
        self.show = show
        observation = router.observe { [weak self] change in self?.routeChanged(change) }
    }

    isolated deinit {
        stop()
    }

    /// Whether the drive still follows the router.
    public var isDriving: Bool { observation != nil }

    /// Stops following the router: later changes are not shown. Calling it again does nothing.
    public func stop() {
        guard let observation else { return }
        router.removeObserver(observation)
        self.observation = nil
        latest.removeAll()
    }

    /// The most recent change that led to `route`; before any has (the initial route before
    /// ``Router/start(context:)``, say), a ``RouteCause/start`` change to it without context.
    /// - Parameter route: A route.
    /// - Returns: The change a screen of `route` is built from.
    public func change(for route: Route) -> Change {
        latest[route] ?? Change(from: nil, to: route, cause: .start, context: nil)
    }

    /// Builds the screen of `route` from ``change(for:)`` and registers its controller with the
    /// router for `route` (held weakly, so it hears the route being left; the change that
    /// created the screen is the one it was built from, so it gets no `routeDidEnter` for it).
    /// - Parameters:
    ///   - route: The route the container asks a screen for.
    ///   - controller: The screen's ``RouteScreen``, if it has one; by default the screen itself
    ///     when it adopts the protocol.
    ///   - make: Builds the screen from the change.
    /// - Returns: The screen.
    public func buildScreen<Screen>(
        for route: Route,
        controller: (Screen) -> (any RouteScreen<Route, Event, Context>)? = {
            $0 as? any RouteScreen<Route, Event, Context>
        },
        _ make: (Change) -> Screen
    ) -> Screen {
        let screen = make(change(for: route))
        if let routeScreen = controller(screen) { router.register(routeScreen, for: route) }
        return screen
    }

    private func routeChanged(_ change: Change) {
        latest[change.to] = change
        show(change.to, animatesChanges)
        onRouteChange?(change)
    }
}

extension Router {
    /// Makes `container` follow this router: from now on every route change (events,
    /// ``go(to:context:)``, ``back(context:)``, deep links, delayed rules) asks it to show the
    /// new route, and the returned drive builds screens from the change that led to their route.
    ///
    /// This is the one router-to-container glue; the GTK, UIKit and SwiftUI backends use it.
    /// Keep the drive as long as the container should follow (it stops when released).
    /// - Parameters:
    ///   - container: The container; held weakly.
    ///   - animated: Whether changes are requested as animated; `true` by default.
    /// - Returns: The drive.
    public func drive<Container: RouteContainer>(
        _ container: Container, animated: Bool = true
    ) -> RouteDrive<
        Route, Event, Context
    > where Container.Route == Route {
        RouteDrive(router: self, animated: animated) { [weak container] route, animated in
            container?.showRoute(route, animated: animated)
        }
    }
}
