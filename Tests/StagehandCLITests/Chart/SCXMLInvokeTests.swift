import Foundation
import Stagehand
import Testing

@testable import StagehandCLI

/// SCXML `<invoke>` of child charts: inline `<content>` and `src` files, `autoforward`,
/// `<finalize>`, sends between parent and child, `done.invoke.<id>`, cancellation, recursion,
/// the diagnostics of what stays unsupported, and `graph` drawing and writing them back.
@Suite("SCXML invoke")
struct SCXMLInvokeTests {
    static let parent = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
          <state id="idle">
            <transition event="go" target="working"/>
          </state>
          <state id="working">
            <invoke id="job" type="scxml" autoforward="true">
              <finalize><log label="finalize" expr="'from child'"/></finalize>
              <content>
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="c1">
                  <state id="c1">
                    <onentry><send target="#_parent" event="child.ready"/></onentry>
                    <transition event="next" target="c2"/>
                  </state>
                  <state id="c2">
                    <onentry><send event="tick" delay="1s"/></onentry>
                    <transition event="tick"><send target="#_parent" event="child.tick"/></transition>
                    <transition event="finish" target="cdone"/>
                  </state>
                  <final id="cdone"/>
                </scxml>
              </content>
            </invoke>
            <transition event="child.ready"><log label="parent" expr="'child ready'"/></transition>
            <transition event="child.tick"><log label="parent" expr="'tick'"/></transition>
            <transition event="poke"><send target="#_job" event="finish"/></transition>
            <transition event="done.invoke.job" target="finished"/>
            <transition event="cancel" target="idle"/>
          </state>
          <final id="finished"/>
        </scxml>
        """

    private struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var object: [String: Any]

        /// Each step's child charts, as `id: [configuration]` strings, nested ones after `/`.
        var invocations: [[String]] {
            (object["steps"] as? [[String: Any]] ?? []).map { Self.describe($0["invocations"]) }
        }

        var configurations: [[String]] {
            (object["steps"] as? [[String: Any]] ?? []).map { $0["configuration"] as? [String] ?? [] }
        }

        var log: [String] { (object["log"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }

        static func describe(_ value: Any?, prefix: String = "") -> [String] {
            (value as? [[String: Any]] ?? []).flatMap { chart -> [String] in
                let id = prefix + (chart["id"] as? String ?? "?")
                let configuration = (chart["configuration"] as? [String] ?? []).joined(separator: ",")
                return ["\(id): [\(configuration)]"] + describe(chart["invocations"], prefix: id + "/")
            }
        }
    }

    private static func simulate(_ files: [String: String], _ file: String, _ events: String) -> Run {
        let result = ToolHarness.run(
            ["simulate", file, "--events", events, "--json"], files: files.mapValues { Array($0.utf8) })
        let object =
            (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) as? [String: Any] ?? [:]
        return Run(
            status: result.status, standardOutput: result.standardOutput, standardError: result.standardError,
            object: object)
    }

    private static func errors(_ files: [String: String], _ file: String) -> [String] {
        let result = ToolHarness.run(["check", file], files: files.mapValues { Array($0.utf8) })
        return (result.standardOutput + result.standardError).split(separator: "\n").map(String.init)
    }

    @Test("The child runs through the core: parent and child send to each other, finalize runs first, done.invoke")
    func inlineChild() {
        let run = Self.simulate(["p.scxml": Self.parent], "p.scxml", "go,next,+1s,poke")
        #expect(run.status == 0)
        #expect(run.configurations == [["working"], ["working"], ["working"], ["finished"]])
        #expect(run.invocations == [["job: [c1]"], ["job: [c2]"], ["job: [c2]"], []])
        #expect(
            run.log == [
                "finalize: from child", "parent: child ready", "finalize: from child", "parent: tick",
                "finalize: from child",
            ])
        #expect(run.object["finished"] as? Bool == true)
        #expect(run.object["initialInvocations"] as? [Any] != nil)
    }

    @Test("Text output lists the running child charts under each step")
    func textOutput() {
        let result = ToolHarness.run(
            ["simulate", "p.scxml", "--events", "go,cancel"], files: ["p.scxml": Array(Self.parent.utf8)])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                initial: [idle]
                log: finalize: from child
                log: parent: child ready
                1. go: [working]
                  fired: idle --go--> working (3:5); working --child.ready--> (no target) (23:5)
                  invoked job: [c1]
                2. cancel: [idle]
                  fired: working --cancel--> idle (27:5)

                """)
    }

    @Test("Leaving the invoking state cancels the child: its pending timer never reaches the parent")
    func cancellation() {
        let run = Self.simulate(["p.scxml": Self.parent], "p.scxml", "go,next,cancel,+2s")
        #expect(run.status == 0)
        #expect(run.configurations == [["working"], ["working"], ["idle"], ["idle"]])
        #expect(run.invocations == [["job: [c1]"], ["job: [c2]"], [], []])
        #expect(run.log == ["finalize: from child", "parent: child ready"])
    }

    @Test("Without autoforward the parent's events do not reach the child")
    func noAutoforward() {
        let chart = Self.parent.replacingOccurrences(of: " autoforward=\"true\"", with: "")
        let run = Self.simulate(["p.scxml": chart], "p.scxml", "go,next")
        #expect(run.invocations == [["job: [c1]"], ["job: [c1]"]])
    }

    @Test("src names a file relative to the document; a child of the child is reported nested")
    func sourceFile() {
        let files = [
            "charts/p.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s"><invoke id="a" src="sub/a.scxml"/><transition event="done.invoke.a" target="end"/></state>
              <final id="end"/>
            </scxml>
            """,
            "charts/sub/a.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="a1"><invoke id="b" src="../b.scxml"/><transition event="stop" target="a2"/></state>
              <final id="a2"/>
            </scxml>
            """,
            "charts/b.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><state id="b1"/></scxml>
            """,
        ]
        let run = Self.simulate(files, "charts/p.scxml", "nothing")
        #expect(run.status == 0)
        #expect(Run.describe(run.object["initialInvocations"]) == ["a: [a1]", "a/b: [b1]"])
        // done.invoke.a needs the child to end: without autoforward, `stop` stays in the parent.
        #expect(run.configurations == [["s"]])
    }

    @Test("A src that is missing, absolute, a URI or outside the document's directory is an error at src")
    func sourceDiagnostics() {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s">
                <invoke id="w" src="nope.scxml"/>
                <invoke id="x" src="../up.scxml"/>
                <invoke id="y" src="/etc/passwd"/>
                <invoke id="z" src="file:///etc/passwd"/>
              </state>
            </scxml>
            """
        #expect(
            Self.errors(["d/p.scxml": chart, "up.scxml": "<scxml/>"], "d/p.scxml") == [
                "d/p.scxml:3:20: error: src 'nope.scxml' of invoke 'w' cannot be read (d/nope.scxml): no such file",
                "d/p.scxml:4:20: error: src '../up.scxml' of invoke 'x' leads outside 'd', the directory of "
                    + "d/p.scxml; src may name files in it and below it only",
                "d/p.scxml:5:20: error: src '/etc/passwd' of invoke 'y' is an absolute path; src is a path relative "
                    + "to the document that names it",
                "d/p.scxml:6:20: error: src 'file:///etc/passwd' of invoke 'z' holds ':'; src is a relative file "
                    + "path, not a URI",
                "d/p.scxml: 4 errors; the chart was not loaded",
            ])
    }

    @Test("A src file is read under the document's rules: a DOCTYPE in it is refused at its own position")
    func sourceHostile() {
        let files = [
            "p.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><state id="s"><invoke src="c.scxml"/></state></scxml>
            """,
            "c.scxml": "<!DOCTYPE scxml [<!ENTITY x \"y\">]>\n<scxml/>",
        ]
        #expect(
            Self.errors(files, "p.scxml") == [
                "c.scxml:1:1: error: <!DOCTYPE> is not supported; an SCXML document is the <scxml> element without a "
                    + "document type declaration (no DTD, no entities, no external files are read)"
            ])
    }

    @Test("What needs a data model, other types and malformed invocations are errors at their positions")
    func unsupported() {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s">
                <invoke type="http://example.com/rest" id="a"/>
                <invoke namelist="x" idlocation="y" src="c.scxml"/>
                <invoke typeexpr="'scxml'" srcexpr="'c.scxml'"/>
                <invoke src="c.scxml"><param name="p" expr="1"/></invoke>
                <invoke autoforward="yes" src="c.scxml"/>
                <invoke id="two" src="c.scxml"><content><scxml/></content></invoke>
                <invoke id="none"/>
                <transition event="e"><send target="#_a" event="q" delay="1s"/></transition>
              </state>
            </scxml>
            """
        #expect(
            Self.errors(["p.scxml": chart], "p.scxml") == [
                "p.scxml:3:13: error: invoke type 'http://example.com/rest' is not supported; supported: "
                    + "http://www.w3.org/TR/scxml/ (the default) or scxml, a child SCXML chart",
                "p.scxml:4:13: error: attribute 'namelist' of <invoke> is not supported (passing data needs a data "
                    + "model); supported: type, src, id, autoforward",
                "p.scxml:4:26: error: attribute 'idlocation' of <invoke> is not supported (locations need a data "
                    + "model); supported: type, src, id, autoforward",
                "p.scxml:5:13: error: attribute 'typeexpr' of <invoke> is not supported (expressions need a data "
                    + "model); supported: type, src, id, autoforward",
                "p.scxml:5:32: error: attribute 'srcexpr' of <invoke> is not supported (expressions need a data "
                    + "model); supported: type, src, id, autoforward",
                "p.scxml:6:27: error: <param> is not supported (events carry no data in the null data model); "
                    + "supported inside <invoke>: <content>, <finalize>",
                "p.scxml:7:13: error: autoforward 'yes' is not valid; SCXML allows true, false",
                "p.scxml:8:5: error: <invoke> has more than one of src, <content> and a placeholder type; SCXML "
                    + "allows one of src and <content>",
                "p.scxml:9:5: error: <invoke> names no child chart; give it inline <content> holding an <scxml> "
                    + "document, or src",
                "p.scxml:10:56: error: a delay with target #_a is not supported (sends to other charts are at "
                    + "once); remove one",
                "p.scxml: 10 errors; the chart was not loaded",
            ])
    }

    @Test("A send to #_<id> naming no invoke of its document is an error at the send")
    func unknownInvocationTarget() {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s">
                <invoke id="job"><content><scxml><state id="c"/></scxml></content></invoke>
                <transition event="e"><send target="#_jbo" event="q"/></transition>
              </state>
            </scxml>
            """
        #expect(
            Self.errors(["p.scxml": chart], "p.scxml") == [
                "p.scxml:4:27: error: send target '#_jbo' names no <invoke id=\"jbo\"> of this document; its "
                    + "invocations are #_job",
                "p.scxml: 1 error, 0 warnings (1 state, 1 transition)",
            ])
    }

    static let recursive = [
        "a.scxml": """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
          <state id="s"><invoke id="b" src="b.scxml"/></state>
        </scxml>
        """,
        "b.scxml": """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
          <state id="t"><invoke id="a" src="a.scxml"/></state>
        </scxml>
        """,
    ]

    @Test("Charts that invoke each other: check warns at the src closing the cycle; simulate stops at depth 16")
    func recursion() {
        #expect(
            Self.errors(Self.recursive, "a.scxml") == [
                "b.scxml:2:32: warning: invoke 'a': src 'a.scxml' invokes a chart that is already invoking it "
                    + "(a.scxml -> b.scxml -> a.scxml); a run stops at 16 nested child charts with an error "
                    + "[recursiveInvocation]",
                "a.scxml: 0 errors, 1 warning (1 state, 0 transitions)",
            ])
        let run = Self.simulate(Self.recursive, "a.scxml", "x")
        #expect(run.status == 1)
        #expect(
            run.object["error"] as? String
                == "child chart 'b' would nest deeper than 16 charts (charts that invoke each other recursively?); "
                + "it was not started; raise RunLimits.invocationDepth if intended")
        var depth = 0
        var level = run.object["initialInvocations"] as? [[String: Any]] ?? []
        while let first = level.first {
            depth += 1
            level = first["invocations"] as? [[String: Any]] ?? []
        }
        #expect(depth == 16)
    }

    @Test("graph --format scxml writes invoke back: simulate --json of the output is the original's")
    func roundTrip() throws {
        let files = [
            "p.scxml": Self.parent,
            "q.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s">
                <invoke src="c.scxml"><finalize><raise event="seen"/></finalize></invoke>
                <transition event="seen" target="t"/>
              </state>
              <state id="t"/>
            </scxml>
            """,
            "c.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml"><state id="c"><onentry><send target="#_parent" event="hi"/></onentry></state></scxml>
            """,
        ]
        for (file, events) in [("p.scxml", "go,next,+1s,poke"), ("p.scxml", "go,next,cancel"), ("q.scxml", "x")] {
            let original = Self.simulate(files, file, events)
            let written = ToolHarness.run(
                ["graph", file, "--format", "scxml"], files: files.mapValues { Array($0.utf8) })
            #expect(written.status == 0)
            var copy = files
            copy["out.scxml"] = written.standardOutput
            let again = Self.simulate(copy, "out.scxml", events)
            // Only where each fired transition is written differs.
            #expect(
                ChartFixtures.withoutFiredPositions(
                    again.standardOutput.replacingOccurrences(of: "out.scxml", with: file))
                    == ChartFixtures.withoutFiredPositions(original.standardOutput))
            #expect(written.standardOutput.contains("<invoke type=\"http://www.w3.org/TR/scxml/\" id=\""))
        }
    }

    @Test("graph draws each invoked chart as a note beside its state")
    func drawing() {
        let files = ["p.scxml": Array(Self.parent.utf8)]
        let dot = ToolHarness.run(["graph", "p.scxml"], files: files).standardOutput
        #expect(
            dot.contains(
                "  \"working/invoke/job\" [shape=note, style=\"\", label=\"invoke job (autoforward)\\ninline chart: "
                    + "c1, c2, cdone\\nwith finalize\"];\n"
                    + "  \"working\" -> \"working/invoke/job\" [style=dashed, arrowhead=none];\n"))
        let mermaid = ToolHarness.run(["graph", "p.scxml", "--format", "mermaid"], files: files).standardOutput
        #expect(
            mermaid.contains(
                "    note right of working : invoke job (autoforward); inline chart: c1, c2, cdone; with finalize\n"))
    }

    @Test("The core exporter's placeholder for Swift work reads back with a warning and invokes nothing")
    func placeholder() {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s"><invoke type="x-stagehand-operation" id="load"/></state>
            </scxml>
            """
        let result = ToolHarness.run(["simulate", "p.scxml", "--events", "x"], files: ["p.scxml": Array(chart.utf8)])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "p.scxml:2:25: warning: <invoke type=\"x-stagehand-operation\"> is a placeholder for a Swift async "
                + "operation (Statechart.Definition.scxml() writes it); it invokes nothing here\n")
        #expect(result.standardOutput == "initial: [s]\n1. x (discarded): [s]\n")
    }

    @Test("A Swift chart with a child chart, exported by the core, simulates in the CLI as it runs in Swift")
    func coreExport() throws {
        typealias Chart = Statechart<String, String>
        let child = try Chart.Definition {
            ChartState("form") { On("submit", to: "sent") }
            FinalState("sent")
        }
        let definition = try Chart.Definition {
            ChartState("signedOut") { On("signIn", to: "signingIn") }
            ChartState("signingIn") {
                Invoke(
                    "auth", chart: child, autoforward: true, toChild: { $0 }, fromChild: { $0 },
                    onDone: { "done.invoke.auth" })
                Invoke("load", { () async -> Int in 1 }, onDone: { _ in "loaded" })
                On("done.invoke.auth", to: "signedIn")
            }
            ChartState("signedIn")
        }
        let files = ["swift.scxml": Array(definition.scxml().utf8)]
        let result = ToolHarness.run(["simulate", "swift.scxml", "--events", "signIn,submit"], files: files)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                initial: [signedOut]
                1. signIn: [signingIn]
                  fired: signedOut --signIn--> signingIn (5:5)
                  invoked auth: [form]
                2. submit (discarded): [signedIn]
                  fired: signingIn --done.invoke.auth--> signedIn (21:5)

                """)
        #expect(result.standardError.hasSuffix("it invokes nothing here\n"))
        let chart = Chart(definition, clock: ManualClock(), invoker: nil)
        chart.onError = { _ in }
        try chart.start()
        try chart.send("signIn")
        #expect(chart.runningChildCharts.map(\.configuration) == [["form"]])
        try chart.send("submit")
        #expect(chart.configuration == ["signedIn"])
    }

    static let child = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><state id="c"/></scxml>
        """

    @Test("50,000 states that each invoke one src file: the file is read once, one child runs at a time")
    func manyInvocations() {
        var chart = "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\">\n"
        for index in 0..<50_000 {
            chart +=
                "<state id=\"s\(index)\"><invoke id=\"i\(index)\" src=\"c.scxml\"/>"
                + "<transition event=\"next\" target=\"s\(index + 1)\"/></state>\n"
        }
        chart += "<state id=\"s50000\"/></scxml>\n"
        let run = Self.simulate(["p.scxml": chart, "c.scxml": Self.child], "p.scxml", "next,next")
        #expect(run.status == 0)
        #expect(run.configurations == [["s1"], ["s2"]])
        #expect(run.invocations == [["i1: [c]"], ["i2: [c]"]])
    }

    @Test("Charts that could run more than 10,000 child charts at once are refused before they run")
    func tooManyCharts() {
        var chart = "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\">\n<parallel id=\"p\">\n"
        for index in 0..<50_000 { chart += "<state id=\"r\(index)\"><invoke src=\"c.scxml\"/></state>\n" }
        chart += "</parallel></scxml>\n"
        let run = Self.simulate(["p.scxml": chart, "c.scxml": Self.child], "p.scxml", "x")
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "p.scxml:1:1: error: /scxml: the chart's invocations could run 50000 child charts at once (charts "
                + "that invoke several charts each, nested up to 16 deep); at most 10000 are allowed "
                + "[tooManyInvocations]\np.scxml: 1 error; the chart was not simulated\n")
        let fanOut = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <parallel id="p">
                <state id="x"><invoke src="f.scxml"/></state>
                <state id="y"><invoke src="f.scxml"/></state>
              </parallel>
            </scxml>
            """
        #expect(
            Self.errors(["f.scxml": fanOut], "f.scxml").first
                == "f.scxml:1:1: error: /scxml: the chart's invocations could run 262142 child charts at once "
                + "(charts that invoke several charts each, nested up to 16 deep); at most 10000 are allowed "
                + "[tooManyInvocations]")
    }

    @Test("A child chart's validation errors point into its own document, with hints from its own ids")
    func childValidation() {
        let files = [
            "v.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s">
                <invoke id="i"><content><scxml><state id="c"><transition event="e" target="cc"/></state></scxml></content></invoke>
                <invoke id="j" src="bad.scxml"/>
              </state>
            </scxml>
            """,
            "bad.scxml": """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><state id="xy"><transition event="e" target="y"/></state></scxml>
            """,
        ]
        #expect(
            Self.errors(files, "v.scxml") == [
                "bad.scxml:1:99: error: /scxml/state[@id='xy']/transition[1]/@target: state 'xy': a transition "
                    + "target names 'y', which is not declared; declare it as a state [unknownTarget]",
                "  hint: did you mean 'xy'? Otherwise declare a state 'y'",
                "v.scxml:3:72: error: /scxml/state[@id='c']/transition[1]/@target: state 'c': a transition target "
                    + "names 'cc', which is not declared; declare it as a state [unknownTarget]",
                "  hint: did you mean 'c'? Otherwise declare a state 'cc'",
                "v.scxml: 2 errors, 0 warnings (1 state, 0 transitions)",
            ])
        let run = Self.simulate(files, "v.scxml", "e")
        #expect(run.status == 1)
    }

    @Test("Malformed content, finalize and ids of an invoke are errors at their positions")
    func malformedContent() {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s">
                <invoke id="a"><content/></invoke>
                <invoke id="b"><content><scxml/></content><content><scxml/></content></invoke>
                <invoke id="c"><content><scxml/><scxml/></content></invoke>
                <invoke id="d" src="c.scxml"><finalize/><finalize/></invoke>
                <invoke id="e f" src="c.scxml"/>
                <invoke id="g"><content><state id="x"/></content></invoke>
              </state>
            </scxml>
            """
        #expect(
            Self.errors(["p.scxml": chart], "p.scxml") == [
                "p.scxml:3:20: error: <content> holds no <scxml> document; an <invoke> of a child chart holds its "
                    + "<scxml> document in <content>, or names its file with src",
                "p.scxml:4:47: error: <invoke> has more than one <content>; SCXML allows one",
                "p.scxml:5:37: error: <content> holds more than one <scxml> document; it holds one",
                "p.scxml:6:45: error: <invoke> has more than one <finalize>; SCXML allows one",
                "p.scxml:7:13: error: id 'e f' of <invoke> is not valid; an invocation's id is a name without "
                    + "spaces or quotes (done.invoke.<id> and #_<id> name it)",
                "p.scxml:8:29: error: <state> is not supported inside <content>; supported inside <content>: <scxml>",
                "p.scxml: 6 errors; the chart was not loaded",
            ])
    }
}
