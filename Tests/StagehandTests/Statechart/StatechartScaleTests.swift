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
                ChartState("g\(group)") {
                    for child in 0..<children {
                        ChartState("g\(group).c\(child)") {
                            On("next", to: "g\(group).c\((child + 1) % children)")
                        }
                    }
                    On("jump", to: "g\((group + 1) % groups)")
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

    @Test("a state with 50,000 transitions selects an event's transition without scanning them all")
    func aHubOfFiftyThousandTransitions() throws {
        let leaves = 50_000
        let definition = try Chart.Definition(initial: "hub") {
            ChartState("hub") {
                for leaf in 0..<leaves { On(descriptor: "go\(leaf)", to: "leaf\(leaf)") }
            }
            for leaf in 0..<leaves { ChartState("leaf\(leaf)") { On(descriptor: "back", to: "hub") } }
        }
        let chart = Chart(definition)
        try chart.start()
        let before = chart.workUnits
        for leaf in stride(from: 0, to: leaves, by: 7) {
            try chart.send("go\(leaf)")
            #expect(chart.configuration == ["leaf\(leaf)"])
            try chart.send("back")
        }
        let perEvent = Double(chart.workUnits - before) / Double(2 * ((leaves + 6) / 7))
        // A scan would cost 25,000 units an event on average.
        #expect(perEvent <= 20, "work per event \(perEvent)")
    }

    @Test("an indexed state takes the first matching transition in document order, wildcards and prefixes included")
    func anIndexedStateKeepsDocumentOrder() throws {
        // More than 16 transitions, so the state is indexed; the same transitions in a small
        // state (the plain scan) must choose the same way.
        func chart(padding: Int) throws -> Chart {
            let definition = try Chart.Definition(initial: "s") {
                ChartState("s") {
                    for pad in 0..<padding { On(descriptor: "pad\(pad)", to: "s") }
                    On(descriptor: "a.b", to: "ab", when: .when { _ in false })
                    On(descriptor: "a", to: "a")
                    On(descriptor: "a.b", to: "ab")
                    On(descriptor: "c d", to: "cd")
                    On(descriptor: "*", to: "any")
                    On(descriptor: "e", to: "e")
                }
                for id in ["ab", "a", "cd", "any", "e"] { ChartState(id) { On(descriptor: "back", to: "s") } }
            }
            let chart = Chart(definition)
            try chart.start()
            return chart
        }
        for padding in [0, 20] {
            let chart = try chart(padding: padding)
            for (event, state) in [
                ("a.b", "a"), ("a.b.c", "a"), ("a", "a"), ("c", "cd"), ("d", "cd"), ("e", "any"), ("zzz", "any"),
                ("pad3", padding > 3 ? "s" : "any"),
            ] {
                try chart.send(event)
                #expect(chart.configuration == [state], "padding \(padding), event \(event)")
                if state != "s" { try chart.send("back") }
            }
        }
    }

    @Test("restoring a snapshot of a 50,000-state chart costs its configuration, not the chart")
    func restoreIsProportionalToTheConfiguration() throws {
        let groups = 250
        let children = 200
        let definition = try Chart.Definition {
            for group in 0..<groups {
                ChartState("g\(group)") {
                    HistoryState("g\(group).h", .shallow, default: ["g\(group).c0"])
                    for child in 0..<children {
                        ChartState("g\(group).c\(child)") { On("next", to: "g\(group).c\((child + 1) % children)") }
                    }
                    On("jump", to: "g\((group + 1) % groups).h")
                }
            }
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("next")
        let first = chart.snapshot()
        try chart.send("jump")
        try chart.send("next")
        let second = chart.snapshot()
        #expect(first.configuration == ["g0", "g0.c1"])
        #expect(second.configuration == ["g1", "g1.c1"])
        let before = chart.workUnits
        for round in 0..<5_000 {
            try chart.restore(round % 2 == 0 ? first : second)
        }
        // A restore touches the two configurations (2 states each) and the 250 history
        // pseudo-states: about 255 units, against 50,500 for a walk over the chart.
        let perRestore = Double(chart.workUnits - before) / 5_000
        #expect(perRestore <= 260, "work per restore \(perRestore)")
        #expect(chart.activeStates == ["g1", "g1.c1"])
        #expect(chart.history("g0.h") == ["g0.c1"])
        try chart.send("next")
        #expect(chart.activeStates == ["g1", "g1.c2"])
        try chart.restore(first)
        try chart.send("jump")
        #expect(chart.activeStates == ["g1", "g1.c0"])
    }

    @Test("D.2 removeConflictingTransitions: 50,000 regions enabled by one event all transition, in linear work")
    func fiftyThousandRegionsTransitionTogether() throws {
        let regions = 50_000
        let definition = try Chart.Definition {
            Parallel("p") {
                for region in 0..<regions {
                    ChartState("r\(region)") {
                        ChartState("a\(region)") { On("go", to: "b\(region)") }
                        ChartState("b\(region)")
                    }
                }
            }
        }
        let chart = Chart(definition)
        try chart.start()
        let before = chart.workUnits
        #expect(try chart.send("go") == .processed)
        let work = chart.workUnits - before
        #expect(chart.configuration == (0..<regions).map { "b\($0)" })
        // Selection, conflict resolution, exits and entries: a few units per region.
        #expect(work <= 10 * regions, "work \(work)")
    }

    @Test("D.2 removeConflictingTransitions: of 50,000 conflicting transitions the first wins, in linear work")
    func fiftyThousandConflictingTransitions() throws {
        let regions = 50_000
        let definition = try Chart.Definition {
            Parallel("p") {
                for region in 0..<regions {
                    ChartState("r\(region)") {
                        ChartState("a\(region)") { On("leave", to: "out\(region % 2)") }
                    }
                }
            }
            ChartState("out0")
            ChartState("out1")
        }
        let chart = Chart(definition)
        try chart.start()
        let before = chart.workUnits
        #expect(try chart.send("leave") == .processed)
        let work = chart.workUnits - before
        #expect(chart.configuration == ["out0"])
        #expect(work <= 10 * regions, "work \(work)")
    }

    @Test("D.2 enterStates / isInFinalState: 50,000 regions turning final raise done.state.p once, in linear work")
    func fiftyThousandRegionsBecomeFinal() throws {
        let regions = 50_000
        let definition = try Chart.Definition {
            Parallel("p") {
                for region in 0..<regions {
                    ChartState("r\(region)") {
                        ChartState("a\(region)") { On("finish", to: "f\(region)") }
                        FinalState("f\(region)")
                    }
                }
                On("done.state.p", to: "after")
            }
            ChartState("after")
        }
        let chart = Chart(definition)
        var steps: [Chart.Macrostep] = []
        chart.observe { steps.append($0) }
        try chart.start()
        let before = chart.workUnits
        #expect(try chart.send("finish") == .processed)
        let work = chart.workUnits - before
        #expect(chart.configuration == ["after"])
        // Entered: the 50,000 final states, then (after done.state.p) "after".
        #expect(steps.last?.entered.count == regions + 1)
        #expect(steps.last?.entered.last == "after")
        #expect(work <= 20 * regions, "work \(work)")
    }
}
