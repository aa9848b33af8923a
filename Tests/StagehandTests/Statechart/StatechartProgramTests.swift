import Testing

@testable import Stagehand

/// A definition compiles once: every chart built from it (or from a copy of it) shares its one
/// program, while each chart keeps its own configuration.
@Suite struct StatechartProgramTests {
    @Test("charts built from one definition and its copies share one compiled program")
    func chartsShareOneProgram() throws {
        let definition = try Chart.Definition {
            ChartState("off") { On("flip", to: "on") }
            ChartState("on") { On("flip", to: "off") }
        }
        let copy = definition
        let first = Chart(definition)
        let second = Chart(copy)
        #expect(first.program === definition.program)
        #expect(second.program === definition.program)
        try first.start()
        try second.start()
        #expect(try first.send("flip") == .processed)
        #expect(first.configuration == ["on"])
        #expect(second.configuration == ["off"])
    }

    @Test("a chart over a 1,000-state definition starts from the shared tables, unchanged by other charts")
    func manyChartsOfOneLargeDefinition() throws {
        let definition = try Chart.Definition {
            for index in 0..<1_000 {
                ChartState("s\(index)") { On("next", to: "s\((index + 1) % 1_000)") }
            }
        }
        var charts: [Chart] = []
        for count in 0..<20 {
            let chart = Chart(definition)
            try chart.start()
            for _ in 0..<count { try chart.send("next") }
            charts.append(chart)
        }
        #expect(charts.map(\.configuration) == (0..<20).map { ["s\($0)"] })
        #expect(Set(charts.map { ObjectIdentifier($0.program) }).count == 1)
    }
}
