/// The parser's state while it walks one document: the position, the open containers and the
/// values and keys they hold so far.
struct JSONCursor {
    /// One open array or object while parsing.
    struct Frame {
        var isObject: Bool
        var start: SourcePosition
        /// Index into the value stack where this container's elements begin.
        var valueBase: Int
        /// Index into the key stack where this object's keys begin.
        var keyBase: Int
        /// The keys seen so far in this object, with their positions.
        var seenKeys: [String: SourcePosition]
    }

    /// The document, borrowed from `JSONParser.parse`'s `withUnsafeBufferPointer`: a cursor is a
    /// local of that closure and never escapes it, so the buffer outlives every read. Each read is
    /// behind an `index < bytes.count` check (or a range already checked against it); the CLI's
    /// libFuzzer target runs this parser under the address sanitizer.
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var index = 0
    var tracker = PositionTracker()
    var frames: [Frame] = []
    var values: [JSONValue] = []
    var keys: [(String, SourcePosition)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func position(_ offset: Int) -> SourcePosition {
        tracker.position(at: offset, in: bytes)
    }

    mutating func fail(_ kind: JSONParseError.Kind, at offset: Int) -> JSONParseError {
        // A path 512 levels deep helps nobody; the position says where the nesting went too far.
        let path = kind == .tooDeep(limit: maximumDepth) ? nil : containerPath()
        return JSONParseError(kind: kind, position: position(offset), path: path)
    }

    /// The JSON path of the innermost array or object being read (`$.events[2]`), or `nil` at
    /// the top level.
    func containerPath() -> String? {
        guard !frames.isEmpty else { return nil }
        var path = "$"
        for level in 1..<frames.count {
            let parent = frames[level - 1]
            let completed = frames[level].valueBase - parent.valueBase
            if parent.isObject {
                let key = keys[parent.keyBase + completed].0
                path += JSONPath.member(key)
            } else {
                path += "[\(completed)]"
            }
        }
        return path
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Describes the character at `index` (or the end of input) for a message.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte < 0x80 {
            return "U+00" + hex2(byte)
        }
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 && end - offset < 4 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return "'\(text)'"
    }

    func hex2(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }

    /// A hint for common non-JSON habits at `offset`.
    func hint(at offset: Int) -> String? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case JSONByte.singleQuote: return "JSON strings use double quotes"
        case JSONByte.slash: return "JSON has no comments"
        default: return nil
        }
    }

    mutating func unexpected(_ expected: String, at offset: Int) -> JSONParseError {
        fail(.unexpected(found: found(at: offset), expected: expected, hint: hint(at: offset)), at: offset)
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        try checkEncoding()
        skipWhitespace()
        guard index < bytes.count else { throw fail(.empty, at: index) }
        var value = try parseValueStart()
        while true {
            guard let frame = frames.last else { break }
            skipWhitespace()
            values.append(value)
            guard index < bytes.count else {
                let closer = frame.isObject ? "'}'" : "']'"
                let what = frame.isObject ? "object member" : "array element"
                throw fail(
                    .unexpected(
                        found: "end of input",
                        expected: "',' or \(closer) after \(what) (the \(frame.isObject ? "object" : "array") "
                            + "opened at \(frame.start))", hint: nil), at: index)
            }
            let byte = bytes[index]
            if byte == JSONByte.comma {
                index += 1
                skipWhitespace()
                if frame.isObject {
                    if index < bytes.count && bytes[index] == JSONByte.closeBrace {
                        throw fail(
                            .unexpected(
                                found: "'}'", expected: "a key after ','", hint: "trailing commas are not allowed"),
                            at: index)
                    }
                    try parseKey()
                } else if index < bytes.count && bytes[index] == JSONByte.closeBracket {
                    throw fail(
                        .unexpected(
                            found: "']'", expected: "a value after ','", hint: "trailing commas are not allowed"),
                        at: index)
                }
                value = try parseValueStart()
            } else if frame.isObject && byte == JSONByte.closeBrace {
                index += 1
                value = closeObject()
            } else if !frame.isObject && byte == JSONByte.closeBracket {
                index += 1
                value = closeArray()
            } else {
                throw unexpected(
                    frame.isObject ? "',' or '}' after object member" : "',' or ']' after array element", at: index)
            }
        }
        skipWhitespace()
        if index < bytes.count {
            throw fail(.trailingContent(found(at: index)), at: index)
        }
        return value
    }

    /// Rejects documents that are not UTF-8, naming the first bad byte; skips a UTF-8 BOM.
    mutating func checkEncoding() throws(JSONParseError) {
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            throw fail(.notUTF8Encoding("UTF-16 (it starts with a UTF-16 byte order mark)"), at: 0)
        }
        if let bad = UTF8Check.firstInvalidByte(in: bytes) {
            throw fail(.invalidUTF8(byte: bytes[bad]), at: bad)
        }
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            index = 3
            tracker = PositionTracker(startingAt: 3)
        }
    }

    /// Parses values until one is complete, opening containers on the way.
    ///
    /// Returns a scalar or an empty container; non-empty containers are closed by the main loop.
    mutating func parseValueStart() throws(JSONParseError) -> JSONValue {
        while true {
            guard index < bytes.count else { throw unexpected("a value", at: index) }
            let start = index
            switch bytes[index] {
            case JSONByte.openBrace:
                if let empty = try open(isObject: true, at: start) { return empty }
                try parseKey()
            case JSONByte.openBracket:
                if let empty = try open(isObject: false, at: start) { return empty }
            case JSONByte.quote:
                let text = try parseString()
                return JSONValue(kind: .string(text), position: position(start))
            case JSONByte.minus, JSONByte.zero...JSONByte.nine:
                let text = try parseNumber()
                return JSONValue(kind: .number(text), position: position(start))
            case 0x74:  // t
                try expectLiteral("true")
                return JSONValue(kind: .bool(true), position: position(start))
            case 0x66:  // f
                try expectLiteral("false")
                return JSONValue(kind: .bool(false), position: position(start))
            case 0x6E:  // n
                try expectLiteral("null")
                return JSONValue(kind: .null, position: position(start))
            default:
                throw unexpected("a value", at: index)
            }
        }
    }

    /// Opens the object or array whose bracket is at `start`; returns it, closed, when it is empty.
    mutating func open(isObject: Bool, at start: Int) throws(JSONParseError) -> JSONValue? {
        if frames.count >= maximumDepth {
            throw fail(.tooDeep(limit: maximumDepth), at: start)
        }
        let frame = Frame(
            isObject: isObject, start: position(start), valueBase: values.count, keyBase: keys.count, seenKeys: [:])
        frames.append(frame)
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) else {
            return nil
        }
        index += 1
        return isObject ? closeObject() : closeArray()
    }

    /// Parses `"key"` and the `:` after it; `index` is at the key's opening quote (or should be).
    mutating func parseKey() throws(JSONParseError) {
        guard index < bytes.count, bytes[index] == JSONByte.quote else {
            throw unexpected("a string key in double quotes", at: index)
        }
        let keyStart = index
        let key = try parseString()
        let keyPosition = position(keyStart)
        let last = frames.count - 1
        if let first = frames[last].seenKeys[key] {
            throw fail(.duplicateKey(key, first: first), at: keyStart)
        }
        frames[last].seenKeys[key] = keyPosition
        keys.append((key, keyPosition))
        skipWhitespace()
        guard index < bytes.count, bytes[index] == JSONByte.colon else {
            throw unexpected("':' after object key \"\(key)\"", at: index)
        }
        index += 1
        skipWhitespace()
    }

    mutating func closeObject() -> JSONValue {
        guard let frame = frames.popLast() else { return JSONValue(kind: .null, position: position(index)) }
        var members: [JSONMember] = []
        members.reserveCapacity(values.count - frame.valueBase)
        for offset in 0..<(values.count - frame.valueBase) {
            let (key, keyPosition) = keys[frame.keyBase + offset]
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: values[frame.valueBase + offset]))
        }
        values.removeSubrange(frame.valueBase...)
        keys.removeSubrange(frame.keyBase...)
        return JSONValue(kind: .object(members), position: frame.start)
    }

    mutating func closeArray() -> JSONValue {
        guard let frame = frames.popLast() else { return JSONValue(kind: .null, position: position(index)) }
        let elements = Array(values[frame.valueBase...])
        values.removeSubrange(frame.valueBase...)
        return JSONValue(kind: .array(elements), position: frame.start)
    }
}
