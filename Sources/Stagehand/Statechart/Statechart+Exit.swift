// The W3C SCXML Recommendation's Appendix D, over the dense tables: leaving states (exit sets,
// history, the incremental "all regions final" count). Each function names the procedure it implements.

extension Statechart {
    // MARK: Exit (D.2 computeExitSet, exitStates)

    /// Exits the exit set of `filtered`; `chain` when it is one transition whose domain holds
    /// no parallel state, so its exit set is the chain of active children below the domain.
    @inlinable
    func exitStates(_ signal: Signal?, chain: Bool) {
        run.exitSet.removeAll(keepingCapacity: true)
        if chain {
            let domain = run.domains[run.filtered[0]]
            if domain >= 0 {
                var state = run.activeChild[domain]
                while state >= 0 {
                    run.exitSet.append(state)
                    state = run.activeChild[state]
                }
                run.exitSet.reverse()
            }
        } else {
            var domainsUsed = 0
            for transition in run.filtered {
                let domain = run.domains[transition]
                if domain >= 0 {
                    domainsUsed += 1
                    forEachActiveDescendant(of: domain) { run.exitSet.append($0) }
                }
            }
            // One domain's descendants come in document order; several need merging.
            if domainsUsed == 1 { run.exitSet.reverse() } else { run.exitSet.sort(descending: true) }
        }
        exitCollected(signal)
    }

    /// D.2 exitStates' loops over `exitSet`, already in exit order: history recorded for every
    /// state before any exit handler runs, then each state's handlers and its removal.
    @inlinable
    func exitCollected(_ signal: Signal?) {
        run.workUnits &+= run.exitSet.count
        for state in run.exitSet where program.topology.hasHistory[state] {
            recordHistory(of: state)
        }
        for state in run.exitSet {
            if program.topology.hasExitActions[state] {
                let context = ActionContext(chart: self, signal: signal)
                for action in program.table.exits[state] { action(context) }
            }
            deactivate(state)
        }
    }

    /// Records the history pseudo-states of a state about to be exited, reusing their storage.
    @inlinable
    func recordHistory(of state: Int) {
        for history in program.topology.histories[state] {
            var value = run.historyValue[history] ?? []
            run.historyValue[history] = nil
            value.removeAll(keepingCapacity: true)
            if program.topology.isDeepHistory[history] {
                appendActiveDescendants(of: state, to: &value, atomicOnly: true)
            } else {
                appendActiveChildren(of: state, to: &value)
            }
            run.historyValue[history] = value
        }
    }

    @inlinable
    func deactivate(_ state: Int) {
        let flags = program.nodes[state].flags
        if flags & StatechartFastPath.Flag.eventless != 0 && run.active[state] {
            run.eventlessActive -= 1
        }
        if flags & StatechartFastPath.Flag.invokes != 0 { cancelInvocations(of: state) }
        run.active[state] = false
        let parent = program.topology.parent[state]
        if run.activeChild[parent] == state {
            run.activeChild[parent] = -1
            if program.topology.kinds[state] == .final && program.topology.kinds[parent] == .compound {
                regionLeftFinal(parent)
            }
        }
        if !run.observers.isEmpty { run.stepExited.append(state) }
    }

    /// Appends the active proper descendants of `state`, in document order.
    @inlinable
    func appendActiveDescendants(of state: Int, to list: inout [Int], atomicOnly: Bool = false) {
        forEachActiveDescendant(of: state, atomicOnly: atomicOnly) { list.append($0) }
    }

    /// Calls `body` with the active proper descendants of `state`, in document order.
    @inlinable
    func forEachActiveDescendant(of state: Int, atomicOnly: Bool = false, _ body: (Int) -> Void) {
        let base = run.stack.count
        pushActiveChildren(of: state)
        while run.stack.count > base {
            let current = run.stack.popLast()!
            let kind = program.topology.kinds[current]
            if !atomicOnly || kind == .atomic || kind == .final { body(current) }
            pushActiveChildren(of: current)
        }
    }

    @inlinable
    func appendActiveChildren(of state: Int, to list: inout [Int]) {
        switch program.topology.kinds[state] {
        case .root, .compound: if run.activeChild[state] >= 0 { list.append(run.activeChild[state]) }
        case .parallel: list.append(contentsOf: program.topology.children[state])
        default: break
        }
    }

    @inline(__always)
    @inlinable
    func pushActiveChildren(of state: Int) {
        switch program.topology.kinds[state] {
        case .root, .compound:
            if run.activeChild[state] >= 0 { run.stack.append(run.activeChild[state]) }
        case .parallel:
            var child = program.topology.childStart[state + 1]
            let first = program.topology.childStart[state]
            while child > first {
                child -= 1
                let region = program.childList[child]
                if run.active[region] { run.stack.append(region) }
            }
        default: break
        }
    }

    // MARK: Final regions (D.2 isInFinalState, incrementally)

    /// `region` (a child of a parallel state) is now in a final state: counts it in its
    /// parent, and the parent in its own parent when that completes it.
    @inlinable
    func regionBecameFinal(_ region: Int) { regionFinalChanged(region, isFinal: true) }

    /// `region` (a child of a parallel state) is no longer in a final state.
    @inlinable
    func regionLeftFinal(_ region: Int) { regionFinalChanged(region, isFinal: false) }

    /// Counts `region` in (or out of) its parallel parent's final regions, and walks up while a
    /// parallel ancestor thereby becomes complete (or stops being complete).
    @inlinable
    func regionFinalChanged(_ region: Int, isFinal: Bool) {
        var child = region
        while true {
            let parallel = program.topology.parent[child]
            guard parallel > 0, program.topology.kinds[parallel] == .parallel else { return }
            run.workUnits &+= 1
            let regions = program.topology.childStart[parallel + 1] - program.topology.childStart[parallel]
            let wasComplete = run.finalRegions[parallel] == regions
            run.finalRegions[parallel] += isFinal ? 1 : -1
            guard isFinal ? run.finalRegions[parallel] == regions : wasComplete else { return }
            child = parallel
        }
    }

    /// D.2 isInFinalState of a parallel state: every region is in a final state.
    @inline(__always)
    @inlinable
    func isParallelComplete(_ parallel: Int) -> Bool {
        run.finalRegions[parallel] == program.topology.childStart[parallel + 1] - program.topology.childStart[parallel]
    }

    /// Recounts the final regions of every parallel state from the configuration (after a
    /// snapshot is restored).
    @usableFromInline
    func recountFinalRegions() {
        run.finalRegions.fill(0)
        for state in 1..<max(program.topology.count, 1) {
            switch program.topology.kinds[state] {
            case .parallel where program.topology.childStart[state + 1] == program.topology.childStart[state]:
                regionBecameFinal(state)
            case .compound:
                let child = run.activeChild[state]
                if child >= 0 && program.topology.kinds[child] == .final { regionBecameFinal(state) }
            default: break
            }
        }
    }
}
