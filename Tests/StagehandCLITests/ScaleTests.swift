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

    private func load(_ bytes: [UInt8]) throws -> ChartDocument {
        try ChartJSONReader.read(bytes, file: "big.json").get()
    }

    /// A flat machine of `count` states `s0 …` and `rules`, as JSON.
    private func machine(states count: Int, final: [String] = [], rules: [String]) -> [UInt8] {
        let states = (0..<count).map { "\"s\($0)\"" }.joined(separator: ",")
        let finals = final.map { "\"\($0)\"" }.joined(separator: ",")
        return Array(
            #"{"initial": "s0", "states": [\#(states)], "final": [\#(finals)], "events": [\#(rules.joined(separator: ","))]}"#
                .utf8)
    }

    /// Each unknown state's "did you mean" compared the name with every declared state and its
    /// message listed them all: 2,000 such rules took 85 s, 50,000 would print about 17 GB.
    @Test func unknownStatesGetBoundedHintsAndShortMessages() throws {
        let report = CheckResult(
            try load(unknownTargets(states: 20_000, unknown: 1_000)), maximumShown: CheckCommand.maximumShown)
        // 1,000 unknown targets and 19,999 unreachable states.
        #expect(report.total == 20_999)
        #expect(report.errors == 1_000)
        #expect(report.shown.count == 100)
        #expect(report.omitted == 20_899)
        let first = try #require(report.shown.first)
        #expect(first.path == "$.events[0].to")
        #expect(
            first.message
                == "state 'state-number-0': a transition target names 'state-number-0x', which is not declared; "
                + "declare it as a state")
        #expect(first.hint == "did you mean 'state-number-0'? Otherwise declare a state 'state-number-0x'")
        // One edit away, like 'state-number-57' (which sorts 110 names away, past the neighbours).
        #expect(
            report.shown[57].hint == "did you mean 'state-number-577'? Otherwise declare a state 'state-number-57x'")
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
        #expect(
            result.standardOutput
                == "initial: [s0]\n1. e0: [s1]\n  fired: rule 0 (e0)\n2. e1: [s2]\n  fired: rule 1 (e1)\n")
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
        let document = try load(machine(states: 50_000, rules: []))
        let report = CheckResult(document, maximumShown: 100)
        #expect(report.total == 99_999)
        #expect(report.shown.last?.path == "$.states[50]")
        #expect(report.shown.last?.location == ChartLocation(line: 1, column: 320))
    }

    /// A binary tree of 50,000 states: covering its transitions searched the covered top of the
    /// tree again for every leaf (68 s, then refused for work); exploring it and covering it are
    /// linear work.
    @Test func coveringATreeOfFiftyThousandStatesIsLinearWork() throws {
        let count = 50_000
        let rules = (1..<count).map {
            #"{"name": "\#($0 % 2 == 1 ? "left" : "right")", "from": "s\#(($0 - 1) / 2)", "to": "s\#($0)"}"#
        }
        let document = try load(machine(states: count, rules: rules))
        let explorer = try ChartExplorer.explore(document).get()
        #expect(explorer.configurations.count == count)
        #expect(explorer.edges.count == count - 1)
        #expect(explorer.work <= 10 * count, "work \(explorer.work)")
        #expect(ChartExplorer.estimate(document) <= 20 * count)
        let paths = try #require(explorer.coveringPaths(maximumSteps: PathsCommand.maximumSteps))
        #expect(paths.count == 25_000)
        #expect(paths.reduce(0) { $0 + $1.count } == 367_233)
    }

    /// A 50,000-state chain and a star: exploring them is linear work, counted; a chain's paths to
    /// every state are refused for their size (the square of its length), its covering path is
    /// one walk; a star's hub tries 49,999 events, each from the hub restored.
    @Test func chainsAndStarsOfFiftyThousandStatesAreExploredInLinearWork() throws {
        let count = 50_000
        let chain = (0..<(count - 1)).map { #"{"name": "next", "from": "s\#($0)", "to": "s\#($0 + 1)"}"# }
        // The star has 10,000 states: the core's selection scans the hub's transitions for each
        // event (quadratic in the hub's size, and slow in a debug build); the release figures
        // measure one of 50,000.
        let leaves = 10_000
        let star =
            (1..<leaves).map { #"{"name": "go\#($0)", "from": "s0", "to": "s\#($0)"}"# }
            + [#"{"name": "back", "from": "*", "to": "s0"}"#]
        for (rules, states, edges) in [(chain, count, count - 1), (star, leaves, 2 * leaves - 1)] {
            let document = try load(machine(states: states, rules: rules))
            let estimate = ChartExplorer.estimate(document)
            #expect(estimate <= 40 * states, "estimate \(estimate)")
            let explorer = try ChartExplorer.explore(document).get()
            #expect(explorer.configurations.count == states)
            #expect(explorer.edges.count == edges)
            #expect(explorer.work <= estimate, "work \(explorer.work)")
        }
        let states = ToolHarness.run(
            ["paths", "chain.json"], files: ["chain.json": machine(states: count, rules: chain)])
        #expect(states.status == 1)
        #expect(
            states.standardError.contains("would have 1249975000 steps together; at most 1000000 steps are allowed"))
        let covering = ToolHarness.run(
            ["paths", "chain.json", "--cover", "transitions"],
            files: ["chain.json": machine(states: count, rules: chain)])
        #expect(covering.status == 0)
        #expect(
            covering.standardOutput.hasPrefix("1 path from 's0' covers 49999 of 49999 transitions in chain.json:\n"))
        // The command prints a star's paths (smaller: the core's selection scans the hub's
        // transitions for each event, which a debug build runs slowly).
        let small = (1..<2_000).map { #"{"name": "go\#($0)", "from": "s0", "to": "s\#($0)"}"# }
        let hub = ToolHarness.run(["paths", "star.json"], files: ["star.json": machine(states: 2_000, rules: small)])
        #expect(hub.status == 0)
        #expect(hub.standardOutput.split(separator: "\n").count == 2_001)
        #expect(hub.standardOutput.hasSuffix("  s1999  go1999\n"))
    }

    /// A thousand copies of a rule from every state of a 5,000-state machine give each state only
    /// the first copy's transition.
    @Test func copiesOfARuleFromAnyStateAddNoTransitions() throws {
        let document = try load(
            machine(
                states: 5_000, rules: Array(repeating: #"{"name": "reset", "from": "*", "to": "s0"}"#, count: 1_000)))
        #expect(document.states.allSatisfy { $0.transitions.map(\.step) == ["$.events[0]"] })
    }

    /// Each guarded rule for one event lists the guards refused before it: a step keeps the first
    /// ten and a count. 50,000 guarded rules for one event need a try per outcome, each
    /// consulting the guards before it: `paths` refuses them up front, by its estimate.
    @Test func guardedRulesForOneEventKeepTenRefusedGuardsEach() throws {
        let twelve = (0..<12).map { #"{"name": "go", "from": "s0", "to": "s1", "guard": "g\#($0)"}"# }
        let explorer = try ChartExplorer.explore(load(machine(states: 2, final: ["s1"], rules: twelve))).get()
        #expect(explorer.edges.count == 12)
        let last = try #require(explorer.edges.last?.step)
        #expect(last.refusedGuards == (0..<10).map { "g\($0)" })
        #expect(last.moreRefusedGuards == 1)
        #expect(last.label == "go [!g0, !g1, !g2, !g3, !g4, !g5, !g6, !g7, !g8, !g9, !(1 more guards), g11]")
        let many = (0..<50_000).map { #"{"name": "go", "from": "s0", "to": "s1", "guard": "g\#($0)"}"# }
        let result = ToolHarness.run(
            ["paths", "many.json"], files: ["many.json": machine(states: 2, final: ["s1"], rules: many)])
        #expect(result.status == 1)
        #expect(result.standardError.contains("units of search"))
    }
}
