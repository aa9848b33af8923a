import Stagehand

/// `stagehand simulate FILE --events a,b,c`: runs events through the machine, step by step.
enum SimulateCommand: Command {
    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Send events to a machine and print each step; stop at the first rejected event.",
        discussion: """
            Events come from --events (comma-separated) or, without it, from standard input, one
            per line (blank lines and lines starting with '#' are skipped). Naming the event of a
            delayed rule ("after") waits until it fires. Guards allow their transition unless
            listed in --deny. Exit status: 0 every event was accepted, 1 an event was rejected or
            the machine has errors, 2 usage or unreadable input. A statechart file (SCXML, or JSON
            with nested states) prints its configuration after each item instead; an item may
            also be +DURATION (ms or s, such as +100ms or +1.5s), which advances the virtual clock
            and fires the delayed sends that fall due. An event that enables no transition is
            discarded (exit status 0); a chart exits 1 when its validation finds errors or a
            macrostep exceeds the microstep limit, 2 when it is unreadable or unsupported. A
            warning alone (an SCXML datamodel the chart does not use) is printed on standard
            error and leaves the exit status as it is.
            FILE '-' reads the machine or chart from standard input, so --events is required;
            its format is told by its first character ('<' SCXML, '{' JSON), and diagnostics
            name <stdin>.
            """,
        positionals: [fileArgument],
        options: [
            .value(
                "events", valueName: "list",
                help: "The events to send, comma-separated: a,b,c (for a chart also waits: +100ms)."),
            .value("deny", valueName: "guards", help: "Guards that refuse their transition, comma-separated."),
            jsonOption,
        ])

    /// Why `simulate -` needs `--events`: standard input holds the machine or chart.
    static let standardInputMessage =
        "The machine or chart is read from standard input, so give the events with '--events'."

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let file = arguments.positionals[0]
        if file == "-" && arguments.value("events") == nil {
            throw .usage(UsageError(kind: .invalid(standardInputMessage), command: spec.name))
        }
        let machine: LoadedMachine
        switch try context.loadInput(file) {
        case .chart(let document):
            try ChartSimulateCommand.run(document, arguments, in: &context)
            return
        case .machine(let flat):
            machine = flat
        }
        let events: [String]
        if let list = arguments.value("events") {
            events = list.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0.trimmingWhitespace())
            }
            if events.contains("") {
                let message = "The value '\(list)' for '--events' has an empty event name."
                throw .usage(UsageError(kind: .invalid(message), command: spec.name))
            }
        } else {
            events = []
        }
        let input =
            arguments.value("events") == nil
            ? String(decoding: context.environment.readStandardInput(), as: UTF8.self)
                .split(whereSeparator: \.isNewline).map { String($0.trimmingWhitespace()) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            : events
        let denied = Set((arguments.value("deny") ?? "").split(separator: ",").map { String($0.trimmingWhitespace()) })
        let simulator: MachineSimulator
        do {
            simulator = try MachineSimulator(machine.description, deniedGuards: denied)
        } catch {
            throw machine.invalid()
        }
        var report = SimulationReport(
            initial: simulator.state, steps: [], state: simulator.state, isFinal: false, elapsed: .zero)
        for (index, event) in input.enumerated() {
            switch simulator.send(event) {
            case .success(let taken): report.steps += taken
            case .failure(let rejected): report.rejection = (index + 1, rejected)
            }
            if report.rejection != nil { break }
        }
        report.state = simulator.state
        report.isFinal = machine.description.final.contains(simulator.state)
        report.elapsed = simulator.elapsed
        context.write(report, file: machine.file)
        if let (index, rejection) = report.rejection { throw .eventRejected(index: index, rejection: rejection) }
    }
}

/// A duration in seconds, as a `Double`.
func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
