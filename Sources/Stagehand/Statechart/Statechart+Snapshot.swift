extension Statechart where State: Codable, Event: Codable {
    /// The chart's current configuration, history and pending delayed sends.
    /// - Returns: A snapshot ``restore(_:)`` accepts.
    public func snapshot() -> StatechartSnapshot<State, Event> {
        var history: [StatechartSnapshot<State, Event>.HistoryRecord] = []
        for index in program.topology.historyStates {
            if let value = run.historyValue[index] {
                history.append(
                    .init(history: program.table.states[index]!, states: value.map { program.table.states[$0]! }))
            }
        }
        let now = clock?.now ?? .zero
        let pending = run.pendingSends.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }.map {
            StatechartSnapshot<State, Event>.PendingSend(
                event: $0.value.event, id: $0.value.id, remaining: max(.zero, $0.value.deadline - now))
        }
        let invocations = run.running.map {
            StatechartSnapshot<State, Event>.Invocation(
                state: program.table.states[$0.state]!, id: $0.spec.id, kind: $0.spec.kind,
                childFingerprint: $0.spec.childFingerprint)
        }
        return StatechartSnapshot(
            configuration: activeStates, history: history, pendingSends: pending, isFinished: run.phase == .finished,
            invocations: invocations)
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
    /// A chart that was not started counts as started afterwards.
    /// - Parameter snapshot: A snapshot of a chart with the same definition.
    /// - Throws: ``StatechartSnapshotError`` when it names unknown states, describes a
    ///   configuration SCXML forbids, records impossible history, or has sends it cannot
    ///   schedule; the chart is then unchanged.
    public func restore(_ snapshot: StatechartSnapshot<State, Event>) throws(StatechartSnapshotError) {
        guard !run.isProcessing else { throw .busy }
        if restoreLocally(snapshot) { return }
        var newActive = [Bool](repeating: false, count: program.topology.count)
        newActive[0] = true
        for state in snapshot.configuration {
            guard let index = program.table.index[state] else { throw .unknownState(String(describing: state)) }
            guard program.topology.kinds[index] != .history else {
                throw .inconsistentConfiguration(
                    "'\(program.topology.ids[index])' is a history pseudo-state, never active")
            }
            newActive[index] = true
        }
        for index in 1..<program.topology.count where newActive[index] && !newActive[program.topology.parent[index]] {
            throw .inconsistentConfiguration(
                "'\(program.topology.ids[index])' is active but its parent '\(program.topology.ids[program.topology.parent[index]])' is not"
            )
        }
        var newChild = [Int](repeating: -1, count: program.topology.count)
        for index in 0..<program.topology.count where newActive[index] {
            let activeChildren = program.topology.children[index].filter { newActive[$0] }
            switch program.topology.kinds[index] {
            case .root, .compound:
                guard activeChildren.count == 1 else {
                    throw .inconsistentConfiguration(
                        "'\(program.topology.ids[index])' has \(activeChildren.count) active children; a compound state has exactly one"
                    )
                }
                newChild[index] = activeChildren[0]
            case .parallel:
                guard activeChildren.count == program.topology.children[index].count else {
                    throw .inconsistentConfiguration(
                        "parallel '\(program.topology.ids[index])' has inactive regions; all regions of a parallel state are active"
                    )
                }
            default: break
            }
        }
        var newHistory = [[Int]?](repeating: nil, count: program.topology.count)
        for record in snapshot.history {
            guard let index = program.table.index[record.history] else {
                throw .unknownState(String(describing: record.history))
            }
            let id = program.topology.ids[index]
            guard program.topology.kinds[index] == .history else {
                throw .invalidHistory(history: id, reason: "it is not a history pseudo-state")
            }
            let parent = program.topology.parent[index]
            var states: [Int] = []
            for state in record.states {
                guard let member = program.table.index[state] else { throw .unknownState(String(describing: state)) }
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
            newHistory[index] = states.sorted()
        }
        let restarts = try invocationsToRestart(snapshot, active: newActive)
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
        for index in 0..<program.topology.count {
            run.active[index] = newActive[index]
            run.activeChild[index] = newChild[index]
        }
        run.historyValue = newHistory
        recountFinalRegions()
        resynchronizeFusedDispatch()
        run.atomicListValid = false
        run.phase = snapshot.isFinished ? .finished : .running
        for send in snapshot.pendingSends {
            scheduleOnClock(send.event, after: send.remaining, id: send.id)
        }
        restartInvocations(restarts)
    }

    /// Restores `snapshot` in time proportional to it and to the current configuration, when
    /// the chart has no parallel or history state and neither the chart nor the snapshot has a
    /// pending send or an invocation; the chart ends as ``restore(_:)`` leaves it.
    /// - Returns: `false`, with the chart unchanged, when that does not apply or the snapshot
    ///   is not a valid configuration (``restore(_:)`` then checks it and says why).
    private func restoreLocally(_ snapshot: StatechartSnapshot<State, Event>) -> Bool {
        guard !program.topology.hasParallel, program.topology.historyStates.isEmpty, snapshot.history.isEmpty,
            snapshot.pendingSends.isEmpty, snapshot.invocations.isEmpty, run.pendingSends.isEmpty,
            run.running.isEmpty, run.invokePending.isEmpty
        else { return false }
        // Without parallel states a configuration is one chain from the root down to an atomic
        // state: each member's parent is the root or a member, and each compound member
        // (and the root) has exactly one member child.
        var childOf: [Int: Int] = [:]
        var members: Set<Int> = []
        for state in snapshot.configuration {
            guard let index = program.table.index[state], index > 0, program.topology.kinds[index] != .history,
                members.insert(index).inserted
            else { return false }
        }
        for index in members {
            let parent = program.topology.parent[index]
            guard parent == 0 || members.contains(parent), childOf[parent] == nil else { return false }
            childOf[parent] = index
        }
        guard childOf[0] != nil else { return false }
        for index in members where program.topology.isCompound(index) && childOf[index] == nil { return false }
        var old: [Int] = []
        appendActiveDescendants(of: 0, to: &old)
        cancelAllSends()
        cancelAllInvocations()
        run.stopped = false
        run.internalQueue.removeAll()
        run.internalHead = 0
        run.externalQueue.removeAll()
        run.externalHead = 0
        // What `resynchronizeFusedDispatch` and the loops of `restore` set, for the states
        // that change only: the leaf of each head is its active leaf state, or -1.
        for state in old {
            run.active[state] = false
            run.activeChild[state] = -1
            let node = program.nodes[state]
            if node.flags & StatechartFastPath.Flag.leaf != 0 { run.leaf[Int(node.head)] = -1 }
        }
        run.active[0] = true
        run.activeChild[0] = childOf[0] ?? -1
        run.eventlessActive = run.autoforwards
        for state in members {
            run.active[state] = true
            run.activeChild[state] = childOf[state] ?? -1
            let node = program.nodes[state]
            if node.flags & StatechartFastPath.Flag.leaf != 0 { run.leaf[Int(node.head)] = state }
            if node.flags & StatechartFastPath.Flag.eventless != 0 { run.eventlessActive += 1 }
        }
        // Without parallel states no region is counted final, and without history states no
        // history is recorded: both stay as they are (empty).
        run.atomicListValid = false
        run.phase = snapshot.isFinished ? .finished : .running
        return true
    }
}
