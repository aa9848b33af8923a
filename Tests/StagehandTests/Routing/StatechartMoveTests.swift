import Stagehand
import Testing

/// ``Statechart/move(to:from:)`` follows the SCXML transition rules: internal and external
/// domains, exits deepest first with history recorded, entries in document order, `done.state`
/// events and eventless transitions after the move, observers told once.
@Suite struct StatechartMoveTests {
    /// `a` (a1 (a1x, a1y, shallow a1h), a2 (a2x, final a2f), deep ah) · `b` → always `c` ·
    /// `p` (r1 (r1x, r1y) ∥ r2 (r2x, r2y)) · `loop` ⇄ `loop2` eventless.
    static func definition(_ log: ChartLog) throws -> Chart.Definition {
        try Chart.Definition(initial: "a") {
            ChartState("a", initial: "a1") {
                traced(log, "a")
                ChartState("a1", initial: "a1x") {
                    traced(log, "a1")
                    ChartState("a1x") { traced(log, "a1x") }
                    ChartState("a1y") { traced(log, "a1y") }
                    HistoryState("a1h", .shallow, default: ["a1x"])
                }
                ChartState("a2", initial: "a2x") {
                    traced(log, "a2")
                    ChartState("a2x") { traced(log, "a2x") }
                    FinalState("a2f") { traced(log, "a2f") }
                    On("done.state.a2", to: "b")
                }
                HistoryState("ah", .deep, default: ["a1"])
                On("toY", to: "a1y")
            }
            ChartState("b") {
                traced(log, "b")
                Always(to: "c")
            }
            ChartState("c") { traced(log, "c") }
            Parallel("p") {
                traced(log, "p")
                ChartState("r1") {
                    traced(log, "r1")
                    ChartState("r1x") { traced(log, "r1x") }
                    ChartState("r1y") { traced(log, "r1y") }
                }
                ChartState("r2") {
                    traced(log, "r2")
                    ChartState("r2x") { traced(log, "r2x") }
                    ChartState("r2y") { traced(log, "r2y") }
                }
            }
            ChartState("loop") { Always(to: "loop2") }
            ChartState("loop2") { Always(to: "loop") }
        }
    }

    @Test func anInternalMoveExitsOnlyTheSourcesDescendantsDeepestFirstAndRecordsHistory() throws {
        let log = ChartLog()
        let harness = ChartHarness(try Self.definition(log), log: log)
        try harness.chart.start()
        try harness.chart.send("toY")
        _ = log.take()
        try harness.chart.move(to: ["a2"], from: "a")
        #expect(log.take() == ["-a1y", "-a1", "+a2", "+a2x"])
        #expect(harness.lastStep == ["-a1y", "-a1", "+a2", "+a2x"])
        #expect(harness.steps.last?.trigger == nil)
        #expect(harness.steps.last?.transitions == [])
        #expect(harness.chart.history("a1h") == ["a1y"])
        #expect(harness.chart.configuration == ["a2x"])
    }

    @Test func anExternalMoveOfAStateToItselfExitsAndReentersIt() throws {
        let log = ChartLog()
        let harness = ChartHarness(try Self.definition(log), log: log)
        try harness.chart.start()
        try harness.chart.send("toY")
        _ = log.take()
        try harness.chart.move(to: ["a1"], from: "a1")
        #expect(log.take() == ["-a1y", "-a1", "+a1", "+a1x"])
        // From an atomic source the domain is the nearest compound ancestor holding the target.
        try harness.chart.move(to: ["a1y"], from: "a1x")
        #expect(log.take() == ["-a1x", "+a1y"])
    }

    @Test func aMoveFromTheRootExitsEverythingAndRunsTheEventlessTransitionsThatFollow() throws {
        let log = ChartLog()
        let harness = ChartHarness(try Self.definition(log), log: log)
        try harness.chart.start()
        _ = log.take()
        let before = harness.steps.count
        try harness.chart.move(to: ["b"])
        #expect(log.take() == ["-a1x", "-a1", "-a", "+b", "-b", "+c"])
        #expect(harness.steps.count == before + 1)
        #expect(harness.lastStep == ["-a1x", "-a1", "-a", "-b", "+b", "+c"])
        #expect(harness.chart.configuration == ["c"])
    }

    @Test func enteringAFinalStateByAMoveRaisesItsDoneEventInTheSameMacrostep() throws {
        let log = ChartLog()
        let harness = ChartHarness(try Self.definition(log), log: log)
        try harness.chart.start()
        _ = log.take()
        try harness.chart.move(to: ["a2f"], from: "a")
        #expect(log.take() == ["-a1x", "-a1", "+a2", "+a2f", "-a2f", "-a2", "-a", "+b", "-b", "+c"])
        #expect(harness.chart.configuration == ["c"])
    }

    @Test func aHistoryTargetEntersWhatItRecorded() throws {
        let log = ChartLog()
        let harness = ChartHarness(try Self.definition(log), log: log)
        try harness.chart.start()
        try harness.chart.send("toY")
        try harness.chart.move(to: ["c"])
        _ = log.take()
        #expect(harness.chart.history("ah") == ["a1y"])
        try harness.chart.move(to: ["ah"])
        #expect(log.take() == ["-c", "+a", "+a1", "+a1y"])
    }

    @Test func targetsInDifferentRegionsEnterTogetherAndConflictingOnesAreRefused() throws {
        let log = ChartLog()
        let harness = ChartHarness(try Self.definition(log), log: log)
        try harness.chart.start()
        _ = log.take()
        try harness.chart.move(to: ["r2y", "r1y"])
        #expect(log.take() == ["-a1x", "-a1", "-a", "+p", "+r1", "+r1y", "+r2", "+r2y"])
        // Internal to one region: the other region is untouched.
        try harness.chart.move(to: ["r1x"], from: "r1")
        #expect(log.take() == ["-r1y", "+r1x"])
        #expect(throws: Chart.MoveError.conflictingTargets("r1x", "r1y")) {
            try harness.chart.move(to: ["r1y", "r1x"])
        }
        #expect(throws: Chart.MoveError.conflictingTargets("r1", "r1x")) { try harness.chart.move(to: ["r1x", "r1"]) }
        #expect(throws: Chart.MoveError.unknownState("nope")) { try harness.chart.move(to: ["nope"]) }
        #expect(throws: Chart.MoveError.unknownState("nope")) { try harness.chart.move(to: ["a"], from: "nope") }
        #expect(throws: Chart.MoveError.noTargets) { try harness.chart.move(to: []) }
        #expect(log.take() == [])
        #expect(harness.chart.configuration == ["r1x", "r2y"])
        #expect(
            Chart.MoveError.conflictingTargets("r1x", "r1y").description
                == "targets 'r1x' and 'r1y' cannot be active together: only states in different regions of a parallel state can"
        )
    }

    @Test func aMoveBeforeStartFromAnObserverOrIntoACycleIsATypedError() throws {
        let log = ChartLog()
        let chart = Chart(try Self.definition(log), limits: RunLimits(stepsPerRun: 50))
        #expect(throws: Chart.MoveError.notStarted) { try chart.move(to: ["b"]) }
        try chart.start()
        var refused: [Chart.MoveError] = []
        let id = chart.observe { _ in
            do throws(Chart.MoveError) { try chart.move(to: ["c"]) } catch { refused.append(error) }
        }
        try chart.send("toY")
        chart.removeObserver(id)
        #expect(refused == [.busy])
        #expect(chart.configuration == ["a1y"])
        do {
            try chart.move(to: ["loop"])
            Issue.record("no error")
        } catch {
            guard case .chart(.stepLimitExceeded(limit: 50, configuration: _, recentEvents: _)) = error else {
                Issue.record("\(error)")
                return
            }
        }
    }
}
