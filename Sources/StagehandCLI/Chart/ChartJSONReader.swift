/// Reads the JSON statechart format (nested states) into a ``ChartDocument``.
enum ChartJSONReader {
    /// Whether a parsed JSON document is a chart rather than a flat machine: an entry of
    /// `"states"` is an object (a nested, parallel, final or history state).
    static func isChart(_ root: JSONValue) -> Bool {
        guard case .object(let members) = root.kind else { return false }
        for member in members where member.key == "states" {
            if case .array(let entries) = member.value.kind {
                return entries.contains { if case .object = $0.kind { true } else { false } }
            }
        }
        return false
    }

    /// Reads a JSON chart.
    static func read(_ bytes: [UInt8], file: String) -> Result<ChartDocument, ChartDiagnostics> {
        .failure(
            ChartDiagnostics([ChartDiagnostic(file: file, location: .start, message: "JSON charts are not read yet")]))
    }
}
