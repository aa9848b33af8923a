import Stagehand

/// `stagehand check FILE`: every problem of the machine, each at its JSON path and line:column.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Validate a machine and report every problem with its position and a fix hint.",
        discussion: """
            Reports JSON errors and the core's diagnostics: unknown states, duplicate states,
            ambiguous rules, unreachable states, dead ends, rules that can never fire and invalid
            delays. The first 100 are printed, errors before warnings, each in file order; the
            rest are counted ("omittedDiagnostics" in --json). Exit status: 0 no problems, 1
            errors or warnings, 2 usage or unreadable input. Every file gets the core's chart
            validation (a flat machine is read as a chart, with its own checks added), each
            diagnostic at FILE:line:column, with "did you mean" for unknown targets. --json documents are
            schema version 2: every item has kind, severity, path, line, column, message and
            hint, whatever the file's format.
            """,
        positionals: [fileArgument],
        options: [jsonOption])

    /// The most diagnostics printed; the rest are counted (`omittedDiagnostics` in `--json`).
    static let maximumShown = 100

    /// What a cut report says it shows.
    static let omittedNote = "only the first \(maximumShown) are, errors before warnings, each in file order"

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let result = CheckResult(try context.loadChart(arguments.positionals[0]), maximumShown: maximumShown)
        context.write(result, file: result.file)
        if result.total > 0 { throw .problemsFound(count: result.total) }
    }
}

/// `count` and `noun`, with an `s` unless count is 1: `2 rules`, `1 state`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
