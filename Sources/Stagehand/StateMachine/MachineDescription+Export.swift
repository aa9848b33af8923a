extension MachineDescription {
    /// Renders the machine as a Graphviz DOT digraph.
    ///
    /// Every known state is a node (final states drawn with a double border), an unlabelled
    /// point marks the initial state, and every rule is an edge labelled with its event name,
    /// its guard in brackets and its delay; rules from any state get one edge per state;
    /// internal self-transitions are dashed. The output is deterministic.
    /// - Returns: The DOT text, ending with a newline.
    public func dot() -> String {
        let graph = MachineGraph(self)
        let names = graph.stateNames
        let finals = Set(graph.finals)
        var out = "digraph machine {\n  rankdir=LR;\n  node [shape=box, style=rounded];\n"
        out += "  \"__initial\" [shape=point, label=\"\"];\n"
        out += "  \"__initial\" -> \(QuotedText.dot(names[graph.initial]));\n"
        for state in 0..<graph.knownStateCount {
            out += "  \(QuotedText.dot(names[state]))"
            out += finals.contains(state) ? " [peripheries=2];\n" : ";\n"
        }
        for (index, rule) in graph.rules.enumerated() {
            let label = Self.edgeLabel(events[index])
            let sources = rule.sources ?? Array(0..<graph.knownStateCount)
            for source in sources {
                out += "  \(QuotedText.dot(names[source])) -> \(QuotedText.dot(names[rule.target]))"
                out += " [label=\(QuotedText.dot(label))\(rule.isInternal ? ", style=dashed" : "")];\n"
            }
        }
        out += "}\n"
        return out
    }

    /// Renders the machine as a Mermaid `stateDiagram-v2`.
    ///
    /// States whose names are not plain identifiers are declared with an alias (`s0`, `s1`, …);
    /// `[*]` marks the initial state and the final states. The output is deterministic.
    /// - Returns: The Mermaid text, ending with a newline.
    public func mermaid() -> String {
        let graph = MachineGraph(self)
        let names = graph.stateNames
        var ids: [String] = []
        var out = "stateDiagram-v2\n"
        for (index, name) in names.enumerated() {
            if Self.isMermaidIdentifier(name) {
                ids.append(name)
            } else {
                let id = "s\(index)"
                ids.append(id)
                let text = name.replacing("\"", with: "'")
                out += "    state \"\(text)\" as \(id)\n"
            }
        }
        out += "    [*] --> \(ids[graph.initial])\n"
        for (index, rule) in graph.rules.enumerated() {
            let label = Self.edgeLabel(events[index]).replacing("\n", with: " ")
            let sources = rule.sources ?? Array(0..<graph.knownStateCount)
            for source in sources {
                out += "    \(ids[source]) --> \(ids[rule.target]) : \(label)\n"
            }
        }
        for final in graph.finals {
            out += "    \(ids[final]) --> [*]\n"
        }
        return out
    }

    /// Writes the description as JSON, without Foundation: pretty, two-space indent, keys in the
    /// fixed order `initial`, `states`, `final`, `events` (and `name`, `from`, `to`, `guard`,
    /// `after`, `internal` in each event, absent optionals omitted), string arrays on one line.
    ///
    /// This is exactly the document the `stagehand` command reads back.
    /// - Returns: The JSON text, ending with a newline.
    public func jsonText() -> String {
        var out = "{\n"
        out += "  \"initial\": \(QuotedText.json(initial)),\n"
        out += "  \"states\": \(Self.jsonArray(states)),\n"
        out += "  \"final\": \(Self.jsonArray(final)),\n"
        if events.isEmpty {
            out += "  \"events\": []\n}\n"
            return out
        }
        out += "  \"events\": [\n"
        for (index, event) in events.enumerated() {
            var fields = [
                "\"name\": \(QuotedText.json(event.name))",
                "\"from\": \(Self.jsonArray(event.from))",
                "\"to\": \(QuotedText.json(event.to))",
            ]
            if let name = event.guard { fields.append("\"guard\": \(QuotedText.json(name))") }
            if let delay = event.after { fields.append("\"after\": \(delay.isFinite ? "\(delay)" : "null")") }
            if let flag = event.internal { fields.append("\"internal\": \(flag)") }
            out += "    {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
            out += index == events.count - 1 ? "\n" : ",\n"
        }
        out += "  ]\n}\n"
        return out
    }

    private static func edgeLabel(_ event: EventDescription) -> String {
        var label = event.name
        if let name = event.guard { label += " [\(name)]" }
        if let delay = event.after { label += " after \(delay)s" }
        return label
    }

    private static func isMermaidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "state", name != "end" else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
        }
        return isLetter(first)
            && name.unicodeScalars.allSatisfy { isLetter($0) || ($0 >= "0" && $0 <= "9") }
    }

    private static func jsonArray(_ items: [String]) -> String {
        "[" + items.map(QuotedText.json).joined(separator: ", ") + "]"
    }
}
