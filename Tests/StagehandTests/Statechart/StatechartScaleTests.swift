import Testing

@testable import Stagehand

/// 50,000 states: the definition builds and every event's dispatch does work proportional to
/// the active configuration and its transitions, not to the chart's size (bounded by a work
/// counter, never by a clock).
@Suite struct StatechartScaleTests {
    @Test("a 50,000-state chart builds and dispatches 50,000 events with bounded work per event")
    func fiftyThousandStates() throws {
        let groups = 250
        let children = 200
        let definition = try Chart.Definition {
            for group in 0..<groups {
                state("g\(group)") {
                    for child in 0..<children {
                        state("g\(group).c\(child)") {
                            on("next", to: "g\(group).c\((child + 1) % children)")
                        }
                    }
                    on("jump", to: "g\((group + 1) % groups)")
                }
            }
        }
        #expect(definition.states.count == groups * (children + 1))
        let chart = Chart(definition)
        try chart.start()
        let before = chart.workUnits
        for index in 0..<50_000 {
            try chart.send(index % 7 == 6 ? "jump" : "next")
        }
        let perEvent = Double(chart.workUnits - before) / 50_000
        // About 14 units an event (selection walk, exits, entries), whatever the chart's size.
        #expect(perEvent <= 20, "work per event \(perEvent)")
        #expect(chart.configuration.count == 1)
    }
}
