/// `stagehand simulate` for statechart files (SCXML, JSON with nested states): sends events and
/// waits, printing the configuration after each.
///
/// Flat machine files never reach it: ``runIfChart(_:in:)`` answers `nil` for them and the flat
/// simulator runs as before.
enum ChartSimulateCommand {
    /// Runs the simulation when `arguments`' file is a chart.
    /// - Returns: The exit status, or `nil` when the file is not a chart (standard input is never
    ///   read here, so it stays available to the flat path).
    static func runIfChart(_ arguments: ParsedArguments, in context: inout CommandContext) -> Int32? {
        let file = arguments.positionals[0]
        guard file != "-", case .success(let bytes) = context.environment.readFile(file),
            let format = ChartLoader.format(of: bytes, file: file)
        else { return nil }
        let document: ChartDocument
        switch ChartLoader.load(bytes, file: file, format: format) {
        case .success(let loaded):
            document = loaded
        case .failure(let failure):
            report(failure, file: file, key: "inputErrors", in: &context)
            return ExitStatus.usage
        }
        if arguments.value("deny") != nil {
            let message = "'--deny' names guards of machine files; a chart's conditions are In() expressions."
            return CommandLineTool.usageError(UsageError(kind: .invalid(message), command: "simulate"), in: &context)
        }
        let items: [String]
        if let list = arguments.value("events") {
            items = list.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0.trimmingWhitespace())
            }
        } else {
            items = String(decoding: context.environment.readStandardInput(), as: UTF8.self)
                .split(whereSeparator: \.isNewline).map { String($0.trimmingWhitespace()) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        let tokens: [ChartSimulation.Token]
        switch ChartSimulation.tokens(items) {
        case .success(let parsed):
            tokens = parsed
        case .failure(let error):
            let message = "The value for '--events' is invalid: \(error)."
            return CommandLineTool.usageError(UsageError(kind: .invalid(message), command: "simulate"), in: &context)
        }
        let outcome: ChartSimulation.Outcome
        do throws(ChartDiagnostics) {
            outcome = try ChartSimulation.run(document, tokens: tokens)
        } catch {
            report(error, file: file, key: "errors", in: &context)
            return ExitStatus.failure
        }
        if context.json {
            context.standardOutput += ChartSimulationReport.json(outcome, header: context.jsonHeader(file: file))
                .rendered()
        } else {
            for line in ChartSimulationReport.text(outcome) { context.print(line) }
        }
        if let error = outcome.error {
            context.printError("error: \(file): \(error)")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// Prints every diagnostic (at most 100, then a count) and, with `--json`, a document listing
    /// them under `key`.
    private static func report(_ failure: ChartDiagnostics, file: String, key: String, in context: inout CommandContext)
    {
        let shown = failure.diagnostics.prefix(100)
        for diagnostic in shown { context.printError(diagnostic.description) }
        if failure.diagnostics.count > shown.count {
            context.printError("\(file): \(failure.diagnostics.count - shown.count) more problem(s) not shown")
        }
        if context.json {
            let items = shown.map { diagnostic in
                JSONOutput.object([
                    ("line", .int(diagnostic.location.line)), ("column", .int(diagnostic.location.column)),
                    ("severity", .string(diagnostic.severity.rawValue)), ("message", .string(diagnostic.message)),
                ])
            }
            context.standardOutput += JSONOutput.object(context.jsonHeader(file: file) + [(key, .array(items))])
                .rendered()
        }
    }
}
