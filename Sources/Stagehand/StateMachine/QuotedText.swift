/// String literals for the formats Stagehand writes — JSON, Graphviz DOT and XML attributes —
/// shared by the core's exports and the `stagehand` command, so that a name is escaped the same
/// way wherever it is written.
package enum QuotedText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (`\n`, `\r`, `\t`, else `\u00XX`).
    /// - Parameter text: The text.
    /// - Returns: The literal, with its quotes.
    package static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` as a DOT quoted string: quotes, backslashes and newlines escaped.
    /// - Parameter text: The text.
    /// - Returns: The string, with its quotes.
    package static func dot(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// `text` as the value of a double-quoted XML attribute, without the quotes: markup
    /// characters and the white space that attribute normalisation would turn into spaces become
    /// character references; the other control characters, which XML 1.0 cannot hold, are
    /// spelled out (`\u{1B}`), so the document stays well-formed and no terminal escape
    /// sequence reaches it.
    /// - Parameter text: The text.
    /// - Returns: The attribute value; `text` itself when nothing needs escaping.
    package static func xmlAttribute(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { scalar in
            !"&<>\"".unicodeScalars.contains(scalar) && scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
        }
        if plain { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case let control where control.value < 0x20 || (0x7F...0x9F).contains(control.value):
                out += "\\u{" + String(control.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
