/// A router (``Router`` or ``NavigationRouter``) driving a ``RouteContainer``: after every change
/// the container is asked to show the route the drive's ``Target`` picks, and each screen a
/// backend builds for a route is built from the change that led there, typed context included.
/// Made by ``Router/drive(_:animated:)`` and ``NavigationRouter/drive(_:showing:animated:)``, or,
/// without a container, by ``NavigationRouter/drive()`` for a navigation glue that applies the
/// router's stack edits itself and builds its screens through the drive.
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
    typealias Change = RouteChange<Route, Event, Context>
    /// A screen registered for a route.
    typealias Screen = any RouteScreen<Route, Event, Context>

    /// Which route of the router a drive's container shows.
    public enum Target: Hashable, Sendable {
        /// The route shown: a ``Router``'s route, a ``NavigationRouter``'s visible route.
        case visibleRoute
        /// The selected tab (a tab bar's container); outside the tabs state, the top of the root
        /// stack.
        case selectedTab
        /// The top of one tab's stack (that tab's own container); nothing while the tabs state is
        /// not active.
        case tab(Route)
        /// The top of the root stack (the tabs state itself while it is active).
        case root
    }

    /// What the container shows.
    public let target: Target
    /// Whether changes are requested as animated; the value given to the router's `drive` until
    /// changed.
    package var animatesChanges: Bool
    /// Called with every change after the container was asked to show its route, for logging or
    /// window titles.
    package var onRouteChange: ((RouteChange<Route, Event, Context>) -> Void)?
    /// The route the container was last asked to show.
    package private(set) var shownRoute: Route?

    /// The router followed, held strongly.
    private let router: any RouteChangeSource<Route, Event, Context>
    /// The route the target picks in the router's current state.
    private let current: (Target) -> Route?
    private let show: (Route, Bool) -> Void
    /// Whether every change is shown (a flat router's, internal rules included) or only a
    /// change of the picked route.
    private let showsEveryChange: Bool
    private var observation: ObservationID?
    private var latest: [Route: Change] = [:]

    init(
        router: any RouteChangeSource<Route, Event, Context>, target: Target, animated: Bool, showsEveryChange: Bool,
        show: @escaping (Route, Bool) -> Void, current: @escaping (Target) -> Route?
    ) {
        self.target = target
        self.animatesChanges = animated
        self.showsEveryChange = showsEveryChange
        self.show = show
        self.router = router
        self.current = current
        observation = router.observe { [weak self] change in self?.follow(change) }
    }

    isolated deinit {
        stop()
    }

    /// Whether the drive still follows the router.
    package var isDriving: Bool { observation != nil }

    /// Stops following the router: later changes are not shown. Calling it again does nothing.
    public func stop() {
        guard let observation else { return }
        router.removeObserver(observation)
        self.observation = nil
        latest.removeAll()
    }

    /// The route the target picks in the router's current state; `nil` when it picks none (a
    /// tab while the tabs state is inactive).
    package func currentRoute() -> Route? { current(target) }

    /// The most recent change that led to `route` (made it the route shown, entered its state,
    /// or put it on a stack); before any has (the initial route before the
    /// router started, say), a ``RouteCause/start`` change to it without context.
    /// - Parameter route: A route.
    /// - Returns: The change a screen of `route` is built from.
    public func change(for route: Route) -> RouteChange<Route, Event, Context> {
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
    public func buildScreen<Built>(
        for route: Route,
        controller: (Built) -> (any RouteScreen<Route, Event, Context>)? = {
            $0 as? any RouteScreen<Route, Event, Context>
        },
        _ make: (RouteChange<Route, Event, Context>) -> Built
    ) -> Built {
        let screen = make(change(for: route))
        if let routeScreen = controller(screen) { router.register(routeScreen, for: route) }
        return screen
    }

    /// Shows the target's current route without animation (a drive made after its router started).
    func showCurrent() {
        guard let route = currentRoute() else { return }
        shownRoute = route
        show(route, false)
    }

    private func follow(_ change: Change) {
        latest[change.to] = change
        if let navigation = change.navigation {
            for route in navigation.entered { latest[route] = change }
            for edit in navigation.edits {
                switch edit.operation {
                case .push(let route): latest[route] = change
                case .replace(_, let routes): for route in routes { latest[route] = change }
                case .pop: break
                }
            }
        }
        if showsEveryChange {
            shownRoute = change.to
            show(change.to, animatesChanges)
        } else {
            guard let route = currentRoute(), route != shownRoute else { return }
            shownRoute = route
            show(route, animatesChanges && change.cause != .start)
        }
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
    ) -> RouteDrive<Route, Event, Context> where Container.Route == Route {
        RouteDrive(
            router: self, target: .visibleRoute, animated: animated, showsEveryChange: true,
            show: { [weak container] route, animated in container?.showRoute(route, animated: animated) },
            current: { [self] _ in route })
    }
}

extension NavigationRouter {
    /// Makes `container` show what `target` picks from this router's active configuration,
    /// now (if started) and after every change that changes it; the drive builds screens from
    /// the change that led to their route.
    /// - Parameters:
    ///   - container: The container; held weakly.
    ///   - target: What it shows; the visible route by default.
    ///   - animated: Whether changes are requested as animated; `true` by default.
    /// - Returns: The drive; keep it as long as the container should follow.
    public func drive<Container: RouteContainer>(
        _ container: Container, showing target: RouteDrive<Route, Event, Context>.Target = .visibleRoute,
        animated: Bool = true
    ) -> RouteDrive<Route, Event, Context> where Container.Route == Route {
        let drive = makeDrive(target, animated: animated) { [weak container] route, animated in
            container?.showRoute(route, animated: animated)
        }
        if isStarted { drive.showCurrent() }
        return drive
    }

    /// Makes a drive without a container, for a navigation glue that applies the stack edits of
    /// each change itself: it remembers the change that led to each route and builds screens from
    /// it (``RouteDrive/buildScreen(for:controller:_:)``), registering their controllers.
    /// - Returns: The drive; keep it as long as the glue builds screens.
    public func drive() -> RouteDrive<Route, Event, Context> {
        makeDrive(.visibleRoute, animated: false) { _, _ in }
    }

    private func makeDrive(
        _ target: RouteDrive<Route, Event, Context>.Target, animated: Bool, show: @escaping (Route, Bool) -> Void
    ) -> RouteDrive<Route, Event, Context> {
        RouteDrive(
            router: self, target: target, animated: animated, showsEveryChange: false, show: show,
            current: { [self] in route(picked: $0) })
    }

    /// The route `target` picks now.
    func route(picked target: RouteDrive<Route, Event, Context>.Target) -> Route? {
        switch target {
        case .visibleRoute: visibleRoute
        case .selectedTab: selectedTab ?? rootStack.last ?? visibleRoute
        case .tab(let tab): stack(of: tab).last
        case .root: rootStack.last
        }
    }
}
