import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// The routes of the tests' chart: a login page outside the tabs, then two tabs with stacks.
enum NavTestRoute: String, Hashable, Sendable, Codable {
    case login, tabs, home, feed, post, comment, settings, menu, detail

    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A screen controller that logs what it hears.
@MainActor
final class NavTestScreen: RouteScreen {
    typealias Route = NavTestRoute
    typealias Event = String
    typealias Context = String

    let route: NavTestRoute
    let log: NavTestLog

    init(route: NavTestRoute, log: NavTestLog) {
        self.route = route
        self.log = log
    }

    func routeWillLeave(_ change: RouteChange<NavTestRoute, String, String>) {
        log.entries.append("leave \(route.rawValue)")
    }

    func routeDidEnter(_ change: RouteChange<NavTestRoute, String, String>) {
        log.entries.append("enter \(route.rawValue)")
    }
}

/// What the screen factory built, and what screens heard, in order.
@MainActor
final class NavTestLog {
    var entries: [String] = []
    /// A watch on the screen built last for each route.
    var watches: [NavTestRoute: FinalizationWatch] = [:]
    /// The controller built last.
    weak var lastController: NavTestScreen?
}

/// A ``TabNavigationView`` in a real window under Xvfb: tab switches through the switcher and the
/// router, pushes and backs (button, Alt+Left, the mouse's back button), deep links and a sign-out
/// from deep inside a tab; the widgets shown and the finalization of screens left.
final class TabNavigationViewTests: XCTestCase {
    typealias View = TabNavigationView<NavTestRoute, String, String>

    @MainActor
    final class Fixture {
        let router: NavigationRouter<NavTestRoute, String, String>
        let view: View
        let window: Window
        let log = NavTestLog()

        init(startOutside: Bool = false) throws {
            let chart = try Statechart<NavTestRoute, String>.Definition(initial: startOutside ? .login : .tabs) {
                ChartState(.login) { On("enter", to: NavTestRoute.tabs) }
                Parallel(.tabs) {
                    ChartState(.home) {
                        ChartState(.feed) { On("openPost", to: NavTestRoute.post) }
                        ChartState(.post) { On("openComment", to: NavTestRoute.comment) }
                        ChartState(.comment)
                    }
                    ChartState(.settings) {
                        ChartState(.menu) { On("openDetail", to: NavTestRoute.detail) }
                        ChartState(.detail)
                    }
                    On("signOut", to: NavTestRoute.login)
                }
            }
            router = try NavigationRouter(chart, tabs: .tabs)
            let log = log
            view = View(
                router: router,
                tabs: [
                    NavigationTab(.home, title: "Home", iconName: "go-home-symbolic"),
                    NavigationTab(.settings, title: "Settings", iconName: "emblem-system-symbolic"),
                ],
                title: \.title
            ) { route, change in
                log.entries.append("build \(route.rawValue) (\(change.map { "\($0.cause)" } ?? "none"))")
                let screen = Label(route.rawValue)
                log.watches[route] = FinalizationWatch(screen.pointer)
                let controller = NavTestScreen(route: route, log: log)
                log.lastController = controller
                return View.screen(screen, controller: controller)
            }
            window = GTKTestHost.present(view, width: 720, height: 520)
            router.observe { [log] change in log.entries.append("change \(change.cause)") }
        }

        /// The watch on the screen built last for `route`.
        func watch(_ route: NavTestRoute) -> FinalizationWatch? { log.watches[route] }
        /// The controller built last.
        var controller: NavTestScreen? { log.lastController }

        func settle() {
            GTKTestHost.pump {
                [NavTestRoute.home, .settings].allSatisfy { view.stack(of: $0)?.isTransitionRunning == false }
                    && !view.rootStack.isTransitionRunning
            }
        }

        func visible(_ tab: NavTestRoute) -> String? { view.stack(of: tab)?.visibleChildName }

        func tearDown() {
            window.destroy()
            GTKTestHost.pump(for: .milliseconds(20))
        }
    }

    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GTKTestHost.require() }
    }

    func testTabSwitchesKeepEachTabsPlaceWithoutFeedback() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let view = fixture.view
            fixture.router.start()
            XCTAssertEqual(view.viewStack.visibleChildName, "home")
            XCTAssertEqual(fixture.visible(.home), "feed")
            XCTAssertEqual(fixture.visible(.settings), "menu")
            XCTAssertEqual(view.switcherTitle.title, "Feed")
            XCTAssertFalse(view.backButton.isVisible)
            XCTAssertEqual(view.viewStack.title(ofPage: "settings"), "Settings")

            try fixture.router.send("openPost")
            XCTAssertEqual(fixture.visible(.home), "post")
            XCTAssertTrue(view.backButton.isVisible)
            XCTAssertEqual(view.switcherTitle.title, "Post")

            // The switcher sets the view stack's page; the view reports it to the router once.
            view.viewStack.visibleChildName = "settings"
            XCTAssertEqual(fixture.router.selectedTab, .settings)
            XCTAssertEqual(fixture.visible(.settings), "menu")
            XCTAssertFalse(view.backButton.isVisible)
            XCTAssertEqual(view.switcherTitle.title, "Menu")

            // A router switch shows the page without calling the router back.
            try fixture.router.select(tab: .home)
            XCTAssertEqual(view.viewStack.visibleChildName, "home")
            XCTAssertEqual(fixture.visible(.home), "post")
            XCTAssertEqual(view.shownStack(of: .home), [.feed, .post])
            XCTAssertTrue(view.backButton.isVisible)
            XCTAssertEqual(view.switcherTitle.title, "Post")
            XCTAssertEqual(view.lastTransition(of: .home), .slideLeft)
            XCTAssertEqual(
                fixture.log.entries.filter { $0.hasPrefix("change") || $0.hasPrefix("build") },
                [
                    "build feed (start)", "build menu (start)", "change start",
                    "build post (event 'openPost')", "change event 'openPost'",
                    "change select tab 'settings'", "change select tab 'home'",
                ])
        }
    }

    func testPushSlidesLeftBackSlidesRightAndThePoppedScreenIsFinalized() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let enabled = TimedAnimation.areEnabled
            TimedAnimation.areEnabled = true
            defer { TimedAnimation.areEnabled = enabled }
            let view = fixture.view
            fixture.router.start()
            try fixture.router.send("openPost")
            XCTAssertEqual(view.lastTransition(of: .home), .slideLeft)
            XCTAssertTrue(view.stack(of: .home)?.isTransitionRunning == true)
            fixture.settle()
            weak let postController = fixture.controller
            guard let post = fixture.watch(.post) else { return XCTFail("post was not built") }
            XCTAssertNotNil(postController)

            view.backButton.click()
            XCTAssertEqual(fixture.router.stack(of: .home), [.feed])
            XCTAssertEqual(fixture.visible(.home), "feed")
            XCTAssertEqual(view.lastTransition(of: .home), .slideRight)
            // The popped page stays for the slide that uncovers the feed, then goes.
            XCTAssertEqual(view.leavingScreenCount(of: .home), 1)
            XCTAssertFalse(post.isFinalized)
            fixture.settle()
            XCTAssertEqual(view.leavingScreenCount(of: .home), 0)
            XCTAssertEqual(view.stack(of: .home)?.childNames, ["feed"])
            XCTAssertTrue(post.isFinalized)
            XCTAssertNil(postController)
            XCTAssertFalse(view.backButton.isVisible)
            XCTAssertEqual(
                fixture.log.entries,
                [
                    "build feed (start)", "build menu (start)", "change start",
                    "leave feed", "build post (event 'openPost')", "change event 'openPost'",
                    "leave post", "enter feed", "change back in tab 'home'",
                ])
        }
    }

    func testAltLeftAndTheMouseBackButtonGoBack() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let view = fixture.view
            fixture.router.start()
            try fixture.router.send("openPost")
            try fixture.router.send("openComment")
            XCTAssertEqual(fixture.visible(.home), "comment")

            // GTK cannot synthesize a key press: the test runs the shortcut's action, as the key does.
            XCTAssertEqual(view.shortcuts.triggers, [View.backShortcut])
            XCTAssertEqual(View.backShortcut, "<Alt>Left")
            XCTAssertTrue(view.shortcuts.activate("<Alt>Left", on: view))
            XCTAssertEqual(fixture.router.stack(of: .home), [.feed, .post])
            XCTAssertEqual(fixture.visible(.home), "post")

            // Nor a press of button 8: the test emits the gesture's `pressed`, as the button does.
            XCTAssertEqual(view.backGesture.button, 8)
            view.backGesture.emitPress()
            XCTAssertEqual(fixture.router.stack(of: .home), [.feed])
            XCTAssertEqual(fixture.visible(.home), "feed")
            XCTAssertFalse(view.backButton.isVisible)

            // Nothing to go back to: the shortcut lets the key press go on, nothing changes.
            XCTAssertFalse(view.shortcuts.activate("<Alt>Left", on: view))
            view.backGesture.emitPress()
            XCTAssertEqual(fixture.router.stack(of: .home), [.feed])
            fixture.settle()
            XCTAssertEqual(view.stack(of: .home)?.childNames, ["feed"])
            XCTAssertEqual(fixture.watch(.comment)?.isFinalized, true)
            XCTAssertEqual(fixture.watch(.post)?.isFinalized, true)
        }
    }

    func testDeepLinkSelectsTheTabAndBuildsOnlyItsTopScreen() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let view = fixture.view
            fixture.router.start()
            view.viewStack.visibleChildName = "settings"
            fixture.log.entries.removeAll()

            try fixture.router.open(link: "home/post/comment")
            XCTAssertEqual(view.viewStack.visibleChildName, "home")
            XCTAssertEqual(fixture.visible(.home), "comment")
            XCTAssertEqual(view.shownStack(of: .home), [.feed, .post, .comment])
            XCTAssertTrue(view.backButton.isVisible)
            XCTAssertEqual(view.switcherTitle.title, "Comment")
            fixture.settle()
            // The feed's screen, built at start, stays under the link's screen; the post between
            // them is not built.
            XCTAssertEqual(view.stack(of: .home)?.childNames, ["feed", "comment"])
            XCTAssertEqual(fixture.watch(.feed)?.isFinalized, false)
            XCTAssertNil(fixture.watch(.post))

            // Going back builds the screen it uncovers, from the back.
            try fixture.router.back()
            XCTAssertEqual(fixture.visible(.home), "post")
            fixture.settle()
            XCTAssertEqual(view.stack(of: .home)?.childNames, ["feed", "post"])
            XCTAssertEqual(fixture.watch(.comment)?.isFinalized, true)
            XCTAssertEqual(
                fixture.log.entries.filter { $0.hasPrefix("build") || $0.hasPrefix("change") },
                [
                    "build comment (open 'home/post/comment')", "change open 'home/post/comment'",
                    "build post (back in tab 'home')", "change back in tab 'home'",
                ])

            // A bad link names its first invalid segment and changes nothing on screen.
            XCTAssertThrowsError(try fixture.router.open(link: "home/detail")) { error in
                guard case .invalidLink(let index, let segment, _) = error as? RouterError<NavTestRoute, String>
                else { return XCTFail("\(error)") }
                XCTAssertEqual(index, 1)
                XCTAssertEqual(segment, "detail")
            }
            XCTAssertEqual(fixture.visible(.home), "post")
            XCTAssertEqual(view.viewStack.visibleChildName, "home")
        }
    }

    func testRestoreShowsEveryStackAtOnceWithoutAnimationAndBuildsOnlyTheVisibleScreens() throws {
        try MainActor.assumeIsolated {
            let snapshot: NavigationSnapshot<NavTestRoute, String>
            do {
                let before = try Fixture()
                defer { before.tearDown() }
                before.router.start()
                try before.router.open(link: "home/post/comment")
                try before.router.open(link: "settings/detail")
                snapshot = before.router.snapshot()
            }
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let view = fixture.view
            try fixture.router.restore(snapshot)
            // All of it at once: no stack animates.
            XCTAssertFalse(view.rootStack.isTransitionRunning)
            XCTAssertEqual(view.stack(of: .home)?.isTransitionRunning, false)
            XCTAssertEqual(view.stack(of: .settings)?.isTransitionRunning, false)
            XCTAssertEqual(view.viewStack.visibleChildName, "settings")
            XCTAssertEqual(fixture.visible(.settings), "detail")
            XCTAssertEqual(fixture.visible(.home), "comment")
            XCTAssertEqual(view.shownStack(of: .home), [.feed, .post, .comment])
            XCTAssertEqual(view.shownStack(of: .settings), [.menu, .detail])
            XCTAssertTrue(view.backButton.isVisible)
            XCTAssertEqual(view.switcherTitle.title, "Detail")
            // Each visible screen built once; those under them only when Back uncovers them.
            XCTAssertEqual(
                fixture.log.entries.filter { $0.hasPrefix("build") || $0.hasPrefix("change") },
                ["build comment (restore)", "build detail (restore)", "change restore"])
            try fixture.router.back()
            fixture.settle()
            XCTAssertEqual(fixture.visible(.settings), "menu")
            XCTAssertEqual(
                fixture.log.entries.filter { $0.hasPrefix("build") }.last, "build menu (back in tab 'settings')")
        }
    }

    func testSignOutFromDeepInsideATabLeavesAndFinalizesEveryScreen() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture(startOutside: true)
            defer { fixture.tearDown() }
            let view = fixture.view
            fixture.router.start()
            XCTAssertEqual(view.rootStack.visibleChildName, "login")
            XCTAssertEqual(view.switcherTitle.title, "Login")
            XCTAssertFalse(view.switcherBar.isRevealed)
            XCTAssertFalse(view.switcherTitle.isSwitcherEnabled, "no tab switcher outside the tabs state")
            guard let login = fixture.watch(.login) else { return XCTFail("login was not built") }

            try fixture.router.send("enter")
            XCTAssertEqual(view.rootStack.visibleChildName, "tabs")
            XCTAssertTrue(view.switcherTitle.isSwitcherEnabled)
            XCTAssertEqual(fixture.visible(.home), "feed")
            try fixture.router.send("openPost")
            try fixture.router.send("openComment")
            try fixture.router.select(tab: .settings)
            try fixture.router.send("openDetail")
            XCTAssertEqual(fixture.visible(.settings), "detail")
            fixture.settle()
            XCTAssertFalse(login.isFinalized, "the login page stays under the tabs in the root stack")
            let watches = [NavTestRoute.feed, .post, .comment, .menu, .detail].compactMap { fixture.watch($0) }
            XCTAssertEqual(watches.count, 5)
            XCTAssertEqual(watches.filter(\.isFinalized).count, 0, "covered pages stay while in the stack")

            let before = fixture.log.entries.count
            try fixture.router.send("signOut")
            // Leaving the tabs state replaces the root stack: Back cannot return into the tabs.
            XCTAssertEqual(fixture.router.rootStack, [.login])
            XCTAssertEqual(view.rootStack.visibleChildName, "login")
            XCTAssertEqual(view.switcherTitle.title, "Login")
            XCTAssertFalse(view.switcherTitle.isSwitcherEnabled, "the tab switcher hides with the tabs")
            XCTAssertFalse(view.switcherBar.isRevealed)
            XCTAssertFalse(fixture.router.canGoBack)
            XCTAssertFalse(view.backButton.isVisible)
            XCTAssertEqual(view.shownStack(of: .home), [])
            XCTAssertEqual(view.shownStack(of: .settings), [])
            fixture.settle()
            XCTAssertEqual(view.stack(of: .home)?.childNames, [])
            XCTAssertEqual(view.stack(of: .settings)?.childNames, [])
            XCTAssertEqual(view.rootStack.childNames, ["login"])
            XCTAssertEqual(watches.filter(\.isFinalized).count, 5)
            XCTAssertTrue(login.isFinalized, "the first login page left with the replaced root stack")
            // The active screens hear the exit in SCXML order (reverse document order), the login
            // screen still in the stack hears its route entered, and the new top is built from the
            // sign-out.
            XCTAssertEqual(
                Array(fixture.log.entries[before...]),
                [
                    "leave detail", "leave comment", "enter login", "build login (event 'signOut')",
                    "change event 'signOut'",
                ])
            // Signing in and out again does not grow the root stack.
            for _ in 0..<3 {
                try fixture.router.send("enter")
                XCTAssertEqual(fixture.router.rootStack, [.login, .tabs])
                XCTAssertTrue(view.switcherTitle.isSwitcherEnabled)
                try fixture.router.send("signOut")
                XCTAssertEqual(fixture.router.rootStack, [.login])
                XCTAssertFalse(view.switcherTitle.isSwitcherEnabled)
            }
            fixture.settle()
            XCTAssertEqual(view.rootStack.childNames, ["login"])
        }
    }

    func testAPersistentScreenIsParkedWhenPoppedAndShownAgainWithoutBeingReAdded() throws {
        try MainActor.assumeIsolated {
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
            let kept = Label("kept post")
            var builds = 0
            let view = View(router: router, tabs: [], title: \.title) { route, _ in
                builds += 1
                return route == .post ? View.persistentScreen(kept) : Label(route.rawValue)
            }
            let window = GTKTestHost.present(view)
            defer { window.destroy() }
            router.start()
            try router.send("openPost")
            XCTAssertTrue(view.visibleScreen === kept)
            try router.back()
            GTKTestHost.pump { view.stack(of: .home)?.isTransitionRunning == false }
            XCTAssertEqual(view.parkedScreenCount(of: .home), 1)
            XCTAssertTrue(kept.isChild(of: view.stack(of: .home)!), "parked, not removed")
            XCTAssertEqual(view.stack(of: .home)?.visibleChildName, "feed")
            let watch = FinalizationWatch(kept.pointer)
            try router.send("openPost")
            XCTAssertEqual(view.parkedScreenCount(of: .home), 0)
            XCTAssertEqual(view.stack(of: .home)?.visibleChildName, "post")
            XCTAssertTrue(view.visibleScreen === kept)
            XCTAssertEqual(builds, 4, "feed, menu, post, post again (the same widget)")
            XCTAssertEqual(view.viewStack.title(ofPage: "home"), "home", "an unlisted tab is titled by its name")
            XCTAssertFalse(watch.isFinalized)
        }
    }

    func testTheBottomSwitcherBarIsRevealedOnlyWhileTheHeaderShowsATitleInsteadOfTheSwitcher() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let view = fixture.view
            fixture.router.start()
            GTKTestHost.pump { !view.switcherTitle.isTitleVisible }
            XCTAssertFalse(view.switcherTitle.isTitleVisible, "720 px wide: the switcher fits in the header")
            XCTAssertFalse(view.switcherBar.isRevealed)
            fixture.window.setDefaultSize(width: 300, height: 520)
            GTKTestHost.pump { view.switcherTitle.isTitleVisible }
            XCTAssertTrue(view.switcherTitle.isTitleVisible)
            XCTAssertTrue(view.switcherBar.isRevealed)
            // A tab chosen in the bottom bar reaches the router like one chosen in the header.
            view.viewStack.visibleChildName = "settings"
            XCTAssertEqual(fixture.router.selectedTab, .settings)
            XCTAssertEqual(view.switcherTitle.title, "Menu")
        }
    }

    func testARealMouseBackButtonPressAndAltLeftFromTheXServerGoBack() throws {
        try MainActor.assumeIsolated {
            guard let input = XTestInput() else { throw XCTSkip("no XTEST (libXtst) on this display") }
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let view = fixture.view
            fixture.router.start()
            try fixture.router.send("openPost")
            try fixture.router.send("openComment")
            fixture.settle()
            // Without a window manager the window sits at the screen's top-left corner.
            input.move(x: 300, y: 250)
            GTKTestHost.pump(for: .milliseconds(50))
            input.click(button: ClickGesture.backButton)
            XCTAssertTrue(GTKTestHost.pump { fixture.router.stack(of: .home) == [.feed, .post] })
            XCTAssertEqual(fixture.visible(.home), "post")
            input.chord([XTestInput.Keysym.altLeft, XTestInput.Keysym.left])
            XCTAssertTrue(GTKTestHost.pump { fixture.router.stack(of: .home) == [.feed] })
            XCTAssertEqual(fixture.visible(.home), "feed")
            XCTAssertFalse(view.backButton.isVisible)
        }
    }
}
