extension Statechart where State: Codable, Event: Codable {
    /// Checks a snapshot's invocation records against the definition and the restored
    /// configuration.
    /// - Returns: The recorded invocations' states and elements, in the recorded order.
    func invocationsToRestart(
        _ snapshot: StatechartSnapshot<State, Event>, active: Set<Int>
    ) throws(SnapshotError) -> [(state: Int, spec: InvocationSpec)] {
        guard !snapshot.invocations.isEmpty else { return [] }
        var restarts: [(state: Int, spec: InvocationSpec)] = []
        for record in snapshot.invocations {
            guard let state = program.table.index[record.state], active.contains(state),
                let spec = program.table.invocations[state].first(where: { $0.id == record.id }),
                spec.kind == record.kind
            else {
                throw .unknownInvocation(state: String(describing: record.state), id: record.id)
            }
            guard spec.childFingerprint == record.childFingerprint else { throw .childChartChanged(id: record.id) }
            restarts.append((state, spec))
        }
        return restarts
    }

    /// Starts the recorded invocations again (a restored chart that is running), then processes
    /// what they sent meanwhile.
    func restartInvocations(_ restarts: [(state: Int, spec: InvocationSpec)]) {
        guard run.phase == .running, !restarts.isEmpty else { return }
        run.isProcessing = true
        for (state, spec) in restarts where run.active[state] && run.phase == .running {
            startInvocation(spec, in: state)
        }
        run.isProcessing = false
        guard run.phase == .running, run.externalHead < run.externalQueue.count else { return }
        deliverFromClock()
    }
}
