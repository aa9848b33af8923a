import StagehandTesting
import Testing

@testable import Stagehand

/// Holds a router the way an app does: the only strong reference.
@MainActor
final class RouterHolder {
    var router: LaneRouter?
}

/// Issue 9, item 1: releasing a router from its own callbacks, during a delayed transition or
/// not. The router finishes the run in progress, then it and its machine are freed and no
/// timer fires.
@MainActor
@Suite struct RouterReleaseTests {
    let log = LaneLog()
    let clock = ManualClock()
    let holder = RouterHolder()

    /// `after(1 s) tick: a → b`, `ret: b → a`, `after(5 s) tock: b → a` (armed when b is entered).
    func definition() throws -> StateMachine<Lane, LaneEvent>.Definition {
        try .init(
            initial: .a,
            rules: [
                .after(.seconds(1), on: .tick, from: .a, to: .b),
                .on(.ret, from: .b, to: .a),
                .after(.seconds(5), on: .tock, from: .b, to: .a),
            ])
    }

    /// A router held only by `holder`, with one screen per route and an observer; the probes
    /// see the router and its machine go.
    func makeRouter(
        _ screens: [Lane: LaneScreen]
    ) throws -> (router: () -> LaneRouter?, machine: () -> StateMachine<Lane, LaneEvent>?) {
        let router = LaneRouter(try definition(), clock: clock)
        weak let routerProbe = router
        weak let machineProbe = router.machine
        for (route, screen) in screens { router.register(screen, for: route) }
        router.observe { [log] in log.entries.append("observer \(LaneScreen.describe($0))") }
        holder.router = router
        return ({ routerProbe }, { machineProbe })
    }

    /// The repro: the screen of `a` drops the router in `routeWillLeave` of the delayed
    /// `tick`. This aborted with "Attempted to read an unowned reference".
    @Test func aRouterReleasedDuringADelayedTransitionFinishesTheChangeThenIsFreed() throws {
        let screenA = LaneScreen("a", log)
        let screenB = LaneScreen("b", log)
        screenA.onLeave = { [holder] _ in holder.router = nil }
        let probes = try makeRouter([.a: screenA, .b: screenB])
        holder.router?.start()
        #expect(probes.router() != nil)
        clock.advance(by: .seconds(2))
        #expect(
            log.entries == [
                "a.enter ->a start", "observer ->a start", "a.leave a>b tick", "b.enter a>b tick",
                "observer a>b tick",
            ])
        #expect(probes.router() == nil)
        #expect(probes.machine() == nil)
        // b's `tock` was armed on entry and went with the machine.
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(10))
        #expect(log.entries.count == 5)
    }

    /// Requests queued by screens in that run still run, with their context, before the router goes.
    @Test func requestsQueuedInTheReleasedRoutersRunStillRun() throws {
        let screenA = LaneScreen("a", log)
        let screenB = LaneScreen("b", log)
        screenA.onLeave = { [holder] _ in holder.router = nil }
        let probes = try makeRouter([.a: screenA, .b: screenB])
        var results: [RouteResult?] = []
        screenB.onEnter = { _ in results.append(try? probes.router()?.send(.ret, context: "last")) }
        holder.router?.start()
        clock.advance(by: .seconds(2))
        #expect(results == [.queued])
        #expect(
            log.entries == [
                "a.enter ->a start", "observer ->a start", "a.leave a>b tick", "b.enter a>b tick",
                "observer a>b tick", "b.leave b>a ret ctx=last", "a.enter b>a ret ctx=last",
                "observer b>a ret ctx=last",
            ])
        #expect(probes.router() == nil)
        #expect(probes.machine() == nil)
        // a's `tick`, armed again on the way back, went with the machine.
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(10))
        #expect(log.entries.count == 8)
    }

    /// The same release from an ordinary call: the caller holds the router for the call, so
    /// the change finishes just the same.
    @Test func aRouterReleasedDuringASendFinishesTheChangeThenIsFreed() throws {
        let screenA = LaneScreen("a", log)
        let screenB = LaneScreen("b", log)
        let probes = try makeRouter([.a: screenA, .b: screenB])
        holder.router?.start()
        clock.advance(by: .seconds(2))
        screenB.onLeave = { [holder] _ in holder.router = nil }
        log.entries = []
        #expect(try holder.router?.send(.ret, context: "x") == .routed)
        #expect(log.entries == ["b.leave b>a ret ctx=x", "a.enter b>a ret ctx=x", "observer b>a ret ctx=x"])
        #expect(probes.router() == nil)
        #expect(probes.machine() == nil)
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(10))
        #expect(log.entries.count == 3)
    }

    /// A router released while idle takes its armed delayed rules with it.
    @Test func anIdleRouterReleasedWithAnArmedDelayIsFreedAndNothingFires() throws {
        let screenB = LaneScreen("b", log)
        let probes = try makeRouter([.b: screenB])
        holder.router?.start()
        #expect(clock.pendingCount == 1)
        holder.router = nil
        #expect(probes.router() == nil)
        #expect(probes.machine() == nil)
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(10))
        #expect(log.entries == ["observer ->a start"])
    }
}
