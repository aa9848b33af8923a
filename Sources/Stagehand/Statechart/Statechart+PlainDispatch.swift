// The plain dispatch path: inside `send`, before the macrostep machinery, an external event
// whose macrostep needs no user code (no guard, action, observer or `done.state`; see
// ``StatechartFastPath/Transition/isPlain``) is discarded by table look-ups or takes its one
// microstep's exits and entries directly. Everything else goes on to the fused path and the
// full Appendix D algorithm, before anything has happened.

extension Statechart {
    /// Discards `event` or runs its plain microstep when the tables allow it.
    ///
    /// Call only while running, not processing, with no observer, an empty external queue, and
    /// ``isQuiet`` (so no eventless transition or internal event can follow: the macrostep is
    /// this one step).
    /// - Returns: 1 when a transition was taken, 0 when the event was discarded, -1 when the
    ///   fused or full path must run instead (nothing has happened then).
    @inline(__always)
    @inlinable
    func dispatchPlain(_ event: Event, eventClass: Int) -> Int {
        let column = eventClass &+ 1
        let head = Int(program.route[column])
        if head < 0 { return head == -1 ? 0 : -1 }
        let atomic = run.leaf[unchecked: head]
        guard atomic >= 0 && run.active[unchecked: atomic] else { return 0 }
        let transition = program.topology.candidates[atomic &* program.topology.candidateStride &+ column]
        if transition == -1 { return 0 }
        guard transition >= 0 else { return -1 }
        let info = program.transitions[unchecked: transition]
        guard info.isPlain else { return -1 }
        remember(.event(event))
        if info.step == .chain {
            runPlainChain(info, from: atomic)
        } else {
            runPlainSubtree(info)
        }
        return 1
    }

    /// A plain `chain` microstep (D.2 without actions, history or observer reports): the exits
    /// from `atomic` up to the domain, in any order since nothing observes them, then the
    /// precomputed entries.
    @inline(__always)
    @inlinable
    func runPlainChain(_ info: StatechartFastPath.Transition, from atomic: Int) {
        let domain = Int(info.domain)
        // Through local pointers: the buffers' storage never moves, and stores through one
        // pointer then need no reload of the others from `self`.
        let isActive = run.active.base
        let child = run.activeChild.base
        let nodes = program.nodes.base
        var state = atomic
        var work = 1
        while state != domain {
            let parent = Int(nodes[state].parent)
            isActive[state] = false
            if child[parent] == state { child[parent] = -1 }
            work &+= 1
            state = parent
        }
        let end = Int(info.entryEnd)
        if run.atomicListValid {
            // One atomic state of the domain replaces the other, at the same position.
            let entered = Int(program.entries[unchecked: end &- 1].state)
            let slot = run.atomicSlot[atomic]
            run.atomicList[slot] = entered
            run.atomicSlot[entered] = slot
        }
        run.workUnits &+= work &+ enterPlain(from: Int(info.entryStart), to: end)
    }

    /// A plain `subtree` microstep: every active descendant of the domain exits, then the
    /// precomputed entries run.
    @inline(never)
    @inlinable
    func runPlainSubtree(_ info: StatechartFastPath.Transition) {
        let exited = deactivateActiveDescendants(of: Int(info.domain))
        run.atomicListValid = false
        run.workUnits &+= 1 &+ exited &+ enterPlain(from: Int(info.entryStart), to: Int(info.entryEnd))
    }

    /// Enters the plain entries `program.entries[start ..< end]`; returns how many.
    @inline(__always)
    @inlinable
    func enterPlain(from start: Int, to end: Int) -> Int {
        let isActive = run.active.base
        let child = run.activeChild.base
        let leaves = run.leaf.base
        let entries = program.entries.base
        var index = start
        while index < end {
            let entry = entries[index]
            let state = Int(entry.state)
            isActive[state] = true
            if entry.parent >= 0 { child[Int(entry.parent)] = state }
            if entry.head >= 0 { leaves[Int(entry.head)] = state }
            index &+= 1
        }
        return end &- start
    }

    /// Exits every active proper descendant of `domain` (a compound state or the root) without
    /// actions: clears their active flags and the active children that pointed at them, walking
    /// the active tree from the free part of `stack`. Returns how many states it exited.
    @inlinable
    func deactivateActiveDescendants(of domain: Int) -> Int {
        let states = run.active.count
        guard run.stack.capacity &- run.stack.count >= states else {
            collectActiveDescendants(of: domain)
            for state in run.exitSet { exitPlain(state) }
            return run.exitSet.count
        }
        let isActive = run.active.base
        let child = run.activeChild.base
        let nodes = program.nodes.base
        let work = run.stack.base + run.stack.count
        var exited = 0
        var depth = 0
        var state = domain
        while true {
            // Only the root and compound states have an active child; atomic and parallel
            // states keep -1.
            let next = child[state]
            if next >= 0 {
                child[state] = -1
                isActive[next] = false
                exited &+= 1
                state = next
                continue
            }
            let node = nodes[state]
            if node.kind == StatechartNodeKind.parallel.rawValue {
                var region = Int(node.childEnd)
                let first = Int(node.childStart)
                while region > first {
                    region &-= 1
                    let state = program.topology.childList[region]
                    if isActive[state] {
                        isActive[state] = false
                        exited &+= 1
                        work[depth] = state
                        depth &+= 1
                    }
                }
            }
            if depth == 0 { break }
            depth &-= 1
            state = work[depth]
        }
        return exited
    }

    /// Exits one state without actions.
    @inlinable
    func exitPlain(_ state: Int) {
        run.active[unchecked: state] = false
        let parent = Int(program.nodes[unchecked: state].parent)
        if run.activeChild[unchecked: parent] == state { run.activeChild[unchecked: parent] = -1 }
    }
}
