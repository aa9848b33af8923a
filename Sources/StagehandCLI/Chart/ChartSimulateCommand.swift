/// `stagehand simulate` for statechart files (SCXML, JSON with nested states): sends events and
/// waits, printing the configuration after each.
///
/// Flat machine files never reach it: ``runIfChart(_:in:)`` answers `false` for them and the flat
/// simulator runs as before.
enum ChartSimulateCommand {
    /// What ``runIfChart(_:in:)`` did.
    enum Outcome {
        /// The file was a chart and was simulated.
        case simulated
        /// The file is not a chart: the flat simulator runs it. `standardInput` holds the bytes
        /// already read from standard input for `-` (it can be read only once).
        case notAChart(standardInput: [UInt8]?)
    }

    /// Runs the simulation when `arguments`' file is a chart.
    ///
    /// `-` reads the chart from standard input; with no file name extension to go by, the
    /// format is told by the first character (`<` SCXML, `{` JSON), and diagnostics name
    /// `<stdin>`.
    /// - Returns: ``Outcome/simulated``, or ``Outcome/notAChart(standardInput:)`` to leave the run
    ///   to the flat simulator (for a file, standard input is not read here, so it stays
    ///   available to it).
    /// - Throws: ``CommandFailure/chartNotLoaded(file:diagnostics:)`` for a chart that cannot be
    ///   read, ``CommandFailure/usage(_:)`` for `--deny` or a bad `--events` item,
    ///   ``CommandFailure/chartInvalid(file:diagnostics:)`` for a chart with validation errors and
    ///   ``CommandFailure/chartStopped(file:reason:)`` when a macrostep hit the microstep limit
    ///   (after the steps run so far are written).
    static func runIfChart(
        _ arguments: ParsedArguments, in context: inout CommandContext
    ) throws(CommandFailure) -> Outcome {
        let argument = arguments.positionals[0]
        let bytes: [UInt8]
        let file: String
        if argument == "-" {
            bytes = context.environment.readStandardInput()
            file = "<stdin>"
        } else {
            guard case .success(let contents) = context.environment.readFile(argument) else {
                return .notAChart(standardInput: nil)
            }
            bytes = contents
            file = argument
        }
        guard let format = ChartLoader.format(of: bytes, file: file) else {
            return .notAChart(standardInput: argument == "-" ? bytes : nil)
        }
        let document: ChartDocument
        switch ChartLoader.load(bytes, file: file, format: format) {
        case .success(let loaded): document = loaded
        case .failure(let failure): throw .chartNotLoaded(file: file, diagnostics: failure.diagnostics)
        }
        context.printWarnings(of: document)
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
        do throws(Diagnostics) {
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
        return .simulated
    }
}
