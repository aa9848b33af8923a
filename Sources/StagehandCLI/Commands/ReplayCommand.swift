/// `stagehand replay SESSION`: re-runs a recorded session against the real runtime and
/// compares every configuration.
enum ReplayCommand: Command {
    static let spec = CommandSpec(
        name: "replay",
        abstract: "Re-run a recorded session against the real runtime and compare every configuration.",
        discussion: """
            SESSION is a JSON-lines file written by Stagehand's SessionRecorder. Each recorded chart
            is loaded from its SCXML, each step's event is sent after the virtual clock is advanced
            to the step's time, and the configuration reached is compared with the recorded one.
            Guards and actions written in Swift cannot run here: guards answer with the outcomes
            the recording holds, the events actions raised are raised again at the step's first
            action, and the events actions sent (delayed or not) are replayed from the recording.
            The session is read line by line, so a session of any size replays in bounded memory.
            Exit status: 0 every configuration agrees, 1 at the first divergence (naming the step,
            the expected and the actual configuration), 2 when the session cannot be read
            (truncated, edited, or from a newer schema version).
            """,
        positionals: [PositionalSpec(name: "session", help: "The recorded session (JSON lines).")],
        options: [])

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let file = arguments.positionals[0]
        let replayer = SessionReplayer()
        try SessionStream.read(file, in: &context, follow: false) { record, line, _ throws(CommandFailure) in
            try replayer.feed(record, line: line, of: file)
        }
        let sources = replayer.order.count
        context.print(
            "replayed \(file): \(sources) source\(sources == 1 ? "" : "s"), \(replayer.steps) "
                + "step\(replayer.steps == 1 ? "" : "s"); every configuration agrees")
        for source in replayer.order {
            guard let replay = replayer.replays[source] else { continue }
            var line = "  \(source) (\(replay.kind)): \(replay.nextStep) step\(replay.nextStep == 1 ? "" : "s")"
            let raised = replay.actions.raised
            line += ", \(replay.oracle.answered) guard outcome\(replay.oracle.answered == 1 ? "" : "s") "
            line += "and \(raised) raised event\(raised == 1 ? "" : "s") taken from the recording"
            context.print(line)
        }
        context.print(
            "note: Swift guards and actions cannot run here: guards took their recorded outcomes, actions raised "
                + "their recorded events, and the events actions sent were replayed from the recording")
    }
}
