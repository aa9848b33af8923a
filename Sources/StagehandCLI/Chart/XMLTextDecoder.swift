/// Decodes an XML document to UTF-8 before anything parses it, so that every later check (the
/// `<!DOCTYPE>` refusal, positions, the parser itself) sees the text as written, whatever the
/// encoding.
///
/// The encoding is told as XML 1.0 appendix F describes: a byte order mark (UTF-8, UTF-16 LE or
/// BE), else the first bytes (`<\0` is UTF-16 LE, `\0<` UTF-16 BE, a 32-bit or EBCDIC pattern is
/// refused), else UTF-8; then the XML declaration's `encoding`, which must agree. UTF-8, UTF-16
/// and US-ASCII are read; any other encoding (UTF-7, ISO-8859-1, UCS-4, EBCDIC, …) is refused
/// with a diagnostic, never guessed. The result is UTF-8 without a byte order mark, the
/// declaration's `encoding` pseudo-attribute blanked out with spaces (so the parser reads UTF-8
/// and every position stays where it was), ready for the XML parser.
enum XMLTextDecoder {
    /// Why a document could not be decoded: where, and what is wrong.
    struct Failure: Error, Equatable, Sendable {
        /// The position concerned, in characters.
        var location: ChartLocation
        /// What was found and what is allowed.
        var message: String
    }

    /// The encodings read, as a diagnostic lists them.
    static let supported = "UTF-8, UTF-16, US-ASCII"

    private enum Detected {
        case utf8
        case utf16(bigEndian: Bool)

        var isUTF16: Bool {
            if case .utf16 = self { true } else { false }
        }
    }

    /// Decodes `bytes`.
    /// - Parameter bytes: The document as read from the file.
    /// - Returns: The document as UTF-8, or why it cannot be read.
    static func decode(_ bytes: [UInt8]) -> Result<[UInt8], Failure> {
        var body = bytes[...]
        let detected: Detected
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = bytes.dropFirst(3)
            detected = .utf8
        } else if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
            || bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) || bytes.starts(with: [0x3C, 0x00, 0x00, 0x00])
        {
            return .failure(refusal("UCS-4 (UTF-32)"))
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            body = bytes.dropFirst(2)
            detected = .utf16(bigEndian: true)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            body = bytes.dropFirst(2)
            detected = .utf16(bigEndian: false)
        } else if bytes.starts(with: [0x00, 0x3C]) {
            detected = .utf16(bigEndian: true)
        } else if bytes.starts(with: [0x3C, 0x00]) {
            detected = .utf16(bigEndian: false)
        } else if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) {
            return .failure(refusal("EBCDIC"))
        } else if bytes.starts(with: Array("+ADw-".utf8)) || bytes.starts(with: [0x2B, 0x2F, 0x76]) {
            // `+ADw-` is `<` in UTF-7; `+/v` its byte order mark.
            return .failure(refusal("UTF-7"))
        } else {
            detected = .utf8
        }
        var text: [UInt8]
        switch detected {
        case .utf8:
            text = Array(body)
            if let invalid = text.withUnsafeBufferPointer({ UTF8Check.firstInvalidByte(in: $0) }) {
                return .failure(
                    Failure(
                        location: location(ofByte: invalid, in: text),
                        message:
                            "byte 0x\(hex(text[invalid])) is not UTF-8; the document must be encoded in UTF-8, "
                            + "UTF-16 or US-ASCII (\(supported)) and say so in its XML declaration"))
            }
        case .utf16(let bigEndian):
            switch transcodeUTF16(body, bigEndian: bigEndian) {
            case .success(let utf8): text = utf8
            case .failure(let failure): return .failure(failure)
            }
        }
        return checkDeclaration(&text, detected: detected).map { text }
    }

    /// UTF-16 code units to UTF-8, refusing an odd length and unpaired surrogates.
    private static func transcodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> Result<[UInt8], Failure> {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 2 + bytes.count / 8)
        var index = bytes.startIndex
        func unit(_ at: Int) -> UInt32 {
            let first = UInt32(bytes[at])
            let second = UInt32(bytes[at + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        func failure(_ message: String) -> Failure {
            Failure(location: location(ofByte: out.count, in: out), message: message)
        }
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else {
                return .failure(
                    failure("the UTF-16 document ends in the middle of a character (an odd number of bytes)"))
            }
            var scalar = unit(index)
            index += 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.endIndex, (0xDC00...0xDFFF).contains(unit(index)) else {
                    return .failure(failure("a UTF-16 high surrogate is not followed by a low surrogate"))
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
                index += 2
            } else if (0xDC00...0xDFFF).contains(scalar) {
                return .failure(failure("a UTF-16 low surrogate has no high surrogate before it"))
            }
            switch scalar {
            case 0..<0x80:
                out.append(UInt8(scalar))
            case 0x80..<0x800:
                out.append(UInt8(0xC0 | scalar >> 6))
                out.append(UInt8(0x80 | scalar & 0x3F))
            case 0x800..<0x10000:
                out.append(UInt8(0xE0 | scalar >> 12))
                out.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            default:
                out.append(UInt8(0xF0 | scalar >> 18))
                out.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
                out.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            }
        }
        return .success(out)
    }

    /// Reads the XML declaration's `encoding` (if any), checks it agrees with what the bytes
    /// say, and blanks it out of `text`.
    private static func checkDeclaration(_ text: inout [UInt8], detected: Detected) -> Result<Void, Failure> {
        let prefix = Array("<?xml".utf8)
        guard text.starts(with: prefix), text.count > prefix.count, isSpace(text[prefix.count]) else {
            // No declaration: UTF-8, or UTF-16 by its byte order mark or first character.
            return .success(())
        }
        // The declaration ends at the first `?>`; it holds no quotes that could hide one.
        var end = prefix.count
        while end + 1 < text.count, !(text[end] == UInt8(ascii: "?") && text[end + 1] == UInt8(ascii: ">")) {
            end += 1
        }
        guard end + 1 < text.count else { return .success(()) }  // The parser reports the open declaration.
        let marker = Array("encoding".utf8)
        var cursor = prefix.count
        while cursor + marker.count <= end {
            if isSpace(text[cursor - 1]), text[cursor...].starts(with: marker) { break }
            cursor += 1
        }
        guard cursor + marker.count <= end else {
            // No encoding pseudo-attribute: UTF-8 or UTF-16 by the bytes, as XML says.
            return .success(())
        }
        let attributeStart = cursor
        var index = cursor + marker.count
        while index < end, isSpace(text[index]) { index += 1 }
        guard index < end, text[index] == UInt8(ascii: "=") else { return .success(()) }
        index += 1
        while index < end, isSpace(text[index]) { index += 1 }
        guard index < end, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else {
            return .success(())
        }
        let quote = text[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < end, text[valueEnd] != quote { valueEnd += 1 }
        guard valueEnd < end else { return .success(()) }
        let name = String(decoding: text[valueStart..<valueEnd], as: UTF8.self)
        let location = Self.location(ofByte: attributeStart, in: text)
        let shown = VisibleText.of(name)
        let declared = name.uppercased()
        let declaresUTF16: Bool
        switch declared {
        case "UTF-8", "UTF8", "US-ASCII", "ASCII": declaresUTF16 = false
        case "UTF-16", "UTF-16LE", "UTF-16BE", "UTF16": declaresUTF16 = true
        default:
            return .failure(
                Failure(
                    location: location,
                    message: "encoding '\(shown)' is not supported; supported: \(supported)"))
        }
        if declaresUTF16 != detected.isUTF16 {
            let actual = detected.isUTF16 ? "UTF-16" : "not UTF-16 (no byte order mark, 8-bit characters)"
            let message = "the XML declaration says encoding '\(shown)' but the document is \(actual); make them agree"
            return .failure(Failure(location: location, message: message))
        }
        if declared.hasSuffix("ASCII"), let offset = text.firstIndex(where: { $0 >= 0x80 }) {
            return .failure(
                Failure(
                    location: Self.location(ofByte: offset, in: text),
                    message: "a character is not US-ASCII, as the XML declaration's encoding '\(shown)' says; "
                        + "declare encoding=\"UTF-8\" instead"))
        }
        for offset in attributeStart..<valueEnd + 1 { text[offset] = 0x20 }
        return .success(())
    }

    private static func refusal(_ encoding: String) -> Failure {
        Failure(
            location: .start,
            message: "the document is encoded in \(encoding), which is not supported; supported: \(supported)")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// The line and column (in characters) of byte `offset` of UTF-8 `text`: a linear scan,
    /// done once, for a diagnostic.
    static func location(ofByte offset: Int, in text: [UInt8]) -> ChartLocation {
        let place = LineColumn(ofByte: offset, in: text)
        return ChartLocation(line: place.line, column: place.column)
    }
}
