/// String literals for the formats Stagehand writes — JSON, Graphviz DOT and XML attributes —
/// shared by the core's exports and the `stagehand` command, so that a name is escaped the same
/// way wherever it is written.
package enum QuotedText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (`\n`, `\r`, `\t`, else `\u00XX`).
    /// - Parameter text: The text.
    /// - Returns: The literal, with its quotes.
    package static func json(_ text: String) -> String {
        "\"" + escaped(text, jsonReplacement) + "\""
    }

    /// `text` as a JSON string literal that is safe inside an HTML `<script>` element: as
    /// ``json(_:)``, with `<`, `>` and `&` written `\u003C`, `\u003E` and `\u0026` (no `</script>`
    /// or `<!--` can end or change the element) and U+2028 and U+2029 escaped too.
    /// - Parameter text: The text.
    /// - Returns: The literal, with its quotes.
    package static func scriptJSON(_ text: String) -> String {
        let body = escaped(text) { scalar in
            switch scalar {
            case "<", ">", "&", "\u{2028}", "\u{2029}": unicodeEscape(scalar)
            default: jsonReplacement(scalar)
            }
        }
        return "\"" + body + "\""
    }

    /// The JSON escape of a scalar that needs one.
    private static func jsonReplacement(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case let control where control.value < 0x20: unicodeEscape(control)
        default: nil
        }
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` as a DOT quoted string: quotes and backslashes escaped, and every control character
    /// spelled out as ``visible(_:)`` does (`\u{1B}`, its backslash escaped), so that no name
    /// reaches a terminal or a file raw and a line break in a name stays visible.
    /// - Parameter text: The text.
    /// - Returns: The string, with its quotes.
    package static func dot(_ text: String) -> String {
        let body = escaped(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case let control where isControl(control): "\\" + spelledOut(control)
            default: nil
            }
        }
        return "\"" + body + "\""
    }

    /// `text` as Stagehand writes it for people: every control character (C0, DEL and C1)
    /// spelled out as `\u{1B}`, so that a name cannot move the cursor, clear the screen, retitle
    /// the terminal or fake a line of output.
    /// - Parameter text: The text.
    /// - Returns: The text; `text` itself when it has no control character.
    package static func visible(_ text: String) -> String {
        escaped(text) { isControl($0) ? spelledOut($0) : nil }
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// A control character spelled out: `\u{1B}`.
    private static func spelledOut(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` as the value of a double-quoted XML attribute, without the quotes: markup
    /// characters, the white space that attribute normalisation would turn into spaces, and DEL
    /// and the C1 controls (which XML 1.0 allows, but a terminal would act on) become character
    /// references, so they read back as themselves; the C0 control characters, which XML 1.0
    /// cannot hold at all, are spelled out (`\u{1B}`), so the document stays well-formed.
    /// - Parameter text: The text.
    /// - Returns: The attribute value; `text` itself when nothing needs escaping.
    package static func xmlAttribute(_ text: String) -> String {
        escaped(text) { scalar in
            (0x7F...0x9F).contains(scalar.value) ? "&#\(scalar.value);" : xmlReplacement(scalar)
        }
    }

    /// `text` as HTML or SVG text, or as a double- or single-quoted attribute value: as
    /// ``xmlAttribute(_:)``, with `'` written `&#39;` too.
    /// - Parameter text: The text.
    /// - Returns: The text escaped; `text` itself when nothing needs escaping.
    package static func markup(_ text: String) -> String {
        escaped(text) { scalar in scalar == "'" ? "&#39;" : xmlReplacement(scalar) }
    }

    /// The XML escape of a scalar that needs one (see ``xmlAttribute(_:)``).
    private static func xmlReplacement(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "\t": "&#9;"
        case "\n": "&#10;"
        case "\r": "&#13;"
        case let control where isControl(control): spelledOut(control)
        default: nil
        }
    }

    /// `text` with each scalar `replacement` names replaced by what it returns; `text` itself
    /// when it names none.
    private static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
