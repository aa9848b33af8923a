#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The window's root for a `NavigationRouter`: its ``tabsController`` while the tabs state is
/// active, the screen of the route on top of the root stack otherwise (a landing page, a sign-in
/// before the tabs), switching between them with ``StateViewController``'s transitions.
///
/// Its state is the top of the router's root stack: the tabs state while the tabs are shown
/// (the root stack ends with it then), else the route shown outside them; `nil`, showing nothing,
/// until the router has started. A `UITabBarController`
/// cannot be pushed onto a navigation stack, so the two are siblings in this container rather
/// than one navigation controller. Screens outside the tabs come from the same factory as the
/// tabs' screens. When the tabs state is left (a sign-out), the tabs keep their screens until
/// the tab bar controller has disappeared, then release them. The router's presentations (see
/// ``NavigationTabBarController``) are presented from this controller, over the whole window, also
/// while the tabs are not shown. A scene's state restoration goes through
/// ``stateRestorationActivity(activityType:)`` and ``restore(from:activityType:context:)``.
///
/// ```swift
/// let root = NavigationRootViewController(router: router) { route, change in
///     screen(for: route, context: change?.context)
/// }
/// window.rootViewController = root
/// root.start()
/// ```
@MainActor
open class NavigationRootViewController<Route: Hashable & Sendable, Event: StatechartEvent, Context>:
    StateViewController<Route?>
{
    /// The router being shown.
    public let router: NavigationRouter<Route, Event, Context>

    /// The tab bar controller shown while the tabs state is active.
    public let tabsController: NavigationTabBarController<Route, Event, Context>

    private let makeScreen: (Route, RouteChange<Route, Event, Context>?) -> UIViewController
    private let animated: Bool
    private var tabsState: Route?
    private var outside: (route: Route, screen: UIViewController)?
    private var lastChange: RouteChange<Route, Event, Context>?
    private var requested: Route?

    /// Creates the root controller and its tab bar controller.
    /// - Parameters:
    ///   - router: The router to follow; the controller keeps it alive.
    ///   - animated: Whether changes between the tabs and the outside screens, and pushes and pops
    ///     in the selected tab, animate.
    ///   - policy: What happens to changes made during a transition.
    ///   - clock: Times anti-flicker delays; a `MainActorClock` by default.
    ///   - screen: Makes the screen of a route, given the change that led there (with its typed
    ///     context); `nil` when the router had already started before this controller was made.
    public init(
        router: NavigationRouter<Route, Event, Context>, animated: Bool = true, policy: TransitionPolicy = .coalesce,
        clock: (any StagehandClock)? = nil,
        screen: @escaping (Route, RouteChange<Route, Event, Context>?) -> UIViewController
    ) {
        self.router = router
        self.animated = animated
        makeScreen = screen
        tabsController = NavigationTabBarController(router: router, animated: animated, screen: screen)
        tabsController.defersReleasingLeftTabs = true
        let shown = router.isStarted ? router.rootStack.last : nil
        if router.isInTabs { tabsState = shown }
        requested = shown
        super.init(initialState: shown, policy: policy, clock: clock)
        // Presentations go over the whole window, also outside the tabs.
        tabsController.presenter.base = self
        // The observer holds the controller weakly and removes itself once the controller is gone.
        router.observe(weakly: self) { controller, change in controller.follow(change) }
    }

    /// Not supported: a storyboard cannot hand over the router. Create the controller in code
    /// with ``init(router:animated:policy:clock:screen:)``.
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts the router if it has not started yet.
    /// - Parameter context: Context passed to the initial routes' screens.
    public func start(context: Context? = nil) {
        router.start(context: context)
    }

    /// The tab bar controller for the tabs state, else the screen of `state` (made once per visit).
    /// - Parameter state: The top of the root stack; `nil` before the router starts.
    /// - Returns: The one child shown for it; none for `nil`.
    open override func children(for state: Route?) -> [UIViewController] {
        guard let state else { return [] }
        if state == tabsState { return [tabsController] }
        if let outside, outside.route == state { return [outside.screen] }
        let screen = makeScreen(state, lastChange)
        outside = (state, screen)
        return [screen]
    }

    /// Presents what waited for the controller to be on screen (the presentations active when
    /// it was made, or restored before it appeared). Call `super` when overriding.
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabsController.presenter.baseDidAppear()
    }

    /// Releases the screens of the tabs once the tab bar controller has disappeared after the tabs
    /// state was left (they stay on their stacks while it fades out). Call `super` when
    /// overriding.
    /// - Parameters:
    ///   - child: The child that disappeared.
    ///   - animated: Whether it disappeared with an animation.
    open override func childDidDisappear(_ child: UIViewController, animated: Bool) {
        if child === tabsController { tabsController.releaseScreensOfLeftTabs() }
    }

    private func follow(_ change: RouteChange<Route, Event, Context>) {
        guard let shown = router.rootStack.last else { return }
        if router.isInTabs { tabsState = shown }
        guard shown != requested else { return }
        requested = shown
        lastChange = change
        // Each visit of a route outside the tabs gets a screen of its own.
        if shown != tabsState { outside = nil }
        // A restore shows its screens in one frame, without animation.
        setNeedsStateTransition(to: shown, animated: animated && change.cause != .restore)
    }
}
#endif
