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
        // Only where each fired transition is written differs, and the index of a JSON chart's
        // top-level rule (`"events"`), which SCXML does not carry.
        let rules = fixture.hasSuffix(".json")
        #expect(written.status == original.status)
        #expect(written.standardError == original.standardError)
        #expect(
            ChartFixtures.withoutFiredPositions(written.standardOutput, rules: rules)
                == ChartFixtures.withoutFiredPositions(original.standardOutput, rules: rules))
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

    /// The flat machines among the examples and the fixtures (those that read as a flat
    /// machine, valid or not), by the name the tests give them.
    static let flatFiles: [String] = ToolHarness.repositoryFiles.filter { name, bytes in
        guard name.hasSuffix(".json"), case .success(let document) = ChartJSONReader.read(bytes, file: name) else {
            return false
        }
        return document.flatRuleCount != nil
    }.keys.sorted()

    @Test(
        "A flat machine written as SCXML simulates as the flat file does: guards allowed or denied, delays, a rejection",
        arguments: flatFiles)
    func flatMachineRoundTrip(file: String) throws {
        #expect(Self.flatFiles.count >= 10)
        let exported = ToolHarness.run(["graph", file, "--format", "scxml"])
        #expect(exported.status == 0, "\(exported.standardError)")
        let original = try #require(ToolHarness.repositoryFiles[file])
        let document = try ChartJSONReader.read(original, file: file).get()
        var names = Set<String>()
        var guards = Set<String>()
        for node in document.allNodes {
            for transition in node.transitions {
                names.formUnion(transition.shownEvents)
                guards.formUnion(transition.condition?.guardNames ?? [])
            }
        }
        let events = names.sorted()
        // Each event twice, time passing, then an event no rule takes: the run ends with a rejection
        // (or earlier, at the first event the machine rejects).
        let items = (events + ["+1s"] + events + ["+100s"] + events.reversed() + ["no-such-event"]).joined(
            separator: ",")
        let written = [file: Array(exported.standardOutput.utf8)]
        for deny in guards.isEmpty ? [nil] : [nil, guards.sorted().joined(separator: ",")] {
            let options = ["--events", items, "--json"] + (deny.map { ["--deny", $0] } ?? [])
            let direct = ToolHarness.run(["simulate", file] + options)
            let back = ToolHarness.run(["simulate", file] + options, files: written)
            // A machine that does not validate is not run: its diagnostics name JSON paths, the
            // SCXML's name XPaths (and the SCXML has left out the rules in error).
            guard !direct.standardOutput.contains("\"errors\"") else { continue }
            // Where each fired transition is written differs, and SCXML has no rule indices.
            #expect(back.status == direct.status, "\(file) --deny \(deny ?? "")")
            #expect(back.standardError == direct.standardError, "\(file) --deny \(deny ?? "")")
            #expect(
                ChartFixtures.withoutFiredPositions(back.standardOutput, rules: true)
                    == ChartFixtures.withoutFiredPositions(direct.standardOutput, rules: true),
                "\(file) --deny \(deny ?? "")")
        }
        // An event no rule takes, from the initial state: rejected, read back from SCXML or not.
        let rejected = ["simulate", file, "--events", "no-such-event", "--json"]
        let direct = ToolHarness.run(rejected)
        if !direct.standardOutput.contains("\"errors\"") {
            // Nothing fires before the rejection, so no position differs.
            #expect(ToolHarness.run(rejected, files: written) == direct, "\(file)")
            #expect(direct.status == 1, "\(file)")
            #expect(direct.standardOutput.contains("event 'no-such-event' is not allowed in configuration"), "\(file)")
        }
        // The written document is a fixed point.
        let again = ToolHarness.run(["graph", file, "--format", "scxml"], files: written)
        #expect(again.standardOutput == exported.standardOutput)
    }

    @Test("A flat machine's SCXML says what SCXML cannot: stagehand:unhandled, stagehand:events and stagehand:guard")
    func flatMachineAttributes() {
        let flat = #"""
            {"initial": "idle", "states": ["idle", "busy"], "events": [
              {"name": "load", "from": "idle", "to": "busy", "guard": "ready"},
              {"name": "timeout", "from": "busy", "to": "idle", "after": 2}]}
            """#
        let written = ToolHarness.run(["graph", "m.json", "--format", "scxml"], files: ["m.json": Array(flat.utf8)])
        #expect(
            written.standardOutput == """
                <?xml version="1.0" encoding="UTF-8"?>
                <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:stagehand="https://stagehand.dev/scxml" \
                version="1.0" datamodel="null" initial="idle" stagehand:unhandled="reject" stagehand:events="exact">
                  <state id="idle">
                    <transition event="load" stagehand:guard="ready" target="busy"/>
                  </state>
                  <state id="busy">
                    <onentry>
                      <send event="stagehand.after.1.timeout" delay="2s" id="stagehand.after.1"/>
                    </onentry>
                    <onexit>
                      <cancel sendid="stagehand.after.1"/>
                    </onexit>
                    <transition event="stagehand.after.1.timeout" target="idle"/>
                  </state>
                </scxml>

                """)
    }

    @Test("Stagehand attributes are read by their namespace, whatever the prefix; bad ones are diagnostics")
    func stagehandAttributesRead() throws {
        func scxml(_ root: String, _ transition: String) -> [UInt8] {
            Array(
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:sh="https://stagehand.dev/scxml" \
                xmlns:other="https://example.com/x" version="1.0" \(root)>
                  <state id="a"><transition event="go" target="b" \(transition)/></state>
                  <state id="b"/>
                </scxml>
                """.utf8)
        }
        let strict = try SCXMLReader.read(scxml("sh:unhandled=\"reject\"", "sh:guard=\"g\""), file: "c.scxml").get()
        #expect(strict.rejectsUnhandledEvents)
        #expect(strict.states[0].transitions[0].condition == .named("g"))
        let lenient = try SCXMLReader.read(
            scxml("sh:unhandled=\"ignore\" other:unhandled=\"x\"", "other:guard=\"g\" cond=\"In('a')\""),
            file: "c.scxml"
        ).get()
        #expect(!lenient.rejectsUnhandledEvents)
        #expect(lenient.states[0].transitions[0].condition == .inState("a"))
        let both = try SCXMLReader.read(scxml("", "sh:guard=\"g\" cond=\"In('a')\""), file: "c.scxml").get()
        #expect(both.states[0].transitions[0].condition == .all([.named("g"), .inState("a")]))
        guard
            case .failure(let bad) = SCXMLReader.read(
                scxml("sh:unhandled=\"strict\" sh:colour=\"red\"", "sh:guard=\"\""), file: "c.scxml")
        else {
            Issue.record("bad Stagehand attributes were accepted")
            return
        }
        #expect(
            bad.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "1:137 sh:unhandled 'strict' is not valid; allowed: reject, ignore (reject: an external event no "
                    + "transition takes is an error, as in a flat machine; ignore: it is discarded, as SCXML says)",
                "1:159 attribute 'sh:colour' of <scxml> is not a Stagehand attribute of <scxml> (namespace "
                    + "https://stagehand.dev/scxml); Stagehand attributes: unhandled on <scxml>, events on <scxml>, "
                    + "guard on <transition>",
                "2:51 sh:guard is empty; it names the guard a flat machine's rule has (\"guard\"), allowed unless "
                    + "simulate --deny names it",
            ])
    }

    @Test(
        "What SCXML cannot say is refused, at its place: ids that are not XML names, event names with other white space"
    )
    func unwritableCharts() {
        let flat = #"""
            {"initial": "closed", "events": [
              {"name": "open", "from": "closed", "to": "it's open"},
              {"name": "tab\tbed", "from": "it's open", "to": "closed"},
              {"name": "two  spaces", "from": "closed", "to": "closed"},
              {"name": "sign in", "from": "closed", "to": "closed"}]}
            """#
        let written = ToolHarness.run(["graph", "m.json", "--format", "scxml"], files: ["m.json": Array(flat.utf8)])
        #expect(written.status == 1)
        #expect(written.standardOutput.isEmpty)
        let errors = written.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 3, "\(written.standardError)")
        #expect(errors.contains { $0.contains("state 'it's open' cannot be written as SCXML") })
        #expect(errors.contains { $0.contains("event 'tab\\u{9}bed' cannot be written as SCXML") })
        #expect(errors.contains { $0.contains("event 'two  spaces' cannot be written as SCXML") })
        #expect(written.standardError.hasSuffix("m.json: 3 errors; the chart was not written\n"))
        // DEL and C1 controls are character references: such an id and event read back.
        let controls = #"{"initial": "a\u007F", "events": [{"name": "go\u009B", "from": "a\u007F", "to": "b"}]}"#
        let withControls = ToolHarness.run(
            ["graph", "m.json", "--format", "scxml"], files: ["m.json": Array(controls.utf8)])
        #expect(withControls.status == 0)
        #expect(withControls.standardOutput.contains(#"<state id="a&#127;">"#))
        let reread = try? SCXMLReader.read(Array(withControls.standardOutput.utf8), file: "m.scxml").get()
        #expect(reread?.states.map(\.id) == ["a\u{7F}", "b"])
        #expect(reread?.states.first?.transitions.first?.events == ["go\u{9B}"])
        // Single spaces are fine: `sign in` alone is written and reads back.
        let fine = #"{"initial": "a", "events": [{"name": "sign in", "from": "a", "to": "b"}]}"#
        #expect(
            ToolHarness.run(["graph", "m.json", "--format", "scxml"], files: ["m.json": Array(fine.utf8)]).status == 0)
    }

    @Test(
        "DEL and C1 controls in the core's export are character references, so they read back (found by the fuzz target)"
    )
    func controlsInTheCoreExportReadBack() throws {
        let text =
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" initial=\"c\"><state id=\"c\">"
            + "<transition event=\"x\u{7F}y\u{9B}z\" target=\"d\"/></state><state id=\"d\"/></scxml>"
        let document = try SCXMLReader.read(Array(text.utf8), file: "c.scxml").get()
        let (definition, _) = try document.makeStatechart(log: ChartLog())
        let exported = definition.scxml()
        #expect(exported.contains(#"event="x&#127;y&#155;z""#))
        let reread = try SCXMLReader.read(Array(exported.utf8), file: "export.scxml").get()
        #expect(reread.states[0].transitions[0].events == ["x\u{7F}y\u{9B}z"])
        let run = try ChartSimulation.run(reread, tokens: [.event("x\u{7F}y\u{9B}z")], deniedGuards: [])
        #expect(run.steps.map(\.configuration) == [["d"]])
    }
}
