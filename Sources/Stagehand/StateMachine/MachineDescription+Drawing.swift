// A flat machine drawn by the one chart drawing, as the chart the `stagehand` command reads
// from the machine's JSON.

extension MachineDescription {
    /// The most transitions the rules from `"*"` give together (one per state that is not final
    /// each), as the `stagehand` command reads them: rules after the one that passes it are not
    /// drawn (the command refuses to run such a machine).
    package static var maximumAnyStateCopies: Int { 1_000_000 }

    /// Renders the machine as a Graphviz DOT digraph: the chart `stagehand graph` draws for
    /// ``jsonText()``.
    ///
    /// Every state is a node (final states drawn with a double border), an unlabelled point marks
    /// the initial state, and each rule is an edge from each source state, labelled with its
    /// event name, its guard in brackets and its delay (`timeout after 2.5s`), grouped by source
    /// state in declaration order. A rule
    /// from `"*"` gives an edge from every state that is not final; rules from final states, rules
    /// that never fire (an earlier rule without a guard takes their event and delay first) and
    /// internal rules to their own state (which leave nothing) are not drawn; an internal rule to
    /// another state is dashed. Names are quoted with control characters spelled out (`\u{1B}`).
    /// The output is deterministic.
    /// - Returns: The DOT text, ending with a newline.
    public func dot() -> String { drawing.dot() }

    /// Renders the machine as a Mermaid `stateDiagram-v2`: the chart `stagehand graph --format
    /// mermaid` draws for ``jsonText()``.
    ///
    /// States whose names are not plain identifiers are declared with an alias (`s0`, `s1`, …,
    /// by position); `[*]` marks the initial state and the final states; edges are those of
    /// ``dot()``. The output is deterministic.
    /// - Returns: The Mermaid text, ending with a newline.
    public func mermaid() -> String { drawing.mermaid() }

    /// The machine as the one chart drawing draws it: its states atomic top-level states
    /// (declared, or derived from `initial`, the rules' sources and targets and `final`, in that
    /// order), its rules their sources' transitions.
    var drawing: StatechartDrawing {
        var drawing = StatechartDrawing()
        drawing.initial = [initial]
        var slots: [String: Int] = [:]
        func add(_ name: String) {
            if slots[name] == nil { slots[name] = drawing.append(.init(kind: .atomic, id: name), parent: nil) }
        }
        if states.isEmpty {
            add(initial)
            for event in events {
                if !event.isFromAnyState { event.from.forEach(add) }
                add(event.to)
            }
            final.forEach(add)
        } else {
            states.forEach(add)
        }
        for name in final { if let slot = slots[name] { drawing.nodes[slot].kind = .final } }
        let open = drawing.nodes.indices.filter { drawing.nodes[$0].kind != .final }
        var claims = FlatRuleClaims<Int, String>()
        var copies = 0
        for (index, event) in events.enumerated() {
            let delay = event.after.flatMap { $0.isFinite && $0 >= 0 && $0 <= RunLimits.maximumDelaySeconds ? $0 : nil }
            let key = event.name + (delay.map { "\u{0}\($0)" } ?? "")
            var sources: [Int] = []
            var drawnOnly = false
            if event.isFromAnyState {
                if claims.claimEverywhere(rule: index, key: key, isGuarded: event.guard != nil) != nil {
                    guard delay != nil else { continue }
                    drawnOnly = true
                }
                sources = open
                copies += open.count
                if copies > Self.maximumAnyStateCopies { break }
            } else {
                var seen: Set<String> = []
                for name in event.from where seen.insert(name).inserted {
                    if let slot = slots[name], drawing.nodes[slot].kind != .final { sources.append(slot) }
                }
            }
            var label = event.name
            if let name = event.guard { label += " [\(name)]" }
            if let delay { label += " " + StatechartDrawing.delayText(seconds: delay) }
            for slot in sources {
                let id = drawing.nodes[slot].id
                let admitted: Bool
                if drawnOnly {
                    admitted = false
                } else if event.isFromAnyState {
                    admitted = claims.answered(in: slot, key: key) == nil
                } else {
                    admitted =
                        claims.claim(
                            rule: index, in: slot, key: key, isGuarded: event.guard != nil, guardName: event.guard)
                        == .fires
                }
                // A delayed rule has a timer of its own, so it is drawn even where it never fires.
                guard admitted || delay != nil else { continue }
                let stays = event.isInternal && event.to == id
                drawing.nodes[slot].transitions.append(
                    .init(label: label, targets: stays ? [] : [event.to], isInternal: event.isInternal))
            }
        }
        return drawing
    }
}
