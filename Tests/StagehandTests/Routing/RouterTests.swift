import Stagehand
import StagehandTesting
import Testing

@MainActor
class RecordingScreen: RouteScreen {
    typealias Route = Page
    typealias Event = PageEvent
    typealias Context = String

    let name: String
    unowned let log: RouteLog
    var onEnter: ((RouteChange<Page, PageEvent, String>) -> Void)?

    init(_ name: String, _ log: RouteLog) {
        self.name = name
        self.log = log
    }

    func routeWillLeave(_ change: RouteChange<Page, PageEvent, String>) {
        log.entries.append("\(name).leave \(Self.describe(change))")
    }

    func routeDidEnter(_ change: RouteChange<Page, PageEvent, String>) {
        log.entries.append("\(name).enter \(Self.describe(change))")
        onEnter?(change)
    }

    static func describe(_ change: RouteChange<Page, PageEvent, String>) -> String {
        let cause: String
        switch change.cause {
        case .start: cause = "start"
        case .event(let event): cause = event.rawValue
        case .back: cause = "back"
        case .open: cause = "path"
        case .select, .delayed, .invoked, .restore: cause = "other"
        }
        return "\(change.from?.rawValue ?? "-")>\(change.to) \(cause) ctx=\(change.context ?? "nil")"
    }
}

/// A screen that drops the screen it holds when its route is left.
@MainActor
final class ReleasingScreen: RecordingScreen {
    var held: RecordingScreen?

    override func routeWillLeave(_ change: RouteChange<Page, PageEvent, String>) {
        super.routeWillLeave(change)
        held = nil
    }
}

@MainActor
final class RouteLog {
    var entries: [String] = []
    /// Keeps screens alive for a test (the router holds them weakly).
    var screens: [RecordingScreen] = []
}

@MainActor
@Suite struct RouterTests {
    let log = RouteLog()

    func makeRouter() throws -> (Router<Page, PageEvent, String>, [RecordingScreen]) {
        let router = Router<Page, PageEvent, String>(try Fixtures.pages())
        let screens = Page.allCases.map { RecordingScreen($0.rawValue, log) }
        for (page, screen) in zip(Page.allCases, screens) { router.register(screen, for: page) }
        log.screens = screens
        return (router, screens)
    }

    @Test func appStateFlowDeliversContextToTheRightScreens() throws {
        let (router, screens) = try makeRouter()
        router.start(context: "boot")
        try router.send(.showLandingPage, context: "window")
        try router.send(.showSignInPage, context: "isClearInput")
        try router.send(.showWelcomePage, context: "username=ann")
        try router.send(.showSignInPage)
        #expect(
            log.entries == [
                "root.enter ->root start ctx=boot",
                "root.leave root>landingPage showLandingPage ctx=window",
                "landingPage.enter root>landingPage showLandingPage ctx=window",
                "landingPage.leave landingPage>signInPage showSignInPage ctx=isClearInput",
                "signInPage.enter landingPage>signInPage showSignInPage ctx=isClearInput",
                "signInPage.leave signInPage>welcomePage showWelcomePage ctx=username=ann",
                "welcomePage.enter signInPage>welcomePage showWelcomePage ctx=username=ann",
                "welcomePage.leave welcomePage>signInPage showSignInPage ctx=nil",
                "signInPage.enter welcomePage>signInPage showSignInPage ctx=nil",
            ])
        #expect(router.route == .signInPage)
        #expect(screens.count == 4)
    }

    @Test func invalidEventIsAnErrorListingWhatIsAllowed() throws {
        let (router, _) = try makeRouter()
        router.start()
        do {
            try router.send(.showSignInPage)
            Issue.record("expected a rejection")
        } catch {
            #expect(
                error.description == "event 'showSignInPage' is not allowed in state 'root'; allowed: showLandingPage")
        }
        #expect(router.route == .root)
        #expect(log.entries == ["root.enter ->root start ctx=nil"])
    }

    @Test func screensAreNotKeptAlive() throws {
        let router = Router<Page, PageEvent, String>(try Fixtures.pages())
        weak var probe: RecordingScreen?
        do {
            let screen = RecordingScreen("landing", log)
            probe = screen
            router.register(screen, for: .landingPage)
            #expect(router.screens(for: .landingPage).count == 1)
        }
        #expect(probe == nil)
        #expect(router.screens(for: .landingPage).isEmpty)
        router.start()
        try router.send(.showLandingPage)
        #expect(router.route == .landingPage)
        #expect(log.entries == [])
    }

    /// The screen being left releases the screen about to be entered (an app tearing down its
    /// next page): the released screen hears nothing, the route still changes, and the router
    /// keeps neither alive.
    @Test func aScreenReleasedDuringTheChangeHearsNothingMore() throws {
        let router = Router<Page, PageEvent, String>(try Fixtures.pages())
        let root = ReleasingScreen("root", log)
        weak var landingProbe: RecordingScreen?
        do {
            let landing = RecordingScreen("landingPage", log)
            landingProbe = landing
            root.held = landing
            router.register(landing, for: .landingPage)
        }
        router.register(root, for: .root)
        var observed: [String] = []
        router.observe { observed.append(RecordingScreen.describe($0)) }
        router.start()
        try router.send(.showLandingPage, context: "go")
        #expect(landingProbe == nil)
        #expect(router.route == .landingPage)
        #expect(router.screens(for: .landingPage).isEmpty)
        #expect(
            log.entries == ["root.enter ->root start ctx=nil", "root.leave root>landingPage showLandingPage ctx=go"])
        #expect(observed == ["->root start ctx=nil", "root>landingPage showLandingPage ctx=go"])
    }

    @Test func goToPicksTheSingleRuleOrFails() throws {
        let definition = try StateMachine<Page, PageEvent>.Definition(
            initial: .root,
            rules: [
                .on(.showLandingPage, from: .root, to: .landingPage),
                .on(.showSignInPage, from: .landingPage, to: .signInPage),
                .on(.showWelcomePage, from: .landingPage, to: .signInPage),
                .on(.signOut, from: .signInPage, to: .root),
            ])
        let router = Router<Page, PageEvent, String>(definition)
        router.start()
        try router.go(to: .landingPage, context: "x")
        #expect(router.route == .landingPage)
        do {
            try router.go(to: .signInPage)
            Issue.record("expected ambiguity")
        } catch {
            #expect(
                error.description
                    == "several events lead from route 'landingPage' to 'signInPage': showSignInPage, showWelcomePage; send one of them"
            )
        }
        do {
            try router.go(to: .welcomePage)
            Issue.record("expected no route")
        } catch {
            #expect(
                error.description
                    == "no rule leads from route 'landingPage' to 'welcomePage'; reachable from 'landingPage': signInPage"
            )
        }
    }

    @Test func backStackReturnsToPreviousRoutes() throws {
        let (router, _) = try makeRouter()
        router.start()
        try router.send(.showLandingPage)
        try router.send(.showSignInPage)
        #expect(router.path == [.root, .landingPage, .signInPage])
        log.entries = []
        try router.back(context: "pop")
        #expect(router.route == .landingPage)
        #expect(router.backStack == [.root])
        #expect(
            log.entries == [
                "signInPage.leave signInPage>landingPage back ctx=pop",
                "landingPage.enter signInPage>landingPage back ctx=pop",
            ])
        try router.back()
        #expect(throws: RouterError<Page, PageEvent>.self) { try router.back() }
        do { try router.back() } catch {
            #expect(error.description == "cannot go back from route 'root': the back stack is empty")
        }
    }

    @Test func openIsAValidatedDeepLink() throws {
        let (router, _) = try makeRouter()
        var observed: [String] = []
        router.observe { observed.append(RecordingScreen.describe($0)) }
        router.start()
        log.entries = []
        try router.open([.root, .landingPage, .signInPage, .welcomePage], context: "link")
        #expect(router.route == .welcomePage)
        #expect(router.backStack == [.root, .landingPage, .signInPage])
        #expect(
            log.entries == [
                "root.leave root>welcomePage path ctx=link", "welcomePage.enter root>welcomePage path ctx=link",
            ])
        #expect(observed == ["->root start ctx=nil", "root>welcomePage path ctx=link"])
        do {
            try router.open([.root, .signInPage])
            Issue.record("expected invalid path")
        } catch {
            #expect(
                error.description
                    == "deep link step 1 'signInPage' is not allowed there; allowed: landingPage"
            )
        }
        do { try router.open([.landingPage]) } catch {
            #expect(error.description == "deep link step 0 'landingPage' is not allowed there; allowed: root")
        }
        #expect(router.route == .welcomePage)
        try router.back()
        #expect(router.route == .signInPage)
    }

    @Test func requestsFromScreensAreQueued() throws {
        let (router, screens) = try makeRouter()
        var nested: [RouteResult] = []
        screens[1].onEnter = { _ in
            nested.append((try? router.send(.showSignInPage, context: "auto")) ?? .routed)
            self.log.entries.append("landing handler done")
        }
        router.start()
        log.entries = []
        #expect(try router.send(.showLandingPage) == .routed)
        #expect(nested == [.queued])
        #expect(
            log.entries == [
                "root.leave root>landingPage showLandingPage ctx=nil",
                "landingPage.enter root>landingPage showLandingPage ctx=nil",
                "landing handler done",
                "landingPage.leave landingPage>signInPage showSignInPage ctx=auto",
                "signInPage.enter landingPage>signInPage showSignInPage ctx=auto",
            ])
        screens[1].onEnter = nil  // break the test's own screen → closure → log → screen cycle
    }

    @Test func usingTheRouterBeforeStartIsAnError() throws {
        let (router, _) = try makeRouter()
        #expect(throws: RouterError<Page, PageEvent>.self) { try router.send(.showLandingPage) }
    }

    @Test func delayedRulesMoveTheRouter() throws {
        let definition = try StateMachine<Page, PageEvent>.Definition(
            initial: .root,
            rules: [
                .after(.seconds(1), on: .showLandingPage, from: .root, to: .landingPage),
                .on(.showSignInPage, from: .landingPage, to: .signInPage),
            ])
        let clock = ManualClock()
        let router = Router<Page, PageEvent, String>(definition, clock: clock)
        let screen = RecordingScreen("landing", log)
        router.register(screen, for: .landingPage)
        router.start()
        clock.advance(by: .seconds(1))
        #expect(router.route == .landingPage)
        #expect(log.entries == ["landing.enter root>landingPage showLandingPage ctx=nil"])
        #expect(router.backStack == [.root])
    }

    @Test func requestsDuringADelayedTransitionRunAfterItWithTheirContext() throws {
        let definition = try StateMachine<Page, PageEvent>.Definition(
            initial: .root,
            rules: [
                .after(.seconds(1), on: .showLandingPage, from: .root, to: .landingPage),
                .on(.showSignInPage, from: .landingPage, to: .signInPage),
            ])
        let clock = ManualClock()
        let router = Router<Page, PageEvent, String>(definition, clock: clock)
        let landing = RecordingScreen("landing", log)
        let signIn = RecordingScreen("signIn", log)
        var nested: [RouteResult?] = []
        landing.onEnter = { [unowned router] _ in nested.append(try? router.send(.showSignInPage, context: "auto")) }
        router.register(landing, for: .landingPage)
        router.register(signIn, for: .signInPage)
        var undelivered: [String] = []
        router.onUndeliveredError = { undelivered.append($0.description) }
        router.start()
        clock.advance(by: .seconds(1))
        #expect(nested == [.queued])
        #expect(
            log.entries == [
                "landing.enter root>landingPage showLandingPage ctx=nil",
                "landing.leave landingPage>signInPage showSignInPage ctx=auto",
                "signIn.enter landingPage>signInPage showSignInPage ctx=auto",
            ])
        #expect(router.route == .signInPage)
        #expect(router.backStack == [.root, .landingPage])
        #expect(undelivered == [])
        landing.onEnter = nil
    }

    /// A request an initial screen makes on start runs after it; its error used to be dropped.
    @Test func requestsFromTheInitialScreenRunAfterStartAndReportTheirError() throws {
        let (router, screens) = try makeRouter()
        var sent: [RouteResult?] = []
        screens[0].onEnter = { [weak router] change in
            guard change.cause == .start else { return }
            sent.append(try? router?.send(.signOut, context: "bad"))
            sent.append(try? router?.send(.showLandingPage, context: "good"))
        }
        var undelivered: [String] = []
        router.onUndeliveredError = { undelivered.append($0.description) }
        router.start(context: "boot")
        #expect(sent == [.queued, .queued])
        #expect(
            log.entries == [
                "root.enter ->root start ctx=boot",
                "root.leave root>landingPage showLandingPage ctx=good",
                "landingPage.enter root>landingPage showLandingPage ctx=good",
            ])
        #expect(undelivered == ["event 'signOut' is not allowed in state 'root'; allowed: showLandingPage"])
        #expect(router.route == .landingPage)
    }

    @Test func unregisteredScreensAndRemovedObserversHearNothing() throws {
        let (router, screens) = try makeRouter()
        var observed = 0
        let id = router.observe { _ in observed += 1 }
        router.unregister(screens[1], from: .landingPage)
        router.start()
        router.removeObserver(id)
        try router.send(.showLandingPage)
        #expect(observed == 1)
        #expect(
            log.entries == ["root.enter ->root start ctx=nil", "root.leave root>landingPage showLandingPage ctx=nil"])
        #expect(router.screens(for: .landingPage).isEmpty)
        #expect(router.allowedEvents == [.showSignInPage])
        #expect(router.canSend(.showSignInPage))
    }
}
