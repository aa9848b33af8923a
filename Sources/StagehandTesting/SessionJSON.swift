/// A JSON value of a session record, read without Foundation: what ``SessionReplay`` needs of
/// the lines ``SessionRecorder`` writes.
enum SessionJSON: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([SessionJSON])
    case object([String: SessionJSON])

    /// The deepest nesting read (records nest three levels).
    static let maximumDepth = 64

    /// Parses one line; `nil` when it is not JSON.
    static func parse(_ text: String) -> SessionJSON? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.offset == reader.bytes.count ? value : nil
    }

    subscript(key: String) -> SessionJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var int: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    var array: [SessionJSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func literal(_ word: String, _ value: SessionJSON) -> SessionJSON? {
            let expected = Array(word.utf8)
            guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected
            else { return nil }
            offset += expected.count
            return value
        }

        mutating func value(depth: Int) -> SessionJSON? {
            guard depth < SessionJSON.maximumDepth else { return nil }
            skipSpace()
            guard offset < bytes.count else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "n"): return literal("null", .null)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "\""): return string().map(SessionJSON.string)
            case UInt8(ascii: "["):
                offset += 1
                var items: [SessionJSON] = []
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return .array(items)
                }
                while true {
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                    guard offset < bytes.count else { return nil }
                    offset += 1
                    if bytes[offset - 1] == UInt8(ascii: "]") { return .array(items) }
                    guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
                }
            case UInt8(ascii: "{"):
                offset += 1
                var members: [String: SessionJSON] = [:]
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
                    offset += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    members[key] = item
                    skipSpace()
                    guard offset < bytes.count else { return nil }
                    offset += 1
                    if bytes[offset - 1] == UInt8(ascii: "}") { return .object(members) }
                    guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
                }
            default:
                let start = offset
                while offset < bytes.count, Array("-+.eE0123456789".utf8).contains(bytes[offset]) { offset += 1 }
                return offset > start ? .number(String(decoding: bytes[start..<offset], as: UTF8.self)) : nil
            }
        }

        /// A string literal starting at `offset` (escapes decoded, surrogate pairs joined).
        mutating func string() -> String? {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
            offset += 1
            var out: [UInt8] = []
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard offset < bytes.count else { return nil }
                    let escape = bytes[offset]
                    offset += 1
                    switch escape {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard var scalar = hex4() else { return nil }
                        if (0xD800..<0xDC00).contains(scalar), bytes.count - offset >= 6,
                            bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
                        {
                            offset += 2
                            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { return nil }
                        out.append(contentsOf: Array(String(Character(unicode)).utf8))
                    default: out.append(escape)
                    }
                default: out.append(byte)
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - offset >= 4,
                let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
            else { return nil }
            offset += 4
            return value
        }
    }
}
