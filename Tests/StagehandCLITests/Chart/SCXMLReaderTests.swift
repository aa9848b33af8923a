import Testing

@testable import StagehandCLI

/// The SCXML reader's refusals: every element, attribute or expression outside the null data
/// model subset is a diagnostic with its position, never a crash or a silent skip.
@Suite("SCXML reader diagnostics")
struct SCXMLReaderTests {
    private func read(_ text: String) -> [String] {
        switch SCXMLReader.read(Array(text.utf8), file: "t.scxml") {
        case .success: []
        case .failure(let failure): failure.diagnostics.map(\.description)
        }
    }

    @Test("Unsupported elements and the ECMAScript data model are reported at their positions")
    func unsupportedFixture() {
        let run = ChartFixtures.simulate("unsupported.scxml", "e")
        #expect(run.status == 2)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Chart/unsupported.scxml:1:62: warning: /scxml/@datamodel: datamodel 'ecmascript' is declared; the chart "
                    + "runs with the "
                    + "null data model, which means the same while it uses no data, scripts or expressions (conditions "
                    + "are In('id') with !, &&, ||); write datamodel=\"null\" to silence this",
                "Chart/unsupported.scxml:2:3: error: <datamodel> is not supported (the null data model has no data); "
                    + "supported inside <scxml>: <state>, <parallel>, <final>",
                "Chart/unsupported.scxml:4:14: error: <script> is not supported (the null data model runs no "
                    + "scripts); supported inside <onentry>: <raise>, <send>, <cancel>, <log>",
                "Chart/unsupported.scxml:4:37: error: <assign> is not supported (the null data model has no data); "
                    + "supported inside <onentry>: <raise>, <send>, <cancel>, <log>",
                "Chart/unsupported.scxml:5:27: error: cond \"x > 1\" is not supported: expected In('state'), '!' or "
                    + "'(', found 'x' at character 1; the null data model supports In('id') with !, &&, || and "
                    + "parentheses",
                "Chart/unsupported.scxml:6:13: error: invoke type 'http://example.com/service' is not supported; "
                    + "supported: http://www.w3.org/TR/scxml/ (the default) or scxml, a child SCXML chart",
                "Chart/unsupported.scxml: 5 errors, 1 warning; the chart was not loaded",
            ])
    }

    @Test("Malformed XML is a diagnostic with the parser's position")
    func malformed() {
        let run = ChartFixtures.simulate("malformed.scxml", "e")
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "Chart/malformed.scxml:4:3: error: malformed XML: a name was expected; the file must be "
                + "well-formed XML\n")
    }

    @Test("Attributes that would change the meaning are refused with the supported list")
    func attributes() {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml">
              <state id="a">
                <onentry><send eventexpr="'x'" event="y" target="#_scxml_x"/></onentry>
                <transition event="e" target="a" type="sideways" foo:bar="ignored" xmlns:foo="urn:foo"/>
              </state>
            </scxml>
            """
        #expect(
            read(text) == [
                "t.scxml:3:20: error: attribute 'eventexpr' of <send> is not supported (expressions need a data "
                    + "model); supported: event, delay, target, id, type",
                "t.scxml:3:46: error: send target '#_scxml_x' is not supported; supported: no target (the external "
                    + "queue), #_internal (the internal queue), #_parent (the chart that invoked this one) or "
                    + "#_<invokeid> (a child chart this chart invokes)",
                "t.scxml:4:38: error: transition type 'sideways' is not valid; SCXML allows external, internal",
            ])
    }

    @Test("Validation errors of the core point at the attribute or element concerned")
    func validation() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml">
              <state id="a">
                <transition event="e" target="nowhere"/>
              </state>
              <state id="a"/>
            </scxml>
            """
        guard case .success(let document) = SCXMLReader.read(Array(text.utf8), file: "v.scxml") else {
            Issue.record("the document should read")
            return
        }
        #expect(throws: Diagnostics.self) { try document.makeStatechart(log: ChartLog()) }
        do {
            _ = try document.makeStatechart(log: ChartLog())
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "v.scxml:3:27: error: state 'a': a transition target names 'nowhere', which is not declared; "
                        + "declare it as a state [unknownTarget]",
                    "v.scxml:5:3: error: state 'a': is declared twice (first at position 1 in document order); "
                        + "every state needs its own value [duplicateState]",
                ])
        }
    }

    @Test("A DOCTYPE (entity expansion) and a document without <scxml> are refused")
    func doctypeAndRoot() {
        #expect(
            read("<?xml version=\"1.0\"?>\n<!DOCTYPE scxml [<!ENTITY a \"b\">]>\n<scxml/>") == [
                "t.scxml:2:1: error: <!DOCTYPE> is not supported; an SCXML document is the <scxml> element without "
                    + "a document type declaration (no DTD, no entities, no external files are read)"
            ])
        #expect(
            read("<machine/>") == [
                "t.scxml:1:1: error: the root element is <machine>; an SCXML document's root element is <scxml>"
            ])
        #expect(
            read("") == [
                "t.scxml:1:1: error: the document has no <scxml> element; an SCXML document's root element is <scxml>"
            ])
    }

    @Test("cond expressions: precedence, quotes, and refusals with the character position")
    func conditions() throws {
        #expect(
            try ChartConditionParser.parse("!In('a') && (In(\"b\") || In('c')) || In('d')")
                == .any([.all([.not(.inState("a")), .any([.inState("b"), .inState("c")])]), .inState("d")]))
        #expect(try ChartConditionParser.parse("!!In('a')") == .inState("a"))
        #expect(throws: ChartConditionParser.Failure(message: "expected ')', found the end", offset: 8)) {
            try ChartConditionParser.parse("(In('a')")
        }
        #expect(throws: ChartConditionParser.Failure.self) { try ChartConditionParser.parse("true") }
        // Hostile nesting is refused, not a stack overflow.
        let deep = String(repeating: "(", count: 50_000) + "In('a')" + String(repeating: ")", count: 50_000)
        #expect(throws: ChartConditionParser.Failure.self) { try ChartConditionParser.parse(deep) }
        let negations = String(repeating: "!", count: 50_000) + "In('a')"
        #expect(try ChartConditionParser.parse(negations) == .inState("a"))
    }

    @Test("Durations: ms and s, decimals, refusals")
    func durations() {
        #expect(ChartDuration.parse("100ms") == .milliseconds(100))
        #expect(ChartDuration.parse("1.5s") == .milliseconds(1500))
        #expect(ChartDuration.parse("0.25ms") == .microseconds(250))
        #expect(ChartDuration.parse("2m") == nil)
        #expect(ChartDuration.parse("-1s") == nil)
        #expect(ChartDuration.parse("s") == nil)
        #expect(ChartDuration.parse("86401s") == nil)
    }
}
