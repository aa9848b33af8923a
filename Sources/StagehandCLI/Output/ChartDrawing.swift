import Stagehand

/// A chart file drawn as Graphviz DOT or Mermaid by the core's one drawing (`StatechartDrawing`),
/// with its nesting: this adapter only says what the file's tree is.
///
/// A compound state's default targets are its `initial` attribute, else those of its
/// `<initial>` child (which draws them itself), else its first child state. A transition's label
/// is its events (a flat machine's delayed rule as its rule's event) and its condition in
/// brackets. An invoked chart is a note naming the invocation and its `src`, the top-level
/// states of its inline chart, or a placeholder's kind.
enum ChartDrawing {
    /// The chart as a Graphviz DOT digraph, ending with a newline.
    static func dot(_ document: ChartDocument) -> String { drawing(document).dot() }

    /// The chart as a Mermaid `stateDiagram-v2`, ending with a newline.
    static func mermaid(_ document: ChartDocument) -> String { drawing(document).mermaid() }

    /// What the file's tree draws: its nodes in document order, walked without recursion.
    static func drawing(_ document: ChartDocument) -> StatechartDrawing {
        var drawing = StatechartDrawing()
        drawing.initial = defaultTargets(initial: document.initial, children: document.states)
        var stack: [(node: ChartNode, parent: Int?)] = document.states.reversed().map { ($0, nil) }
        while let (node, parent) = stack.popLast() {
            var drawn = StatechartDrawing.Node(kind: kind(node), id: node.id)
            if drawn.kind == .compound {
                drawn.defaultTargets = defaultTargets(initial: node.initial, children: node.children)
            }
            // A flat machine's delayed rules: each timer's event and delay, armed on entry.
            var delays: [String: Duration] = [:]
            for case .send(let send) in node.onEntry.joined() where send.delayedRuleEvent != nil {
                delays[send.event] = send.delay
            }
            drawn.transitions = node.transitions.map {
                StatechartDrawing.Transition(
                    label: label($0, delays: delays), targets: $0.targets, isInternal: $0.type == .internal)
            }
            drawn.notes = node.invocations.map(note)
            let index = drawing.append(drawn, parent: parent)
            stack.append(contentsOf: node.children.reversed().map { ($0, index) })
        }
        return drawing
    }

    /// How a node is drawn: a state with children (states or pseudo-states) is compound.
    private static func kind(_ node: ChartNode) -> StatechartDrawing.Kind {
        switch node.kind {
        case .state: node.children.isEmpty ? .atomic : .compound
        case .parallel: .parallel
        case .final: .final
        case .history(let kind): .history(deep: kind == .deep)
        case .initial: .initial
        }
    }

    /// The targets a compound state (or the document) enters by default: its `initial`
    /// attribute, else its `<initial>` child's transition (drawn by that child), else its first
    /// child state. Empty when an `<initial>` child draws them.
    private static func defaultTargets(initial: [String], children: [ChartNode]) -> [String] {
        if !initial.isEmpty { return initial }
        if children.contains(where: { $0.kind == .initial }) { return [] }
        return children.first(where: \.isState).map { [$0.id] } ?? []
    }

    /// The label of a transition: its events, its condition in brackets and, for a flat
    /// machine's delayed rule (its timer's event in `delays`), `after Ds` as the rule wrote it.
    private static func label(_ transition: ChartTransition, delays: [String: Duration]) -> String {
        var parts: [String] = []
        if !transition.events.isEmpty { parts.append(transition.shownEvents.joined(separator: " ")) }
        if let condition = transition.condition { parts.append("[\(condition.text)]") }
        if transition.events.count == 1, let delay = delays[transition.events[0]] {
            parts.append(StatechartDrawing.delayText(seconds: ChartExplorer.seconds(delay)))
        }
        return parts.joined(separator: " ")
    }

    /// The note of an invocation: its id, whether it forwards events, and its chart (the inline
    /// chart's top-level states, its `src`, or a placeholder's kind).
    private static func note(_ invoke: ChartInvoke) -> StatechartDrawing.Note {
        let runs: String
        switch invoke.source {
        case .inline(let child): runs = StatechartDrawing.Note.inlineChart(child.states.map(\.id))
        case .file(let src): runs = "src: \(src)"
        case .placeholder(let type): runs = "placeholder \(type), invokes nothing"
        }
        return .invocation(id: invoke.id, autoforward: invoke.autoforward, runs: runs, finalize: invoke.finalize != nil)
    }
}
