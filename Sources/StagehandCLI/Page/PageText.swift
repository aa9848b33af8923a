import Stagehand

/// Escaping for what the inspection page embeds: text and attributes of its HTML and SVG, and
/// JSON inside a `<script>` element — the core's `QuotedText`, which every format Stagehand
/// writes shares, with the page's JSON shapes.
enum PageText {
    /// `text` safe as HTML or SVG text or a double- or single-quoted attribute value
    /// (`QuotedText.markup`).
    static func markup(_ text: String) -> String {
        QuotedText.markup(text)
    }

    /// `text` as a JSON string literal that is safe inside a `<script>` element
    /// (`QuotedText.scriptJSON`: no `</script>` or `<!--` can close or change the element).
    static func json(_ text: String) -> String {
        QuotedText.scriptJSON(text)
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
