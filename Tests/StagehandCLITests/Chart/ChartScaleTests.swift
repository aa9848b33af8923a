import Testing

@testable import StagehandCLI

/// Chart files at the sizes users could hand the command: 50,000 states, 50,000 problems, 50,000
/// levels of nesting — each read in one pass, refused with a bounded report, never a crash.
@Suite("Chart files at scale")
struct ChartScaleTests {
    @Test("50,000 sibling states on one line: read, validated and simulated")
    func wideChart() throws {
        let count = 50_000
        var text = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" initial="s0"><state id="top">"#
        var lastColumn = 0
        for index in 0..<count {
            lastColumn = text.utf8.count + 1
            text += #"<state id="s\#(index)"><transition event="next" target="s\#((index + 1) % count)"/></state>"#
        }
        text += "</state></scxml>"
        guard case .success(let document) = SCXMLReader.read(Array(text.utf8), file: "wide.scxml") else {
            Issue.record("the chart should read")
            return
        }
        #expect(document.states.first?.children.count == count)
        #expect(document.states.first?.children.last?.location == ChartLocation(line: 1, column: lastColumn))
        let outcome = try ChartSimulation.run(document, tokens: [.event("next"), .event("next")])
        #expect(outcome.initialConfiguration == ["s0"])
        #expect(outcome.steps.map(\.configuration) == [["s1"], ["s2"]])
    }

    /// A compound state of 50,000 children, each with one transition: `check` and `graph` read
    /// it in one pass (the reader appends each child in place) and write output of its size.
    @Test("50,000 children of one compound state through check and graph")
    func wideCompoundThroughCommands() {
        let count = 50_000
        var text = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" initial="top"><state id="top" initial="s0">"#
        for index in 0..<count {
            text += #"<state id="s\#(index)"><transition event="next" target="s\#((index + 1) % count)"/></state>"#
        }
        text += "</state></scxml>"
        let files = ["wide.scxml": Array(text.utf8)]
        let check = ToolHarness.run(["check", "wide.scxml"], files: files)
        #expect(
            check
                == CommandResult(
                    status: 0, standardOutput: "wide.scxml: no problems (50001 states, 50000 transitions)\n",
                    standardError: ""))
        let dot = ToolHarness.run(["graph", "wide.scxml"], files: files)
        #expect(dot.status == 0)
        let lines = dot.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        // The graph's 4 header lines, the initial arrow (2), the cluster's opening (3), its anchor
        // and initial marker (3), one line per child, the cluster's end, one line per transition,
        // the graph's end and the empty piece after the last newline.
        #expect(lines.count == 4 + 2 + 3 + 3 + count + 1 + count + 1 + 1)
        #expect(lines.contains("    \"s49999\";"))
        #expect(lines.contains("  \"s49999\" -> \"s0\" [label=\"next\"];"))
        let mermaid = ToolHarness.run(["graph", "--format", "mermaid", "wide.scxml"], files: files)
        #expect(mermaid.status == 0)
        #expect(mermaid.standardOutput.utf8.count(where: { $0 == UInt8(ascii: "\n") }) == 2 * count + 5)
    }

    @Test("50,000 unsupported elements: the first 1,000 reported and the rest counted")
    func manyProblems() {
        let text =
            #"<scxml xmlns="http://www.w3.org/2005/07/scxml"><state id="a">"#
            + String(repeating: "<script/>\n", count: 50_000) + "</state></scxml>"
        guard case .failure(let failure) = SCXMLReader.read(Array(text.utf8), file: "many.scxml") else {
            Issue.record("the chart should be refused")
            return
        }
        #expect(failure.diagnostics.count == 1001)
        #expect(failure.diagnostics[999].location == ChartLocation(line: 1000, column: 1))
        #expect(failure.diagnostics.last?.message == "49000 more problem(s) were found and not listed")
    }

    @Test("50,000 levels of nesting: a diagnostic, not a stack overflow")
    func deepNesting() {
        let depth = 50_000
        var text = #"<scxml xmlns="http://www.w3.org/2005/07/scxml">"#
        for index in 0..<depth { text += #"<state id="s\#(index)">"# }
        text += String(repeating: "</state>", count: depth) + "</scxml>"
        guard case .failure(let failure) = SCXMLReader.read(Array(text.utf8), file: "deep.scxml") else {
            Issue.record("the chart should be refused")
            return
        }
        #expect(failure.diagnostics.count == 1)
        #expect(
            failure.diagnostics.first?.message
                == "<state> is nested 517 elements deep; the limit is 516 nested elements (<scxml> and 515 levels of "
                + "states and their content)")
    }
}
