/// `stagehand simulate` for statechart files (SCXML, JSON with nested states): sends events and
/// waits, printing the configuration after each.
enum ChartSimulateCommand {
    /// Simulates `document`, read by ``SimulateCommand`` from `arguments`' file.
    /// - Throws: ``CommandFailure/usage(_:)`` for a bad `--events` item,
    ///   ``CommandFailure/invalid(file:input:errors:count:)`` for a chart with validation errors and
    ///   ``CommandFailure/chartStopped(file:reason:)`` when a macrostep hit the microstep limit
    ///   (after the steps run so far are written).
    static func run(
        _ document: ChartDocument, _ arguments: ParsedArguments, in context: inout CommandContext
    ) throws(CommandFailure) {
        let file = document.file
        context.printWarnings(of: document)
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
            let denied = (arguments.value("deny") ?? "").split(separator: ",").map { String($0.trimmingWhitespace()) }
            outcome = try ChartSimulation.run(document, tokens: tokens, deniedGuards: Set(denied))
        } catch {
            throw document.invalid(error.diagnostics)
        }
        context.write(outcome, file: file)
        if let error = outcome.error { throw .chartStopped(file: file, reason: error) }
    }
}
