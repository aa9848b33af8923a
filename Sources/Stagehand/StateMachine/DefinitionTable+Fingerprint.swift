extension DefinitionTable {
    /// A hash of everything that makes a definition what it is — its states (by
    /// `String(describing:)`) in order, the initial and final states, and each rule in order:
    /// event, sources, target, guard (presence and name), delay, internal flag — computed with
    /// ``FNV1a``, so the same definition has the same fingerprint in every process.
    ///
    /// A snapshot carries it, and a restore refuses a snapshot whose fingerprint differs: its
    /// rule numbers and states would mean something else in another definition. Guards are
    /// closures, so only their names count.
    static func fingerprint(
        stateNames: [String], initial: Int, finals: [Int], rules: [Rule], graphRules: [MachineGraph.Rule]
    ) -> UInt64 {
        var hash = FNV1a()
        hash.add("stagehand.machine.1")
        hash.add(stateNames.count)
        for name in stateNames { hash.add(name) }
        hash.add(initial)
        hash.add(finals.count)
        for final in finals { hash.add(final) }
        hash.add(graphRules.count)
        for (rule, graph) in zip(rules, graphRules) {
            hash.add(graph.name)
            if let sources = graph.sources {
                hash.add(sources.count)
                for source in sources { hash.add(source) }
            } else {
                hash.add(-1)
            }
            hash.add(graph.target)
            hash.add(graph.hasGuard ? 1 : 0)
            hash.add(graph.guardName ?? "")
            if let delay = rule.delay {
                hash.add(1)
                hash.add(delay.components.seconds)
                hash.add(delay.components.attoseconds)
            } else {
                hash.add(0)
            }
            hash.add(graph.isInternal ? 1 : 0)
        }
        return hash.value
    }
}
