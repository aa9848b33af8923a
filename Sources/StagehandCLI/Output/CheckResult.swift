import Stagehand

/// What `stagehand check` found in one file, whatever its format: the diagnostics it prints (the
/// first ``CheckCommand/maximumShown``, errors before warnings when it cuts, each in file order),
/// how many there are, and the file's size. Rendered by ``text`` or ``json(header:)``.
struct CheckResult: CommandReport {
    /// The file's name as the user gave it.
    var file: String
    /// The diagnostics printed, located and hinted.
    var shown: [Diagnostic]
    /// How many diagnostics there are in all.
    var total: Int
    /// How many are errors.
    var errors: Int
    /// The size members of the JSON document: `states` and `rules` (flat) or `transitions` (chart).
    var size: [(key: String, noun: String, count: Int)]

    /// How many are warnings.
    var warnings: Int { total - errors }
    /// How many diagnostics are not in ``shown``.
    var omitted: Int { total - shown.count }

    /// The result for a chart (a flat machine read as one included): what reading it warned
    /// about, the flat format's own checks (``ChartDocument/checkWarnings``) and the core's
    /// validation, at `FILE:line:column`, with "did you mean" for unknown targets.
    init(_ document: ChartDocument, maximumShown: Int) {
        let diagnostics: [Diagnostic]
        do throws(Diagnostics) {
            diagnostics =
                Diagnostics(
                    document.checkWarnings + (try document.makeStatechart(log: ChartLog()).warnings)
                ).diagnostics
        } catch {
            diagnostics = Diagnostics(document.checkWarnings + error.diagnostics).diagnostics
        }
        // Cut to the first hundred, errors come first: warnings must not hide them.
        let kept =
            diagnostics.count > maximumShown
            ? Array(
                (diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error })
                    .prefix(maximumShown))
            : diagnostics
        file = document.file
        shown = document.annotated(kept)
        total = diagnostics.count
        errors = diagnostics.count { $0.severity == .error }
        size = [
            ("states", "state", document.stateCount),
            document.flatRuleCount.map { ("rules", "rule", $0) }
                ?? ("transitions", "transition", document.transitionCount),
        ]
    }

    /// The diagnostics, each with its hint, a count of those not shown, and a summary.
    var text: String {
        var lines = shown.flatMap(\.lines)
        if omitted > 0 {
            lines.append(
                "\(file): \(omitted) more \(omitted == 1 ? "diagnostic" : "diagnostics") not shown "
                    + "(\(CheckCommand.omittedNote))")
        }
        let sizes = size.map { plural($0.count, $0.noun) }.joined(separator: ", ")
        if total == 0 {
            lines.append("\(file): no problems (\(sizes))")
        } else {
            lines.append("\(file): \(plural(errors, "error")), \(plural(warnings, "warning")) (\(sizes))")
        }
        return VisibleText.lines(lines)
    }

    /// The `check --json` document (schema version 2): the sizes, the counts, one item per
    /// diagnostic shown (``Diagnostic/json``) and how many were omitted.
    func json(header: [(String, JSONOutput)]) -> JSONOutput {
        JSONOutput.object(
            header + size.map { ($0.key, .int($0.count)) } + [
                ("errors", .int(errors)), ("warnings", .int(warnings)), ("diagnostics", .array(shown.map(\.json))),
                ("omittedDiagnostics", .int(omitted)),
            ])
    }
}
