import Testing

@testable import StagehandCLI

/// Every diagnostic of a chart names the place it concerns as the chart's notation does: a JSON
/// path for JSON, an XPath expression for SCXML.
@Suite struct ChartDiagnosticPathTests {
    private static func check(_ file: String, _ text: String) -> [String] {
        let result = ToolHarness.run(["check", "--json", file], files: [file: Array(text.utf8)])
        return result.standardOutput.split(separator: "\n").filter { $0.contains("\"path\"") }.map {
            String($0.trimmingPrefix(while: \.isWhitespace))
        }
    }

    @Test("JSON charts: states, transitions, flat rules, history defaults and the root, each at its field")
    func jsonPaths() {
        let chart = """
            {"initial": "nowhere",
             "states": [
               "idle",
               {"id": "busy", "initial": "missing", "states": ["a", "b"],
                "history": [{"id": "h", "default": "gone"}],
                "transitions": [{"event": "ok", "target": "idle"}, {"event": "x", "target": "lost"}]},
               {"id": "busy", "states": ["c"]}],
             "events": [{"name": "go", "from": "idle", "to": "away"}]}
            """
        #expect(
            Self.check("c.json", chart) == [
                #""path": "$.initial","#,
                #""path": "$.states[1].initial","#,
                #""path": "$.states[1].history[0].default","#,
                #""path": "$.states[1].transitions[1].target","#,
                #""path": "$.states[2]","#,
                #""path": "$.events[0].to","#,
            ])
    }

    @Test("SCXML: XPath with each state's id, transitions counted from 1, attributes as @name")
    func scxmlPaths() {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="p">
              <state id="p">
                <state id="q">
                  <transition event="a" target="q"/>
                  <transition event="b" target="r"/>
                </state>
                <state>
                  <initial><transition target="zz"/></initial>
                  <state id="s"/>
                </state>
              </state>
            </scxml>
            """
        let paths = Self.check("c.scxml", chart)
        #expect(paths.contains(#""path": "/scxml/state[@id='p']/state[@id='q']/transition[2]/@target","#))
        #expect(paths.contains(#""path": "/scxml/state[@id='p']/state/initial/transition[1]/@target","#))
    }

    @Test("Naming the places of diagnostics in a 50,000-state chart is one walk")
    func fiftyThousandStates() {
        var states: [String] = []
        for index in 0..<50_000 {
            states.append(#"{"id": "s\#(index)", "transitions": [{"event": "e", "target": "t\#(index)"}]}"#)
        }
        let chart = #"{"initial": "s0", "states": [\#(states.joined(separator: ","))]}"#
        let paths = Self.check("big.json", chart)
        #expect(paths.count == 100)
        #expect(paths.first == #""path": "$.states[0].transitions[0].target","#)
        #expect(paths.last == #""path": "$.states[99].transitions[0].target","#)
    }
}
