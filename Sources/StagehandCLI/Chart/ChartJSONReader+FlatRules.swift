// The flat rules of a JSON chart (a top-level `events` list, as flat machines write it): each
// rule becomes the transitions of the states it names.
extension ChartJSONReader {
    /// Adds a flat-format rule (`name`, `from`, `to`, `internal`) to each of its source states.
    mutating func addFlatEvent(
        _ value: JSONValue, index: Int, to states: inout [ChartNode], paths: [String: [Int]]
    ) {
        guard let rule = flatRule(value, index: index, inChart: true) else { return }
        let transition = rule.transition
        for source in rule.sources ?? [] {
            let fromValue = rule.from
            guard let path = paths[source] else {
                report(fromValue, "the source state '\(source)' is not declared; declare it in \"states\"")
                continue
            }
            Self.modify(path, in: &states) { $0.transitions.append(transition) }
        }
    }

    /// The path of child indices to the first state declared with each id, found in one pass
    /// without recursion.
    static func paths(_ states: [ChartNode]) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        var stack: [(node: ChartNode, path: [Int])] = states.enumerated().reversed().map { ($0.element, [$0.offset]) }
        while let (node, path) = stack.popLast() {
            if node.isState && result[node.id] == nil { result[node.id] = path }
            for (index, child) in node.children.enumerated().reversed() { stack.append((child, path + [index])) }
        }
        return result
    }

    static func modify(_ path: [Int], in states: inout [ChartNode], _ change: (inout ChartNode) -> Void) {
        func visit(_ nodes: inout [ChartNode], _ rest: ArraySlice<Int>) {
            guard let first = rest.first else { return }
            if rest.count == 1 {
                change(&nodes[first])
            } else {
                visit(&nodes[first].children, rest.dropFirst())
            }
        }
        visit(&states, path[...])
    }
}
