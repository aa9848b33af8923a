import Stagehand

/// `stagehand paths FILE`: test cases generated from the model, as event paths.
enum PathsCommand: Command {
    static let spec = CommandSpec(
        name: "paths",
        abstract: "Generate test paths: the shortest events to every state, or paths covering every rule.",
        discussion: """
            --cover states (the default) prints the shortest event path from the initial state to
            every state. --cover transitions prints a small set of paths from the initial state
            that together take every transition of every rule. Guards on the way are shown in
            brackets: a test must make them allow the transition.
            """,
        positionals: [fileArgument],
        options: [
            .value("cover", valueName: "target", allowed: ["states", "transitions"], help: "states or transitions."),
            jsonOption,
        ])

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) -> Int32 {
        guard let machine = context.loadMachine(arguments.positionals[0]) else { return ExitStatus.usage }
        let table = TransitionTable(machine.description)
        if arguments.value("cover") == "transitions" {
            coverTransitions(table, machine: machine, in: &context)
        } else {
            coverStates(table, machine: machine, in: &context)
        }
        return ExitStatus.success
    }

    private static func coverStates(_ table: TransitionTable, machine: LoadedMachine, in context: inout CommandContext)
    {
        let paths = table.shortestPaths()
        let unreachable = table.states.filter { !paths.reaches($0) }
        let reachable = table.states.filter { paths.reaches($0) }
        if context.json {
            let items = reachable.map { state in
                let path = paths[state] ?? []
                return JSONOutput.object([
                    ("state", .string(state)), ("events", .strings(path.map(\.event))),
                    ("steps", .array(path.map(\.json))),
                ])
            }
            context.standardOutput += JSONOutput.object(
                context.jsonHeader(file: machine.file) + [
                    ("cover", .string("states")), ("initial", .string(table.initial)), ("paths", .array(items)),
                    ("unreachable", .strings(unreachable)),
                ]
            ).rendered()
            return
        }
        context.print("Shortest event path from '\(table.initial)' to each state of \(machine.file):")
        let width = reachable.map(\.count).max() ?? 0
        for state in reachable {
            let path = paths[state] ?? []
            let padding = String(repeating: " ", count: width - state.count)
            let events = path.isEmpty ? "(initial state)" : path.map(\.label).joined(separator: ", ")
            context.print("  \(state)\(padding)  \(events)")
        }
        if !unreachable.isEmpty {
            context.print("Unreachable: \(unreachable.joined(separator: ", "))")
        }
    }

    private static func coverTransitions(
        _ table: TransitionTable, machine: LoadedMachine, in context: inout CommandContext
    ) {
        let (paths, uncoverable) = table.coveringPaths()
        let covered = table.all.count - uncoverable.count
        if context.json {
            let items = paths.map { path in
                JSONOutput.object([("events", .strings(path.map(\.event))), ("steps", .array(path.map(\.json)))])
            }
            context.standardOutput += JSONOutput.object(
                context.jsonHeader(file: machine.file) + [
                    ("cover", .string("transitions")), ("initial", .string(table.initial)),
                    ("transitions", .int(table.all.count)), ("covered", .int(covered)), ("paths", .array(items)),
                    ("uncoverable", .array(uncoverable.map(\.json))),
                ]
            ).rendered()
            return
        }
        context.print(
            "\(plural(paths.count, "path")) from '\(table.initial)' \(paths.count == 1 ? "covers" : "cover") \(covered) of "
                + "\(plural(table.all.count, "transition")) in \(machine.file):")
        for (index, path) in paths.enumerated() {
            var line = "  \(index + 1). \(table.initial)"
            for step in path { line += " --\(step.label)--> \(step.target)" }
            context.print(line)
        }
        for transition in uncoverable {
            context.print(
                "Not coverable (source unreachable): rule \(transition.rule) '\(transition.event)' "
                    + "\(transition.source) -> \(transition.target)")
        }
    }
}
