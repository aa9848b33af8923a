/// Escaping for what the inspection page embeds: text and attributes of its HTML and SVG, and
/// JSON inside a `<script>` element.
enum PageText {
    /// `text` safe as HTML or SVG text or a double- or single-quoted attribute value.
    static func markup(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // Control characters other than tab and newline are not allowed in XML 1.0.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` as a JSON string literal that is safe inside a `<script>` element: `<`, `>` and
    /// `&` are written as `\u003c`, `\u003e` and `\u0026`, so no `</script>` or `<!--` can close
    /// or change the element, and U+2028 and U+2029 are escaped too.
    static func json(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A JSON array of strings, each escaped by ``json(_:)``.
    static func json(_ list: [String]) -> String {
        "[" + list.map { json($0) }.joined(separator: ",") + "]"
    }

    /// A JSON string, or `null`.
    static func json(_ text: String?) -> String {
        text.map { json($0) } ?? "null"
    }
}
