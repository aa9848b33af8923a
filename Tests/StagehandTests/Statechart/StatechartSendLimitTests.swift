import Testing

@testable import Stagehand

/// One call processes at most ``RunLimits/externalEventsPerCall`` external events: a
/// chart whose actions keep sending events stops with a typed error instead of never returning.
@Suite struct StatechartSendLimitTests {
    @Test("the default bound is 10,000 external events per call")
    func defaultBound() {
        #expect(RunLimits().externalEventsPerCall == 10_000)
        #expect(RunLimits(externalEventsPerCall: 0).externalEventsPerCall == 1)
    }

    @Test("one limits type for both machines: defaults, and values below a minimum stored as the minimum")
    func oneLimitsType() throws {
        #expect(RunLimits() == RunLimits(stepsPerRun: 10_000, externalEventsPerCall: 10_000, invocationDepth: 16))
        var limits = RunLimits(stepsPerRun: 0, externalEventsPerCall: -5, invocationDepth: -1)
        #expect(limits == RunLimits(stepsPerRun: 1, externalEventsPerCall: 1, invocationDepth: 0))
        limits.stepsPerRun = -3
        limits.externalEventsPerCall = 0
        limits.invocationDepth = -2
        #expect(limits == RunLimits(stepsPerRun: 1, externalEventsPerCall: 1, invocationDepth: 0))
        #expect(RunLimits.maximumDelaySeconds == 1e12)

        let chart = Chart(try Chart.Definition { ChartState("a") }, limits: RunLimits(stepsPerRun: 7))
        #expect(chart.limits.stepsPerRun == 7)
        chart.limits.externalEventsPerCall = 3
        #expect(chart.limits == RunLimits(stepsPerRun: 7, externalEventsPerCall: 3))
    }

    @Test("an entry action that sends itself an event stops send at the bound; the chart stays usable")
    func entryActionSendingItself() throws {
        let definition = try Chart.Definition {
            ChartState("idle") { On("go", to: "loop") }
            ChartState("loop") {
                OnEntry({ $0.send("tick") })
                On("tick", to: "loop")
                On("stop", to: "done")
            }
            ChartState("done")
        }
        let chart = Chart(definition, limits: RunLimits(externalEventsPerCall: 5))
        try chart.start()
        #expect(
            throws: StatechartError.externalEventLimitExceeded(
                limit: 5, configuration: ["loop"], recentEvents: ["go", "tick", "tick", "tick", "tick"])
        ) {
            try chart.send("go")
        }
        #expect(chart.configuration == ["loop"])
        #expect(chart.isRunning)
        // The queued event was dropped: the next event is the only one processed.
        #expect(try chart.send("stop") == .processed)
        #expect(chart.configuration == ["done"])
    }

    @Test("start stops at the bound when the initial state's entry action sends itself an event")
    func startBounded() throws {
        let definition = try Chart.Definition {
            ChartState("loop") {
                OnEntry({ $0.send("tick") })
                On("tick", to: "loop")
            }
        }
        let chart = Chart(definition, limits: RunLimits(externalEventsPerCall: 3))
        #expect(
            throws: StatechartError.externalEventLimitExceeded(
                limit: 3, configuration: ["loop"], recentEvents: ["tick", "tick", "tick"])
        ) {
            try chart.start()
        }
        #expect(chart.configuration == ["loop"])
    }

    @Test("a zero-delay send that sends itself again, delivered from the clock, stops at the bound and is reported")
    func zeroDelaySendReArming() throws {
        let clock = ManualClock()
        let definition = try Chart.Definition {
            ChartState("idle") {
                On("arm", action: { $0.send("tick", after: .seconds(1)) })
                On("tick", action: { $0.send("tick", after: .zero) })
            }
        }
        let chart = Chart(definition, clock: clock, limits: RunLimits(externalEventsPerCall: 4))
        var errors: [StatechartError] = []
        chart.onError = { errors.append($0) }
        try chart.start()
        try chart.send("arm")
        clock.advance(by: .seconds(1))
        #expect(
            errors == [
                .externalEventLimitExceeded(
                    limit: 4, configuration: ["idle"], recentEvents: ["arm", "tick", "tick", "tick", "tick"])
            ])
        #expect(clock.pendingCount == 0)
        #expect(try chart.send("arm") == .processed)
    }

    @Test("the error says what happened, where, and what was dropped")
    func message() {
        let error = StatechartError.externalEventLimitExceeded(
            limit: 2, configuration: ["a"], recentEvents: ["go", ""])
        #expect(
            error.description
                == "one call processed 2 external events and more were queued (an action that keeps sending events?); "
                + "the rest were dropped; configuration [a], last events [go, (eventless)]")
    }
}
