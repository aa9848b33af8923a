import StagehandTesting
import Testing

@testable import StagehandCLI

@Suite("JSON output")
struct JSONOutputTests {
    @Test(arguments: [
        ["check", "--json", "Examples/sign-in.json"],
        ["check", "--json", "Fixtures/rule-never-fires.json"],
        ["check", "--json", "Fixtures/invalid-json.json"],
        ["check", "--json", "missing.json"],
        ["graph", "--json", "Examples/content-loading.json"],
        ["graph", "--json", "Examples/content-loading.json", "-o", "x.svg"],
        ["simulate", "--json", "Examples/content-loading.json", "--events", "load,timeout"],
        ["simulate", "--json", "Fixtures/ambiguous-rules.json", "--events", "select"],
        ["paths", "--json", "Examples/traffic-colors.json"],
        ["paths", "--json", "Fixtures/unreachable-and-dead-end.json", "--cover", "transitions"],
    ])
    func everyJSONDocumentParsesAndStartsWithTheSchemaVersion(arguments: [String]) throws {
        let result = ToolHarness.run(arguments)
        let document = try JSONParser.parse(Array(result.standardOutput.utf8))
        guard case .object(let members) = document.kind else {
            Issue.record("not an object: \(result.standardOutput)")
            return
        }
        #expect(members.first?.key == "schemaVersion")
        // Version 2: one diagnostic item schema for every input format.
        #expect(members.first?.value.kind == .number("2"))
        #expect(members.dropFirst().first?.value.kind == .string(arguments[0]))
    }

    @Test func stringsSurviveARoundTripThroughTheParser() throws {
        var random = SplitMix64(seed: 0x5EED_0005)
        let alphabet: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "é", "😀", "/", " "]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                text.unicodeScalars.append(alphabet.randomElement(using: &random)!)
            }
            let rendered = JSONOutput.array([.string(text), .object([(text, .int(1))])]).rendered()
            let parsed = try JSONParser.parse(Array(rendered.utf8))
            guard case .array(let elements) = parsed.kind, elements.count == 2,
                case .object(let members) = elements[1].kind
            else {
                Issue.record("unexpected shape for \(rendered)")
                continue
            }
            #expect(elements[0].kind == .string(text))
            #expect(members.map(\.key) == [text])
        }
    }
}
