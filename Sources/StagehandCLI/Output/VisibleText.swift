/// Text as the command writes it for people: every control character (C0, DEL and C1) written
/// out as `\u{1B}`, so that a name in a file cannot move the cursor, clear the screen, retitle
/// the terminal or fake a line of output.
enum VisibleText {
    /// `text` with its control characters written out; `text` itself when it has none.
    static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
