import Stagehand
import StagehandTesting
import Testing

/// Routes that own work: an invocation of a route state starts when the route is entered,
/// is cancelled when it is left (Back included), and its result moves the router like any
/// event, as a change with cause `invoked`.
@MainActor
@Suite struct NavigationInvocationTests {
    /// `detail` loads its data (an `Int`); the value becomes `ping`, which `detail` ignores,
    /// and a failure `close`, which goes back to `list`.
    static func definition() throws -> Statechart<NavPage, NavGo>.Definition {
        try Statechart<NavPage, NavGo>.Definition(initial: .tabs) {
            Parallel(NavPage.tabs) {
                ChartState(NavPage.comments) {
                    ChartState(NavPage.list) { On(.open, to: NavPage.detail) }
                    ChartState(NavPage.detail) {
                        Invoke(
                            "load", { () async throws(LoadFailure) -> Int in 3 }, onDone: { _ in NavGo.ping },
                            onError: { _ in NavGo.close })
                        On(.close, to: NavPage.list)
                    }
                }
                ChartState(NavPage.account) { ChartState(NavPage.landing) }
            }
        }
    }

    struct LoadFailure: Error, Equatable {}

    /// A started router with a manual invoker, logging screens' and observers' calls.
    static func router(_ log: NavLog) throws -> (NavRouter, ManualInvoker, [NavScreen]) {
        let invoker = ManualInvoker()
        let router = try NavRouter(try definition(), tabs: .tabs, invoker: invoker)
        let screens = [NavScreen("list", log), NavScreen("detail", log)]
        router.register(screens[0], for: .list)
        router.register(screens[1], for: .detail)
        router.observe { change in
            log.entries.append("observed \(change.cause): \(change.from.map { "\($0)" } ?? "-")>\(change.to)")
        }
        router.start()
        return (router, invoker, screens)
    }

    @Test func theResultOfARoutesWorkIsAChangeWithCauseInvoked() throws {
        let log = NavLog()
        let (router, invoker, screens) = try Self.router(log)
        defer { withExtendedLifetime(screens) {} }
        try router.send(.open)
        #expect(invoker.runningIDs == ["load"])
        log.entries.removeAll()
        #expect(invoker.complete("load", returning: 3) == .delivered)
        // `ping` moves nothing, but observers hear the result; no screen leaves or enters.
        #expect(log.entries == ["observed event 'ping' of invocation 'load': detail>detail"])
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(invoker.runningIDs.isEmpty)
        #expect(invoker.log == [.started("load")])
        // The router is at rest again: requests route as before.
        try router.send(.close)
        #expect(router.stack(of: .comments) == [.list])
    }

    @Test func aResultThatLeavesTheRouteMovesTheStacksAndTheScreens() throws {
        let log = NavLog()
        let (router, invoker, screens) = try Self.router(log)
        defer { withExtendedLifetime(screens) {} }
        try router.send(.open)
        log.entries.removeAll()
        #expect(invoker.fail("load", with: LoadFailure()) == .delivered)
        #expect(
            log.entries == [
                "detail.leave event 'close' of invocation 'load'", "list.enter event 'close' of invocation 'load'",
                "observed event 'close' of invocation 'load': detail>list",
            ])
        #expect(router.stack(of: .comments) == [.list])
    }

    @Test func goingBackCancelsTheRoutesWorkAndALateResultChangesNothing() throws {
        let log = NavLog()
        let (router, invoker, screens) = try Self.router(log)
        defer { withExtendedLifetime(screens) {} }
        try router.send(.open)
        try router.back()
        #expect(invoker.log == [.started("load"), .cancelled("load")])
        #expect(router.stack(of: .comments) == [.list])
        log.entries.removeAll()
        #expect(invoker.complete("load", returning: 3) == .ignored)
        #expect(log.entries.isEmpty)
        // Entering again starts a fresh invocation.
        try router.send(.open)
        #expect(invoker.log == [.started("load"), .cancelled("load"), .started("load")])
    }

    @Test func aResultDeliveredFromAnObserverJoinsTheChangeInProgress() throws {
        let log = NavLog()
        let (router, invoker, screens) = try Self.router(log)
        defer { withExtendedLifetime(screens) {} }
        var delivered: [StatechartInvocationDelivery] = []
        router.observe { change in
            if case .event(.open) = change.cause, delivered.isEmpty {
                delivered.append(invoker.fail("load", with: LoadFailure()))
            }
        }
        try router.send(.open)
        #expect(delivered == [.delivered])
        #expect(
            log.entries.suffix(3) == [
                "detail.leave event 'close' of invocation 'load'", "list.enter event 'close' of invocation 'load'",
                "observed event 'close' of invocation 'load': detail>list",
            ])
        #expect(router.stack(of: .comments) == [.list])
        // The run ended once: the router takes requests again.
        try router.send(.open)
        #expect(router.stack(of: .comments) == [.list, .detail])
    }

    @Test func aRouterReleasedFromACallbackOfAResultIsFreedAndItsWorkCancelled() throws {
        let log = NavLog()
        let holder = NavHolder()
        let invoker = ManualInvoker()
        holder.router = try NavRouter(try Self.definition(), tabs: .tabs, invoker: invoker)
        weak let probe = holder.router
        let detail = NavScreen("detail", log)
        holder.router?.register(detail, for: .detail)
        detail.onLeave = { [holder] _ in holder.router = nil }
        holder.router?.start()
        try holder.router?.send(.open)
        #expect(invoker.fail("load", with: LoadFailure()) == .delivered)
        #expect(probe == nil)
        #expect(log.entries == ["detail.enter event 'open'", "detail.leave event 'close' of invocation 'load'"])
        // Released while loading: the work is cancelled with the router.
        var other: NavRouter? = try NavRouter(try Self.definition(), tabs: .tabs, invoker: invoker)
        other?.start()
        try other?.send(.open)
        other = nil
        #expect(invoker.log.suffix(2) == [.started("load"), .cancelled("load")])
        #expect(invoker.running.isEmpty)
    }
}
