import Stagehand

/// `stagehand simulate FILE --events a,b,c`: runs events through the machine, step by step.
enum SimulateCommand: Command {
    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Send events to a machine and print each configuration; stop at the first rejected event.",
        discussion: """
            Events come from --events (comma-separated) or, without it, from standard input, one
            per line (blank lines and lines starting with '#' are skipped). Every file, a flat
            machine included, is run as a chart: the configuration (the active atomic states) is
            printed after start-up and after each item, and under it the transitions that fired
            (a flat machine's rule with its guard and delay, 'rule 3 (signedIn [hasSession])'; a
            chart's source, event, targets and line:column, 'a --e--> b (6:5)'; --json lists
            them under "fired"). An item may also be +DURATION (ms or s,
            such as +100ms or +1.5s), which advances the virtual clock and fires the delayed sends
            and delayed rules that fall due; naming the event of a delayed rule ("after") waits
            until it fires. Guards of a flat machine's rules allow their transition unless listed
            in --deny. A flat machine rejects an event no rule takes: the run stops there, naming
            the configuration, the event and the events allowed, exit status 1. A chart (SCXML,
            or JSON with nested states) discards such an event (exit status 0). Exit status 1
            also when validation finds errors or a macrostep exceeds the microstep limit, 2 when
            the file is unreadable or unsupported. A warning alone (an SCXML datamodel the chart
            does not use) is printed on standard error and leaves the exit status as it is.
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
        try ChartSimulateCommand.run(context.loadChart(file), arguments, in: &context)
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
