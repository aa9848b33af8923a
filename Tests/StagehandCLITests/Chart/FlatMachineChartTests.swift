import Testing

@testable import StagehandCLI

/// A flat machine file read by the chart reader: the flat machine's semantics in the chart model.
@Suite("Flat machines as charts")
struct FlatMachineChartTests {
    /// The chart a flat machine file reads to.
    private func chart(_ json: String) throws -> ChartDocument {
        try ChartJSONReader.read(Array(json.utf8), file: "m.json").get()
    }

    /// The configurations after each event, and why the run stopped.
    private func simulate(
        _ json: String, _ events: [String], deny: Set<String> = []
    ) throws -> (configurations: [[String]], error: String?) {
        let outcome = try ChartSimulation.run(
            chart(json), tokens: events.map { .event($0) }, deniedGuards: deny)
        return (outcome.steps.map(\.configuration), outcome.error)
    }

    /// Each state's transitions as `event->target`, in the order the chart tries them.
    private func transitions(_ document: ChartDocument) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for node in document.states {
            result[node.id] = node.transitions.map {
                $0.events.joined() + ($0.condition.map { "[\($0.text)]" } ?? "") + "->" + $0.targets.joined()
            }
        }
        return result
    }

    @Test("States are atomic children of the root, initial is the root's initial child, finals are final")
    func shape() throws {
        let document = try chart(
            #"{"initial": "b", "states": ["a", "b", "c"], "final": ["c"], "events": [{"name": "go", "from": "b", "to": "c"}]}"#
        )
        #expect(document.states.map(\.id) == ["a", "b", "c"])
        #expect(document.states.map(\.kind) == [.state, .state, .final])
        #expect(document.states.allSatisfy { $0.children.isEmpty })
        #expect(document.initial == ["b"])
        #expect(document.rejectsUnhandledEvents)
    }

    @Test("Without states, the states are derived from initial, the rules and final, each once")
    func derivedStates() throws {
        let document = try chart(
            #"{"initial": "a", "final": ["z"], "events": [{"name": "go", "from": ["a", "b"], "to": "c"}]}"#)
        #expect(document.states.map(\.id) == ["a", "b", "c", "z"])
        #expect(document.states.map(\.kind) == [.state, .state, .state, .final])
    }

    @Test("A guarded rule from any state declared first is tried before a state's own later rule")
    func anyStateRuleFirst() throws {
        let json = #"""
            {"initial": "a", "states": ["a", "b", "c", "d"], "events": [
              {"name": "go", "from": "*", "to": "b", "guard": "g"},
              {"name": "go", "from": "a", "to": "c"},
              {"name": "back", "from": "*", "to": "a"}]}
            """#
        let document = try chart(json)
        #expect(transitions(document)["a"] == ["go[g]->b", "go->c", "back->a"])
        #expect(transitions(document)["d"] == ["go[g]->b", "back->a"])
        #expect(try simulate(json, ["go"]).configurations == [["b"]])
        #expect(try simulate(json, ["go"], deny: ["g"]).configurations == [["c"]])
    }

    @Test("A state's own rule declared first is tried before a later rule from any state")
    func ownRuleFirst() throws {
        let json = #"""
            {"initial": "a", "states": ["a", "b", "c"], "events": [
              {"name": "go", "from": "a", "to": "c", "guard": "own"},
              {"name": "go", "from": "*", "to": "b"}]}
            """#
        #expect(try transitions(chart(json))["a"] == ["go[own]->c", "go->b"])
        #expect(try simulate(json, ["go"]).configurations == [["c"]])
        #expect(try simulate(json, ["go"], deny: ["own"]).configurations == [["b"]])
    }

    @Test("An unguarded rule from any state answers its event everywhere: later rules for it are left out")
    func unguardedAnyStateRuleClaims() throws {
        let json = #"""
            {"initial": "a", "states": ["a", "b", "c"], "events": [
              {"name": "go", "from": "*", "to": "b"},
              {"name": "go", "from": "a", "to": "c"},
              {"name": "go", "from": "*", "to": "c"}]}
            """#
        #expect(try transitions(chart(json)) == ["a": ["go->b"], "b": ["go->b"], "c": ["go->b"]])
        #expect(try simulate(json, ["go", "go"]).configurations == [["b"], ["b"]])
    }

    @Test("A thousand copies of a rule from any state add one transition per state")
    func copiesOfAnAnyStateRule() throws {
        let rules = Array(repeating: #"{"name": "reset", "from": "*", "to": "s0"}"#, count: 1_000)
        let states = (0..<500).map { "\"s\($0)\"" }
        let document = try chart(
            #"{"initial": "s0", "states": [\#(states.joined(separator: ","))], "events": [\#(rules.joined(separator: ","))]}"#
        )
        #expect(document.states.reduce(0) { $0 + $1.transitions.count } == 500)
    }

    @Test("An event no rule takes is rejected, naming the configuration, the event and the allowed events")
    func strict() throws {
        let json = #"{"initial": "a", "states": ["a", "b"], "events": [{"name": "go", "from": "a", "to": "b"}]}"#
        let run = try simulate(json, ["stop", "go"])
        #expect(run.configurations == [])
        #expect(run.error == "item 1: event 'stop' is not allowed in configuration [a]; allowed: go")
    }

    @Test("Event names match whole, as a flat machine's rules do: spaces, dots and '*' are part of the name")
    func wholeEventNames() throws {
        let json = #"""
            {"initial": "out", "states": ["out", "in", "x", "y"], "events": [
              {"name": "sign in", "from": "out", "to": "in"},
              {"name": "a", "from": "in", "to": "x"},
              {"name": "a.b", "from": "in", "to": "out"},
              {"name": "*", "from": "in", "to": "y"}]}
            """#
        #expect(
            try simulate(json, ["sign in", "a.b", "sign in", "a"]).configurations == [["in"], ["out"], ["in"], ["x"]])
        #expect(try simulate(json, ["sign in", "*"]).configurations == [["in"], ["y"]])
        // `a` does not take `a.c`, and `*` is a name, not a wildcard.
        let rejected = try simulate(json, ["sign in", "a.c"])
        #expect(rejected.configurations == [["in"]])
        #expect(rejected.error == "item 2: event 'a.c' is not allowed in configuration [in]; allowed: a, a.b, *")
        #expect(
            try simulate(json, ["sign"]).error
                == "item 1: event 'sign' is not allowed in configuration [out]; allowed: sign in")
        // No rule shadows another: `a` does not match every event `a.b` does.
        let document = try chart(json)
        #expect(document.exactEventNames)
        let warnings = try document.makeStatechart(log: ChartLog()).warnings
        #expect(!warnings.contains { $0.kind == "transitionNeverTaken" })
        // Written as SCXML, the chart keeps whole names (stagehand:events="exact") and runs the same.
        let scxml = ChartSCXMLWriter.scxml(document)
        #expect(scxml.contains(#"stagehand:events="exact""#))
        #expect(scxml.contains(#"<transition event="sign in" target="in"/>"#))
        let reread = try SCXMLReader.read(Array(scxml.utf8), file: "m.scxml").get()
        #expect(reread.exactEventNames)
        let rerun = try ChartSimulation.run(
            reread, tokens: ["sign in", "a.b", "sign in", "a.c"].map { .event($0) }, deniedGuards: [])
        #expect(rerun.steps.map(\.configuration) == [["in"], ["out"], ["in"]])
        #expect(
            rerun.error
                == rejected.error.map { _ in
                    "item 4: event 'a.c' is not allowed in configuration [in]; allowed: a, a.b, *"
                })
    }

    @Test("Internal self-transitions keep the state's timers; external ones re-arm them")
    func internalRules() throws {
        let json = #"""
            {"initial": "a", "states": ["a", "b"], "events": [
              {"name": "poke", "from": "a", "to": "a", "internal": true},
              {"name": "tick", "from": "a", "to": "b", "after": 2}]}
            """#
        let document = try chart(json)
        // An internal self-transition is targetless: the state is neither left nor entered.
        #expect(document.states[0].transitions.map(\.targets) == [[], ["b"]])
        let outcome = try ChartSimulation.run(
            document, tokens: [.wait(.seconds(1)), .event("poke"), .wait(.seconds(1))])
        #expect(outcome.steps.map(\.configuration) == [["a"], ["a"], ["b"]])
    }

    @Test("Naming a delayed rule's event waits until it fires; a shorter delay that leaves first stops the run")
    func delayedRules() throws {
        let json = #"""
            {"initial": "a", "states": ["a", "b", "c"], "events": [
              {"name": "tick", "from": "a", "to": "b", "after": 2},
              {"name": "soon", "from": "b", "to": "c", "after": 1},
              {"name": "late", "from": "b", "to": "a", "after": 5}]}
            """#
        #expect(try simulate(json, ["tick", "soon"]).configurations == [["b"], ["c"]])
        let cut = try simulate(json, ["tick", "late"])
        #expect(cut.configurations == [["b"], ["c"]])
        #expect(
            cut.error
                == "delayed event 'late' did not fire in configuration [b]; an earlier delayed rule left the state first"
        )
    }

    @Test("A delayed rule fires as itself, never as an immediate rule or another state's rule for its event")
    func delayedRuleFiresAsItself() throws {
        // Issue 19: the timer used to send `tick`, which the first declared rule for `tick` took.
        let json = #"""
            {"initial": "a", "states": ["a", "b", "c", "d"], "events": [
              {"name": "tick", "from": ["a", "c"], "to": "b"},
              {"name": "tick", "from": "a", "to": "c", "after": 2},
              {"name": "tock", "from": "a", "to": "d", "after": 1},
              {"name": "tick", "from": "d", "to": "a"}]}
            """#
        let document = try chart(json)
        #expect(
            transitions(document)["a"] == [
                "tick->b", "stagehand.after.1.tick->c", "stagehand.after.2.tock->d",
            ])
        // Time passing fires the delayed rule; `tick` sent takes the immediate rule.
        let waited = try ChartSimulation.run(document, tokens: [.wait(.seconds(2))])
        #expect(waited.steps.map(\.configuration) == [["d"]])
        let timed = try ChartSimulation.run(
            chart(
                #"{"initial": "a", "states": ["a", "b", "c"], "events": ["#
                    + #"{"name": "tick", "from": ["a", "c"], "to": "b"}, {"name": "tick", "from": "a", "to": "c", "after": 2}]}"#
            ),
            tokens: [.wait(.seconds(2)), .event("tick")])
        #expect(timed.steps.map(\.configuration) == [["c"], ["b"]])
        // Naming the delayed rule's event waits for its timer, and the step says the rule's event.
        let named = try ChartSimulation.run(document, tokens: [.event("tick")])
        #expect(named.steps.map(\.configuration) == [["d"]])
        #expect(
            named.error
                == "delayed event 'tick' did not fire in configuration [a]; an earlier delayed rule left the state first"
        )
        let waitedFor = try ChartSimulation.run(document, tokens: [.event("tock"), .event("tick")])
        #expect(waitedFor.steps.map(\.token.description) == ["tock", "tick"])
        #expect(waitedFor.steps.map(\.configuration) == [["d"], ["a"]])
        // A rejection lists the events `send` takes, not the timers' events.
        let rejected = try ChartSimulation.run(document, tokens: [.event("stop")])
        #expect(rejected.error == "item 1: event 'stop' is not allowed in configuration [a]; allowed: tick")
        // Drawings name the rule's event and its delay.
        #expect(ChartDrawing.dot(document).contains("label=\"tock after 1.0s\""))
        #expect(!ChartDrawing.dot(document).contains("stagehand.after"))
    }

    @Test("Invalid delays, unknown sources and missing fields are reported at their places")
    func problems() throws {
        let json = #"""
            {"initial": "a", "states": ["a"], "events": [
              {"name": "t", "from": "a", "to": "a", "after": -1},
              {"name": "u", "from": "x", "to": "a"},
              {"name": "v", "from": "a"}]}
            """#
        guard case .failure(let found) = ChartJSONReader.read(Array(json.utf8), file: "m.json") else {
            Issue.record("an unreadable machine read")
            return
        }
        #expect(found.diagnostics.map(\.message) == ["an event needs \"name\", \"from\" and \"to\""])
        #expect(found.diagnostics.map(\.location.line) == [4])
        // Invalid delays and unknown sources leave the machine readable but invalid: validation errors.
        let readable = try chart(
            #"""
            {"initial": "a", "states": ["a"], "events": [
              {"name": "t", "from": "a", "to": "a", "after": -1},
              {"name": "u", "from": "x", "to": "a"}]}
            """#)
        #expect(
            readable.invalid.map(\.message) == [
                "rule 0 (event 't') has delay -1.0 s; a delay must be a finite number of seconds >= 0",
                "rule 1 (event 'u') leaves unknown state 'x'",
            ])
        #expect(readable.invalid.map(\.kind) == ["invalidDelay", "unknownState"])
        #expect(readable.invalid.map(\.location.line) == [2, 3])
    }

    @Test("Rules from any state for thousands of distinct events in a large machine are bounded, not quadratic")
    func anyStateRulesAreBounded() throws {
        let states = (0..<1_000).map { "\"s\($0)\"" }.joined(separator: ",")
        let rules = (0..<1_500).map { #"{"name": "e\#($0)", "from": "*", "to": "s0"}"# }.joined(separator: ",")
        let document = try chart(#"{"initial": "s0", "states": [\#(states)], "events": [\#(rules)]}"#)
        #expect(document.invalid.map(\.kind) == ["tooManyTransitions"])
        #expect(document.states.reduce(0) { $0 + $1.transitions.count } <= ChartJSONReader.maximumAnyStateCopies)
    }
}
