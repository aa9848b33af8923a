extension ChartDocument {
    /// The place written at each of `locations`, named as the chart's notation names it: a JSON
    /// path (`$.states[1].transitions[0].target`) for a JSON chart, an XPath expression
    /// (`/scxml/state[@id='a']/transition[1]/@target`) for SCXML.
    ///
    /// A location is matched against the root, every state and pseudo-state, every transition
    /// and the attributes of each, in document order; the first match names it. One walk over
    /// the tree, without recursion, keeps the steps of the current node's ancestors and builds a
    /// path only for a match, so naming a few places of a large chart is linear in its size.
    /// - Parameter locations: Where diagnostics point.
    /// - Returns: The path of each location found; locations that match nothing are left out.
    func paths(at locations: Set<ChartLocation>) -> [ChartLocation: String] {
        var result: [ChartLocation: String] = [:]
        guard !locations.isEmpty else { return result }
        func note(_ place: ChartLocation, _ path: () -> String) {
            if locations.contains(place), result[place] == nil { result[place] = path() }
        }
        let root = format == .json ? "$" : "/scxml"
        note(location) { root }
        for (name, place) in attributes.sorted(by: { $0.key < $1.key }) {
            note(place) { root + attributeStep(name, key: name) }
        }
        // Each entry: a node to visit with its depth, or the end of a node's subtree.
        var pending: [(node: ChartNode, depth: Int)] = states.reversed().map { ($0, 0) }
        var ancestors: [String] = [root]
        while let (node, depth) = pending.popLast() {
            ancestors.removeSubrange((depth + 1)...)
            ancestors.append(step(of: node))
            let path = { ancestors.joined() }
            note(node.location, path)
            for (name, place) in node.attributes.sorted(by: { $0.key < $1.key }) {
                note(place) { path() + attributeStep(name, key: name) }
            }
            for (index, transition) in node.transitions.enumerated() {
                let transitionPath = { transitionStep(transition, index: index, in: path) }
                note(transition.location, transitionPath)
                for (name, place) in transition.attributes.sorted(by: { $0.key < $1.key }) {
                    note(place) { transitionPath() + attributeStep(name, key: transition.keys[name] ?? name) }
                }
            }
            pending.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
        }
        return result
    }

    /// The step from a node's parent to the node: its JSON step, or its SCXML element with its
    /// id (a generated id is not in the document, so the element alone).
    private func step(of node: ChartNode) -> String {
        switch format {
        case .json:
            return node.step
        case .scxml:
            let element = "/" + node.kind.elementName
            guard !node.isGeneratedID else { return element }
            let quote = node.id.contains("'") ? "\"" : "'"
            return element + "[@id=" + quote + node.id + quote + "]"
        }
    }

    /// The path of a transition, given its state's: JSON steps are stored by the reader (a
    /// top-level flat rule's is a whole path); SCXML counts `<transition>` elements from 1.
    private func transitionStep(_ transition: ChartTransition, index: Int, in state: () -> String) -> String {
        switch format {
        case .json: transition.step.hasPrefix("$") ? transition.step : state() + transition.step
        case .scxml: state() + "/transition[\(index + 1)]"
        }
    }

    /// The step to an attribute: `.key` in JSON, `/@name` in SCXML.
    private func attributeStep(_ name: String, key: String) -> String {
        switch format {
        case .json: "." + key
        case .scxml: "/@" + name
        }
    }
}
