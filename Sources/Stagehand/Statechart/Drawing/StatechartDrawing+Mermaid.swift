// The Mermaid renderer of a drawing.

extension StatechartDrawing {
    /// The drawing as a Mermaid `stateDiagram-v2`, ending with a newline.
    ///
    /// Compound and parallel states are composite `state X { ... }` blocks, with `--` between the
    /// regions of a parallel state; `[*]` marks initial and final states; history is a state
    /// described `H` or `H*`; a note is `note right of` its state. A state whose id is not a
    /// plain identifier (``isMermaidIdentifier(_:)``) is named `s` and its index, with its id as
    /// its description. Deterministic; the tree is walked without recursion; every id and label
    /// has its control characters spelled out (``QuotedText/visible(_:)``).
    package func mermaid() -> String {
        var ids: [String: String] = [:]
        for (index, node) in nodes.enumerated() where ids[node.id] == nil {
            ids[node.id] = Self.isMermaidIdentifier(node.id) ? node.id : "s\(index)"
        }
        func id(_ name: String) -> String { ids[name] ?? QuotedText.visible(name) }
        var out = "stateDiagram-v2\n"
        for target in initial { out += "    [*] --> \(id(target))\n" }
        // Each entry: a node to open or close, or a region separator, with its depth.
        enum Visit {
            case open(Int, depth: Int)
            case close(depth: Int)
            case separator(depth: Int)
        }
        var stack: [Visit] = []
        func push(_ children: [Int], inParallel: Bool, depth: Int) {
            // Regions after the first are preceded by `--`; one pass, so a parallel state with
            // thousands of regions stays linear.
            let firstState = children.firstIndex { nodes[$0].kind.isState } ?? children.count
            for (offset, child) in children.enumerated().reversed() {
                stack.append(.open(child, depth: depth))
                if inParallel, nodes[child].kind.isState, offset > firstState { stack.append(.separator(depth: depth)) }
            }
        }
        push(roots, inParallel: false, depth: 1)
        while let visit = stack.popLast() {
            switch visit {
            case .separator(let depth):
                out += Self.indent(depth, "    ") + "--\n"
            case .close(let depth):
                out += Self.indent(depth, "    ") + "}\n"
            case .open(let index, let depth):
                let node = nodes[index]
                let pad = Self.indent(depth, "    ")
                let name = id(node.id)
                let alias =
                    name == node.id ? "" : "\"\(QuotedText.visible(node.id).replacing("\"", with: "'"))\" as "
                switch node.kind {
                case .compound, .parallel:
                    out += pad + "state \(alias)\(name) {\n"
                    for target in node.defaultTargets {
                        out += Self.indent(depth + 1, "    ") + "[*] --> \(id(target))\n"
                    }
                    stack.append(.close(depth: depth))
                    push(node.children, inParallel: node.kind == .parallel, depth: depth + 1)
                case .atomic:
                    out += pad + (alias.isEmpty ? name : "state \(alias)\(name)") + "\n"
                case .final:
                    if !alias.isEmpty { out += pad + "state \(alias)\(name)\n" }
                    out += pad + "\(name) --> [*]\n"
                case .history(let deep):
                    out += pad + "state \"\(deep ? "H*" : "H")\" as \(name)\n"
                case .initial:
                    for target in node.transitions.first?.targets ?? [] { out += pad + "[*] --> \(id(target))\n" }
                }
            }
        }
        for node in nodes {
            for note in node.notes {
                out += "    note right of \(id(node.id)) : \(QuotedText.visible(note.lines.joined(separator: "; ")))\n"
            }
        }
        for node in nodes where node.kind != .initial {
            for transition in node.transitions {
                let text = QuotedText.visible(transition.label.replacing("\n", with: " "))
                for target in transition.targets {
                    out += "    \(id(node.id)) --> \(id(target))\(text.isEmpty ? "" : " : \(text)")\n"
                }
            }
        }
        return out
    }

    /// Whether Mermaid reads `name` as a state id: ASCII letters, digits and `_`, starting with a
    /// letter, and not a keyword.
    static func isMermaidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "state", name != "end" else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        }
        return isLetter(first)
            && name.unicodeScalars.allSatisfy { isLetter($0) || ($0 >= "0" && $0 <= "9") || $0 == "_" }
    }
}
