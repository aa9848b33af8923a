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
            throw .invalidMachine(file: machine.file, argument: file, errors: machine.description.errorCount)
        }
        var steps: [MachineTransition] = []
        var rejection: SimulationRejection?
        if !context.json { context.print("initial: \(simulator.state)") }
        var sent = 0
        for event in input {
            sent += 1
            switch simulator.send(event) {
            case .success(let taken):
                for step in taken {
                    steps.append(step)
                    if !context.json {
                        context.print("\(steps.count). \(step.label): \(step.source) -> \(step.target)")
                    }
                }
            case .failure(let rejected):
                rejection = rejected
            }
            if rejection != nil { break }
        }
        let isFinal = machine.description.final.contains(simulator.state)
        if rejection == nil && !context.json {
            context.print("now in: \(simulator.state)\(isFinal ? " (final)" : "")")
        }
        if context.json {
            let rejected: JSONOutput =
                rejection.map { rejection in
                    .object([
                        ("index", .int(sent)), ("event", .string(rejection.event)),
                        ("state", .string(rejection.state)), ("allowed", .strings(rejection.allowed)),
                        ("message", .string(rejection.message)),
                    ])
                } ?? .null
            context.standardOutput += JSONOutput.object(
                context.jsonHeader(file: machine.file) + [
                    ("initial", .string(machine.description.initial)), ("steps", .array(steps.map(\.json))),
                    ("state", .string(simulator.state)), ("isFinal", .bool(isFinal)),
                    ("elapsedSeconds", .double(seconds(simulator.elapsed))), ("rejected", rejected),
                ]
            ).rendered()
        }
        if let rejection { throw .eventRejected(index: sent, rejection: rejection) }
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
