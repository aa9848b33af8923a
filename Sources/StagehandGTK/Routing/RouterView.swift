import CAdwaita
import Stagehand

/// Shows the screen of a `Router`'s current route and animates between routes.
///
/// ```swift
/// let router = Router<Route, Event, String>(try definition)
/// let view = RouterView(router: router) { route in
///     switch route {
///     case .landing: StatusPage(title: "Stagehand", description: "Sign in to comment.")
///     case .signIn: RouterView.screen(form.widget, controller: SignInController(form))
///     case .home: HomeScreen.make()
///     }
/// }
/// window.setContent(view)
/// router.start()
/// try router.send(.showSignIn)               // the sign-in screen fades in over the landing one
/// ```
///
/// - The view is a `StateContainer` over routes on a ``GTKContainerHost``: each route change
///   becomes a request for that route, played with the host's animation (``ContainerEffect``).
///   Rapid changes coalesce: a route passed through while an animation runs is never built.
/// - The view follows the router through `Router.drive(_:animated:)`, the one glue every
///   backend uses. `screen` builds a **new** widget each time a route is shown, from the
///   `RouteChange` that led there, so the screen gets that change's typed context (use
///   `makeScreen:` when only the route matters). Only the container holds the widget, and only
///   while it is attached, so a screen the view no longer shows is released (and finalized once
///   nothing else references it). The router holds nothing but weak references.
///   A screen the app keeps and returns each time can be marked with ``persistentScreen(_:)``,
///   so leaving its route hides it instead of unparenting it.
/// - A screen may have a controller adopting `RouteScreen`: return
///   `RouterView.screen(widget, controller: controller)` from the factory. The widget then owns
///   the controller (``Widget/own(_:)``), which is registered with the router for its route (which
///   holds it weakly), so it receives `RouteScreen.routeWillLeave(_:)` when its route is left. The
///   controller may hold the screen's wrapper: once the route is left and the screen taken out of
///   the view, both are released.
///   It is built from the change that shows it (the factory's argument), so it does not also
///   receive that change's `RouteScreen.routeDidEnter(_:)`.
/// - The container appears and disappears with the view being mapped and unmapped.
///
/// The widget owns this view and its container (``Widget/own(_:)``): while the view is in use (in a
/// window, a box, a stack), it keeps them alive, so an app may keep only the widget and drop this
/// wrapper. Once the view is no longer in use (removed from its parent, its window destroyed) and
/// nothing else holds this object, they are released and the widget is finalized.
@MainActor
public final class RouterView<Route: Hashable & Sendable, Event: Hashable & Sendable, Context>: Widget {
    /// The router whose route is shown.
    public let router: Router<Route, Event, Context>

    /// The container that performs every transition.
    public let container: StateContainer<Route, GTKContainerHost>

    /// Whether route changes animate; `true` by default.
    public var animatesChanges: Bool {
        get { drive.animatesChanges }
        set { drive.animatesChanges = newValue }
    }

    /// Called with every route change once the view has requested it, for logging or window
    /// titles.
    public var onRouteChange: ((RouteChange<Route, Event, Context>) -> Void)? {
        get { drive.onRouteChange }
        set { drive.onRouteChange = newValue }
    }

    /// The router driving the view's container (see `Router.drive(_:animated:)`).
    public private(set) var drive: RouteDrive<Route, Event, Context>
    private weak var latestScreen: Widget?
    private var latestRoute: Route?

    /// Creates a view showing `router`'s current route, building each screen from its route.
    /// - Parameters:
    ///   - router: The router; the view observes it (and the router does not keep the view alive).
    ///   - clock: The clock for animation delays; a ``GLibClock`` by default.
    ///   - effect: How screens animate in and out; a fade with a slight scale by default.
    ///   - policy: What happens to route changes during an animation; coalesce by default.
    ///   - makeScreen: Builds the screen of a route; called once each time a route is shown.
    public convenience init(
        router: Router<Route, Event, Context>,
        clock: (any StagehandClock)? = nil,
        effect: ContainerEffect = .fadeAndScale(0.97),
        policy: TransitionPolicy = .coalesce,
        makeScreen: @escaping (Route) -> Widget
    ) {
        self.init(router: router, clock: clock, effect: effect, policy: policy, screen: { makeScreen($0.to) })
    }

    /// Creates a view showing `router`'s current route, building each screen from the route
    /// change that led there (its `to` is the route; its `context` is the caller's).
    /// - Parameters:
    ///   - router: The router; the view observes it (and the router does not keep the view alive).
    ///   - clock: The clock for animation delays; a ``GLibClock`` by default.
    ///   - effect: How screens animate in and out; a fade with a slight scale by default.
    ///   - policy: What happens to route changes during an animation; coalesce by default.
    ///   - screen: Builds the screen of a route from the change that led there (a `start`
    ///     change without context for the initial route before the router starts); called once
    ///     each time a route is shown.
    public init(
        router: Router<Route, Event, Context>,
        clock: (any StagehandClock)? = nil,
        effect: ContainerEffect = .fadeAndScale(0.97),
        policy: TransitionPolicy = .coalesce,
        screen: @escaping (RouteChange<Route, Event, Context>) -> Widget
    ) {
        self.router = router
        let screens = ScreenFactory<Route, Event, Context>(make: screen)
        container = GTKContainerHost.makeContainer(
            initialState: router.route, clock: clock, policy: policy, effect: effect
        ) { route in
            [screens.screen(for: route)]
        }
        drive = router.drive(container)
        super.init(sinking: Bin.make())
        expandsHorizontally = true
        expandsVertically = true
        Bin.setChild(container.host.stack, of: self)
        screens.drive = drive
        screens.built = { [weak self] screen, route in self?.built(screen, for: route) }
        own(self)
    }

    /// The route the view shows (or is animating to).
    public var route: Route { container.currentState }

    /// The screen built for the most recent route shown, while it is alive.
    public var currentScreen: Widget? {
        latestRoute == route ? latestScreen : nil
    }

    /// Whether an animation between routes is running.
    public var isTransitioning: Bool { container.isTransitioning }

    private func built(_ screen: Widget, for route: Route) {
        latestScreen = screen
        latestRoute = route
    }

    /// Marks a long-lived screen that `makeScreen` returns again and again (the app keeps it):
    /// when its route is left, the view hides it in its stack instead of removing it, so showing
    /// it again neither re-roots nor re-measures its widgets (see
    /// ``LayerStack/setKeepsParented(_:for:)``). The view then keeps it until the view goes away.
    /// - Parameter widget: The screen's widget.
    /// - Returns: `widget`, to return from `makeScreen`.
    public static func persistentScreen(_ widget: Widget) -> Widget {
        LayerStack.setKeepsParented(true, for: widget)
        return widget
    }

    /// Ties a controller to a screen widget, and when a ``RouterView`` shows the widget it
    /// registers the controller with its router for the route.
    ///
    /// The widget owns the controller (``Widget/own(_:)``): it holds it until it is first shown,
    /// then for as long as it is in use (in the view's stack, also while hidden there as a
    /// ``persistentScreen(_:)``). The controller may hold `widget` strongly, as a form class
    /// holding its own widget does: that forms no cycle, and once the screen's route is left and
    /// the screen taken out of the view, the controller is released (and with it the wrapper, when
    /// nothing else holds them). Out of every view, a widget no longer keeps its controller: to
    /// reuse a screen in a later view, keep its controller (which holds the widget), not the widget
    /// alone. Tying another controller to the same widget replaces this one. Own behaviour through
    /// one wrapper per widget (pass the wrapper that owns anything else).
    /// - Parameters:
    ///   - widget: The screen's widget.
    ///   - controller: The object that reacts to the route being left (and holds the screen's
    ///     logic); nothing else needs to keep it.
    /// - Returns: `widget`, to return from `makeScreen`.
    public static func screen(
        _ widget: Widget, controller: any RouteScreen<Route, Event, Context>
    ) -> Widget {
        ScreenController.attach(controller, to: widget)
        return widget
    }

    /// The controller tied to `widget` with ``screen(_:controller:)``, if any.
    /// - Parameter widget: A screen widget.
    /// - Returns: Its controller.
    public static func controller(of widget: Widget) -> (any RouteScreen<Route, Event, Context>)? {
        ScreenController.controller(of: widget) as? any RouteScreen<Route, Event, Context>
    }
}

/// Builds route screens for a ``RouterView``'s container through its drive (which hands the
/// factory the route change and registers a screen's controller) and reports each one built;
/// the container's children closure captures it, never the view.
@MainActor
private final class ScreenFactory<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    let make: (RouteChange<Route, Event, Context>) -> Widget
    weak var drive: RouteDrive<Route, Event, Context>?
    var built: ((Widget, Route) -> Void)?

    init(make: @escaping (RouteChange<Route, Event, Context>) -> Widget) {
        self.make = make
    }

    func screen(for route: Route) -> Widget {
        let screen: Widget
        if let drive {
            screen = drive.buildScreen(for: route, controller: Self.controller, make)
        } else {
            screen = make(RouteChange(from: nil, to: route, cause: .start, context: nil))
        }
        built?(screen, route)
        return screen
    }

    static func controller(of screen: Widget) -> (any RouteScreen<Route, Event, Context>)? {
        ScreenController.controller(of: screen) as? any RouteScreen<Route, Event, Context>
    }
}

/// Keeps a screen's controller alive while its widget is in use (see ``WidgetController``).
@MainActor
private enum ScreenController {
    private static let key = "stagehand-route-screen-controller"

    static func attach(_ controller: AnyObject, to widget: Widget) {
        WidgetController.attach(controller, to: widget, key: key)
    }

    static func controller(of widget: Widget) -> AnyObject? {
        WidgetController.controller(of: widget, key: key)
    }
}
