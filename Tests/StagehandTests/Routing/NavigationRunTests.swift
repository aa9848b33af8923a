import Stagehand
import StagehandTesting
import Testing

/// Holds a router so a callback can release it.
@MainActor
final class NavHolder {
    var router: NavRouter?
}

@MainActor
@Suite struct NavigationRunTests {
    /// The fixture chart plus a delayed `ping` armed on entering `detail` (after 2 s) that
    /// `detail` answers by going back to `list`.
    static func delayedDefinition() throws -> Statechart<NavPage, NavGo>.Definition {
        try Statechart<NavPage, NavGo>.Definition(initial: .splash) {
            ChartState(NavPage.splash) { On(.enter, to: NavPage.tabs) }
            Parallel(NavPage.tabs) {
                ChartState(NavPage.comments) {
                    ChartState(NavPage.list) { On(.open, to: NavPage.detail) }
                    ChartState(NavPage.detail) {
                        OnEntry { context in context.send(.ping, after: .seconds(2)) }
                        On(.close, .ping, to: NavPage.list)
                    }
                }
                ChartState(NavPage.account) { ChartState(NavPage.landing) }
            }
        }
    }

    @Test func requestsFromCallbacksAreQueuedAndRunAfterTheChangeInOrder() throws {
        let log = NavLog()
        let (router, screens) = try NavFixture.routerInTabs(log)
        var results: [RouteResult] = []
        screens[NavPage.allCases.firstIndex(of: .detail)!].onEnter = { [unowned router] _ in
            results.append(try! router.select(tab: .account))
            results.append(try! router.send(.start, context: "queued"))
        }
        var observed: [String] = []
        router.observe { change in observed.append("\(change.cause) visible=\(change.to)") }
        let result = try router.send(.open)
        #expect(result == .routed)
        #expect(results == [.queued, .queued])
        #expect(
            observed == [
                "event 'open' visible=detail", "select tab 'account' visible=landing", "event 'start' visible=welcome",
            ])
        #expect(
            log.entries.suffix(4) == [
                "list.leave event 'open'", "detail.enter event 'open'", "landing.leave event 'start' ctx=queued",
                "welcome.enter event 'start' ctx=queued",
            ])
        #expect(router.stack(of: .account) == [.landing, .welcome])
    }

    @Test func aRunStopsAtTheStepLimitWithTheChangesThatRepeat() throws {
        let log = NavLog()
        let (router, screens) = try NavFixture.routerInTabs(log)
        router.limits.stepsPerRun = 6
        router.observe { [unowned router] change in
            _ = try? router.send(change.to == .list ? .open : .close)
        }
        do {
            try router.send(.open)
            Issue.record("no error")
        } catch {
            guard case .stepLimitExceeded(limit: 6, recent: let recent, dropped: 1) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(
                recent.map(\.cause) == [
                    .event(.open), .event(.close), .event(.open), .event(.close), .event(.open), .event(.close),
                ])
            #expect(
                error.description
                    == "a routing run stopped after 6 changes (limits.stepsPerRun), most likely an endless "
                    + "cycle of screens or observers requesting a change on every change; the changes repeat every 2: "
                    + "'list' → 'detail' (event 'open'), 'detail' → 'list' (event 'close'); 1 queued request dropped")
        }
        // Going back to a route already on the stack unwinds to it: the stack does not grow.
        #expect(router.stack(of: .comments) == [.list])
        // The router is ready again.
        router.limits.stepsPerRun = 0
        #expect(router.limits.stepsPerRun == 1)
        _ = screens
    }

    @Test func aScreenReleasedDuringACallbackHearsNothingMore() throws {
        let log = NavLog()
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        var list: NavScreen? = NavScreen("list", log)
        var detail: NavScreen? = NavScreen("detail", log)
        let comments = NavScreen("comments", log)
        router.register(list!, for: .list)
        router.register(list!, for: .list)
        router.register(detail!, for: .detail)
        router.register(comments, for: .comments)
        list!.onLeave = { _ in
            detail = nil
            list = nil
        }
        try router.send(.open)
        try router.send(.signOut)
        #expect(
            log.entries == [
                "list.leave event 'open'", "comments.leave event 'signOut'", "comments.enter event 'signOut'",
            ])
        #expect(router.screens(for: .list).isEmpty)
        #expect(router.screens(for: .comments).count == 1)
        router.unregister(comments, from: .comments)
        try router.send(.signOut)
        #expect(log.entries.count == 3)
        #expect(list == nil && detail == nil)
    }

    @Test func aDelayedSendOfTheChartMovesTheRouter() throws {
        let clock = ManualClock()
        let router = try NavRouter(try Self.delayedDefinition(), tabs: .tabs, clock: clock)
        var observed: [String] = []
        router.observe { change in observed.append("\(change.cause) \(change.exited)>\(change.entered)") }
        router.start()
        try router.send(.enter)
        try router.send(.open)
        #expect(router.stack(of: .comments) == [.list, .detail])
        clock.advance(by: .seconds(2))
        // Back at a route already on the stack: the stack unwinds to it.
        #expect(router.stack(of: .comments) == [.list])
        #expect(observed.last == "delayed event 'ping' [detail]>[list]")
        #expect(observed.count == 4)
    }

    @Test func aRouterReleasedFromACallbackOfADelayedSendFinishesTheChangeThenIsFreed() throws {
        let clock = ManualClock()
        let log = NavLog()
        let holder = NavHolder()
        holder.router = try NavRouter(try Self.delayedDefinition(), tabs: .tabs, clock: clock)
        weak let probe = holder.router
        let detail = NavScreen("detail", log)
        let list = NavScreen("list", log)
        holder.router?.register(detail, for: .detail)
        holder.router?.register(list, for: .list)
        detail.onLeave = { [holder] _ in holder.router = nil }
        holder.router?.start()
        try holder.router?.send(.enter)
        try holder.router?.send(.open)
        clock.advance(by: .seconds(2))
        #expect(probe == nil)
        #expect(
            log.entries == [
                "list.enter event 'enter'", "list.leave event 'open'", "detail.enter event 'open'",
                "detail.leave delayed event 'ping'", "list.enter delayed event 'ping'",
            ])
        clock.advance(by: .seconds(10))
        #expect(log.entries.count == 5)
    }

    @Test func aRouterReleasedFromACallbackOfASendAndAnIdleOneWithAPendingSendAreFreed() throws {
        let clock = ManualClock()
        let log = NavLog()
        let holder = NavHolder()
        holder.router = try NavRouter(try Self.delayedDefinition(), tabs: .tabs, clock: clock)
        weak let probe = holder.router
        let list = NavScreen("list", log)
        holder.router?.register(list, for: .list)
        list.onLeave = { [holder] _ in holder.router = nil }
        holder.router?.start()
        try holder.router?.send(.enter)
        try holder.router?.send(.open)
        #expect(probe == nil)
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(10))
        #expect(log.entries == ["list.enter event 'enter'", "list.leave event 'open'"])
        // An idle router with an armed send: released, nothing fires.
        var idle: NavRouter? = try NavRouter(try Self.delayedDefinition(), tabs: .tabs, clock: clock)
        idle?.start()
        try idle?.send(.enter)
        try idle?.send(.open)
        #expect(clock.pendingCount == 1)
        weak let idleProbe = idle
        idle = nil
        #expect(idleProbe == nil)
        #expect(clock.pendingCount == 0)
    }
}
