/// `stagehand inspect SESSION [--follow | -o PAGE.html]`: prints a recorded session step by step,
/// with `--follow` each new step as it is written, or with `--output` writes the session as one
/// self-contained interactive page.
enum InspectCommand: Command {
    static let spec = CommandSpec(
        name: "inspect",
        abstract: "Print a recorded session step by step, follow it as it is written, or write it as a page.",
        discussion: """
            SESSION is a JSON-lines file written by Stagehand's SessionRecorder (a file or a FIFO
            the app streams to). Each step prints its source, number, clock time, event, the states
            exited and entered and the configuration reached; container records print their
            lifecycle step; a flat machine's rejected event prints with the number of the step it
            follows, marked REJECTED, with the state, the reason and the events allowed. With
            --follow the command waits at the end of the file for more records (stop it with
            Ctrl-C). With -o PAGE.html the command writes one self-contained HTML file instead
            (inline SVG, CSS and JavaScript; it loads nothing from the network): each recorded
            chart drawn with its nesting, a timeline over its steps (a scrubber, step buttons,
            and the Left, Right, Home and End keys), the active states and the transitions
            taken at the selected step, the guards' recorded values, the container lifecycle
            and the flat machine's rejected events of the step and a filterable event log; a
            source picker when the session holds several charts. The session is checked as
            replay checks it before the page is written. Exit status: 0; 1 when the recorded
            chart no longer produces the recorded configurations (-o); 2 when the session
            cannot be read.
            """,
        positionals: [PositionalSpec(name: "session", help: "The recorded session (JSON lines).")],
        options: [
            .flag("follow", short: "f", help: "Keep reading: print each new step as it is written."),
            .value("output", short: "o", valueName: "path", help: "Write the session as an HTML page to <path>."),
        ])

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let file = arguments.positionals[0]
        let follow = arguments.has("follow")
        if let output = arguments.value("output") {
            guard !follow else {
                let message = "'--follow' prints steps as they are written; '--output' writes a page of a whole session"
                throw .usage(UsageError(kind: .invalid(message + ": use one of them"), command: spec.name))
            }
            var page = try SessionPageReader.read(file, in: &context)
            let html = page.html()
            if case .failure(let error) = context.environment.writeFile(output, Array(html.utf8)) {
                throw .unwritable(path: output, reason: error.reason)
            }
            let steps = page.stepCount
            context.print(
                "wrote \(output): \(file), \(page.sourceCount) source\(page.sourceCount == 1 ? "" : "s"), "
                    + "\(steps) step\(steps == 1 ? "" : "s")")
            return
        }
        var sawHeader = false
        // Each source's last step number: a rejection is printed with the step it follows.
        var lastStep: [String: Int] = [:]
        try SessionStream.read(file, in: &context, follow: follow) { record, line, context throws(CommandFailure) in
            if !sawHeader {
                guard case .session(let schema) = record else {
                    throw .sessionUnreadable(
                        file: file, line: line,
                        reason: "not a Stagehand session: the first record must be the session header")
                }
                guard schema <= 1 else {
                    throw .sessionUnreadable(
                        file: file, line: line,
                        reason: "the session has schema version \(schema); this stagehand reads versions 1 to 1: "
                            + "update stagehand to read it")
                }
                sawHeader = true
            }
            if case .step(let step) = record { lastStep[step.source] = step.step }
            if let text = describe(record, lastStep: lastStep) { context.print(text) }
            if follow, let write = context.environment.writeStandardOutput {
                write(context.standardOutput)
                context.standardOutput = ""
            }
        }
    }

    /// One record as a line of text (`nil` for records that print nothing).
    /// - Parameters:
    ///   - record: The record.
    ///   - lastStep: Each source's last step number read so far: a flat machine's rejection is
    ///     printed with the step it follows (`#-` before the first).
    static func describe(_ record: SessionRecord, lastStep: [String: Int] = [:]) -> String? {
        switch record {
        case .session(let schema):
            return "session (schema \(schema))"
        case .chart(let source, _):
            return "\(source): chart"
        case .machine(let source, _):
            return "\(source): machine"
        case .container(let source, let step, let time, let event):
            return "\(source) #\(step) \(seconds(time)) \(event)"
        case .step(let step):
            var text = "\(step.source) #\(step.step) \(seconds(step.time)) "
            if let event = step.event {
                text += event
                if let payload = step.payload { text += " (\(payload))" }
                if step.origin != "external" { text += " [\(step.origin)]" }
            } else {
                text += "start"
            }
            if step.discarded { text += ": discarded" }
            if !step.exited.isEmpty { text += ": exit " + step.exited.joined(separator: ", ") }
            if !step.entered.isEmpty {
                text += (step.exited.isEmpty ? ": " : "; ") + "enter " + step.entered.joined(separator: ", ")
            }
            text += " -> " + step.configuration.joined(separator: ", ")
            return text
        case .route(let source, let step, let time, let event, let from, let to):
            return "\(source) #\(step) \(seconds(time)) \(event ?? "(no event)"): \(from ?? "(none)") -> \(to)"
        case .rejection(let rejection):
            let step = lastStep[rejection.source].map(String.init) ?? "-"
            return "\(rejection.source) #\(step) \(seconds(rejection.time)) \(rejection.summary)"
        case .other:
            return nil
        }
    }

    /// Nanoseconds as seconds with three decimals: `2.000s`.
    static func seconds(_ nanoseconds: Int) -> String {
        let milliseconds = nanoseconds / 1_000_000
        let fraction = String(abs(milliseconds % 1000))
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
    }
}
