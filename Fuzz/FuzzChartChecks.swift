// The invariants both fuzz targets check of every chart that reads (Fuzz/FuzzJSONLoader.swift,
// Fuzz/FuzzSCXMLReader.swift).
import Stagehand

/// Checks what the commands do with a chart that was read: `check`'s report, `graph`'s DOT and
/// Mermaid, the SCXML it writes (read back to the same states), and `paths` on small charts.
enum FuzzChartChecks {
    /// The largest estimate of a chart `paths` is run on (a fuzz input must stay fast).
    static let maximumExploration = 20_000

    /// Checks `document`; a broken invariant traps.
    static func check(_ document: ChartDocument) {
        let report = CheckResult(document, maximumShown: 100)
        guard report.shown.count == min(report.total, 100) else {
            fatalError("the check report showed \(report.shown.count) of \(report.total) diagnostics")
        }
        _ = ChartDrawing.dot(document)
        _ = ChartDrawing.mermaid(document)
        guard report.errors == 0 else { return }
        // The SCXML a valid chart is written as reads back, to the same states (a flat
        // machine's named guards have no SCXML form).
        let named = document.allNodes.contains { $0.transitions.contains { !($0.condition?.guardNames ?? []).isEmpty } }
        // What SCXML cannot say (`graph --format scxml` refuses it, naming each place).
        if !named && ChartSCXMLWriter.unwritable(document).isEmpty {
            let written = Array(ChartSCXMLWriter.scxml(document).utf8)
            guard case .success(let reread) = SCXMLReader.read(written, file: "written.scxml") else {
                fatalError("the SCXML written for a valid chart did not read back")
            }
            guard reread.allNodes.filter(\.isState).map(\.id) == document.allNodes.filter(\.isState).map(\.id)
            else {
                fatalError("the SCXML written for a chart read back to other states")
            }
        }
        let plan = ChartExplorer.Plan(document)
        guard plan.estimate <= maximumExploration, ChartExplorer.configurationBound(document) <= 1_000,
            case .success(let explorer) = try? ChartExplorer.explore(document)
        else { return }
        guard explorer.work <= plan.estimate else {
            fatalError("paths did \(explorer.work) units of work, more than its estimate \(plan.estimate)")
        }
        _ = explorer.coveringPaths(maximumSteps: PathsCommand.maximumSteps)
    }
}
