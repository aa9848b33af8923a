import Testing

@testable import StagehandCLI

/// `stagehand simulate -` (and `check`, `graph`, `paths`) read a chart from standard input: with
/// no file name extension to go by, the first character tells the format (`<` SCXML, `{` JSON),
/// and diagnostics name `<stdin>`.
@Suite("Charts from standard input")
struct ChartStandardInputTests {
    static let scxml = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null" initial="a">
          <state id="a"><transition event="go" target="b"/></state>
          <state id="b"><transition event="back" target="a"/></state>
        </scxml>

        """

    static let json =
        #"{"initial": "a", "states": [{"id": "a", "states": ["a1", "a2"], "#
        + #""transitions": [{"event": "go", "target": "b"}]}, "b"]}"#

    @Test("simulate - --json runs an SCXML chart read from standard input")
    func simulateSCXML() {
        let result = ToolHarness.run(["simulate", "-", "--events", "go,back,nothing", "--json"], stdin: Self.scxml)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                {
                  "schemaVersion": 2,
                  "command": "simulate",
                  "file": "<stdin>",
                  "initialConfiguration": ["a"],
                  "initialInvocations": [],
                  "initialFired": [],
                  "steps": [
                    {
                      "event": "go",
                      "configuration": ["b"],
                      "invocations": [],
                      "fired": [
                        {
                          "source": "a",
                          "event": "go",
                          "targets": ["b"],
                          "rule": null,
                          "guard": null,
                          "after": null,
                          "internal": false,
                          "path": "/scxml/state[@id='a']/transition[1]",
                          "line": 2,
                          "column": 17
                        }
                      ]
                    },
                    {
                      "event": "back",
                      "configuration": ["a"],
                      "invocations": [],
                      "fired": [
                        {
                          "source": "b",
                          "event": "back",
                          "targets": ["a"],
                          "rule": null,
                          "guard": null,
                          "after": null,
                          "internal": false,
                          "path": "/scxml/state[@id='b']/transition[1]",
                          "line": 3,
                          "column": 17
                        }
                      ]
                    },
                    {
                      "event": "nothing",
                      "configuration": ["a"],
                      "invocations": [],
                      "fired": []
                    }
                  ],
                  "finished": false,
                  "log": [],
                  "error": null
                }

                """)
    }

    @Test("simulate - runs a JSON chart read from standard input, told from a flat machine by its content")
    func simulateJSON() {
        let result = ToolHarness.run(["simulate", "-", "--events", "go"], stdin: Self.json)
        let expected = ToolHarness.run(
            ["simulate", "chart.json", "--events", "go"], files: ["chart.json": Array(Self.json.utf8)])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == expected.standardOutput)
        #expect(result.standardOutput.contains("b"))
    }

    @Test("simulate - needs --events: standard input holds the chart")
    func simulateNeedsEvents() {
        let result = ToolHarness.run(["simulate", "-"], stdin: Self.scxml)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "Error: The machine or chart is read from standard input, so give the events with '--events'.\n"))
    }

    @Test("a chart from standard input that cannot be read is reported at <stdin>:line:column")
    func diagnosticsNameStandardInput() {
        let broken =
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\">\n  <state id=\"a\"><script/></state>\n</scxml>\n"
        let simulated = ToolHarness.run(["simulate", "-", "--events", "go"], stdin: broken)
        #expect(simulated.status == 2)
        #expect(simulated.standardError.hasPrefix("<stdin>:2:17: error: <script>"), "\(simulated.standardError)")
        let checked = ToolHarness.run(["check", "-"], stdin: broken)
        #expect(checked.status == 2)
        #expect(checked.standardError.hasPrefix("<stdin>:2:17: error: <script>"), "\(checked.standardError)")
        let invalid = ToolHarness.run(
            ["simulate", "-", "--events", "go"],
            stdin: #"{"states": [{"id": "a", "states": ["x"], "transitions": [{"event": "go", "target": "nowhere"}]}]}"#
        )
        #expect(invalid.status == 1)
        #expect(invalid.standardError.hasPrefix("<stdin>:1:"), "\(invalid.standardError)")
        #expect(invalid.standardError.contains("'nowhere'"))
    }

    @Test("check, graph and paths read a chart from standard input")
    func otherCommands() {
        let checked = ToolHarness.run(["check", "-"], stdin: Self.scxml)
        #expect(
            checked
                == CommandResult(
                    status: 0, standardOutput: "<stdin>: no problems (2 states, 2 transitions)\n", standardError: ""))
        let graph = ToolHarness.run(["graph", "-"], stdin: Self.scxml)
        let graphFromFile = ToolHarness.run(["graph", "c.scxml"], files: ["c.scxml": Array(Self.scxml.utf8)])
        #expect(graph.status == 0)
        #expect(graph.standardOutput == graphFromFile.standardOutput)
        let paths = ToolHarness.run(["paths", "-"], stdin: Self.scxml)
        let pathsFromFile = ToolHarness.run(["paths", "c.scxml"], files: ["c.scxml": Array(Self.scxml.utf8)])
        #expect(paths.status == 0)
        #expect(
            paths.standardOutput == pathsFromFile.standardOutput.replacingOccurrences(of: "c.scxml", with: "<stdin>"))
    }

    @Test("a flat machine on standard input is simulated as a chart")
    func flatMachineFromStandardInput() {
        let machine = #"{"initial": "a", "events": [{"name": "go", "from": "a", "to": "b"}]}"#
        let result = ToolHarness.run(["simulate", "-", "--events", "go"], stdin: machine)
        #expect(
            result
                == CommandResult(
                    status: 0, standardOutput: "initial: [a]\n1. go: [b]\n  fired: rule 0 (go)\n", standardError: ""))
    }
}

/// Chart files nested deeper than the command reads are refused at the element or value that
/// goes too deep, naming the limit (``ChartLimits``); at the limit they are read.
@Suite("Chart nesting limits")
struct ChartNestingLimitTests {
    /// `<scxml>` holding `states` nested states, one per line.
    static func scxml(states: Int) -> [UInt8] {
        var text = "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\">\n"
        for index in 0..<states { text += "<state id=\"s\(index)\">\n" }
        text += String(repeating: "</state>\n", count: states) + "</scxml>\n"
        return Array(text.utf8)
    }

    /// A JSON chart with `states` nested state objects (each with a `"states"` array), the
    /// innermost holding the atomic state `leaf`.
    static func json(states: Int) -> [UInt8] {
        var text = "\"leaf\""
        for index in stride(from: states - 1, through: 0, by: -1) {
            text = "{\"id\":\"s\(index)\",\"states\":[" + text + "]}"
        }
        return Array(("{\"states\":[" + text + "]}\n").utf8)
    }

    @Test("SCXML: 516 nested elements are read, 517 are refused at the 517th")
    func scxmlAtTheLimit() {
        let limit = ChartLimits.maximumSCXMLNesting
        #expect(limit == 516)
        let atLimit = ToolHarness.run(["check", "deep.scxml"], files: ["deep.scxml": Self.scxml(states: limit - 1)])
        #expect(
            atLimit
                == CommandResult(
                    status: 0, standardOutput: "deep.scxml: no problems (\(limit - 1) states, 0 transitions)\n",
                    standardError: ""))
        let over = ToolHarness.run(["check", "deep.scxml"], files: ["deep.scxml": Self.scxml(states: limit)])
        #expect(over.status == 2)
        #expect(
            over.standardError
                == "deep.scxml:\(limit + 1):1: error: <state> is nested 517 elements deep; the limit is 516 nested "
                + "elements (<scxml> and 515 levels of states and their content)\n")
    }

    @Test("SCXML nested 50,000 deep through simulate: one diagnostic, exit status 2")
    func scxmlFiftyThousandDeep() {
        let result = ToolHarness.run(
            ["simulate", "deep.scxml", "--events", "go"], files: ["deep.scxml": Self.scxml(states: 50_000)])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "deep.scxml:517:1: error: <state> is nested 517 elements deep; the limit is 516 nested "
                + "elements (<scxml> and 515 levels of states and their content)\n")
    }

    @Test("JSON: 255 nested states (512 arrays and objects) are read, 256 are refused at the 513th")
    func jsonAtTheLimit() {
        #expect(ChartLimits.maximumJSONNesting == 512)
        let atLimit = ToolHarness.run(["check", "deep.json"], files: ["deep.json": Self.json(states: 255)])
        #expect(
            atLimit
                == CommandResult(
                    status: 0, standardOutput: "deep.json: no problems (256 states, 0 transitions)\n", standardError: ""
                ))
        let over = ToolHarness.run(["check", "deep.json"], files: ["deep.json": Self.json(states: 256)])
        #expect(over.status == 2)
        // The column of the 513th `{` or `[`.
        var opened = 0
        let bytes = Self.json(states: 256)
        let column =
            1
            + (bytes.firstIndex { byte in
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { opened += 1 }
                return opened == 513
            } ?? 0)
        #expect(
            over.standardError
                == "deep.json:1:\(column): error: arrays and objects are nested more than 512 levels deep\n",
            "\(over.standardError)")
    }

    @Test("JSON nested 50,000 deep from standard input: one diagnostic at <stdin>, exit status 2")
    func jsonFiftyThousandDeep() {
        let text = String(decoding: Self.json(states: 50_000), as: UTF8.self)
        let result = ToolHarness.run(["simulate", "-", "--events", "go"], stdin: text)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("<stdin>:1:"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix(": error: arrays and objects are nested more than 512 levels deep\n"))
    }
}
