import Stagehand

extension ChartDocument {
    /// The core chart type documents compile to: states and events named by strings.
    typealias Chart = Statechart<String, String>

    /// Builds the core definition of this chart, with `<log>` actions appending to `log`.
    ///
    /// The core validates the tree (unknown targets, misplaced history and initial, conflicting
    /// initial targets, unreachable states, …); each of its diagnostics is mapped back to the
    /// place in the file it concerns.
    /// - Parameters:
    ///   - log: Where `<log>` lines go.
    ///   - budget: What every action spends; an action the budget refuses does nothing.
    /// - Returns: The definition and the warnings validation found.
    /// - Throws: ``Diagnostics`` with every error (and warning) when any is an error.
    ///   - guards: Replaces each transition's guard: called with the transition's index among
    ///     all of the chart's transitions (the core's ``Statechart/FiredTransition/index``) and
    ///     its own guard (`replay` answers from the recording).
    func makeStatechart(
        log: ChartLog, budget: ChartRunBudget? = nil, guards: ((Int, Chart.Guard?) -> Chart.Guard?)? = nil
    ) throws(Diagnostics) -> (Chart.Definition, warnings: [Diagnostic]) {
        var problems: [Diagnostic] = []
        if initial.count > 1 {
            problems.append(
                Diagnostic(
                    file: file, location: location(ofAttribute: "initial"),
                    message:
                        "<scxml initial> names \(initial.count) states; the top level supports one initial state "
                        + "(put the states in a compound or parallel state and name that)"))
        }
        if !problems.isEmpty { throw Diagnostics(warnings + problems) }
        let override = guards.map { ChartGuardOverride(states: states, make: $0) }
        let elements = states.map { Self.element($0, log: log, budget: budget, override: override) }
        do throws(StatechartDefinitionError) {
            let definition = try Chart.Definition(initial: initial.first) { elements }
            return (definition, warnings + locate(definition.diagnostics))
        } catch {
            switch error {
            case .invalid(let diagnostics): throw Diagnostics(warnings + locate(diagnostics))
            }
        }
    }

    /// The DSL element of `node` and its subtree.
    private static func element(
        _ node: ChartNode, log: ChartLog, budget: ChartRunBudget?, override: ChartGuardOverride?
    ) -> Chart.Element {
        var content: [Chart.Element] = []
        if !node.initial.isEmpty, node.kind == .state {
            content.append(Stagehand.initial(node.initial, action: nil))
        }
        for block in node.onEntry { content.append(onEntry(action(block, log: log, budget: budget))) }
        for block in node.onExit { content.append(onExit(action(block, log: log, budget: budget))) }
        for child in node.children { content.append(element(child, log: log, budget: budget, override: override)) }
        let base = override?.base[node.id] ?? 0
        for (offset, transition) in node.transitions.enumerated() {
            content.append(element(transition, log: log, budget: budget, guard: override.map { ($0, base + offset) }))
        }
        switch node.kind {
        case .state:
            return Stagehand.state(node.id) { content }
        case .parallel:
            return Stagehand.parallel(node.id) { content }
        case .final:
            return Stagehand.finalState(node.id) { content }
        case .history(let kind):
            let transition = node.transitions.first
            return Stagehand.history(
                node.id, kind, default: transition?.targets ?? [],
                action: transition.flatMap { $0.actions.isEmpty ? nil : action($0.actions, log: log, budget: budget) })
        case .initial:
            let transition = node.transitions.first
            return Stagehand.initial(
                transition?.targets ?? [],
                action: transition.flatMap { $0.actions.isEmpty ? nil : action($0.actions, log: log, budget: budget) })
        }
    }

    private static func element(
        _ transition: ChartTransition, log: ChartLog, budget: ChartRunBudget?,
        guard override: (ChartGuardOverride, index: Int)?
    ) -> Chart.Element {
        let body = transition.actions.isEmpty ? nil : action(transition.actions, log: log, budget: budget)
        var condition = transition.condition?.statechartGuard
        if let (override, index) = override { condition = override.make(index, condition) }
        if transition.events.isEmpty {
            return always(to: transition.targets, type: transition.type, when: condition, action: body)
        }
        return on(
            transition.events.joined(separator: " "), to: transition.targets, type: transition.type,
            when: condition, action: body)
    }

    /// One closure running a block of executable content in document order.
    private static func action(_ block: [ChartAction], log: ChartLog, budget: ChartRunBudget?) -> Chart.Action {
        { context in
            for action in block {
                if let budget, !budget.admit(action) { return }
                switch action {
                case .raise(let event, _):
                    context.raise(event)
                case .send(let send):
                    switch send.target {
                    case .internal: context.raise(send.event)
                    case .external: context.send(send.event, after: send.delay, id: send.id)
                    }
                case .cancel(let id, _):
                    context.cancel(id: id)
                case .log(let label, let expression, _):
                    log.append(ChartLog.line(label: label, expression: expression))
                }
            }
        }
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
