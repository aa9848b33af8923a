import Stagehand

/// A statechart drawn as Graphviz DOT or Mermaid, with its nesting.
///
/// DOT: compound and parallel states are clusters (the regions of a parallel state dashed); a
/// cluster's own node is an invisible point, so transitions to and from it attach to the
/// cluster (`lhead`/`ltail`); initial pseudo-states are points, history pseudo-states circles
/// labelled `H` (shallow) or `H*` (deep), final states have a double border. Mermaid: composite
/// `state X { ... }` blocks, `--` between the regions of a parallel state, `[*]` for initial and
/// final states, history as a state described `H` or `H*`. An invoked chart is a note beside its
/// state (DOT: a `note` node joined by a dashed line; Mermaid: `note right of`), naming the
/// invocation, its `src` or the top-level states of its inline chart. Both are deterministic and walk the
/// tree without recursion, so deep nesting cannot overflow the stack.
enum ChartDrawing {
    /// One step of the walk over the tree: open a node (draw it or start its block) or close a
    /// block.
    private enum Visit {
        case open(ChartNode, depth: Int, parent: ChartNode?)
        case close(ChartNode, depth: Int)
        case separator(depth: Int)
    }

    /// Whether `node` is drawn as a cluster (a compound or parallel state).
    static func isCluster(_ node: ChartNode) -> Bool {
        switch node.kind {
        case .parallel: true
        case .state: !node.children.isEmpty
        case .final, .history, .initial: false
        }
    }

    /// The targets a compound state (or the document, for `node == nil`) enters by default:
    /// its `initial` attribute, else its `<initial>` child's transition (drawn by that child),
    /// else its first child state. Empty when an `<initial>` child draws them.
    private static func defaultTargets(initial: [String], children: [ChartNode]) -> [String] {
        if !initial.isEmpty { return initial }
        if children.contains(where: { $0.kind == .initial }) { return [] }
        return children.first(where: \.isState).map { [$0.id] } ?? []
    }

    /// The label of a transition: its events and its condition in brackets.
    private static func label(_ transition: ChartTransition) -> String {
        var parts: [String] = []
        if !transition.events.isEmpty { parts.append(transition.shownEvents.joined(separator: " ")) }
        if let condition = transition.condition { parts.append("[\(condition.text)]") }
        return parts.joined(separator: " ")
    }

    // MARK: DOT

    /// The chart as a Graphviz DOT digraph, ending with a newline.
    static func dot(_ document: ChartDocument) -> String {
        let nodes = document.allNodes
        let clusters = Set(nodes.filter(isCluster).map(\.id))
        var out = "digraph chart {\n  rankdir=LR;\n  compound=true;\n  node [shape=box, style=rounded];\n"
        out += "  \"__initial\" [shape=point, label=\"\"];\n"
        for target in defaultTargets(initial: document.initial, children: document.states) {
            out += "  \"__initial\" -> \(quoted(target))\(attributes(lhead(target, clusters)))\n"
        }
        var stack: [Visit] = document.states.reversed().map { .open($0, depth: 1, parent: nil) }
        while let visit = stack.popLast() {
            guard case .open(let node, let depth, let parent) = visit else {
                if case .close(_, let depth) = visit { out += indent(depth) + "}\n" }
                continue
            }
            let pad = indent(depth)
            let inRegion = parent?.kind == .parallel
            switch node.kind {
            case .state where !node.children.isEmpty, .parallel:
                out += pad + "subgraph \(quoted("cluster_" + node.id)) {\n"
                let inner = indent(depth + 1)
                out += inner + "label=\(quoted(node.kind == .parallel ? node.id + " (parallel)" : node.id));\n"
                out += inner + "style=\(inRegion ? "\"rounded,dashed\"" : "rounded");\n"
                out += inner + "\(quoted(node.id)) [shape=point, style=invis, label=\"\"];\n"
                if node.kind == .state {
                    let targets = defaultTargets(initial: node.initial, children: node.children)
                    if !targets.isEmpty {
                        let marker = quoted(node.id + "/initial")
                        out += inner + "\(marker) [shape=point, label=\"\"];\n"
                        for target in targets {
                            out +=
                                inner + "\(marker) -> \(quoted(target))\(attributes(lhead(target, clusters)))\n"
                        }
                    }
                }
                stack.append(.close(node, depth: depth))
                for child in node.children.reversed() { stack.append(.open(child, depth: depth + 1, parent: node)) }
            case .state:
                out += pad + quoted(node.id) + (inRegion ? " [style=\"rounded,dashed\"];\n" : ";\n")
            case .final:
                out += pad + quoted(node.id) + " [peripheries=2];\n"
            case .history(let kind):
                out += pad + quoted(node.id) + " [shape=circle, label=\(kind == .deep ? "\"H*\"" : "\"H\"")];\n"
            case .initial:
                out += pad + quoted(node.id) + " [shape=point, label=\"\"];\n"
            }
        }
        for node in nodes {
            for invoke in node.invocations {
                let note = quoted(node.id + "/invoke/" + invoke.id)
                out += "  \(note) [shape=note, style=\"\", label=\(noteLabel(invoke))];\n"
                let tail = clusters.contains(node.id) ? ["ltail=\(quoted("cluster_" + node.id))"] : []
                out += "  \(quoted(node.id)) -> \(note)\(attributes(tail + ["style=dashed", "arrowhead=none"]))\n"
            }
        }
        for node in nodes {
            for transition in node.transitions {
                var base: [String] = []
                if clusters.contains(node.id) { base.append("ltail=\(quoted("cluster_" + node.id))") }
                let text = label(transition)
                if !text.isEmpty { base.append("label=\(quoted(text))") }
                if transition.type == .internal { base.append("style=dashed") }
                for target in transition.targets {
                    out +=
                        "  \(quoted(node.id)) -> \(quoted(target))\(attributes(base + lhead(target, clusters)))\n"
                }
            }
        }
        return out + "}\n"
    }

    /// What a note says of an invocation: its id, whether it forwards events, and its chart (the
    /// inline chart's top-level states, its `src`, or a placeholder's kind).
    static func noteText(_ invoke: ChartInvoke, separator: String) -> String {
        var text = "invoke \(invoke.id)\(invoke.autoforward ? " (autoforward)" : "")" + separator
        switch invoke.source {
        case .inline(let child):
            let names = child.states.prefix(5).map(\.id).joined(separator: ", ")
            text += "inline chart: \(names)\(child.states.count > 5 ? ", …" : "")"
        case .file(let src):
            text += "src: \(src)"
        case .placeholder(let type):
            text += "placeholder \(type), invokes nothing"
        }
        if invoke.finalize != nil { text += separator + "with finalize" }
        return text
    }

    /// The DOT label of an invocation's note: one line per part, each with its control
    /// characters spelled out, joined by DOT's `\n`.
    private static func noteLabel(_ invoke: ChartInvoke) -> String {
        let lines = noteText(invoke, separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        return "\"" + lines.map { quoted(String($0)).dropFirst().dropLast() }.joined(separator: "\\n") + "\""
    }

    /// `text` as a DOT quoted string, its control characters written out (`\u{1B}`, as every
    /// other output of the command shows them), so that no id reaches a terminal or a file raw.
    private static func quoted(_ text: String) -> String {
        QuotedText.dot(CommandContext.visible(text))
    }

    private static func lhead(_ target: String, _ clusters: Set<String>) -> [String] {
        clusters.contains(target) ? ["lhead=\(quoted("cluster_" + target))"] : []
    }

    private static func attributes(_ list: [String]) -> String {
        list.isEmpty ? ";" : " [\(list.joined(separator: ", "))];"
    }

    private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    // MARK: Mermaid

    /// The chart as a Mermaid `stateDiagram-v2`, ending with a newline.
    static func mermaid(_ document: ChartDocument) -> String {
        let nodes = document.allNodes
        var ids: [String: String] = [:]
        var out = "stateDiagram-v2\n"
        for (index, node) in nodes.enumerated() where ids[node.id] == nil {
            ids[node.id] = isMermaidIdentifier(node.id) ? node.id : "s\(index)"
        }
        func id(_ name: String) -> String { ids[name] ?? CommandContext.visible(name) }
        for target in defaultTargets(initial: document.initial, children: document.states) {
            out += "    [*] --> \(id(target))\n"
        }
        var stack: [Visit] = []
        func push(children: [ChartNode], of parent: ChartNode?, depth: Int) {
            // Regions after the first are preceded by `--`; one pass, so a parallel state with
            // thousands of regions stays linear.
            let firstState = children.firstIndex(where: \.isState) ?? children.count
            for (offset, child) in children.enumerated().reversed() {
                stack.append(.open(child, depth: depth, parent: parent))
                if parent?.kind == .parallel, child.isState, offset > firstState {
                    stack.append(.separator(depth: depth))
                }
            }
        }
        push(children: document.states, of: nil, depth: 1)
        while let visit = stack.popLast() {
            switch visit {
            case .separator(let depth):
                out += mermaidIndent(depth) + "--\n"
            case .close(_, let depth):
                out += mermaidIndent(depth) + "}\n"
            case .open(let node, let depth, _):
                let pad = mermaidIndent(depth)
                let name = id(node.id)
                let alias =
                    name == node.id ? "" : "\"\(CommandContext.visible(node.id).replacing("\"", with: "'"))\" as "
                switch node.kind {
                case .state where !node.children.isEmpty, .parallel:
                    out += pad + "state \(alias)\(name) {\n"
                    if node.kind == .state {
                        for target in defaultTargets(initial: node.initial, children: node.children) {
                            out += mermaidIndent(depth + 1) + "[*] --> \(id(target))\n"
                        }
                    }
                    stack.append(.close(node, depth: depth))
                    push(children: node.children, of: node, depth: depth + 1)
                case .state:
                    out += pad + (alias.isEmpty ? name : "state \(alias)\(name)") + "\n"
                case .final:
                    if !alias.isEmpty { out += pad + "state \(alias)\(name)\n" }
                    out += pad + "\(name) --> [*]\n"
                case .history(let kind):
                    out += pad + "state \"\(kind == .deep ? "H*" : "H")\" as \(name)\n"
                case .initial:
                    for target in node.transitions.first?.targets ?? [] {
                        out += pad + "[*] --> \(id(target))\n"
                    }
                }
            }
        }
        for node in nodes {
            for invoke in node.invocations {
                out +=
                    "    note right of \(id(node.id)) : \(CommandContext.visible(noteText(invoke, separator: "; ")))\n"
            }
        }
        for node in nodes where node.kind != .initial {
            for transition in node.transitions {
                let text = CommandContext.visible(label(transition).replacing("\n", with: " "))
                for target in transition.targets {
                    out += "    \(id(node.id)) --> \(id(target))\(text.isEmpty ? "" : " : \(text)")\n"
                }
            }
        }
        return out
    }

    private static func mermaidIndent(_ depth: Int) -> String { String(repeating: "    ", count: depth) }

    /// Whether Mermaid reads `name` as a state id: ASCII letters, digits and `_`, starting with a
    /// letter, and not a keyword.
    private static func isMermaidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "state", name != "end" else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        }
        return isLetter(first)
            && name.unicodeScalars.allSatisfy { isLetter($0) || ($0 >= "0" && $0 <= "9") || $0 == "_" }
    }
}
