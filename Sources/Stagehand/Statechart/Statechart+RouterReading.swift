/// The small read interface a ``NavigationRouter`` uses, by state index; the router reads
/// nothing else of the chart's storage.
extension Statechart {
    /// Whether the state at `index` is active.
    @inlinable @inline(__always) func isActiveState(_ index: Int) -> Bool { run.active[unchecked: index] }

    /// The active child of a compound state or the root (-1: none).
    @inlinable @inline(__always) func activeChild(of index: Int) -> Int { run.activeChild[index] }

    /// The atomic state under region head `index` entered last (-1: none); if active, the only one.
    @inlinable @inline(__always) func lastEnteredAtomic(under index: Int) -> Int { run.leaf[unchecked: index] }

    /// The kind of the state at `index`.
    func kind(of index: Int) -> StatechartNodeKind { program.topology.kinds[index] }

    /// The parent of the state at `index` (0, the root, for a top-level state).
    func parent(of index: Int) -> Int { program.topology.parent[index] }

    /// The default targets of a compound or history state.
    func defaultTargets(of index: Int) -> [Int] { program.topology.defaultTargets[index] }

    /// The first child of the state at `index`, if it has children.
    func firstChild(of index: Int) -> Int? {
        let topology = program.topology
        let first = topology.childStart[index]
        return first == topology.childStart[index + 1] ? nil : program.childList[first]
    }

    /// The event descriptors of each transition of the state at `index`, in document order.
    func transitionDescriptors(of index: Int) -> ArraySlice<[String]> {
        program.topology.transitionDescriptors[transitions(of: index)]
    }

    /// The targets of each transition of the state at `index`, in document order.
    func transitionTargets(of index: Int) -> ArraySlice<[Int]> {
        program.topology.transitionTargets[transitions(of: index)]
    }

    private func transitions(of index: Int) -> Range<Int> {
        program.topology.transitionStart[index]..<program.topology.transitionStart[index + 1]
    }

    /// Whether a macrostep is running.
    var isInMacrostep: Bool { run.isProcessing }

    /// The sequence number the next delayed send gets.
    var nextSendSequence: Int { run.nextSend }

    /// The event of the pending delayed send `sequence`, if it is pending.
    func pendingEvent(ofSend sequence: Int) -> Event? { run.pendingSends[sequence]?.event }

    /// Every active state, in document order.
    func activeStateIndices() -> [Int] {
        var states: [Int] = []
        appendActiveDescendants(of: 0, to: &states)
        return states
    }
}
