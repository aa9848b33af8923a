/// The outcome of a command, built once and rendered as text or as a `--json` document by
/// ``CommandContext/write(_:file:)``, so that no command decides between the two itself.
protocol CommandReport {
    /// The lines of standard output.
    var text: [String] { get }
    /// The `--json` document, starting with `header` (the schema version, the command and the file).
    func json(header: [(String, JSONOutput)]) -> JSONOutput
}
