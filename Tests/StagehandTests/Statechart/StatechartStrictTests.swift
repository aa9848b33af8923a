import Testing

@testable import Stagehand

/// A strict chart: ``UnhandledEventPolicy/reject`` and ``UnhandledEventPolicy/report(_:)`` for
/// external events that enable no transition, on the fused and general paths (a strict chart
/// skips the plain path, which discards without asking the policy).
@Suite struct StatechartStrictTests {
    /// A parallel chart: `player` (with a guarded `seek`) beside `volume`, both under `app`.
    static func definition(allow: @escaping @Sendable () -> Bool = { false }) throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("app") {
                Parallel("main") {
                    ChartState("player") {
                        ChartState("stopped") { On("play", to: "playing") }
                        ChartState("playing") {
                            On("pause", "stop", to: "stopped")
                            On("seek", when: .when { _ in allow() })
                        }
                    }
                    ChartState("volume") {
                        ChartState("quiet") { On("louder", to: "loud") }
                        ChartState("loud") { On("softer", to: "quiet") }
                    }
                }
                On("reset", to: "app")
                On("error", to: "failed")
                Always(to: "failed", when: .when { _ in false })
            }
            ChartState("failed") { On("reset", to: "app") }
        }
    }

    /// Runs `body` with the fused and plain paths on and then off (the full algorithm).
    static func bothPaths(_ body: (Bool) throws -> Void) rethrows {
        try body(true)
        try body(false)
    }

    static func strictChart(fused: Bool, policy: UnhandledEventPolicy<StatechartError> = .reject) throws -> Chart {
        let chart = Chart(try definition())
        chart.run.fusedDispatch = fused && chart.run.fusedDispatch
        chart.unhandledEventPolicy = policy
        try chart.start()
        return chart
    }

    @Test("a rejection names the event, the active atomic states and the descriptors they take, each once")
    // Descriptors are listed as the chart matches them: `error.*` is the prefix `error`.
    func exactError() throws {
        try Self.bothPaths { fused in
            let chart = try Self.strictChart(fused: fused)
            #expect(chart.configuration == ["stopped", "quiet"])
            #expect(
                throws: StatechartError.rejected(
                    StatechartRejection(
                        event: "pause", configuration: ["stopped", "quiet"],
                        allowedEvents: ["reset", "error", "play", "louder"]))
            ) {
                try chart.send("pause")
            }
            #expect(try chart.send("play") == .processed)
            #expect(try chart.send("louder") == .processed)
            #expect(
                throws: StatechartError.rejected(
                    StatechartRejection(
                        event: "play", configuration: ["playing", "loud"],
                        allowedEvents: ["reset", "error", "pause", "stop", "seek", "softer"]))
            ) {
                try chart.send("play")
            }
            #expect(chart.configuration == ["playing", "loud"])
        }
    }

    @Test("an event matching a descriptor is taken; one whose every guard refuses is rejected")
    func guardedAndPrefix() throws {
        try Self.bothPaths { fused in
            let chart = try Self.strictChart(fused: fused)
            #expect(try chart.send("play") == .processed)
            #expect(
                throws: StatechartError.rejected(
                    StatechartRejection(
                        event: "seek", configuration: ["playing", "quiet"],
                        allowedEvents: ["reset", "error", "pause", "stop", "seek", "louder"]))
            ) {
                try chart.send("seek")
            }
            #expect(try chart.send("error.network") == .processed)
            #expect(chart.configuration == ["failed"])
            #expect(
                throws: StatechartError.rejected(
                    StatechartRejection(event: "play", configuration: ["failed"], allowedEvents: ["reset"]))
            ) {
                try chart.send("play")
            }
        }
    }

    @Test("a rejection changes nothing: configuration, queues, and no observer is called")
    func rejectChangesNothing() throws {
        try Self.bothPaths { fused in
            let chart = try Self.strictChart(fused: fused)
            var steps: [Chart.Macrostep] = []
            chart.observe { steps.append($0) }
            try chart.send("play")
            #expect(steps.count == 1)
            let active = chart.activeStates
            #expect(throws: StatechartError.self) { try chart.send("unknown") }
            #expect(throws: StatechartError.self) { try chart.send("seek") }
            #expect(steps.count == 1)
            #expect(chart.activeStates == active)
            #expect(chart.run.externalQueue.isEmpty && chart.run.internalQueue.isEmpty)
            #expect(try chart.send("pause") == .processed)
            #expect(steps.count == 2)
            #expect(steps.last?.exited == ["playing"])
            #expect(steps.last?.entered == ["stopped"])
        }
    }

    @Test("an internal event no transition takes is discarded, as SCXML says, even in a strict chart")
    func raisedEventsAreDiscarded() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("a") { On("go", to: "b", action: raising(log, "go", "nothing")) }
            ChartState("b") { OnEntry(raising(log, "enter b", "nowhere")) }
        }
        try Self.bothPaths { fused in
            let chart = Chart(definition)
            chart.run.fusedDispatch = fused && chart.run.fusedDispatch
            chart.unhandledEventPolicy = .reject
            try chart.start()
            #expect(try chart.send("go") == .processed)
            #expect(chart.configuration == ["b"])
        }
        #expect(log.take() == ["go", "enter b", "go", "enter b"])
    }

    @Test("events the actions sent run in order; the outermost send throws the first rejection after them")
    func queuedRejections() throws {
        let definition = try Chart.Definition {
            ChartState("a") {
                On(
                    "go", to: "b",
                    action: { context in
                        context.send("bogus")
                        context.send("next")
                        context.send("later")
                    })
            }
            ChartState("b") { On("next", to: "c") }
            ChartState("c")
        }
        try Self.bothPaths { fused in
            let chart = Chart(definition)
            chart.run.fusedDispatch = fused && chart.run.fusedDispatch
            chart.unhandledEventPolicy = .reject
            try chart.start()
            #expect(
                throws: StatechartError.rejected(
                    StatechartRejection(event: "bogus", configuration: ["b"], allowedEvents: ["next"]))
            ) {
                try chart.send("go")
            }
            #expect(chart.configuration == ["c"])
            #expect(chart.run.externalQueue.isEmpty)

            let reporting = Chart(definition)
            var reports: [StatechartError] = []
            reporting.unhandledEventPolicy = .report { reports.append($0) }
            try reporting.start()
            #expect(try reporting.send("go") == .processed)
            #expect(
                reports == [
                    .rejected(StatechartRejection(event: "bogus", configuration: ["b"], allowedEvents: ["next"])),
                    .rejected(StatechartRejection(event: "later", configuration: ["c"], allowedEvents: [])),
                ])
            #expect(try reporting.send("again") == .reported)
            #expect(reports.count == 3)
            #expect(
                reports.last == .rejected(StatechartRejection(event: "again", configuration: ["c"], allowedEvents: [])))
        }
    }

    @Test("start() throws the first rejection of an event its entry actions sent; the clock's goes to onError")
    func noCallerToThrowTo() throws {
        let clock = ManualClock()
        let definition = try Chart.Definition {
            ChartState("a") {
                OnEntry { $0.send("early") }
                On("arm", action: { $0.send("late", after: .seconds(1)) })
            }
        }
        let chart = Chart(definition, clock: clock)
        chart.unhandledEventPolicy = .reject
        var errors: [StatechartError] = []
        chart.onError = { errors.append($0) }
        #expect(
            throws: StatechartError.rejected(
                StatechartRejection(event: "early", configuration: ["a"], allowedEvents: ["arm"]))
        ) {
            try chart.start()
        }
        #expect(chart.isRunning)
        #expect(try chart.send("arm") == .processed)
        clock.advance(by: .seconds(1))
        #expect(errors == [.rejected(StatechartRejection(event: "late", configuration: ["a"], allowedEvents: ["arm"]))])
    }

    @Test("send results: processed, discarded (ignore), reported, queued, and ignored once finished")
    func sendResults() throws {
        let definition = try Chart.Definition {
            ChartState("a") {
                On("go", to: "b")
                On("end", to: "done")
            }
            ChartState("b")
            FinalState("done")
        }
        let lenient = Chart(definition)
        try lenient.start()
        #expect(try lenient.send("nothing") == .discarded)

        var reports: [StatechartError] = []
        let reporting = Chart(definition)
        reporting.unhandledEventPolicy = .report { reports.append($0) }
        #expect(throws: StatechartError.notStarted) { try reporting.send("go") }
        try reporting.start()
        #expect(try reporting.send("nothing") == .reported)
        #expect(
            reports == [
                .rejected(StatechartRejection(event: "nothing", configuration: ["a"], allowedEvents: ["go", "end"]))
            ])
        #expect(try reporting.send("end") == .processed)
        #expect(try reporting.send("nothing") == .finished)
        #expect(reports.count == 1)

        // Switching back to the default discards again, on the plain path.
        let again = Chart(definition)
        #expect(again.run.plainDispatch)
        again.unhandledEventPolicy = .reject
        #expect(!again.run.plainDispatch && again.run.fusedDispatch)
        again.unhandledEventPolicy = .ignore
        #expect(again.run.plainDispatch)
        try again.start()
        #expect(try again.send("nothing") == .discarded)
        #expect(again.run.fusedEvents == 1)
    }

    @Test("the rejection's message says what was sent, where, and what is allowed")
    func message() {
        #expect(
            StatechartError.rejected(
                StatechartRejection(event: "pause", configuration: ["stopped", "quiet"], allowedEvents: ["play"])
            )
            .description == "event 'pause' is not allowed in configuration [stopped, quiet]; allowed: play")
        #expect(
            StatechartError.rejected(StatechartRejection(event: "x", configuration: ["c"], allowedEvents: []))
                .description
                == "event 'x' is not allowed in configuration [c]; allowed: none")
    }

    @Test("50,000 rejections leave the chart as it was and its queues empty")
    func manyRejections() throws {
        let chart = try Self.strictChart(fused: true)
        var rejected = 0
        for _ in 0..<50_000 {
            do { try chart.send("unknown") } catch { rejected += 1 }
        }
        #expect(rejected == 50_000)
        #expect(chart.configuration == ["stopped", "quiet"])
        #expect(chart.run.externalQueue.isEmpty && chart.run.internalQueue.isEmpty)
        #expect(try chart.send("play") == .processed)
    }

    @Test("a rejection describes the configuration it was made in, also after the chart moved on")
    func rejectionKeepsItsConfiguration() throws {
        let definition = try Chart.Definition {
            ChartState("outer") {
                ChartState("a") { On("next", to: "b") }
                ChartState("b") { On("back", to: "a") }
                On("reset", to: "outer")
            }
        }
        let chart = Chart(definition)
        chart.unhandledEventPolicy = .reject
        try chart.start()
        var caught: StatechartRejection?
        do {
            try chart.send("back")
        } catch {
            if case .rejected(let rejection) = error { caught = rejection }
        }
        #expect(try chart.send("next") == .processed)
        let rejection = try #require(caught)
        #expect(rejection.event == "back")
        #expect(rejection.configuration == ["a"])
        #expect(rejection.allowedEvents == ["reset", "next"])
        #expect(
            rejection == StatechartRejection(event: "back", configuration: ["a"], allowedEvents: ["reset", "next"]))
        #expect(
            rejection.hashValue
                == StatechartRejection(event: "back", configuration: ["a"], allowedEvents: ["reset", "next"]).hashValue)
    }
}
