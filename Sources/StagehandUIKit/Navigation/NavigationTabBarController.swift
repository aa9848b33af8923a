#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A `UITabBarController` with one `UINavigationController` per tab of a `NavigationRouter`: the
/// router is the source of truth, and what the user does in UIKit is reported back to it.
///
/// The controller observes the router and applies each change's stack edits, in order: a push is
/// `pushViewController(_:animated:)`, a pop of one screen `popViewController(animated:)`
/// (animated in the selected tab), anything else (a deeper pop, a deep link, a sign-out) one
/// `setViewControllers(_:animated:)`; the selected tab becomes `selectedIndex`. It never compares
/// stacks: the router says what changed. Screens are made
/// by the factory given to ``init(router:animated:screen:)``, once per route entry, and reused
/// while the entry stays on its stack; one that adopts `RouteScreen` is registered with the
/// router (weakly) while it is on a stack.
///
/// Back the other way:
/// - the system back button and a finished interactive pop (the edge swipe) end with the
///   navigation controller's delegate hearing `navigationController(_:didShow:animated:)` with
///   fewer view controllers than the router's stack: the controller calls `back()` once per
///   screen popped;
/// - a cancelled interactive pop (its transition coordinator reports `isCancelled`) changes
///   nothing;
/// - a tap on a tab bar item (`tabBarController(_:didSelect:)`) calls `select(tab:)`.
///
/// A change the router made is never reported back: the stacks are updated before UIKit is
/// asked to show them, so the delegate calls that follow find nothing to report.
///
/// Presentations (the router's sheets, covers, alerts and confirmations) follow each change's
/// presentation edits: a sheet or a cover is the state's screen, from the same factory, presented
/// with `present(_:animated:completion:)` as `.pageSheet` or `.fullScreen`; an alert or a
/// confirmation is a `UIAlertController` (`.alert` or `.actionSheet`) with one `UIAlertAction` per
/// button. Each goes over the topmost presented controller, so nested ones stack in order, and
/// leaving its state calls `dismiss(animated:completion:)`. A finished swipe down
/// (`presentationControllerDidDismiss(_:)`) calls the router's `dismiss()` and a cancelled one
/// changes nothing; a presentation without a dismiss event is `isModalInPresentation`; an action
/// sends its button's event, and an alert whose event the router refuses is shown again.
/// Presentations active when the controller is made wait until it appears. Used on its own (not
/// in a ``NavigationRootViewController``), the controller hides its tab bar while the tabs state
/// is not active. A scene's state restoration goes through
/// ``stateRestorationActivity(activityType:)`` and ``restore(from:activityType:context:)``.
///
/// ```swift
/// let tabs = NavigationTabBarController(router: router) { route, change in
///     switch route {
///     case .comments: CommentsViewController()
///     case .profile: ProfileViewController(user: change?.context)
///     default: PlaceholderViewController(route)
///     }
/// }
/// tabs.start()
/// ```
@MainActor
open class NavigationTabBarController<Route: Hashable & Sendable, Event: StatechartEvent, Context>:
    UITabBarController
{
    /// The router whose tabs and stacks are shown.
    public let router: NavigationRouter<Route, Event, Context>

    /// Whether pushes and pops in the selected tab animate.
    public let animated: Bool

    /// The most recent error of a request made on the user's behalf (back, select), cleared by
    /// the next one that succeeds.
    public private(set) var lastError: RouterError<Route, Event>?

    /// Called with each error of a request made on the user's behalf.
    public var onError: ((RouterError<Route, Event>) -> Void)?

    private let makeScreen: (Route, RouteChange<Route, Event, Context>?) -> UIViewController
    /// The shared drive every screen is built through (it registers the screens that adopt
    /// `RouteScreen`).
    private let drive: RouteDrive<Route, Event, Context>
    private let proxy = NavigationDelegateProxy()
    /// Shows the router's sheets, covers and alerts.
    let presenter: NavigationPresenter<Route, Event, Context>
    private var navigationControllers: [UINavigationController] = []
    private var shownRoutes: [[Route]] = []
    private var shownControllers: [[UIViewController]] = []
    private var tabIndex: [Route: Int] = [:]
    private var tabRoutes: [Route] = []
    private var applyingDepth = 0
    private var cancelledPops: Set<Int> = []
    private var leftTabs = false
    /// The tab whose screen the user popped while its `back()` runs: UIKit already shows that
    /// pop, so the router's edit for it is not applied again.
    private var userPopTab: Int?

    /// Whether leaving the tabs state keeps the screens on the stacks until
    /// ``releaseScreensOfLeftTabs()`` (``NavigationRootViewController`` sets it, so the tabs do not
    /// go blank while they fade out). Such a controller is shown only while the tabs state is
    /// active, so it never hides its tab bar.
    var defersReleasingLeftTabs = false {
        didSet { updateTabBarVisibility(animated: false) }
    }

    /// Creates the tab bar controller with one navigation controller per tab of `router`.
    /// - Parameters:
    ///   - router: The router to follow; the controller keeps it alive.
    ///   - animated: Whether pushes and pops in the selected tab animate.
    ///   - screen: Makes the screen of a route, given the change that put it on a stack (with its
    ///     typed context); `nil` when the router had already started before this controller was
    ///     made and the route was on a stack then.
    public init(
        router: NavigationRouter<Route, Event, Context>, animated: Bool = true,
        screen: @escaping (Route, RouteChange<Route, Event, Context>?) -> UIViewController
    ) {
        self.router = router
        self.animated = animated
        makeScreen = screen
        drive = router.drive()
        presenter = NavigationPresenter(router: router, animated: animated)
        super.init(nibName: nil, bundle: nil)
        presenter.base = self
        presenter.shown.onError = { [weak self] error in self?.reportFailure(error) }
        presenter.onRemoved = { [weak self] route, controller in self?.release(controller, of: route) }
        tabRoutes = router.tabs
        for (index, tab) in tabRoutes.enumerated() {
            tabIndex[tab] = index
            let navigation = UINavigationController()
            navigation.delegate = proxy
            navigationControllers.append(navigation)
            shownRoutes.append([])
            shownControllers.append([])
        }
        proxy.target = self
        delegate = proxy
        setViewControllers(navigationControllers, animated: false)
        // The observer holds the controller weakly and removes itself once the controller is gone.
        router.observe(weakly: self) { controller, change in controller.apply(change) }
        updateTabBarVisibility(animated: false)
        if router.isStarted {
            // Presentations wait until the controller is on screen (UIKit presents only from a
            // controller in a window).
            presenter.isSuspended = true
            showCurrentState()
        }
    }

    /// Not supported: a storyboard cannot hand over the router. Create the controller in code
    /// with ``init(router:animated:screen:)``.
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The navigation controller of `tab`, or `nil` when `tab` is not one of the router's tabs.
    /// Configure its `tabBarItem` (title, image) here.
    /// - Parameter tab: A tab of the router.
    /// - Returns: The navigation controller.
    public func navigationController(for tab: Route) -> UINavigationController? {
        tabIndex[tab].map { navigationControllers[$0] }
    }

    /// The screens on `tab`'s stack, root first, as this controller shows them.
    /// - Parameter tab: A tab of the router.
    /// - Returns: The view controllers; empty for a route that is not a tab.
    public func screens(of tab: Route) -> [UIViewController] {
        tabIndex[tab].map { shownControllers[$0] } ?? []
    }

    /// The presentation states shown (sheets, covers, alerts), outermost first.
    public var presentedRoutes: [Route] { presenter.shown.routes }

    /// The controller showing the presentation of `route` — the state's screen for a sheet or a
    /// cover, a `UIAlertController` for an alert or a confirmation — while it is on screen.
    /// - Parameter route: A presentation state.
    /// - Returns: The presented controller, or `nil`.
    public func presentedController(of route: Route) -> UIViewController? {
        presenter.controller(of: route)
    }

    /// Presents what waited for the controller to be on screen (the presentations active when
    /// it was made, or restored before it appeared). Call `super` when overriding.
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.baseDidAppear()
    }

    /// Starts the router if it has not started yet; its start change shows the tabs.
    /// - Parameter context: Context passed to the initial routes' screens.
    public func start(context: Context? = nil) {
        router.start(context: context)
    }

    // MARK: Router → UIKit

    private func apply(_ change: RouteChange<Route, Event, Context>) {
        applyingDepth += 1
        defer { applyingDepth -= 1 }
        // The presentations follow the stacks, also when the tabs state is left.
        defer { applyPresentations(of: change) }
        updateTabBarVisibility(animated: animated && change.cause != .restore)
        if defersReleasingLeftTabs, change.navigation?.selectedTab == nil, change.navigation?.previousSelectedTab != nil
        {
            leftTabs = true
            return
        }
        // Back in the tabs before the screens of the last visit were released: they were left, so
        // they are not reused.
        releaseScreensOfLeftTabs()
        let navigationDetail = change.navigation
        for edit in change.edits {
            guard let tab = edit.tab, let index = tabIndex[tab], index != userPopTab else { continue }
            // A restore rebuilds every stack in one frame, without animation.
            let visible =
                change.cause != .restore && index == selectedIndex
                && navigationDetail?.previousSelectedTab == navigationDetail?.selectedTab
            apply(edit.operation, toTab: index, change: change, animated: animated && visible)
        }
        if let selected = navigationDetail?.selectedTab, let index = tabIndex[selected], index != selectedIndex {
            selectedIndex = index
        }
    }

    private func applyPresentations(of change: RouteChange<Route, Event, Context>) {
        guard let edits = change.navigation?.presentationEdits, !edits.isEmpty else { return }
        // A restore before the controller is on screen presents when it appears.
        if change.cause == .restore { presenter.waitForAppearanceIfNeeded() }
        presenter.resume()
        presenter.apply(edits, animated: animated && change.cause != .restore) { route in
            screen(for: route, change: change)
        }
    }

    private func showCurrentState() {
        applyingDepth += 1
        defer { applyingDepth -= 1 }
        for (index, tab) in tabRoutes.enumerated() {
            apply(.replace(keeping: 0, with: router.stack(of: tab)), toTab: index, change: nil, animated: false)
        }
        if let selected = router.selectedTab, let index = tabIndex[selected], index != selectedIndex {
            selectedIndex = index
        }
        presenter.apply(router.presentations.map { .present($0) }, animated: false) { route in
            screen(for: route, change: nil)
        }
    }

    /// Applies one stack edit to a tab's navigation controller with one UIKit call.
    private func apply(
        _ operation: StackEdit<Route>.Operation, toTab index: Int, change: RouteChange<Route, Event, Context>?,
        animated: Bool
    ) {
        let navigation = navigationControllers[index]
        switch operation {
        case .push(let route):
            let controller = screen(for: route, change: change)
            shownRoutes[index].append(route)
            shownControllers[index].append(controller)
            navigation.pushViewController(controller, animated: animated)
        case .pop(1) where shownRoutes[index].count > 1:
            let route = shownRoutes[index].removeLast()
            let controller = shownControllers[index].removeLast()
            release(controller, of: route)
            navigation.popViewController(animated: animated)
        case .pop(let count):
            replace(keeping: shownRoutes[index].count - min(max(count, 0), shownRoutes[index].count), with: [])
        case .replace(let keeping, let routes):
            replace(keeping: min(max(keeping, 0), shownRoutes[index].count), with: routes)
        }

        func replace(keeping kept: Int, with routes: [Route]) {
            if kept == shownRoutes[index].count && routes.isEmpty { return }
            for offset in kept..<shownRoutes[index].count {
                release(shownControllers[index][offset], of: shownRoutes[index][offset])
            }
            shownRoutes[index].removeSubrange(kept...)
            shownControllers[index].removeSubrange(kept...)
            for route in routes {
                shownRoutes[index].append(route)
                shownControllers[index].append(screen(for: route, change: change))
            }
            navigation.setViewControllers(shownControllers[index], animated: animated && !shownRoutes[index].isEmpty)
        }
    }

    private func screen(for route: Route, change: RouteChange<Route, Event, Context>?) -> UIViewController {
        drive.buildScreen(for: route, controller: { $0 as? any RouteScreen<Route, Event, Context> }) { _ in
            makeScreen(route, change)
        }
    }

    private func release(_ controller: UIViewController, of route: Route) {
        if let screen = controller as? any RouteScreen<Route, Event, Context> {
            router.unregister(screen, from: route)
        }
    }

    /// Empties the stacks kept when the tabs state was left (see ``defersReleasingLeftTabs``);
    /// does nothing otherwise.
    func releaseScreensOfLeftTabs() {
        guard leftTabs else { return }
        leftTabs = false
        applyingDepth += 1
        defer { applyingDepth -= 1 }
        for index in tabRoutes.indices {
            apply(.replace(keeping: 0, with: []), toTab: index, change: nil, animated: false)
        }
    }

    // MARK: UIKit → router

    @discardableResult
    private func report(_ request: () throws(RouterError<Route, Event>) -> Void) -> Bool {
        do throws(RouterError<Route, Event>) {
            try request()
            lastError = nil
            return true
        } catch {
            reportFailure(error)
            return false
        }
    }

    private func reportFailure(_ error: RouterError<Route, Event>) {
        lastError = error
        onError?(error)
    }

    /// The tab's stack as the router has it is shown again (after a refused request, or a stack
    /// UIKit changed in a way the router cannot follow).
    private func resynchronize(tab index: Int) {
        let tab = tabRoutes[index]
        applyingDepth += 1
        defer { applyingDepth -= 1 }
        for (controller, route) in zip(shownControllers[index], shownRoutes[index]) {
            release(controller, of: route)
        }
        shownRoutes[index] = []
        shownControllers[index] = []
        apply(.replace(keeping: 0, with: router.stack(of: tab)), toTab: index, change: nil, animated: false)
    }
}

extension NavigationTabBarController: NavigationDelegateTarget {
    func navigationWillShow(_ navigationController: UINavigationController, _ viewController: UIViewController) {
        guard applyingDepth == 0, let index = navigationControllers.firstIndex(where: { $0 === navigationController })
        else { return }
        cancelledPops.remove(index)
        // An interactive pop (the edge swipe) shows the revealed screen before the user decides;
        // if they cancel, UIKit restores the stack and nothing is reported.
        guard let coordinator = navigationController.transitionCoordinator else { return }
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            if context.isCancelled { self?.cancelledPops.insert(index) }
        }
    }

    func navigationDidShow(_ navigationController: UINavigationController, _ viewController: UIViewController) {
        guard applyingDepth == 0, let index = navigationControllers.firstIndex(where: { $0 === navigationController })
        else { return }
        let wasCancelled = cancelledPops.remove(index) != nil
        let actual = navigationController.viewControllers
        let expected = shownControllers[index]
        if actual.count == expected.count, actual.last === expected.last { return }
        guard !wasCancelled, !actual.isEmpty, actual.count < expected.count,
            actual.last === expected[actual.count - 1], router.selectedTab == tabRoutes[index]
        else {
            resynchronize(tab: index)
            return
        }
        // The user popped screens (back button, swipe, the back button's menu): the router follows
        // with one `back()` per screen. Each screen leaves the shown stack just before its `back()`,
        // so the router's change finds the stack as it leaves it and makes no UIKit call.
        for _ in actual.count..<expected.count {
            let route = shownRoutes[index].removeLast()
            release(shownControllers[index].removeLast(), of: route)
            userPopTab = index
            defer { userPopTab = nil }
            guard report({ () throws(RouterError<Route, Event>) in _ = try router.back() }) else { break }
        }
        if shownControllers[index].count != actual.count || router.stack(of: tabRoutes[index]) != shownRoutes[index] {
            resynchronize(tab: index)
        }
    }

    func tabDidSelect(_ viewController: UIViewController) {
        guard applyingDepth == 0, let index = navigationControllers.firstIndex(where: { $0 === viewController }),
            tabRoutes[index] != router.selectedTab
        else { return }
        let tab = tabRoutes[index]
        report { () throws(RouterError<Route, Event>) in _ = try router.select(tab: tab) }
        if let selected = router.selectedTab, let current = tabIndex[selected], current != selectedIndex {
            applyingDepth += 1
            selectedIndex = current
            applyingDepth -= 1
        }
    }
}
#endif
