/// A place in a text document: a 1-based line and column and the 0-based byte offset.
///
/// Columns count Unicode scalars, not bytes, so `é` advances the column by one. Only a line feed
/// (`\n`) starts a new line; the carriage return of a `\r\n` pair is the last column of its line.
struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, starting at 1.
    var line: Int
    /// The column in Unicode scalars, starting at 1.
    var column: Int
    /// The byte offset from the start of the document, starting at 0.
    var offset: Int

    /// The position as `line:column`, the form editors and compilers use.
    var description: String { "\(line):\(column)" }
}

/// Turns byte offsets into line:column positions in one forward pass over a document.
///
/// Requests are expected in increasing offset order (the parser's order), which makes the total
/// work linear in the document's size; an earlier offset restarts the scan from the beginning.
struct PositionTracker {
    private var origin = 0
    private var offset = 0
    private var place = LineColumn()
    /// How many bytes the tracker has read, restarts included (linear use keeps it at most the
    /// document's size; tests check that).
    private(set) var scanned = 0

    /// Creates a tracker at the start of a document.
    init() {}

    /// Creates a tracker whose line 1, column 1 is at byte `offset`: after a byte order mark,
    /// which editors do not show.
    init(startingAt offset: Int) {
        self.origin = offset
        self.offset = offset
    }

    /// Returns the position of the byte at `target`.
    /// - Parameters:
    ///   - target: A byte offset, at most `bytes.count`.
    ///   - bytes: The document.
    /// - Returns: The line, column and offset of `target`.
    mutating func position(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        if target < offset {
            let scanned = scanned
            self = PositionTracker(startingAt: origin)
            self.scanned = scanned
        }
        let end = min(target, bytes.count)
        while offset < end {
            place.advance(over: bytes[offset])
            offset += 1
            scanned += 1
        }
        return SourcePosition(line: place.line, column: place.column, offset: target)
    }
}

/// A line and column carried forward over UTF-8 text one byte at a time, by the rule of
/// ``SourcePosition``: a line feed starts a new line; every other byte that begins a Unicode
/// scalar (not a continuation byte) moves one column on.
struct LineColumn: Hashable, Sendable {
    /// The line, starting at 1.
    var line = 1
    /// The column in Unicode scalars, starting at 1.
    var column = 1

    /// Creates the position of a document's first byte, 1:1.
    init() {}

    /// The position of byte `offset` of UTF-8 `text` (its end when `offset` is past it): a linear
    /// scan from the start.
    /// - Parameters:
    ///   - offset: A byte offset.
    ///   - text: The document.
    init(ofByte offset: Int, in text: [UInt8]) {
        for byte in text[..<min(offset, text.count)] { advance(over: byte) }
    }

    /// Moves past `byte`.
    /// - Parameter byte: The byte at the current position.
    @inline(__always)
    mutating func advance(over byte: UInt8) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
