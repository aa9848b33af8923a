/// `stagehand paths` for a statechart: event paths over its configurations.
///
/// `--cover states` prints the shortest event path from the initial configuration to every
/// reachable configuration (and the states never active); `--cover transitions` prints paths
/// that together take every step between configurations. The work is estimated before anything
/// runs (``ChartExplorer/estimate(_:)``) and refused, like a flat machine's, when too large.
enum ChartPaths {
    /// Explores `document` and prints its paths.
    /// - Parameters:
    ///   - document: The chart.
    ///   - argument: The file argument as given, for the `check` command line.
    ///   - arguments: The parsed arguments (`--cover`).
    ///   - context: The run's outputs.
    /// - Throws: ``CommandFailure/invalid(file:input:errors:count:)`` for a chart with errors,
    ///   ``CommandFailure/pathsTooLarge(_:)`` when the paths are too large to generate (more
    ///   configurations than ``ChartExplorer/maximumNodes`` or more work than
    ///   ``ChartExplorer/maximumWork``), ``CommandFailure/chartStopped(file:reason:)`` when
    ///   start-up fails or an event sets off a cycle that spends its whole budget.
    static func run(
        _ document: ChartDocument, argument: String, arguments: ParsedArguments, in context: inout CommandContext
    ) throws(CommandFailure) {
        let cover = arguments.value("cover") ?? "states"
        let budget = ChartRunBudget(limit: ChartExplorer.maximumActionsPerEvent, scope: "one event tried")
        let definition: ChartDocument.Chart.Definition
        do throws(Diagnostics) {
            definition = try document.makeStatechart(log: ChartLog(), budget: budget).0
        } catch {
            throw document.invalid(error.diagnostics)
        }
        let events = ChartExplorer.alphabet(document)
        let bound = ChartExplorer.configurationBound(document)
        let subject = "\(document.sizeDescription), up to \(plural(bound, "configuration"))"
        func tooLarge(_ size: String, _ allowed: String) -> CommandFailure {
            .pathsTooLarge(
                PathsLimit(file: document.file, cover: cover, subject: subject, size: size, allowed: allowed))
        }
        let estimate = ChartExplorer.estimate(document)
        guard estimate <= ChartExplorer.maximumWork else {
            throw tooLarge(
                "would need up to \(estimate) units of search (states × configurations × events)",
                "at most \(ChartExplorer.maximumWork) are allowed")
        }
        guard events.isEmpty || bound <= ChartExplorer.maximumNodes else {
            throw tooLarge(
                "would explore up to \(bound) configurations (a parallel state multiplies its regions' configurations)",
                "at most \(ChartExplorer.maximumNodes) configurations are allowed")
        }
        let searchLimit =
            "at most \(ChartExplorer.maximumNodes) configurations and \(ChartExplorer.maximumWork) units of search "
            + "are allowed"
        let explorer: ChartExplorer
        switch ChartExplorer.explore(
            definition, events: events, size: max(1, document.allNodes.count), budget: budget)
        {
        case .success(let explored):
            explorer = explored
        case .failure(.tooLarge):
            throw tooLarge("reach more configurations (with their history) than can be searched", searchLimit)
        case .failure(.startFailed(let reason)):
            throw .chartStopped(file: document.file, reason: "start-up failed: \(reason)")
        case .failure(.cycle(let reason)):
            throw .chartStopped(file: document.file, reason: reason)
        }
        let configurations = explorer.configurations
        if cover == "transitions" {
            guard let paths = explorer.coveringPaths(maximumSteps: PathsCommand.maximumSteps) else {
                throw tooLarge(
                    "would have more than \(PathsCommand.maximumSteps) steps together",
                    "at most \(PathsCommand.maximumSteps) steps are allowed")
            }
            let steps = paths.map { path in
                path.map { (event: explorer.edges[$0].event, configuration: configurations[explorer.edges[$0].to]) }
            }
            context.write(
                PathsReport.chartTransitions(
                    file: document.file, initial: configurations[0], steps: explorer.distinctStepCount, paths: steps),
                file: document.file)
            return
        }
        let nodes = explorer.firstNodePerConfiguration
        let depths = explorer.depths
        let steps = nodes.reduce(0) { $0 + depths[$1] }
        guard steps <= PathsCommand.maximumSteps else {
            throw tooLarge(
                "would have \(steps) steps together", "at most \(PathsCommand.maximumSteps) steps are allowed")
        }
        var active: Set<String> = []
        for configuration in configurations { active.formUnion(configuration) }
        let atomic = document.allNodes.filter { $0.isState && !$0.children.contains(where: \.isState) }.map(\.id)
        let never = atomic.filter { !active.contains($0) }
        let paths = nodes.map { node in
            (configuration: configurations[node], events: explorer.path(to: node).map { explorer.edges[$0].event })
        }
        context.write(
            PathsReport.chartStates(file: document.file, initial: configurations[0], paths: paths, neverActive: never),
            file: document.file)
    }
}
