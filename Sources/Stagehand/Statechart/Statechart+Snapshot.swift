extension Statechart where State: Codable, Event: Codable {
    /// The chart's current configuration, history and pending delayed sends.
    /// - Returns: A snapshot ``restore(_:)`` accepts.
    @_specialize(exported:true,where State == String, Event == String)  // See `start()`.
    public func snapshot() -> StatechartSnapshot<State, Event> {
        var history: [StatechartSnapshot<State, Event>.HistoryRecord] = []
        for index in program.topology.historyStates {
            if let value = run.historyValue[index] {
                history.append(
                    .init(history: program.table.states[index]!, states: program.table.states(at: value)))
            }
        }
        // Most snapshots have no pending send and no invocation: skip sorting and mapping.
        var pending: [StatechartSnapshot<State, Event>.PendingSend] = []
        if !run.pendingSends.isEmpty {
            let now = clock?.now ?? .zero
            pending = run.pendingSends.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }.map {
                StatechartSnapshot<State, Event>.PendingSend(
                    event: $0.value.event, id: $0.value.id, remaining: max(.zero, $0.value.deadline - now))
            }
        }
        var invocations: [StatechartSnapshot<State, Event>.Invocation] = []
        if !run.running.isEmpty {
            invocations = run.running.map {
                StatechartSnapshot<State, Event>.Invocation(
                    state: program.table.states[$0.state]!, id: $0.spec.id, kind: $0.spec.kind,
                    childFingerprint: $0.spec.childFingerprint)
            }
        }
        return StatechartSnapshot(
            configuration: activeStates, history: history, pendingSends: pending, isFinished: run.phase == .finished,
            invocations: invocations, fingerprint: program.fingerprint)
    }

    /// Replaces the chart's configuration, history and pending sends with a snapshot's, after
    /// checking it against the definition; no entry or exit handler runs.
    ///
    /// Invocations: the chart's running invocations are cancelled, and those the snapshot
    /// records as running restart **from the beginning** — an operation runs again, a sequence is
    /// made again, a child chart starts from its initial configuration (its own configuration is
    /// not part of the snapshot) — in the recorded order. Invocations that had ended are not
    /// restarted. A child chart whose definition changed (its fingerprint differs) is refused.
    ///
    /// The snapshot must come from this definition: its ``StatechartSnapshot/fingerprint`` must
    /// equal the definition's ``Statechart/Definition/fingerprint``, which also refuses snapshots
    /// saved without one.
    ///
    /// A chart that was not started counts as started afterwards.
    /// - Parameter snapshot: A snapshot of a chart with the same definition.
    /// - Throws: ``SnapshotError`` when it was taken with another definition
    ///   (``SnapshotError/definitionMismatch(snapshot:definition:)``,
    ///   ``SnapshotError/missingFingerprint(definition:)``), names unknown states, describes a
    ///   configuration SCXML forbids, records impossible history, or has sends it cannot
    ///   schedule; the chart is then unchanged.
    @_specialize(exported:true,where State == String, Event == String)  // See `start()`.
    public func restore(_ snapshot: StatechartSnapshot<State, Event>) throws(SnapshotError) {
        guard !run.isProcessing else { throw .busy }
        let fingerprint = program.fingerprint
        guard let found = snapshot.fingerprint else { throw .missingFingerprint(definition: fingerprint) }
        guard found == fingerprint else { throw .definitionMismatch(snapshot: found, definition: fingerprint) }
        // Checked and applied in time proportional to the snapshot and the current
        // configuration, not to the chart: a chart of 50,000 states restores a configuration of
        // a few in a few steps (`stagehand paths` restores once per event it tries).
        // The topology is read through `program`, never copied into a local: it is a struct of
        // some thirty arrays, and a copy retains and releases each of them on every restore.
        var isMember: Set<Int> = [0]
        for state in snapshot.configuration {
            guard let index = program.table.index[state] else { throw unknownState(state) }
            guard program.topology.kinds[index] != .history else {
                throw .inconsistentConfiguration(
                    "'\(program.topology.ids[index])' is a history pseudo-state, never active")
            }
            isMember.insert(index)
        }
        // In document order, so the first inconsistency reported is the first in the document.
        let members = isMember.sorted()
        var childCount: [Int: Int] = [:]
        var onlyChild: [Int: Int] = [:]
        for index in members.dropFirst() {
            let parent = program.topology.parent[index]
            guard isMember.contains(parent) else {
                throw .inconsistentConfiguration(
                    "'\(program.topology.ids[index])' is active but its parent '\(program.topology.ids[parent])' is not"
                )
            }
            childCount[parent, default: 0] += 1
            if onlyChild[parent] == nil { onlyChild[parent] = index }
        }
        for index in members {
            let activeChildren = childCount[index] ?? 0
            switch program.topology.kinds[index] {
            case .root, .compound:
                guard activeChildren == 1 else {
                    throw .inconsistentConfiguration(
                        "'\(program.topology.ids[index])' has \(activeChildren) active children; a compound state has exactly one"
                    )
                }
            case .parallel:
                guard activeChildren == program.topology.childStart[index + 1] - program.topology.childStart[index]
                else {
                    throw .inconsistentConfiguration(
                        "parallel '\(program.topology.ids[index])' has inactive regions; all regions of a parallel state are active"
                    )
                }
            default: break
            }
        }
        var newHistory: [(history: Int, states: [Int])] = []
        for record in snapshot.history {
            guard let index = program.table.index[record.history] else {
                throw unknownState(record.history)
            }
            let id = program.topology.ids[index]
            guard program.topology.kinds[index] == .history else {
                throw .invalidHistory(history: id, reason: "it is not a history pseudo-state")
            }
            let parent = program.topology.parent[index]
            var states: [Int] = []
            for state in record.states {
                guard let member = program.table.index[state] else { throw unknownState(state) }
                let fits =
                    program.topology.isDeepHistory[index]
                    ? program.topology.isDescendant(member, of: parent)
                        && (program.topology.kinds[member] == .atomic || program.topology.kinds[member] == .final)
                    : program.topology.parent[member] == parent && program.topology.kinds[member] != .history
                guard fits else {
                    throw .invalidHistory(
                        history: id,
                        reason: "'\(program.topology.ids[member])' is not "
                            + (program.topology.isDeepHistory[index] ? "an atomic descendant" : "a child")
                            + " of '\(program.topology.ids[parent])'")
                }
                states.append(member)
            }
            guard !states.isEmpty else { throw .invalidHistory(history: id, reason: "it records no state") }
            newHistory.append((index, states.sorted()))
        }
        let restarts = try invocationsToRestart(snapshot, active: isMember)
        for send in snapshot.pendingSends {
            guard send.remaining >= .zero else {
                throw .invalidPendingSend(
                    "event '\(send.event.name)' is due \(send.remaining) from now; not in the past")
            }
            guard clock != nil else {
                throw .invalidPendingSend("event '\(send.event.name)' needs a clock; the chart has none")
            }
        }
        cancelAllSends()
        cancelAllInvocations()
        run.invokePending.removeAll()
        run.stopped = false
        run.internalQueue.removeAll()
        run.internalHead = 0
        run.externalQueue.removeAll()
        run.externalHead = 0
        var leaving: [Int] = []
        appendActiveDescendants(of: 0, to: &leaving)
        for state in leaving {
            run.active[state] = false
            run.activeChild[state] = -1
        }
        for index in members {
            run.active[index] = true
            run.activeChild[index] = program.topology.kinds[index] == .parallel ? -1 : onlyChild[index] ?? -1
        }
        for history in program.topology.historyStates { run.historyValue[history] = nil }
        for (history, states) in newHistory { run.historyValue[history] = states }
        // Only a parallel state counts final regions (a recount walks the chart).
        if program.topology.hasParallel { recountFinalRegions() }
        run.workUnits &+= leaving.count &+ members.count &+ program.topology.historyStates.count &+ newHistory.count
        if program.topology.hasParallel { run.workUnits &+= program.topology.count }
        resynchronizeFusedDispatch(leaving: leaving, entering: members)
        run.atomicListValid = false
        run.phase = snapshot.isFinished ? .finished : .running
        for send in snapshot.pendingSends {
            scheduleOnClock(send.event, after: send.remaining, id: send.id)
        }
        restartInvocations(restarts)
    }
}

extension Statechart {
    /// The error for a snapshot naming `state`, which the chart does not declare: it lists the
    /// chart's states in document order.
    func unknownState(_ state: State) -> SnapshotError {
        let topology = program.topology
        let known = (1..<topology.count).filter { topology.kinds[$0] != .history }.map { topology.ids[$0] }
        return .unknownState(String(describing: state), known: known)
    }
}
