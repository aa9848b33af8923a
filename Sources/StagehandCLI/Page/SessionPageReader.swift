/// Reads a recorded session into an ``InspectionPage``, record by record.
///
/// Every record also goes through ``SessionReplayer``, so the page is written only for a
/// session that `stagehand replay` accepts: a truncated, edited or newer session fails with the
/// same message (exit status 2), and one whose chart no longer produces the recorded
/// configurations with the same divergence (exit status 1). What the page shows is therefore
/// what the real runtime computed.
enum SessionPageReader {
    /// The page of the session in `file`.
    /// - Parameters:
    ///   - file: The session's path.
    ///   - context: The run, whose environment opens the file.
    /// - Returns: The page, not yet rendered.
    /// - Throws: ``CommandFailure/sessionUnreadable(file:line:reason:)``,
    ///   ``CommandFailure/replayDiverged(file:line:message:)`` or
    ///   ``CommandFailure/unreadable(file:reason:)``.
    static func read(_ file: String, in context: inout CommandContext) throws(CommandFailure) -> InspectionPage {
        let replayer = SessionReplayer()
        var page = InspectionPage(title: file)
        try SessionStream.read(file, in: &context, follow: false) { record, line, _ throws(CommandFailure) in
            try replayer.feed(record, line: line, of: file)
            switch record {
            case .chart(let source, let scxml):
                // The replayer has read the same text: it is SCXML that loads.
                guard case .success(let document) = SCXMLReader.read(Array(scxml.utf8), file: source) else { return }
                page.define(source, kind: "chart", picture: ChartPicture(document))
            case .machine(let source, let json):
                // The replayer has read the same text: a flat machine that loads, as a chart.
                guard case .success(let document) = ChartJSONReader.read(Array(json.utf8), file: source) else { return }
                page.define(source, kind: "machine", picture: ChartPicture(document))
            case .step(let step):
                page.add(step)
            case .container(let source, let step, let time, let event):
                page.addContainer(source: source, step: step, time: time, event: event)
            case .route(let source, let step, let time, let event, let from, let to):
                let change = "\(event.map { "event '\($0)'" } ?? "(no event)"): \(from ?? "(none)") -> \(to)"
                page.addContainer(source: source, step: step, time: time, event: change)
            case .rejection(let rejection):
                page.addRejection(rejection)
            case .session, .other:
                break
            }
        }
        return page
    }
}
