/// Writes a ``CommandFailure`` to the run's outputs: the only place `stagehand` words an error.
///
/// Messages go to standard error. With `--json`, input failures (unreadable, undecodable,
/// invalid machines, paths too large) also write a document to standard output; a rejected
/// event and `check`'s problems are already part of the command's own document.
enum FailureRenderer {
    /// Renders `failure` into `context`.
    /// - Parameters:
    ///   - failure: What went wrong.
    ///   - context: The run's outputs (and whether `--json` was given).
    static func render(_ failure: CommandFailure, in context: inout CommandContext) {
        switch failure {
        case .usage(let error):
            renderUsage(error, in: &context)
        case .unreadable(let file, let reason):
            let message = "cannot read '\(file)': \(reason)"
            context.printError("error: \(message)")
            if context.json {
                let issue: JSONOutput = .object([("message", .string(message))])
                context.standardOutput += JSONOutput.object(
                    context.jsonHeader(file: file) + [("inputErrors", .array([issue]))]
                ).rendered()
            }
        case .notLoaded(let file, let input, let diagnostics):
            renderDiagnostics(
                diagnostics, file: file, key: "inputErrors", outcome: "the \(input.rawValue) was not loaded",
                in: &context)
        case .chartStopped(let file, let reason):
            context.printError("error: \(file): \(reason)")
            // `simulate --json` has written its steps and the reason; `paths` has written nothing.
            if context.json && context.standardOutput.isEmpty {
                context.standardOutput += JSONOutput.object(
                    context.jsonHeader(file: file) + [("error", .string(reason))]
                ).rendered()
            }
        case .unwritable(let path, let reason):
            context.printError("error: cannot write '\(path)': \(reason)")
        case .graphvizMissing:
            context.printError(
                "error: SVG needs Graphviz's 'dot', which is not installed or not on PATH; install it "
                    + "(apt-get install graphviz, brew install graphviz) or use --format dot")
        case .graphvizFailed(let status, let message):
            context.printError("error: Graphviz's 'dot' failed with status \(status): \(message)")
        case .invalid(let file, let input, let errors, let count):
            for line in errors.flatMap(\.lines) { context.printError(line) }
            if count > errors.count { context.printError("\(file): \(count - errors.count) more errors not shown") }
            let refused =
                switch context.command {
                case PathsCommand.spec.name: "gets no paths"
                case GraphCommand.spec.name: "was not written"
                default: "was not simulated"
                }
            context.printError("\(file): \(plural(count, "error")); the \(input.rawValue) \(refused)")
            if context.json {
                context.standardOutput += JSONOutput.object(
                    context.jsonHeader(file: file) + [("errors", .array(errors.map(\.json)))]
                ).rendered()
            }
        case .pathsTooLarge(let limit):
            let message =
                "the --cover \(limit.cover) paths of \(limit.file) (\(limit.subject)) \(limit.size); \(limit.allowed)"
            context.printError("error: \(message)")
            context.printError("  hint: generate paths for a smaller machine, or split this one into smaller machines")
            if context.json {
                context.standardOutput += JSONOutput.object(
                    context.jsonHeader(file: limit.file) + [
                        ("cover", .string(limit.cover)), ("error", .string(message)),
                    ]
                ).rendered()
            }
        case .problemsFound:
            break
        case .sessionUnreadable(let file, let line, let reason):
            context.printError("error: \(file):\(line): \(reason)")
        case .replayDiverged(let file, let line, let message):
            context.printError("error: \(file):\(line): \(message)")
        }
    }

    /// A usage mistake, as swift-argument-parser reports one: the error, the usage, where to look.
    private static func renderUsage(_ error: UsageError, in context: inout CommandContext) {
        let name = CommandLineTool.name
        context.printError("Error: \(error)")
        if let command = error.command.flatMap(CommandLineTool.command(named:)) {
            context.printError("Usage: \(command.spec.usage(tool: name))")
            context.printError("  See '\(name) \(command.spec.name) --help' for more information.")
        } else {
            context.printError("Usage: \(name) <subcommand>")
            context.printError("  See '\(name) --help' for more information.")
        }
    }

    /// The most diagnostics printed; the rest are counted.
    static let maximumDiagnostics = 100

    /// The problems that kept a file from loading or a chart from being simulated (the first
    /// hundred, each with its hint, then a count); with `--json`, a document listing them under
    /// `key`, one ``Diagnostic/json`` item each.
    private static func renderDiagnostics(
        _ diagnostics: [Diagnostic], file: String, key: String, outcome: String, in context: inout CommandContext
    ) {
        let shown = diagnostics.prefix(maximumDiagnostics)
        for line in shown.flatMap(\.lines) { context.printError(line) }
        if diagnostics.count > shown.count {
            context.printError("\(file): \(diagnostics.count - shown.count) more problems not shown")
        }
        if diagnostics.count > 1 {
            let warnings = diagnostics.count { $0.severity == .warning }
            let counts =
                plural(diagnostics.count - warnings, "error") + (warnings > 0 ? ", \(plural(warnings, "warning"))" : "")
            context.printError("\(file): \(counts); \(outcome)")
        }
        if context.json {
            context.standardOutput += JSONOutput.object(
                context.jsonHeader(file: file) + [(key, .array(shown.map(\.json)))]
            ).rendered()
        }
    }
}
