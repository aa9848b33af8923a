/// `stagehand check` for a statechart: the core's validation diagnostics, each at
/// `FILE:line:column`.
enum ChartCheck {
    /// Validates `document` and prints its diagnostics (the first ``CheckCommand/maximumShown``,
    /// errors before warnings, each in file order, then a count) and a summary.
    /// - Throws: ``CommandFailure/problemsFound(count:)`` when there are any.
    static func run(_ document: ChartDocument, in context: inout CommandContext) throws(CommandFailure) {
        let diagnostics: [ChartDiagnostic]
        do throws(ChartDiagnostics) {
            diagnostics = ChartDiagnostics(try document.makeStatechart(log: ChartLog()).warnings).diagnostics
        } catch {
            diagnostics = error.diagnostics
        }
        // Cut to the first hundred, errors come first: warnings must not hide them.
        let shown =
            diagnostics.count > CheckCommand.maximumShown
            ? Array(
                (diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error })
                    .prefix(CheckCommand.maximumShown))
            : diagnostics
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count - errors
        let file = document.file
        if context.json {
            context.standardOutput += JSONOutput.object(
                context.jsonHeader(file: file) + [
                    ("states", .int(document.stateCount)), ("transitions", .int(document.transitionCount)),
                    ("errors", .int(errors)), ("warnings", .int(warnings)), ("diagnostics", .array(shown.map(\.json))),
                    ("omittedDiagnostics", .int(diagnostics.count - shown.count)),
                ]
            ).rendered()
        } else {
            for diagnostic in shown { context.print(diagnostic.description) }
            let omitted = diagnostics.count - shown.count
            if omitted > 0 {
                context.print(
                    "\(file): \(omitted) more \(omitted == 1 ? "diagnostic" : "diagnostics") not shown "
                        + "(\(CheckCommand.omittedNote))")
            }
            if diagnostics.isEmpty {
                context.print("\(file): no problems (\(document.sizeDescription))")
            } else {
                context.print(
                    "\(file): \(plural(errors, "error")), \(plural(warnings, "warning")) (\(document.sizeDescription))")
            }
        }
        if !diagnostics.isEmpty { throw .problemsFound(count: diagnostics.count) }
    }
}
