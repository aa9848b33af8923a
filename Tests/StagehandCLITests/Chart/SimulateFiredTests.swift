import Stagehand
import Testing

@testable import StagehandCLI

/// `stagehand simulate` names what fired in each step: a flat machine's rule with its guard, event
/// and delay (as `paths` names a step), a chart's transitions by source, event, targets and place.
@Suite("simulate names what fired")
struct SimulateFiredTests {
    /// A flat machine with a guarded rule, the unguarded rule after it, a delayed rule, a rule
    /// from `*` and an internal rule.
    static let machine = #"""
        {"initial": "idle", "states": ["idle", "busy", "done"], "final": ["done"], "events": [
          {"name": "go", "from": "idle", "to": "busy", "guard": "allowed"},
          {"name": "go", "from": "idle", "to": "done"},
          {"name": "timeout", "from": "busy", "to": "idle", "after": 2},
          {"name": "reset", "from": "*", "to": "idle"},
          {"name": "poke", "from": "busy", "to": "busy", "internal": true}]}
        """#

    static func simulate(
        _ events: String, _ options: [String] = [], file: String = "m.json", text: String = machine
    )
        -> CommandResult
    {
        ToolHarness.run(["simulate", file, "--events", events] + options, files: [file: Array(text.utf8)])
    }

    @Test("A flat machine: the rule, its guard and event; a rule from * is its own rule in every state")
    func flatRules() {
        let result = Self.simulate("go,poke,reset,reset")
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                initial: [idle]
                1. go: [busy]
                  fired: rule 0 (go [allowed])
                2. poke: [busy]
                  fired: rule 4 (poke (internal))
                3. reset: [idle]
                  fired: rule 3 (reset)
                4. reset: [idle]
                  fired: rule 3 (reset)

                """)
        // The guard denied, the next rule for the event fires.
        let denied = Self.simulate("go", ["--deny", "allowed"])
        #expect(
            denied.standardOutput == """
                initial: [idle]
                1. go: [done]
                  fired: rule 1 (go)
                finished: a top-level final state was entered

                """)
    }

    @Test("A flat machine's step in JSON: source, event, targets, rule, guard, after, internal, path, line, column")
    func flatJSON() {
        let result = Self.simulate("go,reset", ["--json"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                {
                  "schemaVersion": 2,
                  "command": "simulate",
                  "file": "m.json",
                  "initialConfiguration": ["idle"],
                  "initialInvocations": [],
                  "initialFired": [],
                  "steps": [
                    {
                      "event": "go",
                      "configuration": ["busy"],
                      "invocations": [],
                      "fired": [
                        {
                          "source": "idle",
                          "event": "go",
                          "targets": ["busy"],
                          "rule": 0,
                          "guard": "allowed",
                          "after": null,
                          "internal": false,
                          "path": "$.events[0]",
                          "line": 2,
                          "column": 3
                        }
                      ]
                    },
                    {
                      "event": "reset",
                      "configuration": ["idle"],
                      "invocations": [],
                      "fired": [
                        {
                          "source": "busy",
                          "event": "reset",
                          "targets": ["idle"],
                          "rule": 3,
                          "guard": null,
                          "after": null,
                          "internal": false,
                          "path": "$.events[3]",
                          "line": 5,
                          "column": 3
                        }
                      ]
                    }
                  ],
                  "finished": false,
                  "log": [],
                  "error": null
                }

                """)
    }

    @Test("A delayed rule falling due names its rule, its own event and its delay, waited for or named")
    func delayedRule() {
        let result = Self.simulate("go,+1s,+1s,go,timeout")
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                initial: [idle]
                1. go: [busy]
                  fired: rule 0 (go [allowed])
                2. +1s: [busy]
                3. +1s: [idle]
                  fired: rule 2 (timeout (after 2.0 s))
                4. go: [busy]
                  fired: rule 0 (go [allowed])
                5. timeout: [idle]
                  fired: rule 2 (timeout (after 2.0 s))

                """)
        let json = Self.simulate("go,+2s", ["--json"]).standardOutput
        #expect(
            json.contains(
                """
                      "fired": [
                        {
                          "source": "busy",
                          "event": "timeout",
                          "targets": ["idle"],
                          "rule": 2,
                          "guard": null,
                          "after": 2.0,
                          "internal": false,
                          "path": "$.events[2]",
                          "line": 4,
                          "column": 3
                        }
                      ]
                """))
    }

    @Test("A parallel state fires a transition in each region in one step, in document order")
    func parallelRegions() {
        let result = ToolHarness.run(
            ["simulate", "Chart/parallel.scxml", "--events", "e,f"], files: ChartFixtures.files)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                log: enter: p
                log: enter: a
                log: enter: b
                initial: [a1, b1]
                1. e: [a2, b2]
                  fired: a1 --e--> a2 (8:22); b1 --e--> b2 (13:22)
                2. f: [a2, b1]
                  fired: b2 --f--> b1 (14:22)

                """)
    }

    @Test("An eventless transition taken after an event is listed after it, with no event")
    func eventlessAfterEvent() {
        let result = ToolHarness.run(
            ["simulate", "Chart/eventless.scxml", "--events", "go,next"], files: ChartFixtures.files)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                initial: [a]
                1. go: [c]
                  fired: a --go--> b (5:5); b --> c (8:5)
                2. next: [d]
                  fired: c --next--> d (12:5)

                """)
        let json = ToolHarness.run(
            ["simulate", "Chart/eventless.scxml", "--events", "go", "--json"], files: ChartFixtures.files)
        #expect(
            json.standardOutput.contains(
                """
                        {
                          "source": "b",
                          "event": null,
                          "targets": ["c"],
                          "rule": null,
                          "guard": null,
                          "after": null,
                          "internal": false,
                          "path": "/scxml/state[@id='b']/transition[1]",
                          "line": 8,
                          "column": 5
                        }
                """))
    }

    @Test("Start-up's eventless transitions are listed under the initial configuration")
    func startUp() {
        let chart = #"{"initial": "a", "states": [{"id": "a", "transitions": [{"target": "b"}]}, "b"]}"#
        let result = Self.simulate("", file: "c.json", text: chart)
        #expect(result.standardOutput == "initial: [b]\n  fired: a --> b (1:57)\n")
        let json = Self.simulate("", ["--json"], file: "c.json", text: chart).standardOutput
        #expect(json.contains(#""path": "$.states[0].transitions[0]","#))
        #expect(json.contains(#""steps": [],"#))
    }

    @Test("A step lists at most 10 fired transitions and counts the rest")
    func manyRegions() {
        let regions = (0..<12).map { k in
            #"{"id": "r\#(k)", "initial": "r\#(k)a", "states": [{"id": "r\#(k)a", "transitions": "#
                + #"[{"event": "e", "target": "r\#(k)b"}]}, "r\#(k)b"]}"#
        }
        let chart =
            #"{"initial": "p", "states": [{"id": "p", "parallel": true, "states": ["#
            + regions.joined(separator: ",\n") + "]}]}"
        let text = Self.simulate("e", file: "p.json", text: chart).standardOutput
        // Region k is on line k + 1; region 0 after the parallel state's own members.
        let listed = (0..<10).map { k in "r\(k)a --e--> r\(k)b (\(k + 1):\(k == 0 ? 142 : 73))" }
        #expect(
            text.split(separator: "\n").filter { $0.hasPrefix("  fired: ") }
                == ["  fired: " + listed.joined(separator: "; ") + "; and 2 more"])
        let json = Self.simulate("e", ["--json"], file: "p.json", text: chart).standardOutput
        #expect(json.components(separatedBy: #""source": "#).count - 1 == 10)
        #expect(json.contains("      ],\n      \"moreFired\": 2\n    }\n"))
    }

    @Test("The explorer's log keeps only the first fired transition; simulate's lists and counts")
    func macrostepLog() throws {
        typealias Chart = Statechart<String, String>
        let definition = try Chart.Definition {
            ChartState("a") { On("go", to: "b") }
            ChartState("b") { Always(to: "c") }
            ChartState("c")
        }
        let chart = Chart(definition)
        let explorer = MacrostepLog()
        let listing = MacrostepLog(listing: 1)
        chart.observe { explorer.record($0) }
        chart.observe { listing.record($0) }
        try chart.start()
        explorer.reset()
        listing.reset()
        try chart.send("go")
        #expect(explorer.firstFired == 0)
        #expect(explorer.fired.isEmpty)
        #expect(explorer.moreFired == 0)
        #expect(explorer.triggers.isEmpty)
        #expect(listing.firstFired == 0)
        #expect(listing.fired.map(\.source) == ["a"])
        #expect(listing.moreFired == 1)
        #expect(listing.triggers == ["go"])
        #expect(listing.size == explorer.size)
        listing.reset()
        #expect(listing.fired.isEmpty && listing.moreFired == 0 && listing.triggers.isEmpty)
    }
}
