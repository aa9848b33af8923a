import Stagehand

/// Builds the JSONPath-style locations messages use: `$.events[3].from[1]`, `$["odd key"]`.
enum JSONPath {
    /// The path step for object member `key`: `.key` for identifiers, `["key"]` otherwise.
    static func member(_ key: String) -> String {
        let isIdentifier =
            key.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return isIdentifier ? "." + key : "[" + QuotedText.json(key) + "]"
    }
}
