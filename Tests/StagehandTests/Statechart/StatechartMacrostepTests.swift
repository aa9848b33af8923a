import Testing

@testable import Stagehand

/// The macrostep report names the transitions that fired, so tools need not re-derive them.
@Suite struct StatechartMacrostepTests {
    @Test("a macrostep reports each fired transition: its source, document index, index in its source and signal")
    func firedTransitions() throws {
        let definition = try Chart.Definition {
            ChartState("a") {
                On("other", to: "c")
                On("go", to: "b")
            }
            ChartState("b") { Always(to: "c") }
            Parallel("c") {
                ChartState("left") {
                    ChartState("l1") { On("split", to: "l2") }
                    ChartState("l2")
                }
                ChartState("right") {
                    ChartState("r1") { On("split", to: "r2") }
                    ChartState("r2")
                }
            }
        }
        let chart = Chart(definition)
        var steps: [Chart.Macrostep] = []
        chart.observe { steps.append($0) }
        try chart.start()
        #expect(steps.last?.transitions == [])

        try chart.send("go")
        #expect(
            steps.last?.transitions == [
                Chart.FiredTransition(source: "a", index: 1, indexInSource: 1, signal: .event("go")),
                Chart.FiredTransition(source: "b", index: 2, indexInSource: 0, signal: nil),
            ])

        try chart.send("split")
        #expect(
            steps.last?.transitions == [
                Chart.FiredTransition(source: "l1", index: 3, indexInSource: 0, signal: .event("split")),
                Chart.FiredTransition(source: "r1", index: 4, indexInSource: 0, signal: .event("split")),
            ])
        #expect(chart.configuration == ["l2", "r2"])

        #expect(try chart.send("nothing") == .discarded)
        #expect(steps.last?.transitions == [])
    }
}
