/// Finds where start tags and their attributes begin in an XML document, from the positions the
/// XML parser reports (the end of each start tag, in characters).
///
/// libxml2 reports an element when its start tag has been read, with the line and column of the
/// tag's last characters. The locator turns that into a byte offset, scans back to the tag's
/// `<`, and reads the tag's attribute names forward. Elements arrive in document order, so both
/// of its cursors only move forward: locating every element of a document is linear in its size.
struct XMLSourceLocator {
    /// Where a start tag and each of its attributes begin.
    struct Tag {
        /// The tag's `<`.
        var start: ChartLocation
        /// The first letter of each attribute's name, by qualified name.
        var attributes: [String: ChartLocation]
    }

    private let bytes: [UInt8]
    // Cursor from (line, character column) to byte offset.
    private var place = LineColumn()
    private var offset = 0
    // Cursor from byte offset to (line, column).
    private var tracker = PositionTracker()

    /// Creates a locator over a document's bytes.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte offset of `line`:`column` (characters), moving forward only; an earlier position
    /// answers the current offset.
    private mutating func offset(line target: Int, column targetColumn: Int) -> Int {
        while place.line < target, offset < bytes.count {
            place.advance(over: bytes[offset])
            offset += 1
        }
        while place.line == target, place.column < targetColumn, offset < bytes.count, bytes[offset] != 0x0A {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            place.column += 1
        }
        return offset
    }

    private mutating func location(at byte: Int) -> ChartLocation {
        let position = bytes.withUnsafeBufferPointer { tracker.position(at: byte, in: $0) }
        return ChartLocation(line: position.line, column: position.column)
    }

    /// Locates the start tag the parser has just reported at `line`:`column`.
    /// - Parameters:
    ///   - line: The parser's line number.
    ///   - column: The parser's column number.
    /// - Returns: The tag's `<` and its attributes' names; the reported position when the text
    ///   there is not a start tag.
    mutating func tag(line: Int, column: Int) -> Tag {
        let reported = ChartLocation(line: line, column: column)
        var end = min(offset(line: line, column: column), bytes.count - 1)
        guard end >= 0 else { return Tag(start: reported, attributes: [:]) }
        while end > 0, bytes[end] != UInt8(ascii: "<") { end -= 1 }
        guard bytes[end] == UInt8(ascii: "<") else { return Tag(start: reported, attributes: [:]) }
        let start = end
        let tagLocation = location(at: start)
        var attributes: [String: ChartLocation] = [:]
        var cursor = start + 1
        // The element's name.
        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"),
            bytes[cursor] != UInt8(ascii: "/")
        {
            cursor += 1
        }
        while cursor < bytes.count {
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/")
            else { break }
            let nameStart = cursor
            while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "="),
                bytes[cursor] != UInt8(ascii: ">")
            {
                cursor += 1
            }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
            attributes[name] = location(at: nameStart)
            while cursor < bytes.count, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "=") { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'")
            else { break }
            let quote = bytes[cursor]
            cursor += 1
            while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
            cursor += 1
        }
        return Tag(start: tagLocation, attributes: attributes)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
