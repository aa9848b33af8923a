/// A strict RFC 8259 JSON parser that records the line and column of every value.
///
/// The parser is iterative (an explicit stack, never recursion), so hostile nesting produces a
/// ``JSONParseError/Kind/tooDeep(limit:)`` error instead of a stack overflow, and it makes one
/// pass over its input, so its time is linear in the document's size. It rejects everything
/// RFC 8259 does not allow: comments, trailing commas, single quotes, leading zeros, `NaN`,
/// control characters in strings, lone surrogate escapes, bytes that are not UTF-8, and (a
/// choice of this tool) duplicate keys. A leading UTF-8 byte order mark is skipped, as the RFC
/// permits.
struct JSONParser {
    /// The nesting limit used unless another is given.
    static let defaultMaximumDepth = 512

    /// Parses a whole document.
    /// - Parameters:
    ///   - bytes: The document, which must be UTF-8.
    ///   - maximumDepth: How many arrays and objects may be open at once.
    /// - Returns: The top-level value.
    /// - Throws: A ``JSONParseError`` naming the first problem and its position.
    static func parse(
        _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONParseError) -> JSONValue {
        var scanned = 0
        return try parse(bytes, maximumDepth: maximumDepth, scanned: &scanned)
    }

    /// Parses a whole document, setting `scanned` to the number of bytes read to work out
    /// positions. The cursor only moves forward, so this is the work that could grow beyond the
    /// document's size; tests check that it does not.
    /// - Parameters:
    ///   - bytes: The document, which must be UTF-8.
    ///   - maximumDepth: How many arrays and objects may be open at once.
    ///   - scanned: Set to the bytes the position tracker read.
    /// - Returns: The top-level value.
    /// - Throws: A ``JSONParseError`` naming the first problem and its position.
    static func parse(
        _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth, scanned: inout Int
    ) throws(JSONParseError) -> JSONValue {
        let (result, work): (Result<JSONValue, JSONParseError>, Int) = bytes.withUnsafeBufferPointer { buffer in
            var parser = Cursor(bytes: buffer, maximumDepth: maximumDepth)
            do throws(JSONParseError) {
                let value = try parser.parseDocument()
                return (.success(value), parser.tracker.scanned)
            } catch {
                return (.failure(error), parser.tracker.scanned)
            }
        }
        scanned = work
        return try result.get()
    }
}

/// One open array or object while parsing.
private struct Frame {
    var isObject: Bool
    var start: SourcePosition
    /// Index into the value stack where this container's elements begin.
    var valueBase: Int
    /// Index into the key stack where this object's keys begin.
    var keyBase: Int
    /// The keys seen so far in this object, with their positions.
    var seenKeys: [String: SourcePosition]
}

private enum Byte {
    static let quote: UInt8 = 0x22
    static let backslash: UInt8 = 0x5C
    static let slash: UInt8 = 0x2F
    static let comma: UInt8 = 0x2C
    static let colon: UInt8 = 0x3A
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let minus: UInt8 = 0x2D
    static let plus: UInt8 = 0x2B
    static let dot: UInt8 = 0x2E
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let lowerE: UInt8 = 0x65
    static let upperE: UInt8 = 0x45
    static let singleQuote: UInt8 = 0x27
}

private struct Cursor {
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
        case Byte.singleQuote: return "JSON strings use double quotes"
        case Byte.slash: return "JSON has no comments"
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
            if byte == Byte.comma {
                index += 1
                skipWhitespace()
                if frame.isObject {
                    if index < bytes.count && bytes[index] == Byte.closeBrace {
                        throw fail(
                            .unexpected(
                                found: "'}'", expected: "a key after ','", hint: "trailing commas are not allowed"),
                            at: index)
                    }
                    try parseKey()
                } else if index < bytes.count && bytes[index] == Byte.closeBracket {
                    throw fail(
                        .unexpected(
                            found: "']'", expected: "a value after ','", hint: "trailing commas are not allowed"),
                        at: index)
                }
                value = try parseValueStart()
            } else if frame.isObject && byte == Byte.closeBrace {
                index += 1
                value = closeObject()
            } else if !frame.isObject && byte == Byte.closeBracket {
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
            case Byte.openBrace:
                try open(isObject: true, at: start)
                skipWhitespace()
                if index < bytes.count && bytes[index] == Byte.closeBrace {
                    index += 1
                    return closeObject()
                }
                try parseKey()
            case Byte.openBracket:
                try open(isObject: false, at: start)
                skipWhitespace()
                if index < bytes.count && bytes[index] == Byte.closeBracket {
                    index += 1
                    return closeArray()
                }
            case Byte.quote:
                let text = try parseString()
                return JSONValue(kind: .string(text), position: position(start))
            case Byte.minus, Byte.zero...Byte.nine:
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

    mutating func open(isObject: Bool, at start: Int) throws(JSONParseError) {
        if frames.count >= maximumDepth {
            throw fail(.tooDeep(limit: maximumDepth), at: start)
        }
        let frame = Frame(
            isObject: isObject, start: position(start), valueBase: values.count, keyBase: keys.count, seenKeys: [:])
        frames.append(frame)
        index += 1
        skipWhitespace()
    }

    /// Parses `"key"` and the `:` after it; `index` is at the key's opening quote (or should be).
    mutating func parseKey() throws(JSONParseError) {
        guard index < bytes.count, bytes[index] == Byte.quote else {
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
        guard index < bytes.count, bytes[index] == Byte.colon else {
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

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let start = index
        let matches = literal.withUTF8Buffer { expected -> Bool in
            guard start + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
            return true
        }
        guard matches else {
            throw fail(
                .unexpected(
                    found: found(at: start), expected: "a value", hint: "the only literals are true, false and null"),
                at: start)
        }
        index += count
    }

    mutating func parseNumber() throws(JSONParseError) -> String {
        let start = index
        if bytes[index] == Byte.minus { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw fail(.invalidNumber("expected a digit after '-'"), at: index)
        }
        if bytes[index] == Byte.zero {
            index += 1
            if index < bytes.count && isDigit(bytes[index]) {
                throw fail(.invalidNumber("leading zeros are not allowed"), at: start)
            }
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == Byte.dot {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail(.invalidNumber("expected a digit after '.'"), at: index)
            }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == Byte.lowerE || bytes[index] == Byte.upperE) {
            index += 1
            if index < bytes.count && (bytes[index] == Byte.plus || bytes[index] == Byte.minus) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail(.invalidNumber("expected a digit in the exponent"), at: index)
            }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= Byte.zero && byte <= Byte.nine }

    /// Parses a string; `index` is at the opening quote. The input is already known to be UTF-8.
    mutating func parseString() throws(JSONParseError) -> String {
        let open = index
        index += 1
        var segmentStart = index
        var buffer: [UInt8] = []
        var escaped = false
        while true {
            guard index < bytes.count else { throw fail(.unterminatedString, at: open) }
            let byte = bytes[index]
            if byte == Byte.quote {
                break
            }
            if byte < 0x20 {
                throw fail(.controlCharacter(byte), at: index)
            }
            if byte != Byte.backslash {
                index += 1
                continue
            }
            escaped = true
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
            try parseEscape(into: &buffer)
            segmentStart = index
        }
        let text: String
        if escaped {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
            text = String(decoding: buffer, as: UTF8.self)
        } else {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]), as: UTF8.self)
        }
        index += 1
        return text
    }

    /// Parses one escape; `index` is at the backslash and ends after the escape.
    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw fail(.unterminatedString, at: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case Byte.quote: buffer.append(Byte.quote)
        case Byte.backslash: buffer.append(Byte.backslash)
        case Byte.slash: buffer.append(Byte.slash)
        case 0x62: buffer.append(0x08)  // b
        case 0x66: buffer.append(0x0C)  // f
        case 0x6E: buffer.append(0x0A)  // n
        case 0x72: buffer.append(0x0D)  // r
        case 0x74: buffer.append(0x09)  // t
        case 0x75:  // u
            let unit = try parseHex4(escapeStart: start)
            var scalarValue = UInt32(unit)
            if unit >= 0xD800 && unit <= 0xDBFF {
                let lowStart = index
                guard index + 1 < bytes.count, bytes[index] == Byte.backslash, bytes[index + 1] == 0x75 else {
                    throw fail(.loneSurrogate(unit), at: start)
                }
                index += 2
                let low = try parseHex4(escapeStart: lowStart)
                guard low >= 0xDC00 && low <= 0xDFFF else { throw fail(.loneSurrogate(unit), at: start) }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                throw fail(.loneSurrogate(unit), at: start)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else { throw fail(.loneSurrogate(unit), at: start) }
            buffer.append(contentsOf: String(Character(scalar)).utf8)
        default:
            let text = found(at: index - 1)
            let shown = text.hasPrefix("'") ? String(text.dropFirst().dropLast()) : text
            throw fail(.invalidEscape(shown), at: start)
        }
    }

    /// Parses the four hex digits after `\u`.
    mutating func parseHex4(escapeStart: Int) throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw fail(.unterminatedString, at: escapeStart) }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default:
                let end = min(index + 1, bytes.count)
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[(escapeStart + 1)..<end]), as: UTF8.self)
                throw fail(.invalidEscape(text), at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }
}
