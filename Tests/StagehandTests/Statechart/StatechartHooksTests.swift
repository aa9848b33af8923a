import Testing

@testable import Stagehand

/// The per-instance hooks a face of the chart runtime keeps its handlers in (`StatechartHooks`):
/// every path (start-up, the plain-eligible and fused chain step, a subtree step, a targetless
/// step, the full algorithm for a parallel chart, a move) calls them at the same points,
/// interleaved with the program's own handlers in one fixed order.
@Suite struct StatechartHooksTests {
    /// Writes each call into the log the program's handlers write into, by state id.
    final class Recorder: StatechartHooks {
        typealias State = String
        typealias Event = String

        let log: ChartLog
        var ids: [String] = []
        var transitionSources: [String] = []

        init(log: ChartLog) { self.log = log }

        func willStep(_ transition: Int, _ signal: Chart.Signal?) {
            let trigger: String
            switch signal {
            case .event(let event)?: trigger = event
            case .done(let state)?: trigger = "done." + state
            case nil: trigger = "-"
            }
            log.add("will \(transition < 0 ? "(none)" : transitionSources[transition]) \(trigger)")
        }
        func exited(_ state: Int) { log.add("exited " + ids[state]) }
        func fired(_ transition: Int) { log.add("fired " + transitionSources[transition]) }
        func entered(_ state: Int) { log.add("entered " + ids[state]) }
        func didStep() { log.add("did") }
    }

    static func hooked(_ definition: Chart.Definition, _ log: ChartLog) -> (Chart, Recorder) {
        let chart = Chart(definition)
        let recorder = Recorder(log: log)
        recorder.ids = definition.program.topology.ids
        recorder.transitionSources = definition.program.table.transitions.map {
            definition.program.topology.ids[$0.source]
        }
        chart.run.hooks = recorder
        return (chart, recorder)
    }

    @Test("a flat chart: start-up, a chain step, a targetless step; hooks before exit, after entry handlers")
    func flat() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("a") {
                traced(log, "a")
                On("go", to: "b", action: note(log, "action"))
            }
            ChartState("b") {
                On("stay", action: note(log, "stay"))
                On("back", to: "a")
            }
        }
        let (chart, _) = Self.hooked(definition, log)
        try chart.start()
        #expect(log.take() == ["will (none) -", "+a", "entered a", "did"])
        #expect(try chart.send("go") == .processed)
        #expect(log.take() == ["will a go", "exited a", "-a", "action", "fired a", "entered b", "did"])
        #expect(try chart.send("stay") == .processed)
        #expect(log.take() == ["will b stay", "stay", "fired b", "did"])
        // A transition no handler of the program observes would take the plain path; the hooks
        // keep it on a path that calls them.
        #expect(try chart.send("back") == .processed)
        #expect(log.take() == ["will b back", "exited b", "fired b", "+a", "entered a", "did"])
        #expect(try chart.send("nothing") == .discarded)
        #expect(log.take() == [])
        chart.run.hooks = nil
        #expect(try chart.send("go") == .processed)
        #expect(log.take() == ["-a", "action"])
    }

    @Test("a subtree step, a parallel chart on the full algorithm, and a move")
    func nested() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("outer") {
                ChartState("p1") {
                    On("flip", to: "p2")
                }
                ChartState("p2")
                On("reset", to: "outer")
            }
            Parallel("both") {
                ChartState("left") { On("x", to: "outer") }
                ChartState("right") { On("x", to: "right") }
            }
        }
        let (chart, _) = Self.hooked(definition, log)
        try chart.start()
        #expect(log.take() == ["will (none) -", "entered outer", "entered p1", "did"])
        try chart.send("flip")
        #expect(log.take() == ["will p1 flip", "exited p1", "fired p1", "entered p2", "did"])
        // An external self-transition of a compound state: its subtree is left and entered.
        try chart.send("reset")
        #expect(
            log.take() == [
                "will outer reset", "exited p2", "exited outer", "fired outer", "entered outer", "entered p1", "did",
            ])
        try chart.move(to: ["left", "right"])
        #expect(
            log.take() == [
                "will (none) -", "exited p1", "exited outer", "entered both", "entered left", "entered right", "did",
            ])
        // Two transitions in one microstep (the full algorithm): the conflict rule keeps the
        // left region's, whose exit set contains the right region's source.
        try chart.send("x")
        #expect(
            log.take() == [
                "will left x", "exited right", "exited left", "exited both", "fired left", "entered outer",
                "entered p1", "did",
            ])
    }
}
