extension Statechart where State: Codable, Event: Codable {
    /// The chart's current configuration, history and pending delayed sends.
    /// - Returns: A snapshot ``restore(_:)`` accepts.
    public func snapshot() -> StatechartSnapshot<State, Event> {
        var history: [StatechartSnapshot<State, Event>.HistoryRecord] = []
        for index in 0..<topology.count where topology.kinds[index] == .history {
            if let value = historyValue[index] {
                history.append(.init(history: table.states[index]!, states: value.map { table.states[$0]! }))
            }
        }
        let now = clock?.now ?? .zero
        let pending = pendingSends.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }.map {
            StatechartSnapshot<State, Event>.PendingSend(
                event: $0.value.event, id: $0.value.id, remaining: max(.zero, $0.value.deadline - now))
        }
        return StatechartSnapshot(
            configuration: activeStates, history: history, pendingSends: pending, isFinished: phase == .finished)
    }

    /// Replaces the chart's configuration, history and pending sends with a snapshot's, after
    /// checking it against the definition; no entry or exit handler runs.
    ///
    /// A chart that was not started counts as started afterwards.
    /// - Parameter snapshot: A snapshot of a chart with the same definition.
    /// - Throws: ``StatechartSnapshotError`` when it names unknown states, describes a
    ///   configuration SCXML forbids, records impossible history, or has sends it cannot
    ///   schedule; the chart is then unchanged.
    public func restore(_ snapshot: StatechartSnapshot<State, Event>) throws(StatechartSnapshotError) {
        guard !isProcessing else { throw .busy }
        var newActive = [Bool](repeating: false, count: topology.count)
        newActive[0] = true
        for state in snapshot.configuration {
            guard let index = table.index[state] else { throw .unknownState(String(describing: state)) }
            guard topology.kinds[index] != .history else {
                throw .inconsistentConfiguration("'\(topology.ids[index])' is a history pseudo-state, never active")
            }
            newActive[index] = true
        }
        for index in 1..<topology.count where newActive[index] && !newActive[topology.parent[index]] {
            throw .inconsistentConfiguration(
                "'\(topology.ids[index])' is active but its parent '\(topology.ids[topology.parent[index]])' is not")
        }
        var newChild = [Int](repeating: -1, count: topology.count)
        for index in 0..<topology.count where newActive[index] {
            let activeChildren = topology.children[index].filter { newActive[$0] }
            switch topology.kinds[index] {
            case .root, .compound:
                guard activeChildren.count == 1 else {
                    throw .inconsistentConfiguration(
                        "'\(topology.ids[index])' has \(activeChildren.count) active children; a compound state has exactly one"
                    )
                }
                newChild[index] = activeChildren[0]
            case .parallel:
                guard activeChildren.count == topology.children[index].count else {
                    throw .inconsistentConfiguration(
                        "parallel '\(topology.ids[index])' has inactive regions; all regions of a parallel state are active"
                    )
                }
            default: break
            }
        }
        var newHistory = [[Int]?](repeating: nil, count: topology.count)
        for record in snapshot.history {
            guard let index = table.index[record.history] else {
                throw .unknownState(String(describing: record.history))
            }
            let id = topology.ids[index]
            guard topology.kinds[index] == .history else {
                throw .invalidHistory(history: id, reason: "it is not a history pseudo-state")
            }
            let parent = topology.parent[index]
            var states: [Int] = []
            for state in record.states {
                guard let member = table.index[state] else { throw .unknownState(String(describing: state)) }
                let fits =
                    topology.isDeepHistory[index]
                    ? topology.isDescendant(member, of: parent)
                        && (topology.kinds[member] == .atomic || topology.kinds[member] == .final)
                    : topology.parent[member] == parent && topology.kinds[member] != .history
                guard fits else {
                    throw .invalidHistory(
                        history: id,
                        reason: "'\(topology.ids[member])' is not "
                            + (topology.isDeepHistory[index] ? "an atomic descendant" : "a child")
                            + " of '\(topology.ids[parent])'")
                }
                states.append(member)
            }
            guard !states.isEmpty else { throw .invalidHistory(history: id, reason: "it records no state") }
            newHistory[index] = states.sorted()
        }
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
        internalQueue.removeAll()
        internalHead = 0
        externalQueue.removeAll()
        externalHead = 0
        for index in 0..<topology.count {
            active[index] = newActive[index]
            activeChild[index] = newChild[index]
        }
        historyValue = newHistory
        recountFinalRegions()
        resynchronizeFusedDispatch()
        atomicListValid = false
        phase = snapshot.isFinished ? .finished : .running
        for send in snapshot.pendingSends {
            scheduleOnClock(send.event, after: send.remaining, id: send.id)
        }
    }
}
