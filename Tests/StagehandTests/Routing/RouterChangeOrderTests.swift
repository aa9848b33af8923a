import Stagehand
import Testing

/// What screens and observers see on each kind of change, on both of the router's paths: plain
/// rules, which the router takes itself, and rules that need the machine (here a guard).
@MainActor
@Suite struct RouterChangeOrderTests {
    let log = LaneLog()

    /// `go: a → b`, `ret: b → a`, `stay: a → a` (internal), `spin: a → a`, `guarded: a → c`
    /// (an always-true guard, so the machine takes it), `go: c → a`.
    func makeRouter(guarded: Bool = false) throws -> (LaneRouter, [Lane: LaneScreen]) {
        var rules: [StateMachine<Lane, LaneEvent>.Rule] = [
            .on(.go, from: .a, to: .b), .on(.ret, from: .b, to: .a), .on(.stay, from: .a, to: .a, internal: true),
            .on(.spin, from: .a, to: .a), .on(.go, from: .c, to: .a),
        ]
        if guarded { rules.append(.on(.guarded, from: .a, to: .c, guard: { _, _ in true })) }
        let router = LaneRouter(try .init(initial: .a, rules: rules))
        var screens: [Lane: LaneScreen] = [:]
        for route in Lane.allCases {
            let screen = LaneScreen(route.rawValue, log)
            router.register(screen, for: route)
            screens[route] = screen
        }
        router.observe { [log] in log.entries.append("observer \(LaneScreen.describe($0))") }
        return (router, screens)
    }

    /// Leave screens see the old route and back stack; enter screens and observers the new ones.
    @Test func theRouteAndTheBackStackChangeBetweenLeaveAndEnter() throws {
        for guarded in [false, true] {
            let (router, screens) = try makeRouter(guarded: guarded)
            let target: Lane = guarded ? .c : .b
            var seen: [String] = []
            func describe(_ router: LaneRouter?) -> String {
                guard let router else { return "gone" }
                return "\(router.route) [\(router.backStack.map(\.rawValue).joined(separator: ","))]"
            }
            screens[.a]?.onLeave = { [weak router] _ in seen.append("leave " + describe(router)) }
            screens[target]?.onEnter = { [weak router] _ in seen.append("enter " + describe(router)) }
            router.start()
            try router.send(guarded ? .guarded : .go)
            try router.back()
            try router.open([.a, target])
            #expect(
                seen == [
                    "leave a []", "enter \(target) [a]", "leave a []", "enter \(target) [a]",
                ])
        }
    }

    /// An internal rule is announced to observers only; a plain self-transition leaves and
    /// re-enters; neither pushes the back stack.
    @Test func internalRulesAndSelfTransitions() throws {
        let (router, screens) = try makeRouter()
        router.start()
        log.entries = []
        try router.send(.stay, context: "i")
        try router.send(.spin, context: "s")
        #expect(
            log.entries == [
                "observer a>a stay ctx=i", "a.leave a>a spin ctx=s", "a.enter a>a spin ctx=s",
                "observer a>a spin ctx=s",
            ])
        #expect(router.backStack == [])
        withExtendedLifetime(screens) {}
    }

    /// A rule the machine takes (guarded) is announced exactly like a plain one.
    @Test func aGuardedRuleIsAnnouncedLikeAPlainOne() throws {
        let (router, screens) = try makeRouter(guarded: true)
        router.start(context: "boot")
        try router.send(.guarded, context: "g")
        try router.send(.go, context: "p")
        #expect(
            log.entries == [
                "a.enter ->a start ctx=boot", "observer ->a start ctx=boot",
                "a.leave a>c guarded ctx=g", "c.enter a>c guarded ctx=g", "observer a>c guarded ctx=g",
                "c.leave c>a go ctx=p", "a.enter c>a go ctx=p", "observer c>a go ctx=p",
            ])
        #expect(router.backStack == [.a, .c])
        withExtendedLifetime(screens) {}
    }

    /// A screen registered while its route's screens are being told hears the next change; a
    /// screen unregistered during a change hears nothing more, even later in the same change.
    @Test func registrationsDuringAChangeTakeEffectForTheNextNotification() throws {
        let (router, screens) = try makeRouter()
        let late = LaneScreen("late", log)
        let second = LaneScreen("second", log)
        router.register(second, for: .b)
        second.onEnter = { [weak router] _ in router?.register(late, for: .b) }
        screens[.a]?.onLeave = { [weak router] _ in
            if let screen = screens[.b] { router?.unregister(screen, from: .b) }
        }
        router.start()
        log.entries = []
        try router.send(.go)
        second.onEnter = nil
        screens[.a]?.onLeave = nil
        try router.send(.ret)
        #expect(
            log.entries == [
                "a.leave a>b go", "second.enter a>b go", "observer a>b go",
                "second.leave b>a ret", "late.leave b>a ret", "a.enter b>a ret", "observer b>a ret",
            ])
        #expect(router.screens(for: .b).map { ($0 as? LaneScreen)?.name } == ["second", "late"])
    }

    /// A router whose screens and observers are all removed announces nothing, and routes on.
    @Test func aRouterWithEveryListenerRemovedRoutesSilently() throws {
        let router = LaneRouter(
            try .init(initial: .a, rules: [.on(.go, from: .a, to: .b), .on(.ret, from: .b, to: .a)]))
        let screen = LaneScreen("b", log)
        router.register(screen, for: .b)
        let id = router.observe { [log] in log.entries.append("observer \(LaneScreen.describe($0))") }
        router.start()
        router.unregister(screen, from: .b)
        router.removeObserver(id)
        try router.send(.go)
        try router.send(.ret)
        #expect(log.entries == ["observer ->a start"])
        #expect(router.path == [.a, .b, .a])
        router.register(screen, for: .b)
        try router.send(.go)
        #expect(log.entries == ["observer ->a start", "b.enter a>b go"])
    }
}
