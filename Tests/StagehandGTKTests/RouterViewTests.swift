import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

final class RouterViewTests: XCTestCase {
    func testTheViewShowsTheCurrentRoutesScreenAfterEachEvent() throws {
        try MainActor.assumeIsolated { try Self.showsCurrentRoute() }
    }

    func testAScreenNoLongerShownIsFinalized() throws {
        try MainActor.assumeIsolated { try Self.previousScreenFinalized() }
    }

    func testRapidRouteChangesCoalesceAndNeverBuildTheScreensPassedThrough() throws {
        try MainActor.assumeIsolated { try Self.coalesces() }
    }

    func testBuiltScreensAreRegisteredAndHearTheirRouteBeingLeft() throws {
        try MainActor.assumeIsolated { try Self.registersScreens() }
    }

    func testTheViewStopsObservingTheRouterWhenItIsGone() throws {
        try MainActor.assumeIsolated { try Self.viewReleased() }
    }

    func testEachScreenIsBuiltFromTheRouteChangeThatShowsItWithItsContext() throws {
        try MainActor.assumeIsolated { try Self.screensGetTheirChange() }
    }

    enum Route: String, Hashable, Sendable, CaseIterable {
        case landing, welcome, signIn, home
    }

    enum Event: String, Hashable, Sendable {
        case showWelcome, showSignIn, signIn, signOut
    }

    /// AppState's example: landing → welcome → sign in → home.
    static func definition() throws -> StateMachine<Route, Event>.Definition {
        try .init(
            initial: .landing, states: Route.allCases,
            rules: [
                .on(.showWelcome, from: .landing, to: .welcome),
                .on(.showSignIn, from: [.landing, .welcome], to: .signIn),
                .on(.signIn, from: .signIn, to: .home),
                .on(.signOut, from: .home, to: .landing),
            ])
    }

    /// A screen's controller that records which routes it heard being left.
    @MainActor final class Controller: RouteScreen {
        typealias Route = RouterViewTests.Route
        typealias Event = RouterViewTests.Event
        typealias Context = String

        let route: Route
        var log: [String] = []

        init(_ route: Route) {
            self.route = route
        }

        func routeWillLeave(_ change: RouteChange<Route, Event, String>) {
            log.append("leave \(change.from?.rawValue ?? "-")>\(change.to.rawValue) ctx=\(change.context ?? "nil")")
        }

        func routeDidEnter(_ change: RouteChange<Route, Event, String>) {}
    }

    /// Builds screens and remembers, weakly, each one it built.
    @MainActor final class Builds {
        private(set) var routes: [Route] = []
        private var screens: [Weak] = []
        private(set) var watches: [FinalizationWatch] = []

        struct Weak {
            weak var screen: Label?
            weak var controller: Controller?
        }

        func make(_ route: Route) -> Widget {
            let screen = Label(route.rawValue)
            let controller = Controller(route)
            routes.append(route)
            screens.append(Weak(screen: screen, controller: controller))
            watches.append(GTKTestHost.watchFinalization(of: screen.pointer))
            return RouterView<Route, Event, String>.screen(screen, controller: controller)
        }

        func screen(_ index: Int) -> Label? { screens[index].screen }

        func controller(_ index: Int) -> Controller? { screens[index].controller }
    }

    @MainActor private static func settle(_ view: RouterView<Route, Event, String>) -> Bool {
        GTKTestHost.pump { !view.isTransitioning && view.container.host.runningAnimationCount == 0 }
    }

    @MainActor private static func assertShows(
        _ route: Route, in view: RouterView<Route, Event, String>, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(view.route, route, file: file, line: line)
        let layers = view.container.host.stack.layers
        XCTAssertEqual(layers.count, 1, "one screen in the stack", file: file, line: line)
        guard let screen = layers.first as? Label else { return XCTFail("no screen", file: file, line: line) }
        XCTAssertEqual(screen.text, route.rawValue, file: file, line: line)
        let controller = RouterView<Route, Event, String>.controller(of: screen) as? Controller
        XCTAssertEqual(controller?.route, route, file: file, line: line)
        XCTAssertTrue(screen.isMapped, file: file, line: line)
        XCTAssertEqual(screen.opacity, 1, file: file, line: line)
        XCTAssertEqual(view.container.host.stack.scale(of: screen), 1, file: file, line: line)
        XCTAssertTrue(view.currentScreen === screen, file: file, line: line)
    }

    @MainActor private static func screensGetTheirChange() throws {
        try GTKTestHost.require()
        let router = Router<Route, Event, String>(try definition())
        var changes: [String] = []
        let view = RouterView(router: router) { (change: RouteChange<Route, Event, String>) -> Widget in
            let cause = change.event.map(\.rawValue) ?? "start"
            changes.append(
                "\(change.from?.rawValue ?? "-")>\(change.to.rawValue) \(cause) ctx=\(change.context ?? "nil")")
            return Label(change.to.rawValue)
        }
        view.animatesChanges = false
        // Started before the view is shown, the initial screen gets the start's context (shown
        // first, it is built at once, from a start change without context).
        router.start(context: "first run")
        let window = GTKTestHost.present(view)
        defer { window.destroy() }
        try router.send(.showSignIn, context: "from the banner")
        try router.send(.signIn, context: "ann")
        XCTAssertTrue(settle(view))
        XCTAssertEqual(view.route, .home)
        XCTAssertEqual(
            changes,
            [
                "->landing start ctx=first run", "landing>signIn showSignIn ctx=from the banner",
                "signIn>home signIn ctx=ann",
            ])
    }

    @MainActor private static func showsCurrentRoute() throws {
        try GTKTestHost.require()
        let router = Router<Route, Event, String>(try definition())
        let builds = Builds()
        let view = RouterView(router: router) { builds.make($0) }
        let window = GTKTestHost.present(view)
        defer { window.destroy() }
        router.start()
        assertShows(.landing, in: view)

        try router.send(.showWelcome)
        XCTAssertEqual(view.route, .welcome)
        XCTAssertTrue(view.isTransitioning, "the change animates")
        XCTAssertTrue(settle(view))
        assertShows(.welcome, in: view)

        try router.go(to: .signIn)
        XCTAssertTrue(settle(view))
        assertShows(.signIn, in: view)

        XCTAssertThrowsError(try router.send(.signOut)) { error in
            XCTAssertTrue("\(error)".contains("signIn"), "\(error)")
        }
        XCTAssertFalse(view.isTransitioning)
        assertShows(.signIn, in: view)

        try router.send(.signIn, context: "ada")
        XCTAssertTrue(settle(view))
        assertShows(.home, in: view)

        try router.back()
        XCTAssertTrue(settle(view))
        assertShows(.signIn, in: view)
        XCTAssertEqual(builds.routes, [.landing, .welcome, .signIn, .home, .signIn])
    }

    @MainActor private static func previousScreenFinalized() throws {
        try GTKTestHost.require()
        let router = Router<Route, Event, String>(try definition())
        let builds = Builds()
        let view = RouterView(router: router) { builds.make($0) }
        let window = GTKTestHost.present(view)
        defer { window.destroy() }
        router.start()
        XCTAssertEqual(builds.watches.count, 1)
        XCTAssertFalse(builds.watches[0].isFinalized)

        try router.send(.showSignIn)
        // While it fades out the leaving screen is still in the stack.
        XCTAssertTrue(view.isTransitioning)
        XCTAssertNotNil(builds.screen(0))
        XCTAssertFalse(builds.watches[0].isFinalized)
        XCTAssertTrue(settle(view))
        XCTAssertTrue(builds.watches[0].isFinalized, "the landing screen's widget is finalized")
        XCTAssertNil(builds.screen(0))
        XCTAssertNil(builds.controller(0), "its controller went with it")
        XCTAssertFalse(builds.watches[1].isFinalized)
        XCTAssertTrue(router.screens(for: .landing).isEmpty, "the router kept nothing alive")
    }

    @MainActor private static func coalesces() throws {
        try GTKTestHost.require()
        let router = Router<Route, Event, String>(try definition())
        let builds = Builds()
        let view = RouterView(router: router) { builds.make($0) }
        let window = GTKTestHost.present(view)
        defer { window.destroy() }
        router.start()
        try router.send(.showWelcome)  // animates
        try router.send(.showSignIn)  // waits in the pending slot…
        try router.send(.signIn)  // …and is replaced by this one
        XCTAssertTrue(settle(view))
        assertShows(.home, in: view)
        XCTAssertEqual(builds.routes, [.landing, .welcome, .home], "signIn was passed through, never built")
        XCTAssertEqual(builds.watches.map(\.isFinalized), [true, true, false])
    }

    @MainActor private static func registersScreens() throws {
        try GTKTestHost.require()
        let router = Router<Route, Event, String>(try definition())
        let builds = Builds()
        let view = RouterView(router: router) { builds.make($0) }
        view.animatesChanges = false
        var changes: [String] = []
        view.onRouteChange = { changes.append("\($0.from?.rawValue ?? "-")>\($0.to.rawValue)") }
        let window = GTKTestHost.present(view)
        defer { window.destroy() }
        router.start()
        let landing = try XCTUnwrap(builds.controller(0))
        XCTAssertTrue(router.screens(for: .landing).contains { $0 === landing })
        try router.send(.showSignIn, context: "from landing")
        XCTAssertFalse(view.isTransitioning, "not animated: done when send returns")
        assertShows(.signIn, in: view)
        XCTAssertEqual(landing.log, ["leave landing>signIn ctx=from landing"])
        XCTAssertEqual(changes, ["->landing", "landing>signIn"])
    }

    @MainActor private static func viewReleased() throws {
        try GTKTestHost.require()
        let router = Router<Route, Event, String>(try definition())
        let builds = Builds()
        var view: RouterView<Route, Event, String>? = RouterView(router: router) { builds.make($0) }
        let watch = GTKTestHost.watchFinalization(of: view!.pointer)
        router.start()
        view = nil
        XCTAssertTrue(watch.isFinalized)
        try router.send(.showWelcome)
        XCTAssertEqual(router.route, .welcome)
        // The start request composed the landing screen off screen; the released view builds no more.
        XCTAssertEqual(builds.routes, [.landing])
        XCTAssertEqual(builds.watches.map(\.isFinalized), [true])
    }
}
