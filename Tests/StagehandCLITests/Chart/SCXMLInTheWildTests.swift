import Testing

@testable import StagehandCLI

/// SCXML as people write it: a declared data model the chart does not use, and namespaces told by
/// URI, not prefix, with elements and attributes of other namespaces ignored.
@Suite("SCXML as people write it")
struct SCXMLInTheWildTests {
    static let namespace = "http://www.w3.org/2005/07/scxml"

    static let ecmascript = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="a">
          <state id="a"><transition event="go" target="b" cond="In('a')"/></state>
          <state id="b"/>
        </scxml>

        """

    static let warning =
        "t.scxml:1:62: warning: /scxml/@datamodel: datamodel 'ecmascript' is declared; the chart runs with the null data model, "
        + "which means the same while it uses no data, scripts or expressions (conditions are In('id') with !, "
        + "&&, ||); write datamodel=\"null\" to silence this"

    private func read(_ text: String) -> [String] {
        switch SCXMLReader.read(Array(text.utf8), file: "t.scxml") {
        case .success(let document): document.warnings.map(\.description)
        case .failure(let failure): failure.diagnostics.map(\.description)
        }
    }

    @Test("A declared data model that is not used is one warning; check exits 1, as for any warning")
    func unusedDataModelCheck() {
        let result = ToolHarness.run(["check", "t.scxml"], files: ["t.scxml": Array(Self.ecmascript.utf8)])
        #expect(result.status == 1)
        #expect(result.standardError == "")
        #expect(result.standardOutput == Self.warning + "\nt.scxml: 0 errors, 1 warning (2 states, 1 transition)\n")
    }

    @Test("A declared data model that is not used: simulate runs with the null data model and exits 0")
    func unusedDataModelSimulate() {
        let result = ToolHarness.run(
            ["simulate", "t.scxml", "--events", "go"], files: ["t.scxml": Array(Self.ecmascript.utf8)])
        #expect(result.status == 0)
        #expect(result.standardError == Self.warning + "\n")
        #expect(result.standardOutput == "initial: [a]\n1. go: [b]\n  fired: a --go--> b (2:17)\n")
    }

    @Test("A declared data model that is not used: graph and paths print the warning and exit 0")
    func unusedDataModelGraphAndPaths() {
        let files = ["t.scxml": Array(Self.ecmascript.utf8)]
        let graph = ToolHarness.run(["graph", "t.scxml", "--format", "scxml"], files: files)
        #expect(graph.status == 0)
        #expect(graph.standardError == Self.warning + "\n")
        #expect(graph.standardOutput.contains("datamodel=\"null\""))
        let paths = ToolHarness.run(["paths", "t.scxml"], files: files)
        #expect(paths.status == 0)
        #expect(paths.standardError == Self.warning + "\n")
        #expect(
            paths.standardOutput == """
                Shortest event path from {a} to each configuration of t.scxml:
                  {a}  (initial configuration)
                  {b}  go

                """)
    }

    @Test("A declared data model and the features that need it: one warning, an error for each feature")
    func usedDataModel() {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
              <state id="a"><onentry><script>x = 1</script></onentry>
                <transition event="e" cond="x == 1" target="a"/></state>
            </scxml>
            """
        let result = ToolHarness.run(["simulate", "t.scxml", "--events", "e"], files: ["t.scxml": Array(text.utf8)])
        #expect(result.status == 2)
        #expect(
            result.standardError.split(separator: "\n").map(String.init) == [
                "t.scxml:1:48: warning: /scxml/@datamodel: datamodel 'ecmascript' is declared; the chart runs with the null data model, "
                    + "which means the same while it uses no data, scripts or expressions (conditions are In('id') "
                    + "with !, &&, ||); write datamodel=\"null\" to silence this",
                "t.scxml:2:26: error: <script> is not supported (the null data model runs no scripts); supported "
                    + "inside <onentry>: <raise>, <send>, <cancel>, <log>",
                "t.scxml:3:27: error: cond \"x == 1\" is not supported: expected In('state'), '!' or '(', found 'x' "
                    + "at character 1; the null data model supports In('id') with !, &&, || and parentheses",
                "t.scxml: 2 errors, 1 warning; the chart was not loaded",
            ])
    }

    @Test("datamodel=\"null\" and no datamodel are read without a warning")
    func nullDataModel() {
        #expect(read("<scxml xmlns=\"\(Self.namespace)\" datamodel=\"null\"><state id=\"a\"/></scxml>") == [])
        #expect(read("<scxml xmlns=\"\(Self.namespace)\"><state id=\"a\"/></scxml>") == [])
    }

    @Test("A prefix bound to the SCXML namespace is SCXML")
    func prefixedNamespace() {
        let text = """
            <sc:scxml xmlns:sc="http://www.w3.org/2005/07/scxml" initial="a">
              <sc:state id="a"><sc:transition event="go" target="b"/></sc:state>
              <sc:state id="b"/>
            </sc:scxml>
            """
        let result = ToolHarness.run(["simulate", "t.scxml", "--events", "go"], files: ["t.scxml": Array(text.utf8)])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == "initial: [a]\n1. go: [b]\n  fired: a --go--> b (2:20)\n")
    }

    @Test("Elements and attributes of other namespaces are ignored, with their content")
    func foreignNamespaces() {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:ed="urn:editor" ed:version="3">
              <ed:layout><ed:node x="1">text <script/></ed:node></ed:layout>
              <state id="a" ed:color="red"><ed:note>first</ed:note>
                <transition event="go" target="b" ed:bend="4"/></state>
              <state id="b"/>
            </scxml>
            """
        #expect(read(text) == [])
        // XInclude is another namespace: ignored, and nothing is included.
        let include = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:xi="http://www.w3.org/2001/XInclude">
              <xi:include href="/etc/passwd" parse="text"/><state id="a"/>
            </scxml>
            """
        #expect(read(include) == [])
        let result = ToolHarness.run(["check", "t.scxml"], files: ["t.scxml": Array(text.utf8)])
        #expect(result.status == 0)
        #expect(result.standardOutput == "t.scxml: no problems (2 states, 1 transition)\n")
    }

    @Test("A document in no namespace is read with a warning; another namespace where SCXML is expected is an error")
    func wrongNamespace() {
        let expected =
            "; SCXML elements are in the namespace http://www.w3.org/2005/07/scxml (declare it on the root: "
            + "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\">; elements of other namespaces are ignored)"
        #expect(
            read("<scxml>\n  <state id=\"a\"/>\n  <ed:note xmlns:ed=\"urn:ed\"/>\n</scxml>") == [
                "t.scxml:1:1: warning: /scxml: <scxml> is in no namespace; read as SCXML all the same (declare the "
                    + "namespace on the root: <scxml xmlns=\"http://www.w3.org/2005/07/scxml\">)"
            ])
        #expect(
            read("<scxml xmlns=\"urn:other\"/>")
                == ["t.scxml:1:1: error: <scxml> is in the namespace urn:other" + expected])
        #expect(
            read("<sc:scxml xmlns:sc=\"\(Self.namespace)\">\n  <state id=\"a\"/>\n</sc:scxml>")
                == ["t.scxml:2:3: error: <state> is in no namespace" + expected])
        #expect(
            read("<x:machine xmlns:x=\"urn:x\"/>") == [
                "t.scxml:1:1: error: the root element is <x:machine> (namespace urn:x); an SCXML document's root "
                    + "element is <scxml>"
            ])
    }
}
