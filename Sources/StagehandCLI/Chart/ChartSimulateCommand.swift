/// `stagehand simulate` for statechart files (SCXML, JSON with nested states): sends events and
/// waits, printing the configuration after each.
enum ChartSimulateCommand {
    /// Simulates `document`, read by ``SimulateCommand`` from `arguments`' file.
    /// - Throws: ``CommandFailure/usage(_:)`` for a bad `--events` item or a `--deny` naming no
    ///   guard of the file,
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
        let denied = Set((arguments.value("deny") ?? "").split(separator: ",").map { String($0.trimmingWhitespace()) })
        if !denied.isEmpty {
            var guards: [String] = []
            var seen: Set<String> = []
            for node in document.allNodes {
                for name in node.transitions.flatMap({ $0.condition?.guardNames ?? [] })
                where seen.insert(name).inserted {
                    guards.append(name)
                }
            }
            if let unknown = denied.sorted().first(where: { !seen.contains($0) }) {
                let known =
                    guards.isEmpty
                    ? "\(file) has no named guards (only a flat machine's rules have them; a chart's conditions are "
                        + "In() expressions)"
                    : "its guards are \(guards.joined(separator: ", "))"
                let message = "'--deny' names '\(unknown)', which is no guard of \(file); \(known)."
                throw .usage(UsageError(kind: .invalid(message), command: SimulateCommand.spec.name))
            }
        }
        let outcome: ChartSimulation.Outcome
        do throws(Diagnostics) {
            outcome = try ChartSimulation.run(document, tokens: tokens, deniedGuards: denied)
        } catch {
            throw document.invalid(error.diagnostics)
        }
        context.write(outcome, file: file)
        if let error = outcome.error { throw .chartStopped(file: file, reason: error) }
    }
}
