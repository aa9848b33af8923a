// The compiler's warnings: states no sequence of events can reach, and transitions an earlier
// one always shadows.
extension StatechartCompiler {
    /// Marks every state some sequence of events could make active (ignoring guards).
    mutating func checkReachability() {
        var reached = [Bool](repeating: false, count: table.count)
        var work: [Int] = []
        reached[0] = true
        work.append(0)
        func enter(_ state: Int, _ reached: inout [Bool], _ work: inout [Int]) {
            var current = state
            while current >= 0 && !reached[current] {
                reached[current] = true
                work.append(current)
                current = table.parent[current]
            }
        }
        while let state = work.popLast() {
            switch table.kinds[state] {
            case .root, .compound, .history:
                for target in table.defaultTargets[state] { enter(target, &reached, &work) }
            case .parallel:
                for child in table.children[state] { enter(child, &reached, &work) }
            case .atomic, .final: break
            }
            for transition in table.transitions[table.transitionStart[state]..<table.transitionStart[state + 1]] {
                for target in transition.targets { enter(target, &reached, &work) }
            }
        }
        for state in 1..<table.count where !reached[state] && table.kinds[state] != .history {
            warning(.unreachableState, state, "can never become active: no initial, history or transition leads to it")
        }
    }

    /// Flags transitions that an earlier unguarded transition of the same state always shadows
    /// (linear: the unguarded descriptors seen so far are kept in a set, and each descriptor's
    /// token prefixes are looked up in it).
    mutating func checkShadowing() {
        for state in 1..<table.count {
            let range = table.transitionStart[state]..<table.transitionStart[state + 1]
            var seen: Set<String> = []
            var wildcard = false
            var eventless = false
            for later in range {
                let transition = table.transitions[later]
                let covered =
                    transition.isEventless
                    ? eventless
                    : wildcard
                        || transition.descriptors.allSatisfy { descriptor in
                            if table.exactEventNames { return seen.contains(descriptor) }
                            var prefix = ""
                            for token in descriptor.split(separator: ".") {
                                prefix += prefix.isEmpty ? String(token) : "." + token
                                if seen.contains(prefix) { return true }
                            }
                            return false
                        }
                if covered {
                    warning(
                        .transitionNeverTaken, state,
                        "transition \(later - range.lowerBound + 1) can never be taken: an earlier transition "
                            + "without a guard matches every event it does")
                }
                guard transition.condition == nil else { continue }
                if transition.isEventless {
                    eventless = true
                } else {
                    for descriptor in transition.descriptors {
                        if descriptor == "*" && !table.exactEventNames {
                            wildcard = true
                        } else {
                            seen.insert(descriptor)
                        }
                    }
                }
            }
        }
    }
}
