import Stagehand
import StagehandTesting
import Testing

/// Issue 9, item 2: screens that answer every change with another one stop at the router's
/// step limit with a typed error, and the router is usable afterwards.
@MainActor
@Suite struct RouterStepLimitTests {
    let log = LaneLog()

    /// `go: a → b`, `ret: b → a` (plain rules), plus `after(1 s) tick: a → b` when `delayed`.
    func makeRouter(delayed: Bool = false, clock: ManualClock? = nil) throws -> (LaneRouter, LaneScreen, LaneScreen) {
        var rules: [StateMachine<Lane, LaneEvent>.Rule] = [.on(.go, from: .a, to: .b), .on(.ret, from: .b, to: .a)]
        if delayed { rules.append(.after(.seconds(1), on: .tick, from: .a, to: .b)) }
        let router = LaneRouter(try .init(initial: .a, rules: rules), clock: clock)
        let screenA = LaneScreen("a", log)
        let screenB = LaneScreen("b", log)
        router.register(screenA, for: .a)
        router.register(screenB, for: .b)
        return (router, screenA, screenB)
    }

    func step(_ from: Lane?, _ to: Lane, _ cause: RouteCause<Lane, LaneEvent>) -> RouteStep<Lane, LaneEvent> {
        RouteStep(from: from, to: to, cause: cause)
    }

    /// b goes back on entry, a goes forward again when it is returned to: one `send` would
    /// never return. It stops after `limits.stepsPerRun` changes and throws from the outermost call.
    @Test func aBackAndEnterCycleStopsAtTheStepLimit() throws {
        let (router, screenA, screenB) = try makeRouter()
        router.limits.stepsPerRun = 10
        screenB.onEnter = { [weak router] _ in _ = try? router?.back() }
        screenA.onEnter = { [weak router] change in
            if change.cause == .back(tab: nil) { _ = try? router?.send(.go) }
        }
        router.start()
        log.entries = []
        do {
            try router.send(.go, context: "first")
            Issue.record("expected the step limit")
        } catch {
            guard case .stepLimitExceeded(let limit, let recent, let dropped) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(limit == 10)
            #expect(dropped == 1)
            let cycle = [step(.a, .b, .event(.go)), step(.b, .a, .back(tab: nil))]
            #expect(recent == Array([[RouteStep<Lane, LaneEvent>]](repeating: cycle, count: 5).joined()))
            #expect(
                error.description
                    == "a routing run stopped after 10 changes (limits.stepsPerRun), most likely an endless cycle "
                    + "of screens or observers requesting a change on every change; the changes repeat every 2: "
                    + "'a' → 'b' (event 'go'), 'b' → 'a' (back); 1 queued request dropped")
        }
        #expect(
            Array(log.entries.prefix(4)) == [
                "a.leave a>b go ctx=first", "b.enter a>b go ctx=first", "b.leave b>a back", "a.enter b>a back",
            ])
        #expect(log.entries.count == 20)
        #expect(log.entries.filter { $0.contains(".enter") }.count == 10)
        #expect(router.route == .a)
        #expect(router.backStack == [])
        // Consistent afterwards: nothing left queued, requests run at once again.
        screenA.onEnter = nil
        screenB.onEnter = nil
        log.entries = []
        #expect(try router.send(.go) == .routed)
        #expect(log.entries == ["a.leave a>b go", "b.enter a>b go"])
        #expect(router.backStack == [.a])
    }

    /// The default limit, 10,000 changes, and only the last 16 changes are reported.
    @Test func theDefaultLimitIsTenThousandChanges() throws {
        let (router, screenA, screenB) = try makeRouter()
        #expect(router.limits.stepsPerRun == 10_000)
        screenB.onEnter = { [weak router] _ in _ = try? router?.send(.ret) }
        screenA.onEnter = { [weak router] change in
            if change.cause != .start { _ = try? router?.send(.go) }
        }
        router.start()
        log.entries = []
        var recent: [RouteStep<Lane, LaneEvent>] = []
        do {
            try router.send(.go)
        } catch {
            if case .stepLimitExceeded(_, let steps, _) = error { recent = steps }
        }
        #expect(log.entries.filter { $0.contains(".enter") }.count == 10_000)
        let cycle = [step(.a, .b, .event(.go)), step(.b, .a, .event(.ret))]
        #expect(recent == Array([[RouteStep<Lane, LaneEvent>]](repeating: cycle, count: 8).joined()))
        #expect(router.route == .a)
        #expect(router.backStack.count == 10_000)
    }

    /// A cycle started by `start()` goes to `onUndeliveredError`; the entry into the initial
    /// route is the run's first change. A limit below 1 counts as 1.
    @Test func aCycleFromStartIsReportedAsUndelivered() throws {
        let (router, screenA, screenB) = try makeRouter()
        router.limits.stepsPerRun = 0
        #expect(router.limits.stepsPerRun == 1)
        router.limits.stepsPerRun = 5
        screenA.onEnter = { [weak router] _ in _ = try? router?.send(.go) }
        screenB.onEnter = { [weak router] _ in _ = try? router?.back() }
        var undelivered: [RouterError<Lane, LaneEvent>] = []
        router.onUndeliveredError = { undelivered.append($0) }
        router.start(context: "boot")
        #expect(undelivered.count == 1)
        if case .stepLimitExceeded(5, let recent, 1) = undelivered.first {
            #expect(
                recent == [
                    step(nil, .a, .start), step(.a, .b, .event(.go)), step(.b, .a, .back(tab: nil)),
                    step(.a, .b, .event(.go)),
                    step(.b, .a, .back(tab: nil)),
                ])
        } else {
            Issue.record("unexpected \(undelivered)")
        }
        #expect(
            undelivered.first?.description.hasSuffix(
                "last changes: '-' → 'a' (start), 'a' → 'b' (event 'go'), 'b' → 'a' (back), 'a' → 'b' (event 'go'), "
                    + "'b' → 'a' (back); 1 queued request dropped") == true)
        #expect(log.entries.count == 9)
        #expect(router.route == .a)
        screenA.onEnter = nil
        #expect(try router.send(.go) == .routed)
        #expect(router.route == .a)  // b went back, in the same run
        #expect(undelivered.count == 1)
    }

    /// A cycle started by a delayed rule goes to `onUndeliveredError` too.
    @Test func aCycleFromADelayedTransitionIsReportedAsUndelivered() throws {
        let clock = ManualClock()
        let (router, screenA, screenB) = try makeRouter(delayed: true, clock: clock)
        router.limits.stepsPerRun = 6
        screenB.onEnter = { [weak router] _ in _ = try? router?.send(.ret) }
        screenA.onEnter = { [weak router] change in
            if change.cause == .event(.ret) { _ = try? router?.send(.go) }
        }
        var undelivered: [RouterError<Lane, LaneEvent>] = []
        router.onUndeliveredError = { undelivered.append($0) }
        router.start()
        clock.advance(by: .seconds(1))
        #expect(undelivered.count == 1)
        if case .stepLimitExceeded(6, let recent, 1) = undelivered.first {
            #expect(
                recent == [
                    step(.a, .b, .event(.tick)), step(.b, .a, .event(.ret)), step(.a, .b, .event(.go)),
                    step(.b, .a, .event(.ret)), step(.a, .b, .event(.go)), step(.b, .a, .event(.ret)),
                ])
        } else {
            Issue.record("unexpected \(undelivered)")
        }
        #expect(router.route == .a)
        #expect(router.backStack == [.a, .b, .a, .b, .a, .b])
        screenA.onEnter = nil
        screenB.onEnter = nil
        #expect(try router.send(.go) == .routed)
        #expect(router.route == .b)
    }
}
