/// `stagehand inspect SESSION [--follow]`: prints a recorded session step by step, and with
/// `--follow` each new step as it is written.
enum InspectCommand: Command {
    static let spec = CommandSpec(
        name: "inspect",
        abstract: "Print a recorded session step by step; with --follow, each new step as it is written.",
        discussion: """
            SESSION is a JSON-lines file written by Stagehand's SessionRecorder (a file or a FIFO
            the app streams to). Each step prints its source, number, clock time, event, the states
            exited and entered and the configuration reached; container records print their
            lifecycle step. With --follow the command waits at the end of the file for more records
            (stop it with Ctrl-C). Exit status: 0, or 2 when the session cannot be read.
            """,
        positionals: [PositionalSpec(name: "session", help: "The recorded session (JSON lines).")],
        options: [.flag("follow", short: "f", help: "Keep reading: print each new step as it is written.")])

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let file = arguments.positionals[0]
        let follow = arguments.has("follow")
        var sawHeader = false
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
            if let text = describe(record) { context.print(text) }
            if follow, let write = context.environment.writeStandardOutput {
                write(context.standardOutput)
                context.standardOutput = ""
            }
        }
    }

    /// One record as a line of text (`nil` for records that print nothing).
    static func describe(_ record: SessionRecord) -> String? {
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
