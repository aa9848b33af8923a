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
            brackets: a test must make them allow the transition. A machine with errors (see
            'stagehand check') gets no paths, exit status 1. The paths may have at most
            1000000 steps together (the size of the output grows with the square of a long
            chain of states); a larger machine is an error, exit status 1. For a statechart the
            paths run over its configurations (the sets of active atomic states), explored with
            the core's engine; the search is estimated first and refused when too large, and
            delayed sends are not waited for.
            """,
        positionals: [fileArgument],
        options: [
            .value("cover", valueName: "target", allowed: ["states", "transitions"], help: "states or transitions."),
            jsonOption,
        ])

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let machine: LoadedMachine
        switch try context.loadInput(arguments.positionals[0], flatMachines: true) {
        case .machine(let flat):
            machine = flat
        case .chart(let document):
            context.printWarnings(of: document)
            try ChartPaths.run(document, argument: arguments.positionals[0], arguments: arguments, in: &context)
            return
        }
        // Paths through undeclared states or with invalid delays would be test cases for a
        // machine the app cannot build; refuse them, like `simulate`.
        try machine.requireNoErrors()
        let table = TransitionTable(machine.description)
        if arguments.value("cover") == "transitions" {
            try coverTransitions(table, machine: machine, in: &context)
        } else {
            try coverStates(table, machine: machine, in: &context)
        }
    }

    /// The most steps all printed paths may have together.
    static let maximumSteps = 1_000_000

    /// The most transitions the covering search may examine (a wide machine can need far more
    /// searching than printing).
    static let maximumWork = 50_000_000

    /// The failure for paths of `machine` too large to generate.
    /// - Parameter size: How large the paths would be, e.g. `would have 2001000 steps together`.
    private static func tooLarge(
        _ cover: String, _ size: String, _ table: TransitionTable, machine: LoadedMachine
    ) -> CommandFailure {
        let subject = "\(plural(table.states.count, "state")), \(plural(table.all.count, "transition"))"
        return .pathsTooLarge(
            PathsLimit(
                file: machine.file, cover: cover, subject: subject, size: size,
                allowed: "at most \(maximumSteps) steps are allowed"))
    }

    private static func coverStates(
        _ table: TransitionTable, machine: LoadedMachine, in context: inout CommandContext
    ) throws(CommandFailure) {
        let paths = table.shortestPaths()
        let steps = paths.totalSteps
        guard steps <= maximumSteps else {
            throw tooLarge("states", "would have \(steps) steps together", table, machine: machine)
        }
        let unreachable = table.states.filter { !paths.reaches($0) }
        let reachable = table.states.filter { paths.reaches($0) }.map { ($0, paths[$0] ?? []) }
        context.write(
            PathsReport.machineStates(
                file: machine.file, initial: table.initial, paths: reachable, unreachable: unreachable),
            file: machine.file)
    }

    private static func coverTransitions(
        _ table: TransitionTable, machine: LoadedMachine, in context: inout CommandContext
    ) throws(CommandFailure) {
        guard let covering = table.coveringPaths(maximumSteps: maximumSteps, maximumWork: maximumWork) else {
            let size = "would have more than \(maximumSteps) steps together, or need too long a search"
            throw tooLarge("transitions", size, table, machine: machine)
        }
        context.write(
            PathsReport.machineTransitions(
                file: machine.file, initial: table.initial, transitions: table.all.count, paths: covering.paths,
                uncoverable: covering.uncoverable),
            file: machine.file)
    }
}
