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
            errors or warnings, 2 usage or unreadable input. A statechart (SCXML, or JSON with
            nested states) gets the core's chart validation instead, each diagnostic at
            FILE:line:column.
            """,
        positionals: [fileArgument],
        options: [jsonOption])

    /// The most diagnostics printed; the rest are counted (`omittedDiagnostics` in `--json`).
    static let maximumShown = 100

    /// What a cut report says it shows.
    static let omittedNote = "only the first \(maximumShown) are, errors before warnings, each in file order"

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let machine: LoadedMachine
        switch try context.loadInput(arguments.positionals[0]) {
        case .machine(let flat):
            machine = flat
        case .chart(let document):
            try ChartCheck.run(document, in: &context)
            return
        }
        let description = machine.description
        let report = CheckReport(machine, maximumShown: maximumShown)
        let size = "\(plural(report.stateCount, "state")), \(plural(description.events.count, "rule"))"
        if context.json {
            let items = report.shown.map { item in
                JSONOutput.object([
                    ("kind", .string(item.diagnostic.kind.rawValue)),
                    ("severity", .string(item.diagnostic.severity.rawValue)), ("path", .string(item.path)),
                    ("line", .int(item.position.line)), ("column", .int(item.position.column)),
                    ("message", .string(item.diagnostic.message)), ("hint", .string(item.hint)),
                ])
            }
            context.standardOutput += JSONOutput.object(
                context.jsonHeader(file: machine.file) + [
                    ("states", .int(report.stateCount)), ("rules", .int(description.events.count)),
                    ("errors", .int(report.errors)), ("warnings", .int(report.warnings)),
                    ("diagnostics", .array(items)), ("omittedDiagnostics", .int(report.omitted)),
                ]
            ).rendered()
        } else {
            for item in report.shown {
                context.print(
                    "\(machine.file):\(item.position): \(item.diagnostic.severity.rawValue): \(item.path): "
                        + "\(item.diagnostic.message) [\(item.diagnostic.kind.rawValue)]")
                context.print("  hint: \(item.hint)")
            }
            if report.omitted > 0 {
                context.print(
                    "\(machine.file): \(report.omitted) more \(report.omitted == 1 ? "diagnostic" : "diagnostics") "
                        + "not shown (\(omittedNote))")
            }
            if report.total == 0 {
                context.print("\(machine.file): no problems (\(size))")
            } else {
                context.print(
                    "\(machine.file): \(plural(report.errors, "error")), \(plural(report.warnings, "warning")) (\(size))"
                )
            }
        }
        if report.total > 0 { throw .problemsFound(count: report.total) }
    }
}

/// `count` and `noun`, with an `s` unless count is 1: `2 rules`, `1 state`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension MachineDescription {
    /// How many of the core's diagnostics are errors (what makes `simulate` and `paths` refuse).
    var errorCount: Int {
        diagnostics().count { $0.severity == .error }
    }
}
