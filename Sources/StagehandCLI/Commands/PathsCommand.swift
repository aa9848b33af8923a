import Stagehand

/// `stagehand paths FILE`: test cases generated from the model, as event paths.
///
/// Every file (SCXML, a JSON chart, a flat machine) is read as a chart and explored through the
/// core's runtime (``ChartExplorer``): `--cover states` prints the shortest path from the initial
/// configuration to every configuration reached (and the states never active); `--cover
/// transitions` prints paths that together take every distinct step. The work is estimated before
/// anything runs and refused when too large.
enum PathsCommand: Command {
    static let spec = CommandSpec(
        name: "paths",
        abstract: "Generate test paths: the shortest events to every state, or paths covering every rule.",
        discussion: """
            --cover states (the default) prints the shortest event path from the initial state to
            every state. --cover transitions prints a small set of paths from the initial state
            that together take every transition. Guards on the way are shown in brackets: a test
            must make them allow the transition ([ok]) or refuse it ([!ok]); each named guard is
            explored both ways. A step marked (after 2.0 s) waits for a delayed rule (or a
            delayed send armed on entry) to fall due. A machine with errors (see 'stagehand
            check') gets no paths, exit status 1. The paths may have at most 1000000 steps
            together (the size of the output grows with the square of a long chain of states);
            a larger machine is an error, exit status 1. For a statechart the paths run over its
            configurations (the sets of active atomic states). Every file is explored with the
            core's engine; the search is estimated first and refused when too large.
            """,
        positionals: [fileArgument],
        options: [
            .value("cover", valueName: "target", allowed: ["states", "transitions"], help: "states or transitions."),
            jsonOption,
        ])

    /// The most steps all printed paths may have together.
    static let maximumSteps = 1_000_000

    /// Explores the file and prints its paths.
    /// - Throws: ``CommandFailure/invalid(file:input:errors:count:)`` for a chart with errors,
    ///   ``CommandFailure/pathsTooLarge(_:)`` when the paths are too large to generate (more
    ///   configurations than ``ChartExplorer/maximumNodes``, more work than
    ///   ``ChartExplorer/maximumWork`` or more steps than ``maximumSteps``),
    ///   ``CommandFailure/chartStopped(file:reason:)`` when start-up fails or an event sets off a
    ///   cycle that spends its whole budget.
    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let document = try context.loadChart(arguments.positionals[0])
        context.printWarnings(of: document)
        let cover = arguments.value("cover") ?? "states"
        let plan = ChartExplorer.Plan(document)
        let bound = ChartExplorer.configurationBound(document)
        // A flat machine's configurations are its states.
        let subject =
            document.flatRuleCount == nil
            ? "\(document.sizeDescription), up to \(plural(bound, "configuration"))" : document.sizeDescription
        func tooLarge(_ size: String, _ allowed: String) -> CommandFailure {
            .pathsTooLarge(
                PathsLimit(file: document.file, cover: cover, subject: subject, size: size, allowed: allowed))
        }
        let built: (definition: ChartDocument.Chart.Definition, budget: ChartRunBudget, oracle: GuardOracle)
        do throws(Diagnostics) {
            // Errors first: a machine with errors is refused whatever its size.
            built = try ChartExplorer.build(document, plan: plan)
        } catch {
            throw document.invalid(error.diagnostics)
        }
        guard plan.estimate <= ChartExplorer.maximumWork else {
            throw tooLarge(
                "would need up to \(plan.estimate) units of search (the tries from each configuration × "
                    + "what a try costs)",
                "at most \(ChartExplorer.maximumWork) are allowed")
        }
        guard (plan.events.isEmpty && plan.delayed.isEmpty) || bound <= ChartExplorer.maximumNodes else {
            throw tooLarge(
                "would explore up to \(bound) configurations (a parallel state multiplies its regions' "
                    + "configurations)",
                "at most \(ChartExplorer.maximumNodes) configurations are allowed")
        }
        let explored = ChartExplorer.explore(built.definition, plan: plan, budget: built.budget, oracle: built.oracle)
        let explorer: ChartExplorer
        switch explored {
        case .success(let result):
            explorer = result
        case .failure(.tooLarge):
            throw tooLarge(
                "reach more configurations (with their history) than can be searched",
                "at most \(ChartExplorer.maximumNodes) configurations and \(ChartExplorer.maximumWork) units of "
                    + "search are allowed")
        case .failure(.startFailed(let reason)):
            throw .chartStopped(file: document.file, reason: "start-up failed: \(reason)")
        case .failure(.cycle(let reason)):
            throw .chartStopped(file: document.file, reason: reason)
        }
        let stepsAllowed = "at most \(maximumSteps) steps are allowed"
        var report = PathsReport(
            file: document.file, isFlat: document.flatRuleCount != nil, initial: explorer.configurations[0],
            cover: .states(paths: [], neverActive: []))
        let configurations = explorer.configurations
        var active: Set<String> = []
        for configuration in configurations { active.formUnion(configuration) }
        // The states ever active, compound and parallel ones too (each chain walked once).
        var everActive: Set<String> = []
        for atomic in active {
            var state: String? = atomic
            while let current = state, everActive.insert(current).inserted { state = plan.parent[current] }
        }
        if cover == "transitions" {
            guard let paths = explorer.coveringPaths(maximumSteps: maximumSteps) else {
                throw tooLarge("would have more than \(maximumSteps) steps together", stepsAllowed)
            }
            let distinct = explorer.repeatsEarlierStep.filter { !$0 }.count
            let uncoverable = Self.uncoverable(plan, everActive: everActive)
            report.cover = .transitions(
                transitions: distinct + uncoverable.count, paths: paths.map { $0.map { explorer.edges[$0].step } },
                uncoverable: uncoverable)
        } else {
            let nodes = explorer.firstNodePerConfiguration
            let depths = explorer.depths
            let steps = nodes.reduce(0) { $0 + depths[$1] }
            guard steps <= maximumSteps else { throw tooLarge("would have \(steps) steps together", stepsAllowed) }
            let atomic = document.allNodes.filter { $0.isState && !$0.children.contains(where: \.isState) }.map(\.id)
            let paths = nodes.map { node in
                (configuration: configurations[node], steps: explorer.path(to: node).map { explorer.edges[$0].step })
            }
            report.cover = .states(paths: paths, neverActive: atomic.filter { !active.contains($0) })
        }
        context.write(report, file: document.file)
    }

    /// The transitions no path can take, their source never active, as steps from it.
    private static func uncoverable(_ plan: ChartExplorer.Plan, everActive: Set<String>) -> [PathStep] {
        plan.transitions.filter { !everActive.contains($0.source) }
            .map { source, transition in
                var step = PathStep(
                    event: transition.events.joined(separator: " "), from: [source], to: transition.targets)
                step.describe(fired: transition, outcomes: [])
                return step
            }
    }
}
