// The Graphviz DOT renderer of a drawing.

extension StatechartDrawing {
    /// The drawing as a Graphviz DOT digraph, ending with a newline.
    ///
    /// Compound and parallel states are clusters (the regions of a parallel state dashed); a
    /// cluster's own node is an invisible point, so transitions to and from it attach to the
    /// cluster (`lhead`/`ltail`); initial pseudo-states are points, history pseudo-states circles
    /// labelled `H` (shallow) or `H*` (deep), final states have a double border, internal
    /// transitions are dashed, and a note is a `note` node joined to its state by a dashed line.
    /// Deterministic; the tree is walked without recursion; every id and label is quoted by
    /// ``QuotedText/dot(_:)``, its control characters spelled out.
    package func dot() -> String {
        let clusters = Set(nodes.filter(\.kind.isCluster).map(\.id))
        func lhead(_ target: String) -> [String] {
            clusters.contains(target) ? ["lhead=\(QuotedText.dot("cluster_" + target))"] : []
        }
        func attributes(_ list: [String]) -> String { list.isEmpty ? ";" : " [\(list.joined(separator: ", "))];" }
        var out = "digraph chart {\n  rankdir=LR;\n  compound=true;\n  node [shape=box, style=rounded];\n"
        out += "  \"__initial\" [shape=point, label=\"\"];\n"
        for target in initial {
            out += "  \"__initial\" -> \(QuotedText.dot(target))\(attributes(lhead(target)))\n"
        }
        // Each entry: a node to open (with its depth and whether it is a region) or to close.
        var stack: [(node: Int, depth: Int, inRegion: Bool, close: Bool)] = roots.reversed().map {
            ($0, 1, false, false)
        }
        while let (index, depth, inRegion, close) = stack.popLast() {
            let node = nodes[index]
            let pad = Self.indent(depth, "  ")
            if close {
                out += pad + "}\n"
                continue
            }
            let id = QuotedText.dot(node.id)
            switch node.kind {
            case .compound, .parallel:
                out += pad + "subgraph \(QuotedText.dot("cluster_" + node.id)) {\n"
                let inner = Self.indent(depth + 1, "  ")
                out += inner + "label=\(QuotedText.dot(node.kind == .parallel ? node.id + " (parallel)" : node.id));\n"
                out += inner + "style=\(inRegion ? "\"rounded,dashed\"" : "rounded");\n"
                out += inner + "\(id) [shape=point, style=invis, label=\"\"];\n"
                if !node.defaultTargets.isEmpty {
                    let marker = QuotedText.dot(node.id + "/initial")
                    out += inner + "\(marker) [shape=point, label=\"\"];\n"
                    for target in node.defaultTargets {
                        out += inner + "\(marker) -> \(QuotedText.dot(target))\(attributes(lhead(target)))\n"
                    }
                }
                stack.append((index, depth, inRegion, true))
                for child in node.children.reversed() {
                    stack.append((child, depth + 1, node.kind == .parallel, false))
                }
            case .atomic:
                out += pad + id + (inRegion ? " [style=\"rounded,dashed\"];\n" : ";\n")
            case .final:
                out += pad + id + " [peripheries=2];\n"
            case .history(let deep):
                out += pad + id + " [shape=circle, label=\(deep ? "\"H*\"" : "\"H\"")];\n"
            case .initial:
                out += pad + id + " [shape=point, label=\"\"];\n"
            }
        }
        for node in nodes {
            let tail = clusters.contains(node.id) ? ["ltail=\(QuotedText.dot("cluster_" + node.id))"] : []
            for note in node.notes {
                let noteID = QuotedText.dot(node.id + "/invoke/" + note.id)
                // One label line per line of the note (and per line break inside one), each quoted.
                let lines = note.lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                let label =
                    "\"" + lines.map { QuotedText.dot(String($0)).dropFirst().dropLast() }.joined(separator: "\\n")
                out += "  \(noteID) [shape=note, style=\"\", label=\(label)\"];\n"
                out +=
                    "  \(QuotedText.dot(node.id)) -> \(noteID)\(attributes(tail + ["style=dashed", "arrowhead=none"]))\n"
            }
        }
        for node in nodes {
            let source = QuotedText.dot(node.id)
            for transition in node.transitions {
                var base: [String] = []
                if clusters.contains(node.id) { base.append("ltail=\(QuotedText.dot("cluster_" + node.id))") }
                if !transition.label.isEmpty { base.append("label=\(QuotedText.dot(transition.label))") }
                if transition.isInternal { base.append("style=dashed") }
                for target in transition.targets {
                    out += "  \(source) -> \(QuotedText.dot(target))\(attributes(base + lhead(target)))\n"
                }
            }
        }
        return out + "}\n"
    }
}
