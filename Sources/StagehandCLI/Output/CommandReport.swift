/// The outcome of a command, built once and rendered as text or as a `--json` document by
/// ``CommandContext/write(_:file:)``, so that no command decides between the two itself.
protocol CommandReport {
    /// Standard output without `--json`, every line ending in a line feed, with control
    /// characters from the file spelled out (``VisibleText``).
    var text: String { get }
    /// The `--json` document, starting with `header` (the schema version, the command and the file).
    func json(header: [(String, JSONOutput)]) -> JSONOutput
}

extension VisibleText {
    /// `lines` as standard output: each with its control characters spelled out, each ending in
    /// a line feed.
    static func lines(_ lines: [String]) -> String {
        lines.reduce(into: "") { $0 += of($1) + "\n" }
    }
}
