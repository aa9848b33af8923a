import Testing

@testable import StagehandCLI

/// `graph --format scxml` writes any chart, from SCXML or JSON, as SCXML that reads back to the
/// same chart: `simulate --json` of the written document is the original's, byte for byte.
@Suite("Charts written as SCXML")
struct ChartSCXMLExportTests {
    /// The chart fixtures that load and validate.
    static let charts = ChartFixtures.files.keys.filter { !$0.contains("malformed") && !$0.contains("unsupported") }
        .sorted()

    /// Every event a chart's transitions name (wildcards left out), sorted.
    static func events(_ document: ChartDocument) -> [String] {
        var names = Set<String>()
        for node in document.allNodes {
            for transition in node.transitions {
                for event in transition.events where !event.contains("*") {
                    names.insert(event.hasSuffix(".") ? String(event.dropLast()) : event)
                }
            }
        }
        return names.sorted()
    }

    @Test("graph --format scxml reads back to the same simulate --json output", arguments: charts)
    func roundTrip(fixture: String) throws {
        let files = ChartFixtures.files
        let exported = ToolHarness.run(["graph", fixture, "--format", "scxml"], files: files)
        #expect(exported.status == 0)
        #expect(exported.standardError == "")
        let bytes = try #require(files[fixture])
        let read: ChartSourceLoader.ReadFile = { path in
            files[path].map { .success($0) } ?? .failure(FileAccessError(reason: "no such file"))
        }
        guard case .success(let document) = InputLoader.load(bytes, file: fixture, readFile: read) else {
            Issue.record("\(fixture) does not load")
            return
        }
        let names = Self.events(document)
        #expect(!names.isEmpty)
        let items = (names + ["+1s"] + names + ["+100s"] + names.reversed()).joined(separator: ",")
        // The written document under the original's name, so the two documents differ in nothing else.
        let original = ToolHarness.run(["simulate", fixture, "--events", items, "--json"], files: files)
        let written = ToolHarness.run(
            ["simulate", fixture, "--events", items, "--json"],
            files: files.merging([fixture: Array(exported.standardOutput.utf8)]) { $1 })
        #expect(written == original)
        // And the written document is a fixed point.
        let again = ToolHarness.run(
            ["graph", fixture, "--format", "scxml"],
            files: files.merging([fixture: Array(exported.standardOutput.utf8)]) { $1 })
        #expect(again == exported)
    }

    @Test("The SCXML written for a JSON chart: ids, initial, history, conditions, actions")
    func writtenText() {
        let json = #"""
            {"initial": "a", "states": [
              {"id": "a", "initial": "a1", "states": ["a1", "a2"],
               "history": [{"id": "h", "type": "deep", "default": "a2"}],
               "onEntry": [{"send": "tick", "delay": "100ms", "id": "t"}, {"log": "in <a> & \"b\"", "label": "l"}],
               "transitions": [{"event": "go", "target": "b", "cond": "In('a1') && !In('b')", "type": "internal",
                                "actions": [{"raise": "r"}, {"cancel": "t"}]}]},
              "b"]}
            """#
        let result = ToolHarness.run(["graph", "c.json", "--format", "scxml"], files: ["c.json": Array(json.utf8)])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                <?xml version="1.0" encoding="UTF-8"?>
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null" initial="a">
                  <state id="a" initial="a1">
                    <onentry>
                      <send event="tick" delay="100ms" id="t"/>
                      <log label="l" expr="'in &lt;a&gt; &amp; &quot;b&quot;'"/>
                    </onentry>
                    <state id="a1"/>
                    <state id="a2"/>
                    <history id="h" type="deep">
                      <transition target="a2"/>
                    </history>
                    <transition event="go" cond="In('a1') &amp;&amp; !In('b')" target="b" type="internal">
                      <raise event="r"/>
                      <cancel sendid="t"/>
                    </transition>
                  </state>
                  <state id="b"/>
                </scxml>

                """)
    }

    @Test("A flat machine is written as SCXML that simulates as the flat file does")
    func flatMachineRoundTrip() throws {
        let flat = #"""
            {"initial": "idle", "states": ["idle", "busy", "done"], "final": ["done"], "events": [
              {"name": "start", "from": "idle", "to": "busy"},
              {"name": "poke", "from": "busy", "to": "busy", "internal": true},
              {"name": "timeout", "from": "busy", "to": "idle", "after": 2},
              {"name": "finish", "from": "*", "to": "done"}]}
            """#
        let files = ["flat.json": Array(flat.utf8)]
        for (file, events) in [
            ("Examples/traffic-colors.json", "next,next,next,cancel"),
            ("flat.json", "start,poke,+1s,poke,timeout,start,+1500ms,finish"),
        ] {
            let written = ToolHarness.run(["graph", file, "--format", "scxml"], files: files)
            #expect(written.status == 0, "\(file)")
            let scxml = Array(written.standardOutput.utf8)
            let direct = ToolHarness.run(["simulate", file, "--json", "--events", events], files: files)
            let back = ToolHarness.run(
                ["simulate", "back.scxml", "--json", "--events", events], files: ["back.scxml": scxml])
            #expect(direct.status == 0, "\(file)")
            #expect(
                back.standardOutput == direct.standardOutput.replacingOccurrences(of: file, with: "back.scxml"),
                "\(file)")
        }
        let guarded = ToolHarness.run(["graph", "Examples/content-loading.json", "--format", "scxml"])
        #expect(guarded.status == 2)
        #expect(
            guarded.standardError.hasPrefix(
                "Error: '--format scxml' cannot write the named guard 'hasItems' of Examples/content-loading.json"))
    }
}
