// The fused dispatch path: an external event whose class only one region can react to takes
// its microstep from precomputed tables (see ``StatechartFastPath``), with the same guards,
// exits, history, actions, entries and observer reports, in the same order, as the full
// Appendix D algorithm in Statechart+Algorithm.swift. Anything the tables do not cover falls
// back to it before anything has happened.

extension Statechart {
    /// Runs an external event's macrostep on the fused path when the tables allow it.
    /// - Returns: 1 when a transition was taken, 0 when the event was discarded, -1 when the
    ///   full algorithm must run instead (nothing has happened then).
    @inline(__always)
    @inlinable
    func dispatchFused(_ event: Event, eventClass: Int) throws(StatechartError) -> Int {
        let column = eventClass + 1
        let head = Int(program.route[column])
        if head < 0 {
            return head == -1 ? discardFused(event) : -1
        }
        let atomic = run.leaf[unchecked: head]
        guard atomic >= 0 && run.active[unchecked: atomic] else { return discardFused(event) }
        let entry = program.topology.candidates[atomic * program.topology.candidateStride + column]
        var transition = entry
        if entry >= 0 {
            if program.transitions[unchecked: entry].step == .general { return -1 }
            // `microsteps` needs no reset: it is set before the rest of the macrostep runs.
            if !run.observers.isEmpty { beginMacrostep(.event(event)) }
        } else {
            if entry == -1 { return discardFused(event) }
            // A guarded candidate list: its guards run once, here, in selection order, so a
            // discard must then need nothing of the full algorithm.
            let offset = -2 - entry
            guard program.pool[unchecked: offset] && isQuiet else { return -1 }
            let signal = Signal.event(event)
            beginMacrostep(signal)
            transition = -1
            var index = offset
            let end = offset + program.topology.candidatePool[offset]
            while index < end {
                index += 1
                let candidate = program.topology.candidatePool[index]
                run.workUnits &+= 1
                if !program.topology.transitionHasCondition[candidate]
                    || holds(program.table.transitions[candidate].condition, signal)
                {
                    transition = candidate
                    break
                }
            }
            if transition < 0 {
                endMacrostep()
                return 0
            }
        }
        try microstepFused(transition, from: atomic, .event(event))
        return 1
    }

    /// No eventless transition can be enabled and no internal event is waiting, so a macrostep
    /// without a microstep does nothing.
    @inlinable
    var isQuiet: Bool {
        @inline(__always) get { run.eventlessActive == 0 && run.internalQueue.isEmpty }
    }

    /// A discarded event's macrostep: nothing happens but the observers' report.
    @inline(__always)
    @inlinable
    func discardFused(_ event: Event) -> Int {
        guard isQuiet else { return -1 }
        if !run.observers.isEmpty {
            beginMacrostep(.event(event))
            reportMacrostep()
        }
        return 0
    }

    /// D.2 microstep for the one enabled transition `transition`, selected from the active
    /// atomic state `atomic`, then the rest of the macrostep if the microstep left work for it.
    /// Whether observers are registered is read again after every action (an action may add
    /// or remove one), as the full algorithm reads it at every state.
    @inline(__always)
    @inlinable
    func microstepFused(_ transition: Int, from atomic: Int, _ signal: Signal) throws(StatechartError) {
        remember(signal)
        var observed = !run.observers.isEmpty
        if observed { run.stepFired.append((transition, signal)) }
        let info = program.transitions[unchecked: transition]
        let domain = Int(info.domain)
        var work = 1
        switch info.step {
        case .chain:
            if program.hasHistory {
                var state = atomic
                while state != domain {
                    let node = program.nodes[unchecked: state]
                    if node.flags & StatechartFastPath.Flag.history != 0 { recordHistory(of: state) }
                    state = Int(node.parent)
                }
            }
            var state = atomic
            while state != domain {
                let node = program.nodes[unchecked: state]
                exitFused(state, node, signal, &observed)
                work &+= 1
                state = Int(node.parent)
            }
        case .subtree:
            collectActiveDescendants(of: domain)
            var position = run.exitSet.count
            work &+= position
            if program.hasHistory {
                for state in run.exitSet
                where program.nodes[unchecked: state].flags & StatechartFastPath.Flag.history != 0 {
                    recordHistory(of: state)
                }
            }
            while position > 0 {
                position -= 1
                let state = run.exitSet[position]
                exitFused(state, program.nodes[unchecked: state], signal, &observed)
            }
            run.atomicListValid = false
        case .targetless, .general:
            break
        }
        if info.hasAction {
            program.table.transitions[transition].action?(ActionContext(chart: self, signal: signal))
            observed = !run.observers.isEmpty
        }
        if info.step != .targetless {
            var index = Int(info.entryStart)
            let end = Int(info.entryEnd)
            work &+= end &- index
            if info.step == .chain && run.atomicListValid {
                // One atomic state of the domain replaces the other, at the same position.
                let entered = Int(program.entries[unchecked: end - 1].state)
                let slot = run.atomicSlot[atomic]
                run.atomicList[slot] = entered
                run.atomicSlot[entered] = slot
            }
            while index < end {
                enterFused(program.entries[unchecked: index], signal, &observed)
                index += 1
            }
        }
        run.workUnits &+= work
        if isQuiet && run.phase == .running {
            // `observed` is current: it was read again after the last action.
            if observed { reportMacrostep() }
            return
        }
        run.microsteps = 1
        do throws(StatechartError) {
            try runMacrostep()
        } catch {
            endMacrostep()
            throw error
        }
        endMacrostep()
    }

    /// Fills `exitSet` with the active proper descendants of `domain`, in document order,
    /// walking the active tree from the free part of `stack`. Both lists were sized for every
    /// state when the chart was created, and the walk holds each state at most once, so it
    /// writes through their storage directly.
    @inlinable
    func collectActiveDescendants(of domain: Int) {
        let states = run.active.count
        guard run.stack.capacity - run.stack.count >= states && run.exitSet.capacity >= states else {
            run.exitSet.removeAll(keepingCapacity: true)
            forEachActiveDescendant(of: domain) { run.exitSet.append($0) }
            return
        }
        let output = run.exitSet.base
        let work = run.stack.base + run.stack.count
        var found = 0
        var depth = 0
        var state = domain
        while true {
            let node = program.nodes[unchecked: state]
            if node.kind == StatechartNodeKind.compound.rawValue || node.kind == StatechartNodeKind.root.rawValue {
                let child = run.activeChild[unchecked: state]
                if child >= 0 {
                    work[depth] = child
                    depth &+= 1
                }
            } else if node.kind == StatechartNodeKind.parallel.rawValue {
                var child = Int(node.childEnd)
                let first = Int(node.childStart)
                while child > first {
                    child &-= 1
                    let region = program.topology.childList[child]
                    if run.active[unchecked: region] {
                        work[depth] = region
                        depth &+= 1
                    }
                }
            }
            if depth == 0 { break }
            depth &-= 1
            state = work[depth]
            output[found] = state
            found &+= 1
        }
        run.exitSet.count = found
    }

    /// D.2 exitStates' loop body for one state (its history was recorded before).
    @inline(__always)
    @inlinable
    func exitFused(_ state: Int, _ node: StatechartFastPath.Node, _ signal: Signal, _ observed: inout Bool) {
        if node.flags & StatechartFastPath.Flag.exitActions != 0 {
            let context = ActionContext(chart: self, signal: signal)
            for action in program.table.exits[state] { action(context) }
            observed = !run.observers.isEmpty
        }
        if node.flags & StatechartFastPath.Flag.special != 0 {
            deactivate(state)
            return
        }
        run.active[unchecked: state] = false
        let parent = Int(node.parent)
        if run.activeChild[unchecked: parent] == state { run.activeChild[unchecked: parent] = -1 }
        if observed { run.stepExited.append(state) }
    }

    /// D.2 enterStates' loop body for one state of a precomputed entry list.
    @inline(__always)
    @inlinable
    func enterFused(_ entry: StatechartFastPath.Entry, _ signal: Signal, _ observed: inout Bool) {
        let state = Int(entry.state)
        if entry.flags & StatechartFastPath.Flag.special != 0 {
            enter(state, signal, isDefault: entry.isDefault, history: -1)
            observed = !run.observers.isEmpty
            return
        }
        run.active[unchecked: state] = true
        if entry.parent >= 0 { run.activeChild[unchecked: Int(entry.parent)] = state }
        if entry.head >= 0 { run.leaf[unchecked: Int(entry.head)] = state }
        if observed { run.stepEntered.append(state) }
        if entry.flags & StatechartFastPath.Flag.entryActions != 0 {
            let context = ActionContext(chart: self, signal: signal)
            for action in program.table.entries[state] { action(context) }
            observed = !run.observers.isEmpty
        }
        if entry.flags & StatechartFastPath.Flag.defaultAction != 0 {
            program.table.defaultActions[state]?(ActionContext(chart: self, signal: signal))
            observed = !run.observers.isEmpty
        }
    }

    /// Recomputes the leaves and the count of active states with eventless transitions from
    /// the configuration (after it was replaced, as by a snapshot).
    @usableFromInline
    func resynchronizeFusedDispatch() {
        run.eventlessActive = 0
        run.leaf.fill(-1)
        for state in 1..<max(program.topology.count, 1) where run.active[state] {
            let node = program.nodes[state]
            if node.flags & StatechartFastPath.Flag.leaf != 0 { run.leaf[Int(node.head)] = state }
            if node.flags & StatechartFastPath.Flag.eventless != 0 { run.eventlessActive += 1 }
        }
    }
}
