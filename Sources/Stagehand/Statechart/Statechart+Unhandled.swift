// What a strict chart does with an external event that enables no transition (see
// ``Statechart/unhandledEventPolicy``): the rejection, built only on that path.

extension Statechart {
    /// Carries out the policy for `event`, which enabled no transition and changed nothing:
    /// throws its rejection, or hands it to the report handler. Never called under
    /// ``UnhandledEventPolicy/ignore``.
    @usableFromInline
    @inline(never)
    func unhandled(_ event: Event) throws(StatechartError) -> SendResult {
        let rejection = unhandledRejection(event)
        switch unhandledEventPolicy {
        case .reject:
            throw rejection
        case .report(let handler):
            handler(rejection)
            return .reported
        case .ignore:
            preconditionFailure("Statechart internal inconsistency: the ignore policy received an unhandled event")
        }
    }

    /// The rejection of `event` in the current configuration.
    @usableFromInline
    @inline(never)
    func unhandledRejection(_ event: Event) -> StatechartError {
        // Down the active children from the root: without a parallel state on the way, one
        // atomic state is active and the rejection needs no list (see StatechartRejection).
        let kinds = program.topology.kinds
        var state = 0
        while kinds[state] == .root || kinds[state] == .compound, run.activeChild[state] >= 0 {
            state = run.activeChild[state]
        }
        if kinds[state] == .parallel {
            let leaves = atomicConfigurationIndices()
            if let first = leaves.first {
                return .rejected(
                    StatechartRejection(event: event.name, leaf: first, more: Array(leaves.dropFirst()), chart: program)
                )
            }
        }
        return .rejected(StatechartRejection(event: event.name, leaf: state, more: [], chart: program))
    }

    /// The event descriptors of the active states' transitions, each once, in document order of
    /// the states and their transitions (eventless transitions name none): the events the
    /// configuration would take, guards permitting.
    func allowedEventDescriptors() -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for state in activeStateIndices() {
            for descriptors in transitionDescriptors(of: state) {
                for descriptor in descriptors where seen.insert(descriptor).inserted { result.append(descriptor) }
            }
        }
        return result
    }
}
