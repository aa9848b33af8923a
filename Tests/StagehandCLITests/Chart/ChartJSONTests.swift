import Testing

@testable import StagehandCLI

/// The JSON chart format: nested states through `simulate`, flat files still on the flat path.
@Suite("JSON charts")
struct ChartJSONTests {
    @Test("A JSON chart with parallel, history, final, conds and delayed sends simulates")
    func signIn() {
        let run = ChartFixtures.simulate(
            "sign-in.json", "signIn,toggle,leave,back,+29s,touch,+29s,toggle,+1s,quit,quit")
        #expect(run.status == 0)
        #expect(run.initialConfiguration == ["signedOut"])
        #expect(
            run.configurations == [
                ["active", "home"], ["active", "search"], ["away"], ["active", "search"], ["active", "search"],
                ["active", "search"], ["active", "search"], ["active", "home"], ["signedOut"], ["quit"], ["quit"],
            ])
        #expect(run.log == ["session over"])
        #expect(run.finished)
    }

    @Test("Every JSON file reads as a chart; a flat machine's rejects unhandled events")
    func detection() throws {
        let flat = Array(#"{"initial": "a", "states": ["a", "b"], "final": ["b"], "events": []}"#.utf8)
        guard case .success(let document) = InputLoader.load(flat, file: "m.json"),
            document.rejectsUnhandledEvents, document.flatRuleCount == 0
        else {
            Issue.record("a flat file is not a flat machine")
            return
        }
        let nested = Array(#"{"initial": "a", "states": [{"id": "a"}]}"#.utf8)
        guard case .success(let chart) = InputLoader.load(nested, file: "m.json"), chart.flatRuleCount == nil else {
            Issue.record("a nested file is not a chart")
            return
        }
        #expect(InputLoader.isSCXML(Array("  <scxml/>".utf8), file: "m"))
        #expect(!InputLoader.isSCXML(Array("{".utf8), file: "m.json"))
        guard case .failure(.notLoaded) = InputLoader.load(Array("{".utf8), file: "m.json") else {
            Issue.record("malformed JSON is not reported by the flat loader")
            return
        }
        // A flat file is simulated as the chart it reads to.
        let result = ToolHarness.run(
            ["simulate", "m.json", "--events", "go"],
            files: ["m.json": Array(#"{"initial": "a", "events": [{"name": "go", "from": "a", "to": "b"}]}"#.utf8)])
        #expect(result.status == 0)
        #expect(result.standardOutput == "initial: [a]\n1. go: [b]\n  fired: rule 0 (go)\n")
    }

    @Test("Mistakes in a JSON chart are diagnostics with line and column")
    func diagnostics() {
        let text = """
            {"states": [{"id": "a", "paralel": true,
              "transitions": [{"event": "e", "cond": "x == 1", "target": "b"}]},
             {"id": "b", "history": [{"id": "h", "type": "wide"}]}],
             "events": [{"name": "e", "from": "*", "to": "a", "guard": "g"}]}
            """
        guard case .failure(let failure) = ChartJSONReader.read(Array(text.utf8), file: "c.json") else {
            Issue.record("the chart should not load")
            return
        }
        #expect(
            failure.diagnostics.map(\.description) == [
                "c.json:1:25: error: unknown field \"paralel\" in a state; did you mean \"parallel\"? allowed: id, "
                    + "initial, parallel, states, final, history, transitions, onEntry, onExit",
                "c.json:2:42: error: cond \"x == 1\" is not supported: expected In('state'), '!' or '(', found 'x' at "
                    + "character 1; conditions are In('id') with !, &&, || and parentheses",
                "c.json:3:46: error: history type 'wide' is not valid; allowed: shallow, deep",
                "c.json:4:35: error: \"from\": \"*\" is not supported in a chart file; put the transition in a state",
                "c.json:4:60: error: \"guard\" is not supported in a chart file; use a transition's \"cond\" (In('id')) "
                    + "or a delayed \"send\" action",
            ])
    }

    @Test("A keyword field takes one of its keywords; another string or a non-string is reported at it")
    func keywords() {
        let text = """
            {"states": [{"id": "a", "transitions": [
              {"event": "e", "type": "inner", "target": "b"},
              {"event": "f", "type": "internal", "actions": [{"send": "g", "target": "outside"}]}]},
             {"id": "b", "history": [{"id": "h", "type": 2}, {"id": "k", "type": "deep"}]}]}
            """
        guard case .failure(let failure) = ChartJSONReader.read(Array(text.utf8), file: "k.json") else {
            Issue.record("the chart should not load")
            return
        }
        #expect(
            failure.diagnostics.map(\.description) == [
                "k.json:2:26: error: transition type 'inner' is not valid; allowed: external, internal",
                "k.json:3:74: error: send target 'outside' is not valid; allowed: external, internal",
                "k.json:4:46: error: expected the history type as a non-empty string, found a number",
            ])
    }
}
