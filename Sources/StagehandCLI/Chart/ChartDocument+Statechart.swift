import Stagehand

extension ChartDocument {
    /// The core chart type documents compile to: states and events named by strings.
    typealias Chart = Statechart<String, String>

    /// Builds the core definition of this chart, with `<log>` actions appending to `log`.
    ///
    /// The core validates the tree (unknown targets, misplaced history and initial, conflicting
    /// initial targets, unreachable states, …); each of its diagnostics is mapped back to the
    /// place in the file it concerns. Each `<invoke>` becomes the core's child-chart invocation
    /// (``ChartCompilation``), its child documents validated the same way.
    /// - Parameters:
    ///   - log: Where `<log>` lines go.
    ///   - budget: What every action spends; an action the budget refuses does nothing.
    ///   - invocationDepth: How deep child charts nest when run (the core's
    ///     `RunLimits.invocationDepth`): definitions are built that deep and no deeper.
    ///   - guards: Replaces each transition's guard of this document (not of its child charts):
    ///     called with the transition's index among all of the chart's transitions (the core's
    ///     ``Statechart/FiredTransition/index``) and its own guard (`replay` answers from the
    ///     recording).
    ///   - actions: When set, every handler of this document (not of its child charts) runs it
    ///     before its own content: each `<onentry>`, `<onexit>` and `<finalize>`, and every
    ///     transition, initial and history default transition, with executable content or
    ///     without (`replay` raises the recorded events with it).
    ///   - deniedGuards: The named guards of a flat machine's rules that refuse their transition
    ///     (`simulate --deny`); every other named guard allows it.
    /// - Returns: The definition and the warnings validation found.
    /// - Throws: ``Diagnostics`` with every error (and warning) when any is an error.
    func makeStatechart(
        log: ChartLog, budget: ChartRunBudget? = nil,
        invocationDepth: Int = RunLimits.defaultInvocationDepth,
        guards: ((Int, Chart.Guard?) -> Chart.Guard?)? = nil, actions: Chart.Action? = nil,
        deniedGuards: Set<String> = []
    ) throws(Diagnostics) -> (Chart.Definition, warnings: [Diagnostic]) {
        let compilation = ChartCompilation(
            log: log, budget: budget, sources: sources, depthLimit: invocationDepth,
            guards: guards.map { ChartGuardOverride(states: states, make: $0) }, actions: actions,
            deniedGuards: deniedGuards)
        let definition = compilation.definition(of: self)
        let found = warnings + compilation.diagnostics
        guard let definition, !found.contains(where: { $0.severity == .error }) else { throw Diagnostics(found) }
        return (definition, found)
    }

    /// The problems of this document the core does not see: a top-level `initial` naming several
    /// states, and sends to `#_<id>` naming no `<invoke>` of the document.
    func ownProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if initial.count > 1 {
            problems.append(
                Diagnostic(
                    file: file, location: location(ofAttribute: "initial"),
                    message:
                        "<scxml initial> names \(initial.count) states; the top level supports one initial state "
                        + "(put the states in a compound or parallel state and name that)"))
        }
        let nodes = allNodes
        let invoked = Set(nodes.flatMap { $0.invocations.map(\.id) })
        for node in nodes {
            var blocks = node.onEntry + node.onExit + node.transitions.map(\.actions)
            blocks += node.invocations.compactMap(\.finalize)
            for case .send(let send) in blocks.joined() {
                guard case .invocation(let id) = send.target, !invoked.contains(id) else { continue }
                let known = invoked.sorted().map { "#_\($0)" }
                problems.append(
                    Diagnostic(
                        file: file, location: send.location,
                        message:
                            "send target '#_\(id)' names no <invoke id=\"\(id)\"> of this document; "
                            + (known.isEmpty
                                ? "it invokes nothing" : "its invocations are \(known.joined(separator: ", "))")))
            }
        }
        return problems
    }
}

/// Replacement guards for a chart's transitions, with the index of each state's first
/// transition among all of the chart's (states in document order, each state's transitions in
/// order, as the core counts them).
struct ChartGuardOverride {
    /// The index of the first transition of each state, by id.
    let base: [String: Int]
    /// Makes a transition's guard from its index and its own guard.
    let make: (Int, ChartDocument.Chart.Guard?) -> ChartDocument.Chart.Guard?

    init(states: [ChartNode], make: @escaping (Int, ChartDocument.Chart.Guard?) -> ChartDocument.Chart.Guard?) {
        self.make = make
        var base: [String: Int] = [:]
        var next = 0
        var stack: [ChartNode] = states.reversed()
        while let node = stack.popLast() {
            if node.isState {
                base[node.id] = next
                next += node.transitions.count
            }
            stack.append(contentsOf: node.children.reversed())
        }
        self.base = base
    }
}
