import Testing

@testable import StagehandCLI

/// Files written to break the command (issue 19, "Hostile input"): each is answered with a
/// diagnostic and status 0, 1 or 2, in work bounded by a documented limit.
@Suite("Hostile input")
struct HostileInputTests {
    private static let scxml = #"<scxml xmlns="http://www.w3.org/2005/07/scxml""#

    private static let doctypeMessage =
        "error: <!DOCTYPE> is not supported; an SCXML document is the <scxml> element without a document type "
        + "declaration (no DTD, no entities, no external files are read)"

    /// `text` as UTF-16 code units, little- or big-endian, with or without a byte order mark.
    private static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    private static func check(_ bytes: [UInt8], file: String = "t.scxml") -> CommandResult {
        ToolHarness.run(["check", file], files: [file: bytes])
    }

    @Test("A <!DOCTYPE> is refused in UTF-8, UTF-16 LE and BE, with or without a byte order mark")
    func doctypeInEveryEncoding() {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE scxml [<!ENTITY a \"b\">]>\n\(Self.scxml)/>\n"
        let utf8 = "<?xml version=\"1.0\"?>\n<!DOCTYPE scxml [<!ENTITY a \"b\">]>\n\(Self.scxml)/>\n"
        let inputs: [(String, [UInt8])] = [
            ("UTF-8", Array(utf8.utf8)),
            ("UTF-8 with a byte order mark", [0xEF, 0xBB, 0xBF] + Array(utf8.utf8)),
            ("UTF-16 LE with a byte order mark", Self.utf16(text, bigEndian: false, mark: true)),
            ("UTF-16 BE with a byte order mark", Self.utf16(text, bigEndian: true, mark: true)),
            ("UTF-16 LE without one", Self.utf16(text, bigEndian: false, mark: false)),
            ("UTF-16 BE without one", Self.utf16(text, bigEndian: true, mark: false)),
        ]
        for (name, bytes) in inputs {
            let result = Self.check(bytes)
            #expect(result.status == 2, "\(name)")
            #expect(result.standardOutput == "", "\(name)")
            #expect(result.standardError == "t.scxml:2:1: \(Self.doctypeMessage)\n", "\(name)")
        }
    }

    @Test("UTF-16 without a file name extension (standard input) is read as XML")
    func utf16FromStandardInputIsXML() {
        #expect(InputLoader.isSCXML([0xFF, 0xFE, 0x3C, 0x00], file: "<stdin>"))
        #expect(InputLoader.isSCXML([0x00, 0x3C, 0x00, 0x73], file: "<stdin>"))
    }

    @Test("Encodings other than UTF-8, UTF-16 and US-ASCII are refused, never guessed")
    func otherEncodingsAreRefused() {
        let supported = "supported: UTF-8, UTF-16, US-ASCII"
        let cases: [([UInt8], String)] = [
            (
                Array("+ADw-scxml xmlns=+ACI-http://www.w3.org/2005/07/scxml+ACI-/+AD4-".utf8),
                "t.scxml:1:1: error: the document is encoded in UTF-7, which is not supported; \(supported)"
            ),
            (
                Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n\(Self.scxml)/>".utf8),
                "t.scxml:1:21: error: encoding 'UTF-7' is not supported; \(supported)"
            ),
            (
                Array("<?xml version=\"1.0\"\n     encoding='ISO-8859-1'?>\n\(Self.scxml)/>".utf8),
                "t.scxml:2:6: error: encoding 'ISO-8859-1' is not supported; \(supported)"
            ),
            (
                [0x00, 0x00, 0x00, 0x3C] + Array(repeating: 0, count: 8),
                "t.scxml:1:1: error: the document is encoded in UCS-4 (UTF-32), which is not supported; \(supported)"
            ),
            (
                Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n\(Self.scxml)/>".utf8),
                "t.scxml:1:21: error: the XML declaration says encoding 'UTF-16' but the document is not UTF-16 (no "
                    + "byte order mark, 8-bit characters); make them agree"
            ),
            (
                Array("<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n\(Self.scxml)>\u{E9}</scxml>".utf8),
                "t.scxml:2:48: error: a character is not US-ASCII, as the XML declaration's encoding 'US-ASCII' says; "
                    + "declare encoding=\"UTF-8\" instead"
            ),
            (
                Array("\(Self.scxml)/>".utf8) + [0xC3, 0x28],
                "t.scxml:1:49: error: byte 0xC3 is not UTF-8; the document must be encoded in UTF-8, UTF-16 or "
                    + "US-ASCII (\(supported.dropFirst(11))) and say so in its XML declaration"
            ),
            (
                Self.utf16("\(Self.scxml)/>", bigEndian: false, mark: true) + [0x00, 0xD8],
                "t.scxml:1:49: error: a UTF-16 high surrogate is not followed by a low surrogate"
            ),
        ]
        for (bytes, message) in cases {
            let result = Self.check(bytes)
            #expect(result.status == 2)
            #expect(result.standardError == message + "\n")
        }
    }

    @Test("Positions in a UTF-16 document are counted in characters, as in UTF-8")
    func utf16PositionsAreCharacters() {
        let text = """
            <?xml version="1.0" encoding="UTF-16"?>
            \(Self.scxml)>
              <state id="ééé">
                <transition event="éééé" target="ééé" bogus="1"/>
              </state>
            </scxml>

            """
        let expected =
            "t.scxml:4:43: error: attribute 'bogus' of <transition> is not supported; supported: event, cond, "
            + "target, type\n"
        for bytes in [
            Self.utf16(text, bigEndian: false, mark: true), Self.utf16(text, bigEndian: true, mark: false),
            Array(text.replacing("UTF-16", with: "UTF-8").utf8),
        ] {
            let result = Self.check(bytes)
            #expect(result.status == 2)
            #expect(result.standardError == expected)
        }
        let valid = text.replacing(#" bogus="1""#, with: "")
        let result = Self.check(Self.utf16(valid, bigEndian: false, mark: true))
        #expect(result.status == 0)
        #expect(result.standardOutput == "t.scxml: no problems (1 state, 1 transition)\n")
    }

    /// 20,000 states, each followed by a 450-character comment: 10.5 MB, above libxml2's
    /// 10,000,000-byte limit on one chunk of input, which the reader never hands it.
    @Test("A well-formed SCXML document above 10,000,000 bytes is read")
    func tenMegabyteDocument() throws {
        let count = 20_000
        let comment = "<!-- " + String(repeating: "x", count: 450) + " -->\n"
        var text = Self.scxml + #" initial="s0">"#
        for index in 0..<count {
            text += #"<state id="s\#(index)"><transition event="next" target="s\#((index + 1) % count)"/></state>"#
            text += comment
        }
        text += "</scxml>\n"
        #expect(text.utf8.count > 10_500_000)
        let document = try SCXMLReader.read(Array(text.utf8), file: "big.scxml").get()
        #expect(document.states.count == count)
        #expect(document.states.last?.location == ChartLocation(line: count, column: 1))
    }

    /// libxml2 (without XML_PARSE_HUGE, which the reader never sets) refuses one token above
    /// 10,000,000 characters: a diagnostic that says so.
    @Test("One attribute value or comment above 10,000,000 characters is a diagnostic naming the limit")
    func hugeToken() {
        let long = String(repeating: "x", count: 10_000_001)
        let attribute = Self.check(Array((Self.scxml + " name=\"\(long)\"><state id=\"a\"/></scxml>").utf8))
        #expect(attribute.status == 2)
        #expect(
            attribute.standardError
                == "t.scxml:1:53: error: malformed XML: an attribute value is not quoted, not closed, or longer than "
                + "10,000,000 characters; the file must be well-formed XML\n")
        let comment = Self.check(Array((Self.scxml + "><!--\(long)--><state id=\"a\"/></scxml>").utf8))
        #expect(comment.status == 2)
        #expect(
            comment.standardError
                == "t.scxml:1:10000053: error: malformed XML: a comment is not closed, or is longer than 10,000,000 "
                + "characters; the file must be well-formed XML\n")
    }

    @Test("graph writes ids with control characters and escape sequences visibly, from every format")
    func graphEscapesControlCharacters() {
        let flat =
            #"{"initial": "a\u001b[2J", "states": ["a\u001b[2J", "b\r"], "events": [{"name": "go\u0007", "from": ["a\u001b[2J"], "to": "b\r"}]}"#
        let chart =
            #"{"initial": "p\u009b31m", "states": [{"id": "p\u009b31m", "states": [{"id": "q\u001b]0;x\u0007"}], "#
            + #""transitions": [{"event": "e\u001b", "target": "p\u009b31m"}]}]}"#
        let scxml =
            Self.scxml
            + ">\n<state id=\"s\u{9B}2J\"><transition event=\"e\u{9D}\" target=\"s\u{9B}2J\"/></state>\n</scxml>\n"
        let files = ["flat.json": flat, "chart.json": chart, "t.scxml": scxml]
        for (file, text) in files.sorted(by: { $0.key < $1.key }) {
            for format in ["dot", "mermaid"] {
                let result = ToolHarness.run(["graph", file, "--format", format], files: [file: Array(text.utf8)])
                #expect(result.status == 0, "\(file) \(format)")
                let controls = result.standardOutput.unicodeScalars.filter {
                    $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
                }
                #expect(controls.isEmpty, "\(file) \(format)")
            }
        }
        let dot = ToolHarness.run(["graph", "flat.json"], files: ["flat.json": Array(flat.utf8)]).standardOutput
        #expect(dot.contains(#""a\\u{1B}[2J" -> "b\\u{D}" [label="go\\u{7}"];"#))
        let mermaid = ToolHarness.run(
            ["graph", "t.scxml", "--format", "mermaid"], files: ["t.scxml": Array(scxml.utf8)])
        #expect(
            mermaid.standardOutput
                == "stateDiagram-v2\n    [*] --> s0\n    state \"s\\u{9B}2J\" as s0\n    s0 --> s0 : e\\u{9D}\n")
    }

    @Test("paths on a chart whose start-up hits the microstep limit is a diagnostic with status 1")
    func pathsWhenStartUpFails() {
        let text =
            Self.scxml + #" initial="a"><state id="a"><transition target="b"/></state>"#
            + #"<state id="b"><transition target="a"/></state></scxml>"#
        let result = ToolHarness.run(["paths", "t.scxml"], files: ["t.scxml": Array(text.utf8)])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "error: t.scxml: start-up failed: the macrostep exceeded 10000 microsteps (an eventless or raise "
                + "cycle?); configuration [a], last events [(eventless), (eventless), (eventless), (eventless), "
                + "(eventless), (eventless), (eventless), (eventless), (eventless)]\n")
        let json = ToolHarness.run(["paths", "t.scxml", "--json"], files: ["t.scxml": Array(text.utf8)])
        #expect(json.status == 1)
        #expect(json.standardOutput.contains(#""error": "start-up failed: the macrostep exceeded 10000"#))
    }

    private static func cycleChart(_ entry: String) -> [UInt8] {
        Array(
            """
            \(scxml) initial="a">
              <state id="a">
                <onentry>\(entry)</onentry>
                <transition event="tick" target="a"/>
              </state>
            </scxml>

            """.utf8)
    }

    @Test("simulate stops a cycle of sends at its budget, naming the actions of the cycle")
    func simulateBoundsCyclesOfSends() throws {
        let cases: [(String, String, String)] = [
            (
                #"<send event="tick"/>"#, "tick",
                "start-up stopped after 100000 actions and deliveries, the limit of one run; a cycle of actions keeps "
                    + "running: send 'tick' at 3:14"
            ),
            (
                #"<send event="tick" delay="1ms"/>"#, "+86400s",
                "the run, at item 1 ('+86400s'), stopped after 100000 actions and deliveries, the limit of one run; "
                    + "a cycle of actions keeps running: send 'tick' after 1ms at 3:14"
            ),
            (
                #"<send event="tick" delay="1ms"/><send event="tick" delay="1ms"/>"#, "+1s",
                "the run, at item 1 ('+1s'), stopped after 100000 actions and deliveries, the limit of one run; a "
                    + "cycle of actions keeps running: send 'tick' after 1ms at 3:14, send 'tick' after 1ms at 3:46"
            ),
        ]
        for (entry, events, message) in cases {
            let bytes = Self.cycleChart(entry)
            let result = ToolHarness.run(["simulate", "t.scxml", "--events", events], files: ["t.scxml": bytes])
            #expect(result.status == 1)
            #expect(result.standardError == "error: t.scxml: \(message)\n")
            let document = try SCXMLReader.read(bytes, file: "t.scxml").get()
            let outcome = try ChartSimulation.run(document, tokens: try ChartSimulation.tokens([events]).get())
            #expect(outcome.work == ChartSimulation.maximumWork)
            #expect(outcome.error == message)
        }
    }

    @Test("paths stops a cycle of sends set off by start-up or by an event, at the budget of one event tried")
    func pathsBoundsCyclesOfSends() {
        let startUp = Self.cycleChart(#"<send event="tick"/>"#)
        let first = ToolHarness.run(["paths", "t.scxml"], files: ["t.scxml": startUp])
        #expect(first.status == 1)
        #expect(
            first.standardError
                == "error: t.scxml: start-up stopped after 10000 actions and deliveries, the limit of one event "
                + "tried; a cycle of actions keeps running: send 'tick' at 3:14\n")
        let text = """
            \(Self.scxml) initial="a">
              <state id="a"><transition event="go" target="b"/></state>
              <state id="b">
                <onentry><raise event="x"/><send event="again"/></onentry>
                <transition event="again" target="b"/>
              </state>
            </scxml>
            """
        let second = ToolHarness.run(["paths", "t.scxml"], files: ["t.scxml": Array(text.utf8)])
        #expect(second.status == 1)
        #expect(
            second.standardError
                == "error: t.scxml: exploring the event path go stopped after 10000 actions and deliveries, the "
                + "limit of one event tried; a cycle of actions keeps running: raise 'x' at 4:14, send 'again' at "
                + "4:32\n")
    }

    @Test("paths refuses 15 parallel regions of 2 states (32,768 configurations) before exploring")
    func pathsCountsConfigurationsOfParallelRegions() throws {
        var text = Self.scxml + "><parallel id=\"p\">\n"
        for region in 0..<15 {
            text +=
                #"<state id="r\#(region)"><state id="r\#(region)a"><transition event="t\#(region)" "#
                + #"target="r\#(region)b"/></state><state id="r\#(region)b"><transition event="t\#(region)" "#
                + #"target="r\#(region)a"/></state></state>"# + "\n"
        }
        text += "</parallel></scxml>\n"
        #expect(text.utf8.count < 2_400)
        let document = try SCXMLReader.read(Array(text.utf8), file: "p.scxml").get()
        #expect(ChartExplorer.configurationBound(document) == 32_768)
        #expect(ChartExplorer.estimate(document) == 121_929_728)
        let result = ToolHarness.run(["paths", "p.scxml"], files: ["p.scxml": Array(text.utf8)])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "error: the --cover states paths of p.scxml (46 states, 30 transitions, up to 32768 configurations) "
                + "would need up to 121929728 units of search (the tries from each configuration × what a try "
                + "costs); at most 50000000 are allowed\n"
                + "  hint: generate paths for a smaller machine, or split this one into smaller machines\n")
    }

    @Test("13 parallel regions (8,192 configurations) are explored within the bounds")
    func pathsExploresUpToTheBound() throws {
        var text = Self.scxml + "><parallel id=\"p\">\n"
        for region in 0..<13 {
            text +=
                #"<state id="r\#(region)"><state id="r\#(region)a"><transition event="t\#(region)" "#
                + #"target="r\#(region)b"/></state><state id="r\#(region)b"><transition event="t\#(region)" "#
                + #"target="r\#(region)a"/></state></state>"# + "\n"
        }
        text += "</parallel></scxml>\n"
        let document = try SCXMLReader.read(Array(text.utf8), file: "p.scxml").get()
        let explorer = try ChartExplorer.explore(document).get()
        #expect(explorer.configurations.count == 8_192)
        #expect(explorer.edges.count == 8_192 * 13)
        #expect(explorer.work <= ChartExplorer.estimate(document))
        #expect(ChartExplorer.estimate(document) <= ChartExplorer.maximumWork)
    }

    @Test("A malformed event descriptor is reported at its transition's event attribute")
    func malformedDescriptorAtItsTransition() {
        let text = """
            \(Self.scxml) initial="a">
              <state id="a">
                <transition event="ok" target="a"/>
                <transition event="fo*o" target="a"/>
              </state>
            </scxml>
            """
        let result = Self.check(Array(text.utf8))
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "t.scxml:4:17: error: /scxml/state[@id='a']/transition[2]/@event: state 'a': has a transition with event descriptor 'fo*o'; descriptors are "
                + "dot-separated non-empty tokens (optionally ending in `.*`), or `*`, separated by spaces "
                + "[invalidDescriptor]\nt.scxml: 1 error, 0 warnings (1 state, 2 transitions)\n")
        let json = """
            {"initial": "a", "states": [{"id": "a", "states": ["b"],
              "transitions": [{"event": "ok", "target": "a"},
                {"event": "fo*o", "target": "a"}]}]}
            """
        let chart = ToolHarness.run(["check", "c.json"], files: ["c.json": Array(json.utf8)])
        #expect(chart.status == 1)
        #expect(
            chart.standardOutput.hasPrefix(
                "c.json:3:15: error: $.states[0].transitions[1].event: state 'a': has a transition with event descriptor"
            ))
    }

    @Test("check cut at 100 diagnostics shows errors before warnings")
    func errorsBeforeWarningsWhenCut() {
        var states = (0..<150).map { "\"u\($0)\"" }
        states.append("\"a\"")
        let flat =
            #"{"initial": "a", "states": [\#(states.joined(separator: ", "))], "#
            + #""events": [{"name": "e", "from": ["a"], "to": "nowhere"}]}"#
        let machine = ToolHarness.run(["check", "m.json"], files: ["m.json": Array(flat.utf8)])
        #expect(machine.status == 1)
        let machineLines = machine.standardOutput.split(separator: "\n").map(String.init)
        #expect(machineLines.first?.contains(": error: ") == true)
        #expect(machineLines.filter { $0.contains(": error: ") }.count == 1)
        #expect(machineLines.last?.hasPrefix("m.json: 1 error, ") == true)
    }
}

/// Every output at scale and in JSON: no raw control character, errors never hidden.
@Suite("Hostile input at scale")
struct HostileScaleTests {
    @Test("--json escapes DEL and C1 controls too, so no output carries a raw control character")
    func jsonEscapesC1Controls() {
        let text =
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\"><state id=\"a\u{9B}2J\"/>"
            + "<state id=\"b\u{7F}\"><transition event=\"e\" target=\"x\u{9D}\"/></state></scxml>"
        for command in [["check", "t.scxml", "--json"], ["graph", "t.scxml", "--json"]] {
            let result = ToolHarness.run(command, files: ["t.scxml": Array(text.utf8)])
            let controls = (result.standardOutput + result.standardError).unicodeScalars.filter {
                $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
            }
            #expect(controls.isEmpty, "\(command)")
        }
        let check = ToolHarness.run(["check", "t.scxml", "--json"], files: ["t.scxml": Array(text.utf8)])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains(#"names 'x\u009D', which is not declared"#))
        #expect(JSONOutput.quoted("a\u{9B}\u{7F}\u{1B}é") == #""a\u009B\u007F\u001Bé""#)
    }

    /// The issue's example: 50,000 states, each with a rule to an unknown state (50,000 errors)
    /// and as many warnings; the hundred lines shown are errors.
    @Test("check on 50,000 unknown targets shows errors, not the warnings around them")
    func fiftyThousandUnknownTargets() {
        let count = 50_000
        var text = #"{"initial": "s0", "states": ["#
        text += (0..<count).map { "\"s\($0)\"" }.joined(separator: ", ")
        text += #"], "events": ["#
        text += (0..<count).map { #"{"name": "e\#($0)", "from": ["s\#($0)"], "to": "x\#($0)"}"# }
            .joined(separator: ", ")
        text += "]}"
        let result = ToolHarness.run(["check", "m.json"], files: ["m.json": Array(text.utf8)])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 202)
        #expect(lines.filter { $0.contains(": error: ") }.count == 100)
        #expect(lines.filter { $0.contains(": warning: ") }.isEmpty)
        // The warnings: the rules from the 49,999 states no transition reaches never fire (the
        // core's chart validation, which would also find those states unreachable, stops at the
        // errors).
        #expect(lines.last == "m.json: 50000 errors, 49999 warnings (50000 states, 50000 rules)")
    }
}

/// What the fuzzers found.
@Suite("Hostile input found by fuzzing")
struct FuzzFindingsTests {
    @Test("A processing instruction without data is a diagnostic, not a crash in FoundationXML")
    func processingInstructionWithoutData() {
        let namespace = #"xmlns="http://www.w3.org/2005/07/scxml""#
        let cases: [(String, String)] = [
            ("<?foo?><scxml \(namespace)/>", "t.scxml:1:1"),
            ("<scxml \(namespace)>\n  <!-- <?a?> --><![CDATA[<?b?>]]><?c d?><?e?></scxml>", "t.scxml:2:41"),
            ("<?xm8?>=rsion\"8?>=npt e\"<", "t.scxml:1:1"),
        ]
        for (text, location) in cases {
            let result = ToolHarness.run(["check", "t.scxml"], files: ["t.scxml": Array(text.utf8)])
            #expect(result.status == 2)
            #expect(
                result.standardError
                    == "\(location): error: a processing instruction without data (<?target?>) is not supported; "
                    + "remove it (an SCXML document needs no processing instruction) or give it data: "
                    + "<?target data?>\n")
        }
        let fine = "<?foo bar?><scxml \(namespace)><state id=\"a\"/></scxml>"
        #expect(ToolHarness.run(["check", "t.scxml"], files: ["t.scxml": Array(fine.utf8)]).status == 0)
    }
}
