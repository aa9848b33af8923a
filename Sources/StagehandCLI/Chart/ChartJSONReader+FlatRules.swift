// The flat rules of a JSON chart (a top-level `events` list, as flat machines write it): each
// rule becomes the transitions of the states it names.
extension ChartJSONReader {
    /// Adds a flat-format rule (`name`, `from`, `to`, `internal`) to each of its source states.
    mutating func addFlatEvent(
        _ value: JSONValue, index: Int, to states: inout [ChartNode], paths: [String: [Int]]
    ) {
        let allowed = ["name", "from", "to", "internal", "guard", "after"]
        guard let members = members(value, "an event", allowed: allowed) else { return }
        for key in ["guard", "after"] {
            if let unsupported = field(key, members) {
                report(
                    unsupported,
                    "\"\(key)\" is not supported in a chart file; use a transition's \"cond\" (In('id')) or a "
                        + "delayed \"send\" action")
            }
        }
        var transition = ChartTransition(location: ChartLocation(value.position))
        transition.attributes = attributes(members)
        transition.step = "$.events[\(index)]"
        // The rule's `name` and `to` are the SCXML `event` and `target`.
        for (attribute, key) in [("event", "name"), ("target", "to")] {
            transition.attributes[attribute] = transition.attributes[key]
            transition.keys[attribute] = key
        }
        guard let nameValue = field("name", members), let name = string(nameValue, "the event's name"),
            let fromValue = field("from", members), let toValue = field("to", members),
            let target = string(toValue, "the target state")
        else {
            report(value, "an event needs \"name\", \"from\" and \"to\"")
            return
        }
        transition.events = name.split(whereSeparator: \.isWhitespace).map(String.init)
        transition.targets = [target]
        if let flag = field("internal", members) {
            if case .bool(let isInternal) = flag.kind {
                transition.type = isInternal ? .internal : .external
            } else {
                report(flag, "expected \"internal\" as true or false, found \(flag.kindName)")
            }
        }
        for source in strings(fromValue, "a source state") {
            if source == "*" {
                report(fromValue, "\"from\": \"*\" is not supported in a chart file; put the transition in a state")
                continue
            }
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
