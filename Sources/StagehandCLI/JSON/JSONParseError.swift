/// Why a document is not valid JSON, and where.
struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kinds of problem the parser reports.
    enum Kind: Equatable, Sendable {
        /// The document holds no value at all.
        case empty
        /// A byte sequence that is not UTF-8.
        case invalidUTF8(byte: UInt8)
        /// The document starts with a UTF-16 or UTF-32 byte order mark.
        case notUTF8Encoding(String)
        /// A character where something else was required; `expected` says what.
        case unexpected(found: String, expected: String, hint: String?)
        /// Containers nested deeper than the limit.
        case tooDeep(limit: Int)
        /// A string that is not closed before the end of the document.
        case unterminatedString
        /// A raw control character inside a string.
        case controlCharacter(UInt8)
        /// A backslash followed by something that is not a JSON escape.
        case invalidEscape(String)
        /// A `\u` escape of a UTF-16 surrogate that has no partner.
        case loneSurrogate(UInt16)
        /// A number that does not follow JSON's grammar.
        case invalidNumber(String)
        /// The same key twice in one object.
        case duplicateKey(String, first: SourcePosition)
        /// Something after the top-level value.
        case trailingContent(String)
    }

    /// What went wrong.
    var kind: Kind
    /// Where it went wrong.
    var position: SourcePosition
    /// The JSON path of the innermost array or object being read, or `nil` at the top level.
    var path: String? = nil

    /// The message without the position, for example `expected ',' or '}' after object member`.
    var message: String {
        switch kind {
        case .empty:
            return "the document is empty; expected a JSON value"
        case .invalidUTF8(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" : "")\(hex) at byte offset \(position.offset); "
                + "the file must be encoded as UTF-8"
        case .notUTF8Encoding(let name):
            return "the file is encoded as \(name); JSON must be UTF-8"
        case .unexpected(let found, let expected, let hint):
            return "expected \(expected), found \(found)" + (hint.map { "; \($0)" } ?? "")
        case .tooDeep(let limit):
            return "arrays and objects are nested more than \(limit) levels deep"
        case .unterminatedString:
            return "unterminated string; add the closing '\"'"
        case .controlCharacter(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "control character U+00\(hex.count == 1 ? "0" : "")\(hex) in a string; write it as an escape "
                + "such as \\n or \\u00\(hex.count == 1 ? "0" : "")\(hex)"
        case .invalidEscape(let text):
            return "invalid escape '\\\(text)'; allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .loneSurrogate(let unit):
            let hex = String(unit, radix: 16, uppercase: true)
            return "'\\u\(hex)' is half of a UTF-16 surrogate pair without its other half"
        case .invalidNumber(let why):
            return "invalid number: \(why)"
        case .duplicateKey(let key, let first):
            return "duplicate key \"\(key)\" (first at \(first)); each key may appear once per object"
        case .trailingContent(let found):
            return "unexpected \(found) after the end of the JSON value"
        }
    }

    /// The message followed by ` at line:column`.
    var description: String { "\(message) at \(position)" }
}
