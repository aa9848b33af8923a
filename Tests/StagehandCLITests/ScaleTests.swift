import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// `check` and `paths` on machines of 50,000 states, bounded by the work they do (counters and
/// output sizes), never by time.
@Suite("Scale")
struct ScaleTests {
    /// A JSON machine with `count` declared states `state-number-i` and, before them in the file,
    /// `unknown` rules that lead to undeclared states (so their diagnostics come first).
    private func unknownTargets(states count: Int, unknown: Int) -> [UInt8] {
        let states = (0..<count).map { "\"state-number-\($0)\"" }.joined(separator: ",")
        let events = (0..<unknown).map {
            #"{"name": "go\#($0)", "from": "state-number-0", "to": "state-number-\#($0)x"}"#
        }
        let text =
            #"{"initial": "state-number-0", "events": [\#(events.joined(separator: ","))], "states": [\#(states)]}"#
        return Array(text.utf8)
    }

    private func load(_ bytes: [UInt8]) throws -> LoadedMachine {
        try MachineLoader.load(bytes, file: "big.json").get()
    }

    /// Each unknown state's "did you mean" compared the name with every declared state and its
    /// message listed them all: 2,000 such rules took 85 s, 50,000 would print about 17 GB.
    @Test func unknownStatesGetBoundedHintsAndShortMessages() throws {
        let report = CheckReport(
            try load(unknownTargets(states: 20_000, unknown: 1_000)), maximumShown: CheckCommand.maximumShown)
        // 1,000 unknown targets, 19,999 unreachable states and 19,999 dead ends.
        #expect(report.total == 40_998)
        #expect(report.errors == 1_000)
        #expect(report.shown.count == 100)
        #expect(report.omitted == 40_898)
        let first = try #require(report.shown.first)
        #expect(first.path == "$.events[0].to")
        #expect(
            first.diagnostic.message
                == "rule 0 (event 'go0') leads to unknown state 'state-number-0x'; declared: state-number-0, "
                + "state-number-1, state-number-2, state-number-3, state-number-4, state-number-5, state-number-6, "
                + "state-number-7, state-number-8, state-number-9 and 19990 more")
        #expect(first.hint == "did you mean 'state-number-0'? Otherwise add \"state-number-0x\" to \"states\"")
        // One edit away, like 'state-number-57' (which sorts 110 names away, past the neighbours).
        #expect(
            report.shown[57].hint == "did you mean 'state-number-577'? Otherwise add \"state-number-57x\" to \"states\""
        )
        // 100 hints, each comparing at most 320 names plus its prefix lookups (not 100 × 20,000).
        #expect(report.hintComparisons <= 100 * (SuggestionIndex.maximumComparisons * 2 + 40))
        let typos = [
            ("state-number-123", "stat-number-123"), ("state-number-4567", "state-numbr-4567"),
            ("state-number-999", "xstate-number-999"), ("state-number-13141", "state-number-13141x"),
        ]
        var index = SuggestionIndex((0..<20_000).map { "state-number-\($0)" })
        for (expected, typo) in typos { #expect(index.closest(to: typo) == expected, "\(typo)") }
    }

    @Test func theSuggestionIndexKeepsTheRulesOfTheSimpleSearch() {
        let names = ["check", "graph", "simulate", "paths", "Graphs", "a", "ab"]
        for word in ["chek", "simul", "xyz", "pth", "grap", "graphss", "abc", "GRAPH", "b", "simulatex"] {
            var index = SuggestionIndex(names)
            #expect(index.closest(to: word) == Suggestion.closest(to: word, in: names), "\(word)")
        }
    }

    @Test func theBandedDistanceAgreesWithTheFullOne() {
        var random = SplitMix64(seed: 0x5EED_0009)
        for _ in 0..<2_000 {
            let left = (0..<Int(random.next() % 7)).map { _ in Int32(random.next() % 3) }
            let right = (0..<Int(random.next() % 7)).map { _ in Int32(random.next() % 3) }
            let full = Suggestion.editDistance(left.map { Character("\($0)") }, right.map { Character("\($0)") })
            for limit in 1...2 {
                #expect(
                    SuggestionIndex.distance(left, right, atMost: limit) == min(full, limit + 1), "\(left) \(right)")
            }
        }
    }

    /// `simulate` on a flat machine of 50,000 states and 50,000 distinct events: its dense
    /// `state × event` table was 2.5 billion slots (the command aborted allocating 20 GB); the
    /// sparse layout holds one slot per rule.
    @Test func simulateRunsAFlatMachineOfFiftyThousandStatesAndEvents() {
        let count = 50_000
        let states = (0..<count).map { "\"s\($0)\"" }.joined(separator: ",")
        let events = (0..<count).map { #"{"name": "e\#($0)", "from": "s\#($0)", "to": "s\#(($0 + 1) % count)"}"# }
        let file = Array(
            #"{"initial": "s0", "states": [\#(states)], "events": [\#(events.joined(separator: ","))]}"#.utf8)
        let result = ToolHarness.run(["simulate", "wide.json", "--events", "e0,e1,e49999"], files: ["wide.json": file])
        #expect(result.status == 1)
        #expect(result.standardOutput == "initial: [s0]\n1. e0: [s1]\n2. e1: [s2]\n")
        #expect(
            result.standardError
                == "error: wide.json: item 3: event 'e49999' is not allowed in configuration [s2]; allowed: e2\n")
    }

    /// Past 100 diagnostics `check` prints a count of the rest, in text and in `--json`.
    @Test func thousandsOfDiagnosticsPrintAHundredAndCountTheRest() {
        let states = (0..<300).map { "\"s\($0)\"" }.joined(separator: ",")
        let file = Array(#"{"initial": "s0", "states": [\#(states)], "final": ["s0"], "events": []}"#.utf8)
        let text = ToolHarness.run(["check", "many.json"], files: ["many.json": file])
        #expect(text.status == 1)
        let lines = text.standardOutput.split(separator: "\n")
        #expect(lines.count == 2 * 100 + 2)
        #expect(
            lines.suffix(2) == [
                "many.json: 498 more diagnostics not shown (only the first 100 are, errors before warnings, each in "
                    + "file order)",
                "many.json: 0 errors, 598 warnings (300 states, 0 rules)",
            ])
        let json = ToolHarness.run(["check", "many.json", "--json"], files: ["many.json": file])
        #expect(json.standardOutput.components(separatedBy: "\"kind\":").count - 1 == 100)
        #expect(json.standardOutput.hasSuffix("  ],\n  \"omittedDiagnostics\": 498\n}\n"))
        #expect(json.standardOutput.contains("\"warnings\": 598,"))
    }

    /// Every diagnostic of 50,000 unreachable dead-end states is located with lookups; the last
    /// one still points at its own declaration.
    @Test func diagnosticsOfFiftyThousandStatesPointAtTheirDeclarations() throws {
        let states = (0..<50_000).map { "\"s\($0)\"" }.joined(separator: ",")
        let machine = try load(Array(#"{"initial": "s0", "states": [\#(states)], "events": []}"#.utf8))
        let location = machine.sourceMap.locate(.state(name: "s49999"), kind: .deadEnd)
        #expect(location.path == "$.states[49999]")
        #expect(location == machine.sourceMap.states[49_999])
        let report = CheckReport(machine, maximumShown: 100)
        #expect(report.total == 99_999)
        #expect(report.shown.last?.path == "$.states[50]")
    }

    /// A binary tree of 50,000 states: covering its transitions searched the covered top of the
    /// tree again for every leaf (68 s, then refused for work); the search is now bounded.
    @Test func coveringATreeOfFiftyThousandStatesIsLinearWork() throws {
        let count = 50_000
        let events = (1..<count).map {
            EventDescription(name: $0 % 2 == 1 ? "left" : "right", from: "s\(($0 - 1) / 2)", to: "s\($0)")
        }
        let table = TransitionTable(
            MachineDescription(initial: "s0", states: (0..<count).map { "s\($0)" }, events: events))
        let covering = try #require(
            table.coveringPaths(maximumSteps: PathsCommand.maximumSteps, maximumWork: PathsCommand.maximumWork))
        #expect(covering.paths.count == 25_000)
        #expect(covering.paths.reduce(0) { $0 + $1.count } == 367_233)
        #expect(covering.uncoverable.isEmpty)
        #expect(covering.work <= 20 * count, "work \(covering.work)")
    }

    /// A thousand copies of a rule from every state of a 5,000-state machine make only the first
    /// copy's transitions.
    @Test func copiesOfARuleFromAnyStateAddNoTransitions() {
        let states = (0..<5_000).map { "s\($0)" }
        let table = TransitionTable(
            MachineDescription(
                initial: "s0", states: states, final: states,
                events: Array(repeating: EventDescription(name: "reset", from: "*", to: "s0"), count: 1_000)))
        #expect(table.all.count == 5_000)
        #expect(Set(table.all.map(\.rule)) == [0])
    }

    /// Each guarded rule for one slot listed every earlier guard: 50,000 of them stored
    /// 1.25 billion names. A transition keeps the first ten and a count.
    @Test func fiftyThousandGuardedRulesForOneEventKeepTenRefusedGuardsEach() {
        let events = (0..<50_000).map { EventDescription(name: "go", from: ["a"], to: "b", guard: "g\($0)") }
        let table = TransitionTable(MachineDescription(initial: "a", states: ["a", "b"], final: ["b"], events: events))
        #expect(table.all.count == 50_000)
        #expect(table.all.reduce(0) { $0 + $1.refusedGuards.count } <= 10 * 50_000)
        let last = table.all[49_999]
        #expect(last.refusedGuards == (0..<10).map { "g\($0)" })
        #expect(last.moreRefusedGuards == 49_989)
        #expect(last.label == "go [!g0, !g1, !g2, !g3, !g4, !g5, !g6, !g7, !g8, !g9, !(49989 more guards), g49999]")
    }
}
