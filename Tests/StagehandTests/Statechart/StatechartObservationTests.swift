import Testing

@testable import Stagehand

@Suite("Statechart observers")
struct StatechartObservationTests {
    static func definition() throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("a") { On("go", to: "b") }
            ChartState("b") { On("go", to: "a") }
        }
    }

    @Test("observers hear each macrostep in the order they were added; a removed one hears nothing more")
    func orderAndRemoval() throws {
        let chart = Chart(try Self.definition())
        var heard: [String] = []
        let first = chart.observe { heard.append("first " + $0.entered.joined()) }
        chart.observe { heard.append("second " + $0.entered.joined()) }
        try chart.start()
        #expect(heard == ["first a", "second a"])
        chart.removeObserver(first)
        chart.removeObserver(first)
        #expect(try chart.send("go") == .processed)
        #expect(heard == ["first a", "second a", "second b"])
    }

    @Test("an observer removed by another during a report still hears that report, and none after it")
    func removalDuringAReport() throws {
        let chart = Chart(try Self.definition())
        var heard: [String] = []
        var later: ObservationID?
        chart.observe { [weak chart] step in
            heard.append("remover " + step.entered.joined())
            if let later { chart?.removeObserver(later) }
        }
        later = chart.observe { heard.append("removed " + $0.entered.joined()) }
        try chart.start()
        #expect(try chart.send("go") == .processed)
        #expect(heard == ["remover a", "removed a", "remover b"])
    }

    @Test("50,000 observers added and removed in any order: each removal is found by its identifier")
    func manyObservers() throws {
        let chart = Chart(try Self.definition())
        var calls = 0
        let ids = (0..<50_000).map { _ in chart.observe { _ in calls += 1 } }
        try chart.start()
        #expect(calls == 50_000)
        for (index, id) in ids.enumerated().reversed() where index % 2 == 0 { chart.removeObserver(id) }
        #expect(try chart.send("go") == .processed)
        #expect(calls == 75_000)
        for (index, id) in ids.enumerated() where index % 2 == 1 { chart.removeObserver(id) }
        #expect(try chart.send("go") == .processed)
        #expect(calls == 75_000)
        #expect(chart.configuration == ["a"])
    }
}
