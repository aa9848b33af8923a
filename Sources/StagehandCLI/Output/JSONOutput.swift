import Stagehand

/// A JSON document the command prints with `--json`; rendered deterministically, keys in order.
indirect enum JSONOutput: Equatable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONOutput])
    /// An object whose members keep the order given.
    case object([(String, JSONOutput)])

    /// A string, or `null` when `text` is `nil`.
    static func optional(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }

    /// An array of strings.
    static func strings(_ items: [String]) -> JSONOutput { .array(items.map(JSONOutput.string)) }

    static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.rendered() == rhs.rendered() }

    /// The document, pretty-printed with two-space indentation and a final newline; arrays
    /// holding no arrays or objects stay on one line.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// `text` as a JSON string literal with no raw control character: C0 controls escaped as
    /// JSON requires, and DEL and the C1 controls (which JSON allows raw, and a terminal may
    /// read as the start of an escape sequence) escaped as `\u007F`…`\u009F`, the same string.
    static func quoted(_ text: String) -> String {
        let literal = QuotedText.json(text)
        guard literal.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return literal }
        var out = ""
        for scalar in literal.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                out += "\\u00" + String(scalar.value, radix: 16, uppercase: true)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text): out += Self.quoted(text)
        case .int(let value): out += String(value)
        case .double(let value): out += value.isFinite ? String(value) : "null"
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
            } else if items.allSatisfy(\.isScalar) {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.write(to: &out, indent: indent)
                }
                out += "]"
            } else {
                let inner = indent + "  "
                out += "[\n"
                for (index, item) in items.enumerated() {
                    out += inner
                    item.write(to: &out, indent: inner)
                    out += index == items.count - 1 ? "\n" : ",\n"
                }
                out += indent + "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += inner + Self.quoted(key) + ": "
                value.write(to: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

}
