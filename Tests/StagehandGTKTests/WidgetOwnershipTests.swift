import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// Each widget-backed controller kept only as a widget in a window: its Swift wrapper is dropped,
/// the model is driven, and what is on screen follows; destroying the window (or taking the widget
/// out of it) releases the controller.
final class WidgetOwnershipTests: XCTestCase {
    func testAContentStateViewKeptOnlyAsAWidgetShowsTheContentItsLoaderReached() throws {
        try MainActor.assumeIsolated { try Self.contentStateView() }
    }

    func testAListEmptyStateKeptOnlyAsAWidgetHidesItsPageWhenTheListGainsRows() throws {
        try MainActor.assumeIsolated { try Self.listEmptyState() }
    }

    func testARouterViewKeptOnlyAsAWidgetShowsTheScreenOfEachNewRoute() throws {
        try MainActor.assumeIsolated { try Self.routerView() }
    }

    func testATabNavigationViewKeptOnlyAsAWidgetFollowsPushesAndTabSwitches() throws {
        try MainActor.assumeIsolated { try Self.tabNavigationView() }
    }

    func testAContainerKeptOnlyAsItsStackChangesState() throws {
        try MainActor.assumeIsolated { try Self.container() }
    }

    func testTheGettingStartedWindowLoadsWithNothingButItsWidgetsKept() throws {
        try MainActor.assumeIsolated { try Self.gettingStarted() }
    }

    func testAContentStateViewKeepsTheLoaderItFollowsSoRetryWorks() throws {
        try MainActor.assumeIsolated { try Self.viewKeepsLoader() }
    }

    func testAnyWidgetOwnsBehaviourWithItsWrapperWhileItIsInUse() throws {
        try MainActor.assumeIsolated { try Self.anyWidgetOwns() }
    }

    func testTakingTheWidgetOutOfItsWindowReleasesTheController() throws {
        try MainActor.assumeIsolated { try Self.unparentReleases() }
    }

    func testAControllerTheAppKeepsOutlivesItsWindowAndIsFinalizedWhenDropped() throws {
        try MainActor.assumeIsolated { try Self.appKeepsController() }
    }

    struct Failure: Error, Equatable {}

    enum Screen: Hashable, Sendable {
        case loading, ready
    }

    /// A weak reference to a controller and a watch on its root widget.
    @MainActor final class Dropped<Object: AnyObject> {
        weak var object: Object?
        let watch: FinalizationWatch

        init(_ object: Object, widget: Widget) {
            self.object = object
            watch = FinalizationWatch(widget.pointer)
        }

        /// Whether the controller is gone and its widget finalized (after pumping the loop a little).
        var isReleased: Bool {
            GTKTestHost.pump { object == nil && watch.isFinalized }
        }
    }

    @MainActor private static func window() -> Window {
        Window(title: "ownership", width: 480, height: 400)
    }

    // MARK: Content view

    @MainActor private static func contentStateView() throws {
        try GTKTestHost.require()
        let items = StringList()
        let rows = ListBox()
        rows.bind(to: items) { Label($0) }
        let loader = Loader<Failure>(hasContent: { items.count > 0 })
        var window: Window? = window()
        defer { window?.destroy() }
        let dropped = Self.showContentView(rows: rows, items: items, loader: loader, in: window!)
        window?.present()
        XCTAssertTrue(GTKTestHost.pump { dropped.object?.isMapped == true })
        XCTAssertTrue(dropped.object?.loadingIndicator.isMapped == true, "loading from the first frame")

        loader.load { () async throws(Failure) in items.replaceAll(with: ["First!", "Second"]) }
        XCTAssertTrue(
            GTKTestHost.pump {
                dropped.object?.state.kind == .content && dropped.object?.controller.container.isAtRest == true
            })
        do {  // the test holds the view only in here
            let view = try XCTUnwrap(dropped.object)
            XCTAssertEqual(view.state, .content)
            XCTAssertFalse(view.loadingIndicator.isMapped)
            XCTAssertTrue(rows.isMapped)
            XCTAssertEqual(rows.rowCount, 2)
            XCTAssertEqual(view.content.opacity, 1)

            // A failed reload while there is content keeps the content on screen.
            loader.load { () async throws(Failure) in throw Failure() }
            XCTAssertTrue(GTKTestHost.pump { !loader.isLoading })
            XCTAssertEqual(view.state, .content)
        }

        window?.destroy()
        window = nil  // as an app that does not keep its window: GTK's reference was the last
        XCTAssertTrue(dropped.isReleased)
    }

    @MainActor private static func showContentView(
        rows: ListBox, items: StringList, loader: Loader<Failure>, in window: Window
    ) -> Dropped<ContentStateView<Failure>> {
        let view = ContentStateView(content: rows, following: loader, loadingTiming: .immediate, clock: ManualClock()) {
            items.count > 0
        }
        window.setContent(view)
        return Dropped(view, widget: view)
    }

    /// What the GTK "Getting started" article's `activate` closure builds: every Swift object is
    /// local to it, only the window's widget tree remains.
    @MainActor private static func buildCommentsWindow(
        in window: Window
    ) -> (view: Dropped<ContentStateView<Failure>>, list: Dropped<ListEmptyState>) {
        let items = StringList()
        let rows = ListBox()
        rows.bind(to: items) { Label($0) }

        let loader = Loader<Failure>(hasContent: { items.count > 0 })
        let list = ListEmptyState(list: rows, model: items, configuration: .empty, clock: GLibClock())
        let content = ContentStateView(content: list, following: loader, loadingTiming: .immediate) {
            items.count > 0
        }

        window.setContent(content)
        window.present()
        loader.load { () async throws(Failure) in
            items.replaceAll(with: ["First!", "Second"])
        }
        return (Dropped(content, widget: content), Dropped(list, widget: list))
    }

    @MainActor private static func gettingStarted() throws {
        try GTKTestHost.require()
        var window: Window? = window()
        defer { window?.destroy() }
        let (view, list) = Self.buildCommentsWindow(in: window!)
        XCTAssertTrue(
            GTKTestHost.pump {
                view.object?.state == .content && view.object?.controller.container.isAtRest == true
                    && list.object?.list.isMapped == true
            })
        XCTAssertEqual((list.object?.list as? ListBox)?.rowCount, 2)
        XCTAssertEqual(list.object?.isPageShown, false)
        XCTAssertEqual(view.object?.loadingIndicator.isMapped, false)

        window?.destroy()
        window = nil
        XCTAssertTrue(view.isReleased)
        XCTAssertTrue(list.isReleased)
    }

    @MainActor private static func viewKeepsLoader() throws {
        try GTKTestHost.require()
        var attempts = 0
        weak var weakLoader: Loader<Failure>?
        let view: ContentStateView<Failure>
        do {
            let loader = Loader<Failure>(hasContent: { false })
            view = ContentStateView(content: Label("content"), following: loader, loadingTiming: .immediate) { false }
            loader.load { () async throws(Failure) in
                attempts += 1
                throw Failure()
            }
            weakLoader = loader
        }
        XCTAssertTrue(GTKTestHost.pump { view.state == .error(Failure()) })
        XCTAssertNotNil(weakLoader, "the view keeps the loader it follows")
        view.onRetry?()
        XCTAssertTrue(GTKTestHost.pump { attempts == 2 && view.state == .error(Failure()) })
    }

    // MARK: List empty state

    @MainActor private static func listEmptyState() throws {
        try GTKTestHost.require()
        let items = StringList()
        let rows = ListBox()
        rows.bind(to: items) { Label($0) }
        var window: Window? = window()
        defer { window?.destroy() }
        let dropped = Self.showListEmptyState(rows: rows, items: items, in: window!)
        window?.present()
        XCTAssertTrue(GTKTestHost.pump { dropped.object?.page.isMapped == true })
        XCTAssertEqual(dropped.object?.isPageShown, true)
        XCTAssertEqual(dropped.object?.page.title, "No Items")

        items.append("First!")
        XCTAssertEqual(dropped.object?.isPageShown, false)
        XCTAssertTrue(GTKTestHost.pump { dropped.object?.page.isMapped == false })
        XCTAssertEqual(rows.rowCount, 1)
        XCTAssertTrue(rows.isMapped)

        items.remove(at: 0)
        XCTAssertEqual(dropped.object?.isPageShown, true)

        window?.destroy()
        window = nil  // as an app that does not keep its window: GTK's reference was the last
        XCTAssertTrue(dropped.isReleased)
    }

    @MainActor private static func showListEmptyState(
        rows: ListBox, items: StringList, in window: Window
    ) -> Dropped<ListEmptyState> {
        let screen = ListEmptyState(list: rows, model: items, configuration: .empty, clock: ManualClock())
        window.setContent(screen)
        return Dropped(screen, widget: screen)
    }

    // MARK: Router view

    typealias Route = RouterViewTests.Route
    typealias Event = RouterViewTests.Event

    @MainActor private static func routerView() throws {
        try GTKTestHost.require()
        let router = Router<Route, Event, String>(try RouterViewTests.definition())
        var window: Window? = window()
        defer { window?.destroy() }
        let dropped = Self.showRouterView(router: router, in: window!)
        window?.present()
        router.start()
        XCTAssertTrue(GTKTestHost.pump { Self.shown(by: dropped.object) == "landing" })

        try router.send(.showWelcome)
        XCTAssertTrue(GTKTestHost.pump { Self.shown(by: dropped.object) == "welcome" })
        try router.send(.showSignIn)
        XCTAssertTrue(GTKTestHost.pump { Self.shown(by: dropped.object) == "signIn" })
        XCTAssertEqual(dropped.object?.route, .signIn)
        XCTAssertEqual(dropped.object?.container.host.stack.layers.count, 1)

        window?.destroy()
        window = nil  // as an app that does not keep its window: GTK's reference was the last
        XCTAssertTrue(dropped.isReleased)
        try router.send(.signIn)
        XCTAssertEqual(router.route, .home)
    }

    /// The text of the screen a router view shows, once it is mapped and the view is at rest.
    @MainActor private static func shown(by view: RouterView<Route, Event, String>?) -> String? {
        guard let view, !view.isTransitioning, let screen = view.currentScreen as? Label, screen.isMapped else {
            return nil
        }
        return screen.text
    }

    @MainActor private static func showRouterView(
        router: Router<Route, Event, String>, in window: Window
    ) -> Dropped<RouterView<Route, Event, String>> {
        let view = RouterView(router: router, clock: ManualClock()) { route in Label(route.rawValue) }
        view.animatesChanges = false
        window.setContent(view)
        return Dropped(view, widget: view)
    }

    // MARK: Tab navigation view

    typealias TabView = TabNavigationView<NavTestRoute, String, String>

    @MainActor private static func tabNavigationView() throws {
        try GTKTestHost.require()
        let chart = try Statechart<NavTestRoute, String>.Definition(initial: .tabs) {
            Parallel(.tabs) {
                ChartState(.home) {
                    ChartState(.feed) { On("openPost", to: NavTestRoute.post) }
                    ChartState(.post)
                }
                ChartState(.settings) { ChartState(.menu) }
            }
        }
        let router = try NavigationRouter<NavTestRoute, String, String>(chart, tabs: .tabs)
        var window: Window? = Window(title: "ownership", width: 720, height: 520)
        defer { window?.destroy() }
        let dropped = Self.showTabView(router: router, in: window!)
        window?.present()
        router.start()
        XCTAssertTrue(GTKTestHost.pump { Self.visible(in: dropped.object) == "feed" })

        _ = try router.send("openPost")
        XCTAssertTrue(GTKTestHost.pump { Self.visible(in: dropped.object) == "post" })
        XCTAssertEqual(dropped.object?.shownStack(of: .home), [.feed, .post])
        XCTAssertEqual(dropped.object?.backButton.isVisible, true)

        _ = try router.select(tab: .settings)
        XCTAssertTrue(GTKTestHost.pump { Self.visible(in: dropped.object) == "menu" })
        XCTAssertEqual(dropped.object?.viewStack.visibleChildName, "settings")

        window?.destroy()
        window = nil  // as an app that does not keep its window: GTK's reference was the last
        XCTAssertTrue(dropped.isReleased)
    }

    /// The text of the visible screen of a tab view, once it is mapped and no slide runs.
    @MainActor private static func visible(in view: TabView?) -> String? {
        guard let view, let screen = view.visibleScreen as? Label, screen.isMapped,
            [NavTestRoute.home, .settings].allSatisfy({ view.stack(of: $0)?.isTransitionRunning == false })
        else { return nil }
        return screen.text
    }

    @MainActor private static func showTabView(
        router: NavigationRouter<NavTestRoute, String, String>, in window: Window
    ) -> Dropped<TabView> {
        let view = TabView(
            router: router,
            tabs: [NavigationTab(.home, title: "Home"), NavigationTab(.settings, title: "Settings")],
            title: \.title
        ) { route, _ in Label(route.rawValue) }
        window.setContent(view)
        return Dropped(view, widget: view)
    }

    // MARK: Container

    @MainActor private static func container() throws {
        try GTKTestHost.require()
        let list = Label("list")
        let spinner = Label("spinner")
        var window: Window? = window()
        defer { window?.destroy() }
        let dropped = Self.showContainer(list: list, spinner: spinner, in: window!)
        window?.present()
        XCTAssertTrue(GTKTestHost.pump { spinner.isMapped && list.isMapped })

        dropped.object?.setNeedsTransition(to: .ready, animated: false)
        XCTAssertTrue(GTKTestHost.pump { dropped.object?.isAtRest == true && !spinner.hasParent })
        XCTAssertEqual(dropped.object?.currentState, .ready)
        XCTAssertTrue(list.isMapped)
        XCTAssertFalse(spinner.isMapped)

        dropped.object?.setNeedsTransition(to: .loading, animated: true)
        XCTAssertTrue(GTKTestHost.pump { dropped.object?.isAtRest == true && spinner.isMapped })
        XCTAssertEqual(spinner.opacity, 1)

        window?.destroy()
        window = nil  // as an app that does not keep its window: GTK's reference was the last
        XCTAssertTrue(dropped.isReleased)
        XCTAssertFalse(list.hasParent)
    }

    @MainActor private static func showContainer(
        list: Label, spinner: Label, in window: Window
    ) -> Dropped<StateContainer<Screen, GTKContainerHost>> {
        let container = GTKContainerHost.makeContainer(initialState: Screen.loading, clock: ManualClock()) { state in
            switch state {
            case .loading: [list, spinner]
            case .ready: [list]
            }
        }
        window.setContent(container.host.stack)
        return Dropped(container, widget: container.host.stack)
    }

    // MARK: Release

    @MainActor private static func unparentReleases() throws {
        try GTKTestHost.require()
        let items = StringList()
        let window = window()
        defer { window.destroy() }
        let dropped = Self.showListEmptyState(rows: ListBox(), items: items, in: window)
        window.present()
        XCTAssertTrue(GTKTestHost.pump { dropped.object?.isMapped == true })
        XCTAssertEqual(dropped.object?.keepsOwnedBehaviourAlive, true)
        window.setContent(nil)
        XCTAssertTrue(dropped.isReleased)
        items.append("after")  // nothing listens any more: the released binding disconnected
    }

    /// Something a label owns, which does not refer to the label.
    @MainActor final class Behaviour {}

    @MainActor private static func anyWidgetOwns() throws {
        try GTKTestHost.require()
        let box = Box(.vertical)
        weak var weakBehaviour: Behaviour?
        weak var weakLabel: Label?
        do {
            let label = Label("owner")
            let behaviour = Behaviour()
            label.own(behaviour)
            label.own(behaviour)  // twice changes nothing
            box.append(label)
            weakBehaviour = behaviour
            weakLabel = label
        }
        XCTAssertNotNil(weakBehaviour, "kept while the label is in the box")
        let label = try XCTUnwrap(weakLabel, "and so is the label's wrapper")
        XCTAssertTrue(label.keepsOwnedBehaviourAlive)
        let watch = FinalizationWatch(label.pointer)
        box.remove(label)
        XCTAssertFalse(label.keepsOwnedBehaviourAlive)
        XCTAssertNil(weakBehaviour, "released once the label is no longer in use")
        XCTAssertFalse(watch.isFinalized, "the test holds the wrapper")
    }

    @MainActor private static func appKeepsController() throws {
        try GTKTestHost.require()
        let items = StringList()
        var window: Window? = window()
        var screen: ListEmptyState? = ListEmptyState(
            list: ListBox(), model: items, configuration: .empty, clock: ManualClock())
        weak let weakScreen = screen
        let watch = FinalizationWatch(screen!.pointer)
        XCTAssertEqual(screen?.keepsOwnedBehaviourAlive, false, "nothing else holds the widget yet")
        window?.setContent(screen)
        window?.present()
        XCTAssertTrue(GTKTestHost.pump { screen?.isMapped == true })
        XCTAssertEqual(screen?.keepsOwnedBehaviourAlive, true)
        window?.destroy()
        window = nil  // as an app that does not keep its window: GTK's reference was the last
        XCTAssertTrue(GTKTestHost.pump { screen?.hasParent == false })
        XCTAssertEqual(screen?.keepsOwnedBehaviourAlive, false)
        XCTAssertFalse(watch.isFinalized, "the app's wrapper holds the widget")
        items.append("row")
        XCTAssertEqual(screen?.isPageShown, false, "still bound")
        screen = nil
        XCTAssertNil(weakScreen)
        XCTAssertTrue(watch.isFinalized)
    }
}
