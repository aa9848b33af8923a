import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// Screen controllers that hold their own screen's wrapper (a form class with `let widget`), tied
/// to it with `screen(_:controller:)`: they hear their route being left and entered while their
/// screen is shown, and are freed, with their widget, once it is popped or its route left.
final class ScreenControllerLifetimeTests: XCTestCase {
    /// What the controllers heard, in order.
    @MainActor final class Heard {
        var entries: [String] = []
    }

    /// A router screen's controller that holds its widget, as a form class does.
    @MainActor final class RouteForm: RouteScreen {
        typealias Route = RouterViewTests.Route
        typealias Event = RouterViewTests.Event
        typealias Context = String

        let widget: Label
        let route: Route
        let heard: Heard

        init(_ route: Route, heard: Heard) {
            self.route = route
            self.heard = heard
            widget = Label(route.rawValue)
        }

        func routeWillLeave(_ change: RouteChange<Route, Event, String>) {
            heard.entries.append("leave \(route.rawValue)")
        }

        func routeDidEnter(_ change: RouteChange<Route, Event, String>) {
            heard.entries.append("enter \(route.rawValue)")
        }
    }

    /// A navigation screen's controller that holds its widget, as a form class does.
    @MainActor final class NavigationForm: RouteScreen {
        typealias Route = NavTestRoute
        typealias Event = String
        typealias Context = String

        let widget: Label
        let route: Route
        let heard: Heard

        init(_ route: Route, heard: Heard) {
            self.route = route
            self.heard = heard
            widget = Label(route.rawValue)
        }

        func routeWillLeave(_ change: RouteChange<Route, Event, String>) {
            heard.entries.append("leave \(route.rawValue)")
        }

        func routeDidEnter(_ change: RouteChange<Route, Event, String>) {
            heard.entries.append("enter \(route.rawValue)")
        }
    }

    /// A weak reference to a controller and a watch on its widget.
    @MainActor final class Built<Controller: AnyObject> {
        weak var controller: Controller?
        let watch: FinalizationWatch

        init(_ controller: Controller, widget: Widget) {
            self.controller = controller
            watch = FinalizationWatch(widget.pointer)
        }

        /// Whether the controller is gone and its widget finalized (after pumping the loop a little).
        var isFreed: Bool {
            GTKTestHost.pump { controller == nil && watch.isFinalized }
        }

        /// Whether the controller and its widget are still alive.
        var isAlive: Bool { controller != nil && !watch.isFinalized }
    }

    func testARouterViewFreesAControllerHoldingItsScreenOnceItsRouteIsLeft() throws {
        try MainActor.assumeIsolated { try Self.routerViewFrees() }
    }

    func testAPersistentRouterScreensControllerHearsItsRouteEnteredAgainAndIsLetGoWithTheView() throws {
        try MainActor.assumeIsolated { try Self.persistentRouterScreen() }
    }

    func testATabNavigationViewFreesAControllerHoldingItsScreenOnceItsPageIsPopped() throws {
        try MainActor.assumeIsolated { try Self.tabNavigationFrees() }
    }

    func testAControllerLivesUntilItsScreenIsShownThenWhileItIsAndASecondOneReplacesIt() throws {
        try MainActor.assumeIsolated { try Self.handOverAndReplace() }
    }

    typealias RouteView = RouterView<RouterViewTests.Route, RouterViewTests.Event, String>

    @MainActor private static func settle(_ view: RouteView) -> Bool {
        GTKTestHost.pump { !view.isTransitioning && view.container.host.runningAnimationCount == 0 }
    }

    /// The mechanism alone: a controller handed over with a widget nobody shows yet is held until
    /// the widget is in use, then while it is; tying another controller releases the first.
    @MainActor private static func handOverAndReplace() throws {
        try GTKTestHost.require()
        let heard = Heard()
        let screen = Label("screen")
        weak var first: RouteForm?
        weak var second: RouteForm?
        do {
            let controller = RouteForm(.home, heard: heard)
            first = controller
            _ = RouteView.screen(screen, controller: controller)
        }
        XCTAssertNotNil(first, "held until the screen is first in use")
        XCTAssertTrue(RouteView.controller(of: screen) === first)
        do {
            let controller = RouteForm(.home, heard: heard)
            second = controller
            _ = RouteView.screen(screen, controller: controller)
        }
        XCTAssertNil(first, "replaced, so released")
        XCTAssertTrue(RouteView.controller(of: screen) === second)
        let box = Box(.vertical)
        box.append(screen)
        XCTAssertNotNil(second, "in use")
        box.remove(screen)
        XCTAssertNil(second, "out of use again")
        XCTAssertNil(RouteView.controller(of: screen))
        XCTAssertEqual(heard.entries, [])
    }

    @MainActor private static func routerViewFrees() throws {
        try GTKTestHost.require()
        let router = Router<RouterViewTests.Route, RouterViewTests.Event, String>(
            try RouterViewTests.definition())
        let heard = Heard()
        var built: [RouterViewTests.Route: Built<RouteForm>] = [:]
        let view = RouteView(router: router) { route in
            let form = RouteForm(route, heard: heard)
            built[route] = Built(form, widget: form.widget)
            return RouteView.screen(form.widget, controller: form)
        }
        let window = GTKTestHost.present(view)
        defer { window.destroy() }
        router.start()
        let landing = try XCTUnwrap(built[.landing])
        XCTAssertTrue(landing.isAlive, "held until shown, then while shown")
        XCTAssertTrue(RouteView.controller(of: try XCTUnwrap(view.currentScreen)) === landing.controller)

        try router.send(.showSignIn)
        XCTAssertTrue(landing.isAlive, "still fading out")
        XCTAssertTrue(settle(view))
        XCTAssertTrue(landing.isFreed, "before: the widget held its controller, which held the widget")
        let signIn = try XCTUnwrap(built[.signIn])
        XCTAssertTrue(signIn.isAlive)
        XCTAssertTrue(router.screens(for: .signIn).contains { $0 === signIn.controller })

        try router.send(.signIn, context: "ada")
        XCTAssertTrue(settle(view))
        XCTAssertTrue(signIn.isFreed)
        XCTAssertTrue(try XCTUnwrap(built[.home]).isAlive)
        // The landing screen is built as the view appears, before the router starts.
        XCTAssertEqual(heard.entries, ["enter landing", "leave landing", "leave signIn"])
        XCTAssertTrue(router.screens(for: .landing).isEmpty && router.screens(for: .signIn).isEmpty)
    }

    /// A persistent screen stays in the view's stack, hidden, while its route is left: in use, it
    /// keeps its controller, which hears the route left and entered again. Once the view is gone
    /// the widget is out of use and lets go of its controller; the app's widget is freed when
    /// dropped.
    @MainActor private static func persistentRouterScreen() throws {
        try GTKTestHost.require()
        let router = Router<RouterViewTests.Route, RouterViewTests.Event, String>(
            try RouterViewTests.definition())
        let heard = Heard()
        var kept: Widget?
        var home: Built<RouteForm>?
        var view: RouteView? = RouteView(router: router) { route in
            if route == .home {
                if let kept { return kept }
                let form = RouteForm(route, heard: heard)
                home = Built(form, widget: form.widget)
                let screen = RouteView.persistentScreen(RouteView.screen(form.widget, controller: form))
                kept = screen
                return screen
            }
            return Label(route.rawValue)
        }
        view?.animatesChanges = false
        var window: Window? = GTKTestHost.present(try XCTUnwrap(view))
        router.start()
        try router.send(.showSignIn)
        try router.send(.signIn)
        let built = try XCTUnwrap(home)
        XCTAssertTrue(view?.currentScreen === kept)
        try router.send(.signOut)
        try router.send(.showSignIn)
        XCTAssertTrue(built.isAlive, "hidden in the view's stack, so still in use")
        try router.send(.signIn)
        XCTAssertTrue(view?.currentScreen === kept)
        XCTAssertEqual(heard.entries, ["leave home", "enter home"])

        let viewWatch = FinalizationWatch(try XCTUnwrap(view).pointer)
        view = nil
        window?.destroy()
        window = nil
        XCTAssertTrue(GTKTestHost.pump { viewWatch.isFinalized }, "the view went with its window")
        XCTAssertTrue(
            GTKTestHost.pump { built.controller == nil }, "out of use, the widget no longer keeps its controller")
        XCTAssertFalse(built.watch.isFinalized, "the app keeps the widget")
        kept = nil
        XCTAssertTrue(built.isFreed)
    }

    @MainActor private static func tabNavigationFrees() throws {
        try GTKTestHost.require()
        let enabled = TimedAnimation.areEnabled
        TimedAnimation.areEnabled = true
        defer { TimedAnimation.areEnabled = enabled }
        let chart = try Statechart<NavTestRoute, String>.Definition(initial: .tabs) {
            Parallel(.tabs) {
                ChartState(.home) {
                    ChartState(.feed) { On("openPost", to: NavTestRoute.post) }
                    ChartState(.post) { On("openComment", to: NavTestRoute.comment) }
                    ChartState(.comment)
                }
                ChartState(.settings) { ChartState(.menu) }
            }
        }
        let router = try NavigationRouter<NavTestRoute, String, String>(chart, tabs: .tabs)
        let heard = Heard()
        var built: [NavTestRoute: Built<NavigationForm>] = [:]
        typealias View = TabNavigationView<NavTestRoute, String, String>
        let view = View(router: router, tabs: [], title: \.title, transitionDuration: 50) { route, _ in
            let form = NavigationForm(route, heard: heard)
            built[route] = Built(form, widget: form.widget)
            return View.screen(form.widget, controller: form)
        }
        let window = GTKTestHost.present(view, width: 720, height: 520)
        defer { window.destroy() }
        func settle() {
            GTKTestHost.pump { view.stack(of: .home)?.isTransitionRunning == false }
        }
        router.start()
        try router.send("openPost")
        settle()
        let post = try XCTUnwrap(built[.post])
        XCTAssertTrue(post.isAlive)
        XCTAssertTrue(View.controller(of: try XCTUnwrap(view.visibleScreen)) === post.controller)

        try router.send("openComment")
        settle()
        XCTAssertTrue(post.isAlive, "covered, its page stays in the stack")
        try router.back()
        settle()
        XCTAssertTrue(try XCTUnwrap(built[.comment]).isFreed, "popped")
        XCTAssertTrue(post.isAlive, "shown again")
        XCTAssertTrue(view.visibleScreen === post.controller?.widget)

        try router.back()
        XCTAssertTrue(post.isAlive, "until the slide away from it ends")
        settle()
        XCTAssertEqual(view.shownStack(of: .home), [.feed])
        XCTAssertTrue(post.isFreed, "before: the widget held its controller, which held the widget")
        XCTAssertTrue(try XCTUnwrap(built[.feed]).isAlive)
        XCTAssertEqual(
            heard.entries,
            ["leave feed", "leave post", "leave comment", "enter post", "leave post", "enter feed"])
        XCTAssertTrue(router.screens(for: .post).isEmpty)
    }
}
