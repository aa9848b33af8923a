// Scalars: literals, numbers, strings and their escapes.
extension JSONCursor {
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
        if bytes[index] == JSONByte.minus { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw fail(.invalidNumber("expected a digit after '-'"), at: index)
        }
        if bytes[index] == JSONByte.zero {
            index += 1
            if index < bytes.count && isDigit(bytes[index]) {
                throw fail(.invalidNumber("leading zeros are not allowed"), at: start)
            }
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == JSONByte.dot {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail(.invalidNumber("expected a digit after '.'"), at: index)
            }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == JSONByte.lowerE || bytes[index] == JSONByte.upperE) {
            index += 1
            if index < bytes.count && (bytes[index] == JSONByte.plus || bytes[index] == JSONByte.minus) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail(.invalidNumber("expected a digit in the exponent"), at: index)
            }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= JSONByte.zero && byte <= JSONByte.nine }

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
            if byte == JSONByte.quote {
                break
            }
            if byte < 0x20 {
                throw fail(.controlCharacter(byte), at: index)
            }
            if byte != JSONByte.backslash {
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
        case JSONByte.quote: buffer.append(JSONByte.quote)
        case JSONByte.backslash: buffer.append(JSONByte.backslash)
        case JSONByte.slash: buffer.append(JSONByte.slash)
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
                guard index + 1 < bytes.count, bytes[index] == JSONByte.backslash, bytes[index + 1] == 0x75 else {
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
