import Stagehand

/// Text as the command writes it for people: every control character (C0, DEL and C1) written
/// out as `\u{1B}` by the core's one helper (`QuotedText.visible`), so that a name in a file
/// cannot move the cursor, clear the screen, retitle the terminal or fake a line of output.
enum VisibleText {
    /// `text` with its control characters written out; `text` itself when it has none.
    static func of(_ text: String) -> String { QuotedText.visible(text) }
}
