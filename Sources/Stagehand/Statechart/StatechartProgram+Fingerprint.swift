extension StatechartProgram {
    /// A hash of the chart's structure that is the same in every process and on every platform
    /// (64-bit FNV-1a): state identifiers, kinds and nesting, transitions' descriptors, targets and
    /// types, and invocation identifiers and kinds. Closures (guards, actions, operations) do not
    /// count, so two definitions differing only in a closure share a fingerprint.
    var fingerprint: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        func mix(_ text: String) {
            for byte in text.utf8 { mix(byte) }
            mix(0)
        }
        func mix(_ number: Int) {
            var value = UInt64(bitPattern: Int64(number))
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: value))
                value >>= 8
            }
        }
        let table = self.table
        mix(table.count)
        for state in 0..<table.count {
            mix(table.ids[state])
            mix(table.kinds[state].rawValue)
            mix(table.parent[state])
            mix(table.isDeepHistory[state] ? 1 : 0)
            for target in table.defaultTargets[state] { mix(target) }
            mix(-1)
            for invocation in table.invocations[state] {
                mix(invocation.id)
                mix(invocation.kind.rawValue)
                mix(invocation.autoforward ? 1 : 0)
            }
            mix(-2)
        }
        for transition in table.transitions {
            mix(transition.source)
            for descriptor in transition.descriptors { mix(descriptor) }
            mix(-1)
            for target in transition.targets { mix(target) }
            mix(transition.isInternal ? 1 : 0)
            mix(transition.condition == nil ? 0 : 1)
        }
        return hash
    }
}

extension Statechart.Definition {
    /// A hash of the chart's structure, the same in every process (see the snapshot of a chart
    /// that invokes this one, which refuses a child whose definition changed). Closures do not
    /// count: definitions differing only in a guard, an action or an operation share it.
    public var fingerprint: UInt64 { program.fingerprint }
}
