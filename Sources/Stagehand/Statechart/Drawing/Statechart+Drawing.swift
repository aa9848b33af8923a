// A nested chart drawn from its compiled program, through the one walk the SCXML export uses.

extension Statechart.Definition {
    /// Draws the chart as a Graphviz DOT digraph, with its nesting.
    ///
    /// Compound and parallel states are clusters (the regions of a parallel state dashed), each
    /// with a point for its default targets; history pseudo-states are circles labelled `H` or
    /// `H*` with an edge to their default; final states have a double border; internal
    /// transitions are dashed. An edge's label is its event descriptors and its guard in
    /// brackets: `In('id')` conditions as SCXML writes them, a Swift guard as `[guard]`. Each
    /// invocation is a note beside its state. States are named by their identifiers
    /// (``Statechart/identifier(of:)``), control characters spelled out (`\u{1B}`). The output
    /// is deterministic, and linear in the chart's size however deep it nests; `stagehand graph`
    /// draws charts the same way.
    /// - Returns: The DOT text, ending with a newline.
    public func dot() -> String { drawing.dot() }

    /// Draws the chart as a Mermaid `stateDiagram-v2`, with its nesting.
    ///
    /// Compound and parallel states are composite states (`--` between the regions of a parallel
    /// state), `[*]` marks initial and final states, history pseudo-states are described `H` or
    /// `H*`, each invocation is a note; labels are as in ``dot()``. A state whose identifier is
    /// not a plain identifier is named `s` and its index, with its identifier as description.
    /// The output is deterministic; `stagehand graph --format mermaid` draws charts the same way.
    /// - Returns: The Mermaid text, ending with a newline.
    public func mermaid() -> String { drawing.mermaid() }

    /// What ``dot()`` and ``mermaid()`` draw.
    var drawing: StatechartDrawing { StatechartDrawing(table, ids: program.topology.ids) }
}

extension StatechartDrawing {
    /// The drawing of a compiled chart whose states (by index) are named `ids`.
    init<State: Hashable & Sendable, Event: StatechartEvent>(_ table: StatechartTable<State, Event>, ids: [String]) {
        self.init()
        initial = table.defaultTargets[0].map { ids[$0] }
        // The drawing's index of each table index reached so far.
        var slots = [Int](repeating: -1, count: table.count)
        table.walk { step in
            guard case .open(let state, _) = step else { return false }
            var node = Node(kind: .atomic, id: ids[state])
            switch table.kinds[state] {
            case .compound:
                node.kind = .compound
                node.defaultTargets = table.defaultTargets[state].map { ids[$0] }
            case .parallel: node.kind = .parallel
            case .final: node.kind = .final
            case .history:
                node.kind = .history(deep: table.isDeepHistory[state])
                node.transitions = [Transition(label: "", targets: table.defaultTargets[state].map { ids[$0] })]
            case .atomic, .root: break
            }
            for transition in table.transitions[table.transitionStart[state]..<table.transitionStart[state + 1]] {
                var label = transition.descriptors.joined(separator: " ")
                if let condition = transition.condition {
                    let text: String? =
                        switch table.conditionText(condition, id: { ids[$0] }) {
                        case nil: "guard"
                        case .always: nil
                        case .never: "false"
                        case .text(let text): text
                        }
                    if let text { label += (label.isEmpty ? "" : " ") + "[\(text)]" }
                }
                node.transitions.append(
                    Transition(
                        label: label, targets: transition.targets.map { ids[$0] }, isInternal: transition.isInternal))
            }
            for spec in table.invocations[state] {
                let runs: String =
                    switch spec.body {
                    case .chart(let child): Note.inlineChart(child.topLevelIDs)
                    case .work(let kind, _, _): "Swift async \(kind.rawValue)"
                    }
                node.notes.append(
                    .invocation(id: spec.id, autoforward: spec.autoforward, runs: runs, finalize: spec.finalize != nil))
            }
            let parent = table.parent[state]
            slots[state] = append(node, parent: parent > 0 ? slots[parent] : nil)
            return true
        }
    }
}
