// The W3C SCXML Recommendation's Appendix D, over the dense tables. Each function names the
// procedure of the Recommendation it implements.
//
// Shared bodies held here: `firstEnabled(inPool:_:)` tries a guarded candidate list (callers:
// `selectTransitions` and the fused path's `dispatchFused`); `replaceAtomic(_:with:)` patches
// the atomic list after a chain step (callers: `microstep` and the fused `executeFused`).

extension Statechart {
    // MARK: Selection (D.2 selectEventlessTransitions, selectTransitions)

    /// Fills `filtered` with the optimal enabled transition set for a signal of event class
    /// `eventClass` (-1: eventless; see ``StatechartEventClasses``).
    @inlinable
    func selectTransitions(_ signal: Signal?, eventClass: Int) {
        run.enabled.removeAll(keepingCapacity: true)
        run.filtered.removeAll(keepingCapacity: true)
        guard program.topology.classUsed[eventClass + 1] else { return }
        // The active atomic states in document order; the dense table (when the chart has one)
        // gives each one's candidates, otherwise each one's ancestors are searched.
        if !run.atomicListValid { rebuildAtomicList() }
        let stride = program.topology.candidateStride
        let column = eventClass + 1
        for atomic in run.atomicList {
            run.workUnits &+= 1
            if stride == 0 {
                selectFrom(atomic: atomic, eventClass: eventClass, signal: signal)
                continue
            }
            let entry = program.candidates[atomic * stride + column]
            if entry == -1 { continue }
            if entry >= 0 {
                addEnabled(entry)
                continue
            }
            let enabled = firstEnabled(inPool: -2 - entry, signal)
            if enabled >= 0 { addEnabled(enabled) }
        }
        if run.enabled.isEmpty { return }
        for transition in run.enabled { run.selected[transition] = false }
        removeConflictingTransitions()
    }

    /// The first transition of the guarded candidate list at `offset` in the topology's
    /// `candidatePool` that has no guard or whose guard holds, its guards evaluated in selection
    /// order; -1 when there is none. Both selections (the general one and the fused path's)
    /// call it.
    @inline(__always)
    @inlinable
    func firstEnabled(inPool offset: Int, _ signal: Signal?) -> Int {
        var index = offset
        let end = offset + program.topology.candidatePool[offset]
        while index < end {
            index += 1
            let transition = program.topology.candidatePool[index]
            run.workUnits &+= 1
            if !program.topology.transitionHasCondition[transition] || guardHolds(transition, signal) {
                return transition
            }
        }
        return -1
    }

    @inline(__always)
    @inlinable
    func addEnabled(_ transition: Int) {
        if !run.selected[transition] {
            run.selected[transition] = true
            run.enabled.append(transition)
        }
    }

    /// Lists the active atomic states in document order.
    @inlinable
    func rebuildAtomicList() {
        run.atomicList.removeAll()
        walkActiveDescendants(of: 0) { state, node in
            if node.flags & StatechartFastPath.Flag.leaf != 0 {
                run.atomicSlot[state] = run.atomicList.count
                run.atomicList.append(state)
            }
        }
        run.atomicListValid = true
    }

    /// One atomic state of a transition's domain replaced another (`exited`), at the same
    /// position of the atomic list.
    @inline(__always)
    @inlinable
    func replaceAtomic(_ exited: Int, with entered: Int) {
        let slot = run.atomicSlot[exited]
        run.atomicList[slot] = entered
        run.atomicSlot[entered] = slot
    }

    /// The first enabled transition of `atomic` or its nearest ancestor that has one, in
    /// document order, skipping states without transitions of the wanted kind.
    @inlinable
    func selectFrom(atomic: Int, eventClass: Int, signal: Signal?) {
        let eventless = eventClass < 0
        var state = eventless ? program.topology.firstEventless[atomic] : program.topology.firstEventful[atomic]
        while state > 0 {
            if !eventless, let wide = program.topology.wideTransitions[state] {
                // An indexed state: its transitions of this one class and its wide ones, merged
                // in document order, are the only ones that can match.
                let narrow =
                    program.topology.singleClassTransitions[state * program.topology.classStride + eventClass] ?? []
                var next = 0
                var nextWide = 0
                while next < narrow.count || nextWide < wide.count {
                    let index: Int
                    if nextWide == wide.count || (next < narrow.count && narrow[next] < wide[nextWide]) {
                        index = Int(narrow[next])
                        next += 1
                    } else {
                        index = Int(wide[nextWide])
                        nextWide += 1
                    }
                    run.workUnits &+= 1
                    if matches(index, eventClass)
                        && (!program.topology.transitionHasCondition[index] || guardHolds(index, signal))
                    {
                        addEnabled(index)
                        return
                    }
                }
                run.workUnits &+= 1
                let parent = program.topology.parent[state]
                state = program.topology.firstEventful[parent]
                continue
            }
            let end = program.topology.transitionStart[state + 1]
            var index = program.topology.transitionStart[state]
            while index < end {
                run.workUnits &+= 1
                if matches(index, eventClass)
                    && (!program.topology.transitionHasCondition[index] || guardHolds(index, signal))
                {
                    addEnabled(index)
                    return
                }
                index += 1
            }
            run.workUnits &+= 1
            let parent = program.topology.parent[state]
            state = eventless ? program.topology.firstEventless[parent] : program.topology.firstEventful[parent]
        }
    }

    /// Whether a transition's descriptors match an event class (-1: whether it is eventless).
    @inline(__always)
    @inlinable
    func matches(_ transition: Int, _ eventClass: Int) -> Bool {
        let value = Int32(truncatingIfNeeded: eventClass)
        if program.topology.transitionLow[transition] <= value && value <= program.topology.transitionHigh[transition] {
            return true
        }
        var extra = program.topology.extraStart[transition]
        let end = program.topology.extraStart[transition + 1]
        while extra < end {
            if program.topology.extraLow[extra] <= value && value <= program.topology.extraHigh[extra] { return true }
            extra += 1
        }
        return false
    }

    /// Evaluates a transition's guard; an observed chart notes the outcome for its report.
    @inline(__always)
    @inlinable
    func guardHolds(_ transition: Int, _ signal: Signal?) -> Bool {
        let result = holds(program.table.transitions[transition].condition, signal)
        if !run.observers.isEmpty { noteGuard(transition, result) }
        return result
    }

    /// Notes a guard's outcome for the observers' report.
    @usableFromInline
    func noteGuard(_ transition: Int, _ holds: Bool) {
        run.stepGuards.append(GuardOutcome(transition: transition, holds: holds))
    }

    @inlinable
    func holds(_ condition: StatechartTable<State, Event>.Condition?, _ signal: Signal?) -> Bool {
        guard let condition else { return true }
        switch condition {
        case .when(let predicate): return predicate(signal)
        case .inState(let state): return run.active[state]
        case .not(let inner): return !holds(inner, signal)
        case .all(let inner): return inner.allSatisfy { holds($0, signal) }
        case .any(let inner): return inner.contains { holds($0, signal) }
        }
    }

    /// A transition's domain: precomputed unless a target is a history state.
    @inline(__always)
    @inlinable
    func domain(of transition: Int) -> Int {
        let domain = program.topology.staticDomain[transition]
        return domain >= -1 ? domain : transitionDomain(transition)
    }

    /// D.2 removeConflictingTransitions, in linear time. Two transitions' exit sets intersect
    /// exactly when both have targets and one's domain contains (or is) the other's (a domain is
    /// an active compound state, so its exit set is never empty). The kept transitions with
    /// targets have disjoint domain subtrees; since enabled transitions come in document order
    /// of the atomic states that enabled them, the kept domains a new one overlaps are the last
    /// ones kept (`conflictStack`, in document order), and at most one of them can have a
    /// source the new one's source descends from.
    @inlinable
    func removeConflictingTransitions() {
        if run.enabled.count == 1 {
            let transition = run.enabled[0]
            run.domains[transition] = domain(of: transition)
            run.filtered.append(transition)
            return
        }
        run.conflictStack.removeAll(keepingCapacity: true)
        var removed = false
        for first in run.enabled {
            let domain = domain(of: first)
            run.domains[first] = domain
            run.workUnits &+= 1
            if domain < 0 {
                run.filtered.append(first)
                continue
            }
            let source = program.topology.transitionSource[first]
            var depth = run.conflictStack.count
            var preempted = false
            while depth > 0 {
                let kept = run.filtered[run.conflictStack[depth - 1]]
                guard program.topology.last[run.domains[kept]] >= domain else { break }
                run.workUnits &+= 1
                if program.topology.isDescendant(source, of: program.topology.transitionSource[kept]) {
                    depth -= 1
                } else {
                    preempted = true
                    break
                }
            }
            if preempted { continue }
            while run.conflictStack.count > depth {
                run.filtered[run.conflictStack.popLast()!] = -1
                removed = true
            }
            run.conflictStack.append(run.filtered.count)
            run.filtered.append(first)
        }
        if removed { run.filtered.removeNegative() }
    }

    /// D.2 getTransitionDomain; -1 for a transition whose effective target set is empty.
    @inlinable
    func transitionDomain(_ index: Int) -> Int {
        let targets = program.topology.transitionTargets[index]
        if targets.isEmpty { return -1 }
        let source = program.topology.transitionSource[index]
        if program.topology.transitionInternal[index] && program.topology.kinds[source] == .compound
            && allEffectiveTargets(targets, inside: source)
        {
            return source
        }
        var ancestor = program.topology.parent[source]
        while ancestor > 0 {
            if program.topology.kinds[ancestor] == .compound && allEffectiveTargets(targets, inside: ancestor) {
                return ancestor
            }
            ancestor = program.topology.parent[ancestor]
        }
        return 0
    }

    /// Whether every state of getEffectiveTargetStates(targets) is a proper descendant of `ancestor`.
    @inlinable
    func allEffectiveTargets(_ targets: [Int], inside ancestor: Int) -> Bool {
        for target in targets {
            if program.topology.kinds[target] == .history {
                for state in run.historyValue[target] ?? program.topology.defaultTargets[target]
                where !program.topology.isDescendant(state, of: ancestor) {
                    return false
                }
            } else if !program.topology.isDescendant(target, of: ancestor) {
                return false
            }
        }
        return true
    }

    // MARK: Microstep (D.2 microstep)

    @inlinable
    func microstep(_ signal: Signal?) throws(StatechartError) {
        if run.microsteps >= limits.stepsPerRun {
            run.internalQueue.removeAll(keepingCapacity: true)
            run.internalHead = 0
            throw .stepLimitExceeded(
                limit: limits.stepsPerRun, configuration: configurationIDs(),
                recentEvents: recentEventNames() + [name(of: signal)])
        }
        run.microsteps += 1
        remember(signal)
        var observed = !run.observers.isEmpty
        if observed {
            for transition in run.filtered { run.stepFired.append((transition, signal)) }
        }
        let single = run.filtered.count == 1
        let transition = run.filtered[0]
        let hooks = run.hooks
        hooks?.willStep(transition, signal)
        defer { hooks?.didStep() }
        exitStates(signal, &observed)
        for transition in run.filtered {
            if program.topology.transitionHasAction[transition] {
                program.table.transitions[transition].action?(ActionContext(chart: self, signal: signal))
            }
            hooks?.fired(transition)
        }
        if single && program.topology.hasStaticEntry[transition] {
            let info = program.transitions[transition]
            let start = Int(info.entryStart)
            let end = Int(info.entryEnd)
            if run.atomicListValid && end > start {
                if program.topology.chainExit[transition] && !run.exitSet.isEmpty {
                    // The exit set was one chain: its last state in document order was the
                    // atomic one.
                    replaceAtomic(run.exitSet[run.exitSet.count - 1], with: Int(program.entries[end - 1].state))
                } else if run.domains[transition] == 0 {
                    // Everything was exited: the entered atomic states are the configuration.
                    run.atomicList.removeAll()
                    for position in start..<end {
                        let state = Int(program.entries[position].state)
                        if program.nodes[state].flags & StatechartFastPath.Flag.leaf != 0 {
                            run.atomicSlot[state] = run.atomicList.count
                            run.atomicList.append(state)
                        }
                    }
                } else {
                    run.atomicListValid = false
                }
            }
            if end > start {
                // The transition actions may have added or removed an observer.
                observed = !run.observers.isEmpty
                run.workUnits &+= enterEntries(info, signal, &observed, plain: false, run.cells, program.entries)
            }
        } else {
            run.atomicListValid = false
            enterStates(signal)
        }
    }
}
