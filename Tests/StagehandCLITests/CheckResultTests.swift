import Foundation
import Testing

@testable import StagehandCLI

/// `check` reports flat machines and charts alike: one diagnostic type, one text renderer, one
/// `--json` item schema (version 2), and "did you mean" for unknown targets in charts too.
@Suite("One check report for every format")
struct CheckResultTests {
    static let chart = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml">
          <state id="waiting"><transition event="go" target="wating"/></state>
        </scxml>
        """

    @Test("An unknown target in a chart gets a did-you-mean hint")
    func didYouMeanInCharts() {
        let result = ToolHarness.run(["check", "t.scxml"], files: ["t.scxml": Array(Self.chart.utf8)])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.split(separator: "\n").map(String.init) == [
                "t.scxml:2:46: error: /scxml/state[@id='waiting']/transition[1]/@target: state 'waiting': a transition target names 'wating', which is not declared; "
                    + "declare it as a state [unknownTarget]",
                "  hint: did you mean 'waiting'? Otherwise declare a state 'wating'",
                "t.scxml: 1 error, 0 warnings (1 state, 1 transition)",
            ])
    }

    @Test("check --json items have the same members, in the same order, for a flat machine and a chart")
    func oneItemSchema() throws {
        let chart = ToolHarness.run(["check", "--json", "t.scxml"], files: ["t.scxml": Array(Self.chart.utf8)])
        let flat = ToolHarness.run(["check", "--json", "Fixtures/unknown-states.json"])
        func items(_ output: String) throws -> [[(String, JSONValue.Kind)]] {
            guard case .object(let members) = try JSONParser.parse(Array(output.utf8)).kind,
                case .array(let diagnostics)? = members.first(where: { $0.key == "diagnostics" })?.value.kind
            else { return [] }
            return diagnostics.map { item in
                guard case .object(let fields) = item.kind else { return [] }
                return fields.map { ($0.key, $0.value.kind) }
            }
        }
        let keys = ["kind", "severity", "path", "line", "column", "message", "hint"]
        let chartItems = try items(chart.standardOutput)
        #expect(chartItems.count == 1)
        #expect(chartItems.first?.map(\.0) == keys)
        #expect(chartItems.first?.first?.1 == .string("unknownTarget"))
        #expect(chartItems.first?.last?.1 == .string("did you mean 'waiting'? Otherwise declare a state 'wating'"))
        let flatItems = try items(flat.standardOutput)
        #expect(!flatItems.isEmpty)
        #expect(flatItems.allSatisfy { $0.map(\.0) == keys })
        #expect(chart.standardOutput.hasPrefix("{\n  \"schemaVersion\": 2,\n  \"command\": \"check\","))
    }
}
