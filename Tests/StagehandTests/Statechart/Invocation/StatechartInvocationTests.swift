import Stagehand
import StagehandTesting
import Testing

private struct InvokeFailure: Error, Equatable {
    let code: Int
}

/// Operations and sequences invoked by states, driven by a manual invoker (no task, no sleep).
@Suite struct StatechartInvocationTests {
    /// idle → loading (invokes "load": done → ready, error → failed), cancel → idle.
    func loaderChart(_ log: ChartLog) throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("idle") {
                On("fetch", to: "loading")
            }
            ChartState("loading") {
                OnEntry(note(log, "+loading"))
                OnExit(note(log, "-loading"))
                Invoke("load", { () async throws(InvokeFailure) -> Int in 0 }) {
                    "done.invoke.load.\($0)"
                } onError: {
                    "error.load.\($0.code)"
                }
                On("done.invoke.load", to: "ready")
                On("error.load", to: "failed")
                On("cancel", to: "idle")
                On("again", to: "loading")
            }
            ChartState("ready") { On("fetch", to: "loading") }
            ChartState("failed") { On("fetch", to: "loading") }
        }
    }

    @Test func anOperationStartsAfterTheMacrostepAndItsValueIsAnEvent() throws {
        let log = ChartLog()
        let invoker = ManualInvoker()
        let chart = Chart(try loaderChart(log), invoker: invoker)
        try chart.start()
        #expect(invoker.log.isEmpty)
        #expect(chart.isAtRest)
        #expect(try chart.send("fetch") == .processed)
        #expect(log.take() == ["+loading"])
        #expect(invoker.log == [.started("load")])
        #expect(chart.runningInvocations == ["load"])
        #expect(!chart.isAtRest)
        #expect(invoker.complete("load", returning: 7) == .delivered)
        #expect(chart.configuration == ["ready"])
        #expect(log.take() == ["-loading"])
        #expect(chart.isAtRest)
        #expect(invoker.log == [.started("load")])
        #expect(invoker.complete("load", returning: 8) == .ignored)
    }

    @Test func aTypedFailureIsAnErrorEvent() throws {
        let invoker = ManualInvoker()
        let chart = Chart(try loaderChart(ChartLog()), invoker: invoker)
        try chart.start()
        try chart.send("fetch")
        #expect(invoker.fail("load", with: InvokeFailure(code: 404)) == .delivered)
        #expect(chart.configuration == ["failed"])
        #expect(chart.isAtRest)
    }

    @Test func aWrongValueChangesNothing() throws {
        let invoker = ManualInvoker()
        let chart = Chart(try loaderChart(ChartLog()), invoker: invoker)
        try chart.start()
        try chart.send("fetch")
        let delivery = invoker.complete("load", returning: "not an Int")
        #expect(
            delivery
                == .typeMismatch(invocation: "load", expected: "a value of type Int or a failure of type InvokeFailure")
        )
        #expect(invoker.fail("load", with: CancellationError()) != .delivered)
        #expect(chart.configuration == ["loading"])
        #expect(chart.runningInvocations == ["load"])
    }

    @Test func eachKindOfInvocationNamesWhatItExpectsOfAnOutputThatDoesNotFit() throws {
        func delivery(
            _ invoke: Invoke<String, String>, _ output: StatechartInvocationOutput
        ) throws
            -> StatechartInvocationDelivery?
        {
            let invoker = ManualInvoker()
            let chart = Chart(try Chart.Definition { ChartState("busy") { invoke } }, invoker: invoker)
            try chart.start()
            return invoker.invocation("work")?.deliver(output)
        }
        func mismatch(_ expected: String) -> StatechartInvocationDelivery {
            .typeMismatch(invocation: "work", expected: expected)
        }
        let operation = Invoke<String, String>("work", { () async throws(InvokeFailure) -> Int in 0 }) {
            "done.\($0)"
        } onError: {
            "error.\($0.code)"
        }
        let operationExpects = "a value of type Int or a failure of type InvokeFailure"
        #expect(try delivery(operation, .failure(CancellationError())) == mismatch(operationExpects))
        #expect(
            try delivery(operation, .element(1)) == mismatch(operationExpects + " (it is an operation, not a sequence)")
        )
        #expect(
            try delivery(operation, .finished) == mismatch(operationExpects + " (it is an operation, not a sequence)"))
        let sequence = Invoke<String, String>(
            "work", sequence: { AsyncStream<Int> { $0.finish() } }, onElement: { "tick.\($0)" },
            onError: { _ in "error" })
        let sequenceExpects = "elements of type Int, an end or an error (it is a sequence)"
        #expect(try delivery(sequence, .element("one")) == mismatch(sequenceExpects))
        #expect(try delivery(sequence, .value(1)) == mismatch(sequenceExpects))
        let infallible = Invoke<String, String>("work", { () async -> Int in 0 }) { "done.\($0)" }
        #expect(try delivery(infallible, .value("one")) == mismatch("a value of type Int (it cannot fail)"))
        #expect(
            try delivery(infallible, .failure(CancellationError())) == mismatch("a value of type Int (it cannot fail)"))
    }

    @Test func exitingTheStateCancelsAndALateResultChangesNothing() throws {
        let invoker = ManualInvoker()
        let chart = Chart(try loaderChart(ChartLog()), invoker: invoker)
        try chart.start()
        try chart.send("fetch")
        let invocation = try #require(invoker.invocation("load"))
        try chart.send("cancel")
        #expect(invoker.log == [.started("load"), .cancelled("load")])
        #expect(!invocation.isRunning)
        #expect(invocation.deliver(.value(1)) == .ignored)
        #expect(invocation.deliver(.failure(InvokeFailure(code: 1))) == .ignored)
        #expect(chart.configuration == ["idle"])
        #expect(chart.isAtRest)
    }

    @Test func reenteringRestartsTheWorkAndOnlyTheLatestCounts() throws {
        let invoker = ManualInvoker()
        let chart = Chart(try loaderChart(ChartLog()), invoker: invoker)
        try chart.start()
        try chart.send("fetch")
        let first = try #require(invoker.invocation("load"))
        try chart.send("again")
        #expect(invoker.log == [.started("load"), .cancelled("load"), .started("load")])
        #expect(first.deliver(.value(1)) == .ignored)
        #expect(chart.configuration == ["loading"])
        #expect(invoker.complete("load", returning: 2) == .delivered)
        #expect(chart.configuration == ["ready"])
    }

    @Test func aStateEnteredAndExitedInOneMacrostepNeverStarts() throws {
        let invoker = ManualInvoker()
        let chart = Chart(
            try Chart.Definition {
                ChartState("a") {
                    Invoke("work", { 1 }, onDone: { "done.\($0)" })
                    Always(to: "b")
                }
                ChartState("b") {}
            }, invoker: invoker)
        try chart.start()
        #expect(invoker.log.isEmpty)
        #expect(chart.configuration == ["b"])
        #expect(chart.isAtRest)
    }

    @Test func invocationsStartInEntryOrderAfterTheEntryHandlers() throws {
        let log = ChartLog()
        let invoker = ManualInvoker()
        let chart = Chart(
            try Chart.Definition {
                Parallel("p") {
                    ChartState("left") {
                        OnEntry(note(log, "+left"))
                        Invoke("l1", { 1 }, onDone: { "l.\($0)" })
                        Invoke("l2", { 2 }, onDone: { "l.\($0)" })
                    }
                    ChartState("right") {
                        OnEntry(note(log, "+right"))
                        Invoke("r", { 3 }, onDone: { "r.\($0)" })
                    }
                    OnEntry(note(log, "+p"))
                    Invoke("p", { 0 }, onDone: { "p.\($0)" })
                    On("stop", to: "end")
                }
                FinalState("end")
            }, invoker: invoker)
        try chart.start()
        #expect(log.take() == ["+p", "+left", "+right"])
        #expect(invoker.runningIDs == ["p", "l1", "l2", "r"])
        try chart.send("stop")
        #expect(invoker.log.map(\.description) == ["+p", "+l1", "+l2", "+r", "-r", "-l1", "-l2", "-p"])
        #expect(chart.isFinished)
        #expect(chart.isAtRest)
    }

    @Test func finalizeRunsBeforeTheEventIsProcessed() throws {
        let log = ChartLog()
        let invoker = ManualInvoker()
        let chart = Chart(
            try Chart.Definition {
                ChartState("loading") {
                    Invoke(
                        "load", { 1 }, onDone: { "done.invoke.load.\($0)" },
                        finalize: { context in
                            log.add("finalize \(context.signal.map { "\($0)" } ?? "")")
                            #expect(context.isActive("loading"))
                        })
                    OnExit(note(log, "-loading"))
                    On("done.invoke.load", to: "ready")
                }
                ChartState("ready") { OnEntry(note(log, "+ready")) }
            }, invoker: invoker)
        try chart.start()
        invoker.complete("load", returning: 5)
        #expect(log.take() == ["finalize event(\"done.invoke.load.5\")", "-loading", "+ready"])
    }

    @Test func aSequenceEmitsEventsUntilItFinishes() throws {
        let invoker = ManualInvoker()
        let log = ChartLog()
        let chart = Chart(
            try Chart.Definition {
                ChartState("listening") {
                    Invoke(
                        "ticks", sequence: { AsyncStream<Int> { _ in } },
                        onElement: { $0 < 0 ? nil : "tick.\($0)" }, onFinish: { "done.invoke.ticks" },
                        onError: { _ in "error.ticks" })
                    On("tick", action: { context in log.add(context.signal.map { "\($0)" } ?? "") })
                    On("done.invoke.ticks", to: "over")
                }
                ChartState("over") {}
            }, invoker: invoker)
        try chart.start()
        #expect(invoker.emit("ticks", 1) == .delivered)
        #expect(invoker.emit("ticks", -1) == .dropped)
        #expect(invoker.emit("ticks", 2) == .delivered)
        #expect(invoker.complete("ticks", returning: 3) != .delivered)
        #expect(log.take() == ["event(\"tick.1\")", "event(\"tick.2\")"])
        #expect(chart.runningInvocations == ["ticks"])
        #expect(invoker.finish("ticks") == .delivered)
        #expect(chart.configuration == ["over"])
        #expect(chart.isAtRest)
    }

    @Test func stoppingOrReleasingTheChartCancels() throws {
        let invoker = ManualInvoker()
        var chart: Chart? = Chart(try loaderChart(ChartLog()), invoker: invoker)
        try chart?.start()
        try chart?.send("fetch")
        chart = nil
        #expect(invoker.log == [.started("load"), .cancelled("load")])

        let stopped = Chart(try loaderChart(ChartLog()), invoker: invoker)
        try stopped.start()
        try stopped.send("fetch")
        stopped.stop()
        #expect(invoker.log.suffix(2) == [.started("load"), .cancelled("load")])
        #expect(stopped.isFinished)
        #expect(stopped.configuration == ["loading"])
        #expect(try stopped.send("fetch") == .finished)
    }

    @Test func withoutAnInvokerTheErrorIsReported() throws {
        let chart = Chart(try loaderChart(ChartLog()))
        var errors: [StatechartError] = []
        chart.onError = { errors.append($0) }
        try chart.start()
        try chart.send("fetch")
        #expect(errors == [.noInvoker(invocation: "load")])
        #expect(chart.isAtRest)
    }

    @Test func duplicateIdentifiersAreRefused() {
        #expect(throws: DefinitionError.self) {
            try Chart.Definition {
                ChartState("a") { Invoke("x", { 1 }, onDone: { "\($0)" }) }
                ChartState("b") { Invoke("x", { 1 }, onDone: { "\($0)" }) }
            }
        }
    }

    @Test func fiftyThousandInvocationsStartAndStopInLinearTime() throws {
        let invoker = ManualInvoker()
        let chart = Chart(try loaderChart(ChartLog()), invoker: invoker)
        try chart.start()
        for round in 0..<50_000 {
            try chart.send("fetch")
            if round.isMultiple(of: 2) { try chart.send("cancel") } else { invoker.complete("load", returning: round) }
        }
        #expect(chart.configuration == ["ready"])
        #expect(invoker.log.count == 75_000)
    }
}
