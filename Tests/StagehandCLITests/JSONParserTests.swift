import Testing

@testable import StagehandCLI

private func parse(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8), maximumDepth: maximumDepth)
}

private func parseError(_ bytes: [UInt8]) -> String? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error.description
    }
}

private func parseError(_ text: String) -> String? { parseError(Array(text.utf8)) }

private func at(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
    SourcePosition(line: line, column: column, offset: offset)
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test func recordsTheLineAndColumnOfEveryValue() throws {
        let value = try parse("{\n  \"a\": [1, true],\n  \"é\": null, \"b\": \"x\"\n}")
        let expected = JSONValue(
            kind: .object([
                JSONMember(
                    key: "a", keyPosition: at(2, 3, 4),
                    value: JSONValue(
                        kind: .array([
                            JSONValue(kind: .number("1"), position: at(2, 9, 10)),
                            JSONValue(kind: .bool(true), position: at(2, 12, 13)),
                        ]), position: at(2, 8, 9))),
                JSONMember(key: "é", keyPosition: at(3, 3, 22), value: JSONValue(kind: .null, position: at(3, 8, 28))),
                JSONMember(
                    key: "b", keyPosition: at(3, 14, 34), value: JSONValue(kind: .string("x"), position: at(3, 19, 39))
                ),
            ]), position: at(1, 1, 0))
        #expect(value == expected)
    }

    @Test func parsesScalarsEscapesAndNumbers() throws {
        let value = try parse(#"["a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00", -0, 1.5e-3, 10E+2, false, "\u0000"]"#)
        guard case .array(let elements) = value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(
            elements.map(\.kind) == [
                .string("a\"\\/\u{8}\u{c}\n\r\té😀"), .number("-0"), .number("1.5e-3"), .number("10E+2"), .bool(false),
                .string("\u{0}"),
            ])
    }

    @Test func namesTheInnermostContainerOfASyntaxError() {
        func path(_ text: String) -> String? {
            do {
                _ = try JSONParser.parse(Array(text.utf8))
                return "parsed"
            } catch {
                return error.path
            }
        }
        #expect(path("{\"events\": [{\"a\": 1}, {\"name\" \"x\"}]}") == "$.events[1]")
        #expect(path("{\"odd key\": [[1, 2], [3 4]]}") == "$[\"odd key\"][1]")
        #expect(path("[1, 2") == "$")
        #expect(path("tru") == nil)
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(value.position == at(1, 1, 3))
    }

    @Test(arguments: [
        ("", "the document is empty; expected a JSON value at 1:1"),
        ("  \n ", "the document is empty; expected a JSON value at 2:2"),
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after object member, found '\"' at 1:9"),
        ("[1 2]", "expected ',' or ']' after array element, found '2' at 1:4"),
        ("[1,]", "expected a value after ',', found ']'; trailing commas are not allowed at 1:4"),
        ("{\"a\":1,}", "expected a key after ',', found '}'; trailing commas are not allowed at 1:8"),
        ("{'a': 1}", "expected a string key in double quotes, found '''; JSON strings use double quotes at 1:2"),
        ("[1] // note", "unexpected '/' after the end of the JSON value at 1:5"),
        ("{\"a\" 1}", "expected ':' after object key \"a\", found '1' at 1:6"),
        ("[tru]", "expected a value, found 't'; the only literals are true, false and null at 1:2"),
        ("[NaN]", "expected a value, found 'N' at 1:2"),
        ("[01]", "invalid number: leading zeros are not allowed at 1:2"),
        ("[1.]", "invalid number: expected a digit after '.' at 1:4"),
        ("[-]", "invalid number: expected a digit after '-' at 1:3"),
        ("[1e+]", "invalid number: expected a digit in the exponent at 1:5"),
        ("[\"abc", "unterminated string; add the closing '\"' at 1:2"),
        ("[\"a\tb\"]", "control character U+0009 in a string; write it as an escape such as \\n or \\u0009 at 1:4"),
        ("[\"\\x\"]", "invalid escape '\\x'; allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX at 1:3"),
        ("[\"\\u12G4\"]", "invalid escape '\\u12G'; allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX at 1:3"),
        ("[\"\\uD800\"]", "'\\uD800' is half of a UTF-16 surrogate pair without its other half at 1:3"),
        ("[\"\\uDC00\"]", "'\\uDC00' is half of a UTF-16 surrogate pair without its other half at 1:3"),
        (
            "{\n  \"a\": 1,\n  \"a\": 2\n}",
            "duplicate key \"a\" (first at 2:3); each key may appear once per object at 3:3"
        ),
        (
            "{\"a\": [1,\n 2",
            "expected ',' or ']' after array element (the array opened at 1:7), found end of input at 2:3"
        ),
        ("[1] [2]", "unexpected '[' after the end of the JSON value at 1:5"),
        ("{\"é\": ü}", "expected a value, found 'ü' at 1:7"),
    ])
    func rejectsInvalidJSONWithPositionedMessages(input: String, message: String) {
        #expect(parseError(input) == message)
    }

    @Test func rejectsBytesThatAreNotUTF8WithTheirOffsetAndPosition() {
        let latin1: [UInt8] = Array("{\n  \"caf".utf8) + [0xE9] + Array("\": 1}".utf8)
        #expect(
            parseError(latin1) == "invalid UTF-8 byte 0xE9 at byte offset 8; the file must be encoded as UTF-8 at 2:7")
        #expect(parseError([0x5B, 0xC0, 0x80, 0x5D])?.hasPrefix("invalid UTF-8 byte 0xC0 at byte offset 1;") == true)
        #expect(parseError([0x5B, 0xED, 0xA0, 0x80, 0x5D])?.hasPrefix("invalid UTF-8 byte 0xED") == true)
        #expect(parseError([0x5B, 0xF4, 0x90, 0x80, 0x80])?.hasPrefix("invalid UTF-8 byte 0xF4") == true)
        #expect(
            parseError([0x22, 0xE2, 0x82])
                == "invalid UTF-8 byte 0xE2 at byte offset 1; the file must be encoded as UTF-8 at 1:2")
        #expect(
            parseError([0xFF, 0xFE, 0x5B, 0x00])
                == "the file is encoded as UTF-16 (it starts with a UTF-16 byte order mark); JSON must be UTF-8 at 1:1")
    }

    @Test func limitsNestingDepthWithoutRecursion() throws {
        let deepestAllowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try parse(deepestAllowed)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(parseError(tooDeep) == "arrays and objects are nested more than 512 levels deep at 1:513")
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(parseError(hostile) == "arrays and objects are nested more than 512 levels deep at 1:2561")
    }

    @Test func parsesTenMegabytesInLinearTime() throws {
        var text = "[\n"
        let element =
            "  {\"name\": \"event-with-a-long-name\", \"from\": [\"a\", \"b\"], \"to\": \"c\", \"after\": 1.25},\n"
        let count = 10_000_000 / element.utf8.count + 1
        text.reserveCapacity(count * element.utf8.count + 16)
        for _ in 0..<count { text += element }
        text += "  null\n]"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 10_000_000)
        // Work, not time: the cursor only moves forward, and the positions of 600,000 values
        // are worked out in one pass over the bytes.
        var scanned = 0
        let value = try JSONParser.parse(bytes, scanned: &scanned)
        #expect(scanned <= bytes.count)
        guard case .array(let elements) = value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == count + 1)
        #expect(elements.last?.position == SourcePosition(line: count + 2, column: 3, offset: bytes.count - 6))
    }
}
