import Stagehand
import StagehandTesting
import Testing

/// Child charts: parent ↔ child sends, autoforward, the child's end, its timers stopped on exit,
/// and the depth limit.
@Suite struct StatechartChildChartTests {
    /// form (tells the parent "progress", submit → verifying) → verifying (timeout after 5 s) → verified (final).
    func authChart() throws -> Chart.Definition {
        try Chart.Definition {
            state("form") {
                onEntry { $0.sendToParent("progress") }
                on("submit", to: "verifying")
            }
            state("verifying") {
                onEntry { $0.send("timeout", after: .seconds(5)) }
                on("timeout", to: "verified")
            }
            finalState("verified") { onEntry { $0.sendToParent("verified") } }
        }
    }

    func signInChart(_ log: ChartLog, autoforward: Bool = false) throws -> Chart.Definition {
        let auth = try authChart()
        return try Chart.Definition {
            state("signedOut") { on("signIn", to: "signingIn") }
            state("signingIn") {
                invoke(
                    "auth", chart: auth, autoforward: autoforward, toChild: { $0 == "password" ? "submit" : nil },
                    fromChild: { "auth." + $0 }, onDone: { "done.invoke.auth" })
                on("auth", action: { context in log.add(context.signal.map { "\($0)" } ?? "") })
                on("done.invoke.auth", to: "signedIn")
                on("back", to: "signedOut")
                on("type", action: { $0.send("password", toInvocation: "auth") })
            }
            state("signedIn") {}
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
                state("a") {
                    onEntry { $0.send("x", toInvocation: "nobody") }
                    onEntry { $0.sendToParent("y") }
                }
            })
        chart.onError = { errors.append($0) }
        try chart.start()
        #expect(errors == [.unknownInvocation(id: "nobody", event: "x"), .noParent(event: "y")])
    }

    @Test func nestedChildChartsStopAtTheDepthLimit() throws {
        let leaf = try Chart.Definition { state("leaf") {} }
        let middle = try Chart.Definition {
            state("middle") { invoke("inner", chart: leaf, fromChild: { $0 }) }
        }
        let top = try Chart.Definition {
            state("top") { invoke("outer", chart: middle, fromChild: { $0 }) }
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
            state("waiting") {
                onEntry { $0.send("tick", after: .seconds(1)) }
                on(
                    "tick", to: "next",
                    action: { context in
                        log.add("child: tell parent")
                        context.sendToParent("leave")
                    })
            }
            state("next") {
                onEntry { context in
                    log.add("child: entered next")
                    context.send("tick", after: .seconds(1))
                }
                onExit { _ in log.add("child: exit next") }
            }
        }
        let clock = ManualClock()
        let chart = Chart(
            try Chart.Definition {
                state("running") {
                    invoke("child", chart: child, fromChild: { $0 })
                    on("leave", to: "gone", action: { _ in log.add("parent: leave") })
                }
                state("gone") {}
            }, clock: clock)
        try chart.start()
        clock.advance(by: .seconds(1))
        #expect(log.take() == ["child: tell parent", "child: entered next", "parent: leave"])
        #expect(chart.configuration == ["gone"])
        #expect(clock.pendingCount == 0)
        #expect(chart.isAtRest)
    }
}
