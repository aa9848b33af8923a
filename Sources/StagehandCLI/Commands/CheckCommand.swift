import Stagehand

/// `stagehand check FILE`: every problem of the machine, each at its JSON path and line:column.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Validate a machine and report every problem with its position and a fix hint.",
        discussion: """
            Reports JSON errors and the core's diagnostics: unknown states, duplicate states,
            ambiguous rules, unreachable states, dead ends, rules that can never fire and invalid
            delays. Exit status: 0 no problems, 1 errors or warnings, 2 usage or unreadable input.
            """,
        positionals: [fileArgument],
        options: [jsonOption])

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) -> Int32 {
        guard let machine = context.loadMachine(arguments.positionals[0]) else { return ExitStatus.usage }
        let description = machine.description
        let located = description.diagnostics().enumerated().map { index, diagnostic in
            let (path, position) = machine.sourceMap.locate(diagnostic.location, kind: diagnostic.kind, in: description)
            return (index, diagnostic, path, position, DiagnosticHint.hint(for: diagnostic, in: description))
        }
        .sorted { ($0.3.offset, $0.0) < ($1.3.offset, $1.0) }
        let errors = located.filter { $0.1.severity == .error }.count
        let warnings = located.count - errors
        if context.json {
            let items = located.map { _, diagnostic, path, position, hint in
                JSONOutput.object([
                    ("kind", .string(diagnostic.kind.rawValue)), ("severity", .string(diagnostic.severity.rawValue)),
                    ("path", .string(path)), ("line", .int(position.line)), ("column", .int(position.column)),
                    ("message", .string(diagnostic.message)), ("hint", .string(hint)),
                ])
            }
            context.standardOutput += JSONOutput.object(
                context.jsonHeader(file: machine.file) + [
                    ("states", .int(description.allStates.count)), ("rules", .int(description.events.count)),
                    ("errors", .int(errors)), ("warnings", .int(warnings)), ("diagnostics", .array(items)),
                ]
            ).rendered()
        } else {
            for (_, diagnostic, path, position, hint) in located {
                context.print(
                    "\(machine.file):\(position): \(diagnostic.severity.rawValue): \(path): \(diagnostic.message) "
                        + "[\(diagnostic.kind.rawValue)]")
                context.print("  hint: \(hint)")
            }
            let size = "\(plural(description.allStates.count, "state")), \(plural(description.events.count, "rule"))"
            if located.isEmpty {
                context.print("\(machine.file): no problems (\(size))")
            } else {
                context.print(
                    "\(machine.file): \(plural(errors, "error")), \(plural(warnings, "warning")) (\(size))")
            }
        }
        return located.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}

/// `count` and `noun`, with an `s` unless count is 1: `2 rules`, `1 state`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension MachineDescription {
    /// How many of the core's diagnostics are errors (what makes `simulate` and `paths` refuse).
    var errorCount: Int {
        diagnostics().filter { $0.severity == .error }.count
    }
}
