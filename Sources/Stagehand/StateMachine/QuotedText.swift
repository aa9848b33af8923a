/// String literals for the formats Stagehand writes — JSON and Graphviz DOT — shared by the
/// core's exports and the `stagehand` command, so that a name is escaped the same way wherever
/// it is written.
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
}
