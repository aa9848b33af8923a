import Stagehand
import StagehandTesting
import Testing

/// Child charts: parent ↔ child sends, autoforward, the child's end, its timers stopped on exit,
/// and the depth limit.
@Suite struct StatechartChildChartTests {
    /// form (tells the parent "progress", submit → verifying) → verifying (timeout after 5 s) → verified (final).
    func authChart() throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("form") {
                OnEntry { $0.sendToParent("progress") }
                On("submit", to: "verifying")
            }
            ChartState("verifying") {
                OnEntry { $0.send("timeout", after: .seconds(5)) }
                On("timeout", to: "verified")
            }
            FinalState("verified") { OnEntry { $0.sendToParent("verified") } }
        }
    }

    func signInChart(_ log: ChartLog, autoforward: Bool = false) throws -> Chart.Definition {
        let auth = try authChart()
        return try Chart.Definition {
            ChartState("signedOut") { On("signIn", to: "signingIn") }
            ChartState("signingIn") {
                Invoke(
                    "auth", chart: auth, autoforward: autoforward, toChild: { $0 == "password" ? "submit" : nil },
                    fromChild: { "auth." + $0 }, onDone: { "done.invoke.auth" })
                On("auth", action: { context in log.add(context.signal.map { "\($0)" } ?? "") })
                On("done.invoke.auth", to: "signedIn")
                On("back", to: "signedOut")
                On("type", action: { $0.send("password", toInvocation: "auth") })
            }
            ChartState("signedIn") {}
        }
    }

    @Test func parentAndChildTalkAndTheChildsEndIsAnEvent() throws {
        let log = ChartLog()
        let clock = ManualClock()
        let chart = Chart(try signInChart(log), clock: clock)
        try chart.start()
        try chart.send("signIn")
        #expect(chart.runningInvocations == ["auth"])
        #expect(log.take() == ["event(\"auth.progress\")"])
        try chart.send("type")
        #expect(clock.pendingCount == 1)
        #expect(!chart.isAtRest)
        clock.advance(by: .seconds(5))
        #expect(log.take() == ["event(\"auth.verified\")"])
        #expect(chart.configuration == ["signedIn"])
        #expect(chart.isAtRest)
        #expect(clock.pendingCount == 0)
    }

    @Test func exitingStopsTheChildWithItsTimers() throws {
        let log = ChartLog()
        let clock = ManualClock()
        let chart = Chart(try signInChart(log), clock: clock)
        try chart.start()
        try chart.send("signIn")
        try chart.send("type")
        #expect(clock.pendingCount == 1)
        try chart.send("back")
        #expect(clock.pendingCount == 0)
        #expect(chart.isAtRest)
        clock.advance(by: .seconds(10))
        #expect(chart.configuration == ["signedOut"])
        _ = log.take()
    }

    @Test func autoforwardSendsEveryExternalEventToTheChild() throws {
        let clock = ManualClock()
        let chart = Chart(try signInChart(ChartLog(), autoforward: true), clock: clock)
        try chart.start()
        try chart.send("signIn")
        #expect(try chart.send("password") == .discarded)
        #expect(clock.pendingCount == 1)
        clock.advance(by: .seconds(5))
        #expect(chart.configuration == ["signedIn"])
    }

    @Test func sendingToAnUnknownInvocationOrAMissingParentIsReported() throws {
        var errors: [StatechartError] = []
        let chart = Chart(
            try Chart.Definition {
                ChartState("a") {
                    OnEntry { $0.send("x", toInvocation: "nobody") }
                    OnEntry { $0.sendToParent("y") }
                }
            })
        chart.onError = { errors.append($0) }
        try chart.start()
        #expect(errors == [.unknownInvocation(id: "nobody", event: "x"), .noParent(event: "y")])
    }

    @Test func nestedChildChartsStopAtTheDepthLimit() throws {
        let leaf = try Chart.Definition { ChartState("leaf") {} }
        let middle = try Chart.Definition {
            ChartState("middle") { Invoke("inner", chart: leaf, fromChild: { $0 }) }
        }
        let top = try Chart.Definition {
            ChartState("top") { Invoke("outer", chart: middle, fromChild: { $0 }) }
        }
        var errors: [StatechartError] = []
        let chart = Chart(top, limits: RunLimits(invocationDepth: 1))
        chart.onError = { errors.append($0) }
        try chart.start()
        #expect(chart.runningInvocations == ["outer"])
        #expect(errors == [.invocationDepthExceeded(invocation: "inner", limit: 1)])

        let deep = Chart(top)
        try deep.start()
        #expect(deep.runningInvocations == ["outer"])
    }
}

/// A child running on its own timer that tells its idle parent something that makes the parent
/// leave: the child finishes its step first, then is stopped — it schedules nothing afterwards.
@Suite struct StatechartChildChartOrderTests {
    @Test func aChildIsNeverStoppedInTheMiddleOfItsStep() throws {
        let log = ChartLog()
        let child = try Chart.Definition {
            ChartState("waiting") {
                OnEntry { $0.send("tick", after: .seconds(1)) }
                On(
                    "tick", to: "next",
                    action: { context in
                        log.add("child: tell parent")
                        context.sendToParent("leave")
                    })
            }
            ChartState("next") {
                OnEntry { context in
                    log.add("child: entered next")
                    context.send("tick", after: .seconds(1))
                }
                OnExit { _ in log.add("child: exit next") }
            }
        }
        let clock = ManualClock()
        let chart = Chart(
            try Chart.Definition {
                ChartState("running") {
                    Invoke("child", chart: child, fromChild: { $0 })
                    On("leave", to: "gone", action: { _ in log.add("parent: leave") })
                }
                ChartState("gone") {}
            }, clock: clock)
        try chart.start()
        clock.advance(by: .seconds(1))
        #expect(log.take() == ["child: tell parent", "child: entered next", "parent: leave"])
        #expect(chart.configuration == ["gone"])
        #expect(clock.pendingCount == 0)
        #expect(chart.isAtRest)
    }
}
