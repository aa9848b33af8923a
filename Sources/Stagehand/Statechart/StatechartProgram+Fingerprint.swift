extension StatechartProgram {
    /// A hash of the chart's structure that is the same in every process and on every platform
    /// (``FNV1a``, as a flat machine's): state identifiers, kinds and nesting, transitions'
    /// descriptors, targets and types, and invocation identifiers and kinds. Closures (guards,
    /// actions, operations) do not count, so two definitions differing only in a closure share a
    /// fingerprint. Computed once, when the program is compiled (``fingerprint``).
    /// - Parameter table: The compiled table.
    static func fingerprint(of table: StatechartTable<State, Event>) -> UInt64 {
        var hash = FNV1a()
        hash.add("stagehand.chart.1")
        // Whole-name matching changes what every transition takes (charts without it keep
        // their fingerprints).
        if table.exactEventNames { hash.add("exact event names") }
        hash.add(table.count)
        for state in 0..<table.count {
            hash.add(table.ids[state])
            hash.add(Int(table.kinds[state].rawValue))
            hash.add(table.parent[state])
            hash.add(table.isDeepHistory[state] ? 1 : 0)
            for target in table.defaultTargets[state] { hash.add(target) }
            hash.add(-1)
            for invocation in table.invocations[state] {
                hash.add(invocation.id)
                hash.add(invocation.kind.rawValue)
                hash.add(invocation.autoforward ? 1 : 0)
            }
            hash.add(-2)
        }
        for transition in table.transitions {
            hash.add(transition.source)
            for descriptor in transition.descriptors { hash.add(descriptor) }
            hash.add(-1)
            for target in transition.targets { hash.add(target) }
            hash.add(transition.isInternal ? 1 : 0)
            hash.add(transition.condition == nil ? 0 : 1)
        }
        return hash.value
    }
}

extension Statechart.Definition {
    /// A hash of the chart's structure, the same in every process (see the snapshot of a chart
    /// that invokes this one, which refuses a child whose definition changed). Closures do not
    /// count: definitions differing only in a guard, an action or an operation share it.
    public var fingerprint: UInt64 { program.fingerprint }
}
