import Testing

@testable import Stagehand

/// The one escaping loop every format Stagehand writes goes through.
@Suite("QuotedText")
struct QuotedTextTests {
    @Test("JSON: quotes, backslashes and control characters")
    func json() {
        #expect(QuotedText.json("plain") == "\"plain\"")
        #expect(QuotedText.json("a\"b\\c\nd\u{1B}e") == #""a\"b\\c\nd\u001Be""#)
    }

    @Test("JSON inside a <script> element: no </script>, <!-- or line separator survives")
    func scriptJSON() {
        #expect(QuotedText.scriptJSON("</script><!--&") == #""\u003C/script\u003E\u003C!--\u0026""#)
        #expect(QuotedText.scriptJSON("a\u{2028}b\u{2029}c\u{1}") == #""a\u2028b\u2029c\u0001""#)
        #expect(QuotedText.scriptJSON("é → ok") == "\"é → ok\"")
    }

    @Test("Markup: XML attribute escaping plus the single quote; control characters spelled out")
    func markup() {
        #expect(QuotedText.markup("a\"><script>'&") == "a&quot;&gt;&lt;script&gt;&#39;&amp;")
        #expect(QuotedText.markup("tab\there\u{1B}[31m") == "tab&#9;here\\u{1B}[31m")
        #expect(QuotedText.xmlAttribute("it's") == "it's")
        #expect(QuotedText.markup("plain") == "plain")
    }

    @Test("DOT and visible text: control characters spelled out, DOT's quotes and backslashes escaped")
    func dotAndVisible() {
        #expect(QuotedText.visible("a\u{1B}[2Jb\nc\u{7F}\u{85}é") == #"a\u{1B}[2Jb\u{A}c\u{7F}\u{85}é"#)
        #expect(QuotedText.visible("plain \"x\"") == "plain \"x\"")
        #expect(QuotedText.dot("a\"b\\c\nd\u{1B}") == #""a\"b\\c\\u{A}d\\u{1B}""#)
        #expect(QuotedText.dot("plain") == "\"plain\"")
    }
}
