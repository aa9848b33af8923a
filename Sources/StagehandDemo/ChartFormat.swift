/// The formats `stagehand-demo --export-chart` writes the navigation chart in.
enum ChartFormat: String, CaseIterable, Equatable, Sendable {
    /// An SCXML document, which `stagehand graph` draws (and `check`/`simulate` read).
    case scxml
}
