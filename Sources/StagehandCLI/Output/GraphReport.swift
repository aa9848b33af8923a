/// What `stagehand graph` made: a drawing (or SCXML document) in one format, written to standard
/// output or to a file.
struct GraphReport: CommandReport {
    /// `dot`, `mermaid`, `svg` or `scxml`.
    var format: String
    /// The file the drawing was written to, if any.
    var output: String?
    /// The drawing, as text.
    var drawing: String

    /// The drawing itself, unless it went to a file (then nothing).
    var text: String { output == nil ? drawing : "" }

    /// `format`, and `output` (the file written) or `text` (the drawing).
    func json(header: [(String, JSONOutput)]) -> JSONOutput {
        .object(
            header + [
                ("format", .string(format)), output.map { ("output", .string($0)) } ?? ("text", .string(drawing)),
            ])
    }
}
