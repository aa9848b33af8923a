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
            var parser = JSONCursor(bytes: buffer, maximumDepth: maximumDepth)
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
