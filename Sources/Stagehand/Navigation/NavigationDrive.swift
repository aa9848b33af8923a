/// A ``NavigationRouter`` driving a ``RouteContainer`` (a ``StateContainer`` among others) from
/// its active configuration: after every change the container is asked to show the route its
/// ``NavigationDriveTarget`` picks (the visible route, the selected tab, or one tab's top), if
/// that changed. Made by ``NavigationRouter/drive(_:showing:animated:)``.
///
/// ```swift
/// let tabBar = router.drive(tabContainer, showing: .selectedTab)
/// let comments = router.drive(commentsContainer, showing: .tab(.comments))
/// ```
///
/// The drive holds the container weakly and the router strongly, and stops following the
/// router when it is released or ``stop()`` is called. A backend builds one drive per
/// container: a tab bar's container follows the selected tab, each tab's stack container its
/// tab; a parallel state's regions shown side by side are one drive per region.
@MainActor
public final class NavigationDrive<Route: Hashable & Sendable, Event: StatechartEvent, Context> {
    /// The change value the drive follows.
    public typealias Change = NavigationChange<Route, Event, Context>

    /// The router followed.
    public let router: NavigationRouter<Route, Event, Context>
    /// What the container shows.
    public let target: NavigationDriveTarget<Route>
    /// Whether changes are requested as animated.
    public var animatesChanges: Bool
    /// Called after the container was asked to show a route, with the change that led there.
    public var onShow: ((Route, Change) -> Void)?

    private let show: (Route, Bool) -> Void
    private var observation: ObservationID?
    /// The route the container was last asked to show.
    public private(set) var shownRoute: Route?

    init(
        router: NavigationRouter<Route, Event, Context>, target: NavigationDriveTarget<Route>, animated: Bool,
        show: @escaping (Route, Bool) -> Void
    ) {
        self.router = router
        self.target = target
        self.animatesChanges = animated
        self.show = show
        observation = router.observe { [weak self] change in self?.follow(change) }
        if router.isStarted, let route = currentRoute() {
            shownRoute = route
            show(route, false)
        }
    }

    isolated deinit {
        stop()
    }

    /// Whether the drive still follows the router.
    public var isDriving: Bool { observation != nil }

    /// Stops following the router. Calling it again does nothing.
    public func stop() {
        guard let observation else { return }
        router.removeObserver(observation)
        self.observation = nil
    }

    /// The route the target picks in the router's current state; `nil` when it picks none (a
    /// tab while the tabs state is inactive).
    public func currentRoute() -> Route? {
        switch target {
        case .visibleRoute: return router.visibleRoute
        case .selectedTab: return router.selectedTab ?? router.rootStack.last ?? router.visibleRoute
        case .tab(let tab): return router.stack(of: tab).last
        case .root: return router.rootStack.last
        }
    }

    private func follow(_ change: Change) {
        guard let route = currentRoute(), route != shownRoute else { return }
        shownRoute = route
        show(route, animatesChanges && change.cause != .start)
        onShow?(route, change)
    }
}

extension NavigationRouter {
    /// Makes `container` show what `target` picks from this router's active configuration,
    /// now (if started) and after every change.
    /// - Parameters:
    ///   - container: The container; held weakly.
    ///   - target: What it shows; the visible route by default.
    ///   - animated: Whether changes are requested as animated; `true` by default.
    /// - Returns: The drive; keep it as long as the container should follow.
    public func drive<Container: RouteContainer>(
        _ container: Container, showing target: NavigationDriveTarget<Route> = .visibleRoute, animated: Bool = true
    ) -> NavigationDrive<Route, Event, Context> where Container.Route == Route {
        NavigationDrive(router: self, target: target, animated: animated) { [weak container] route, animated in
            container?.showRoute(route, animated: animated)
        }
    }
}
