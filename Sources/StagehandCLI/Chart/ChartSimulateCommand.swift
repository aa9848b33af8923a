/// `stagehand simulate` for statechart files (SCXML, JSON with nested states): sends events and
/// waits, printing the configuration after each.
///
/// Flat machine files never reach it: ``runIfChart(_:in:)`` answers `false` for them and the flat
/// simulator runs as before.
enum ChartSimulateCommand {
    /// Runs the simulation when `arguments`' file is a chart.
    /// - Returns: Whether the file was a chart and was simulated; `false` leaves the run to the
    ///   flat simulator (standard input is never read here, so it stays available to it).
    /// - Throws: ``CommandFailure/chartNotLoaded(file:diagnostics:)`` for a chart that cannot be
    ///   read, ``CommandFailure/usage(_:)`` for `--deny` or a bad `--events` item,
    ///   ``CommandFailure/chartInvalid(file:diagnostics:)`` for a chart with validation errors and
    ///   ``CommandFailure/chartStopped(file:reason:)`` when a macrostep hit the microstep limit
    ///   (after the steps run so far are written).
    static func runIfChart(
        _ arguments: ParsedArguments, in context: inout CommandContext
    ) throws(CommandFailure)
        -> Bool
    {
        let file = arguments.positionals[0]
        guard file != "-", case .success(let bytes) = context.environment.readFile(file),
            let format = ChartLoader.format(of: bytes, file: file)
        else { return false }
        let document: ChartDocument
        switch ChartLoader.load(bytes, file: file, format: format) {
        case .success(let loaded): document = loaded
        case .failure(let failure): throw .chartNotLoaded(file: file, diagnostics: failure.diagnostics)
        }
        if arguments.value("deny") != nil {
            let message = "'--deny' names guards of machine files; a chart's conditions are In() expressions."
            throw .usage(UsageError(kind: .invalid(message), command: SimulateCommand.spec.name))
        }
        let items: [String]
        if let list = arguments.value("events") {
            items =
                list.isEmpty
                ? []
                : list.split(separator: ",", omittingEmptySubsequences: false).map {
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
            throw .usage(UsageError(kind: .invalid(message), command: SimulateCommand.spec.name))
        }
        let outcome: ChartSimulation.Outcome
        do throws(ChartDiagnostics) {
            outcome = try ChartSimulation.run(document, tokens: tokens)
        } catch {
            throw .chartInvalid(file: file, diagnostics: error.diagnostics)
        }
        if context.json {
            context.standardOutput += ChartSimulationReport.json(outcome, header: context.jsonHeader(file: file))
                .rendered()
        } else {
            for line in ChartSimulationReport.text(outcome) { context.print(line) }
        }
        if let error = outcome.error { throw .chartStopped(file: file, reason: error) }
        return true
    }
}
