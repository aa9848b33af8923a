// The W3C SCXML Recommendation's Appendix D, over the dense tables: leaving states (exit sets,
// history, the incremental "all regions final" count). Each function names the procedure it implements.
//
// Shared bodies, one copy each:
// - `exitState` exits one state. Callers: `exitCollected` (the general microstep's
//   `exitStates`, a move's and the fused `subtree` step's `exitSubtree`) and the fused and
//   plain executors' own loops (`executeFused`'s chain walk, `executeUnchained`'s plain
//   subtree walk).
// - `walkActiveDescendants` is the one walk over the active tree. Callers:
//   `collectActiveDescendants` (every exit set but the plain subtree's), the plain subtree step,
//   `appendActiveDescendants` (history, introspection, snapshots, diagnostics, the
//   interpreter's end) and `rebuildAtomicList` (selection).

extension Statechart {
    // MARK: Exit (D.2 computeExitSet, exitStates)

    /// D.2 microstep's exitStates for the selected transitions (`filtered`): collects their exit
    /// set and exits it.
    @inlinable
    func exitStates(_ signal: Signal?, _ observed: inout Bool) {
        run.exitSet.removeAll(keepingCapacity: true)
        var domainsUsed = 0
        for transition in run.filtered {
            let domain = run.domains[transition]
            if domain >= 0 {
                domainsUsed += 1
                collectActiveDescendants(of: domain)
            }
        }
        // One domain's descendants come in document order; several need merging.
        if domainsUsed > 1 { run.exitSet.sort(descending: false) }
        exitCollected(signal, &observed, plain: false)
    }

    /// D.2 exitStates for one transition of domain `domain`: its active descendants, deepest
    /// and latest first, history recorded before any exit handler runs.
    @inlinable
    func exitSubtree(of domain: Int, _ signal: Signal?, _ observed: inout Bool, plain: Bool) {
        run.exitSet.removeAll(keepingCapacity: true)
        collectActiveDescendants(of: domain)
        exitCollected(signal, &observed, plain: plain)
    }

    /// D.2 exitStates' loops over `exitSet`, which holds the exit set in document order: history
    /// recorded for every state before any exit handler runs, then each state exited, in
    /// reverse document order. `plain` as in ``exitState(_:_:_:_:plain:_:)``.
    @inline(__always)
    @inlinable
    func exitCollected(_ signal: Signal?, _ observed: inout Bool, plain: Bool) {
        var position = run.exitSet.count
        run.workUnits &+= position
        if !plain && program.hasHistory {
            for state in run.exitSet
            where program.nodes[unchecked: state].flags & StatechartFastPath.Flag.history != 0 {
                recordHistory(of: state)
            }
        }
        let cells = run.cells
        while position > 0 {
            position &-= 1
            let state = run.exitSet[position]
            exitState(state, program.nodes[unchecked: state], signal, &observed, plain: plain, cells)
        }
    }

    /// D.2 exitStates' loop body for one state, the one every path runs (its history was
    /// recorded before): the hooks' ``StatechartHooks/exited(_:)``, its exit handlers and the
    /// bookkeeping of a `special` state (see ``StatechartFastPath/Flag/special``), then its
    /// removal from the configuration and the observers' note.
    ///
    /// With `plain` (a constant at each call site, so the checks it guards compile away) the
    /// state has no exit handler and no `special` flag, and nothing observes the step.
    /// `observed` says whether observers are registered; it is read again after any user code
    /// (an action may add or remove one), as if it were read at every state.
    @inline(__always)
    @inlinable
    func exitState(
        _ state: Int, _ node: StatechartFastPath.Node, _ signal: Signal?, _ observed: inout Bool, plain: Bool,
        _ cells: Runtime.Cells
    ) {
        if !plain {
            if let hooks = run.hooks {
                hooks.exited(state)
                observed = !run.observers.isEmpty
            }
            if node.flags & StatechartFastPath.Flag.exitActions != 0 {
                let context = ActionContext(chart: self, signal: signal)
                for action in program.table.exits[state] { action(context) }
                observed = !run.observers.isEmpty
            }
            if node.flags & StatechartFastPath.Flag.special != 0 {
                leaveSpecial(state, node)
                observed = !run.observers.isEmpty
            }
        }
        cells.active[state] = false
        // The parent's active child is cleared without reading it first: a compound parent's
        // (or the root's) active child is this state, which is active, and a parallel
        // parent's is always -1 (only compound states and the root have one).
        cells.activeChild[Int(node.parent)] = -1
        if !plain && observed { run.stepExited.append(state) }
    }

    /// The bookkeeping of a `special` state about to be deactivated: the eventless count, its
    /// running invocations, and its parent's final-region count.
    @usableFromInline
    func leaveSpecial(_ state: Int, _ node: StatechartFastPath.Node) {
        if node.flags & StatechartFastPath.Flag.eventless != 0 && run.active[state] { run.eventlessActive -= 1 }
        if node.flags & StatechartFastPath.Flag.invokes != 0 { cancelInvocations(of: state) }
        let parent = Int(node.parent)
        if node.flags & StatechartFastPath.Flag.final != 0 && program.topology.kinds[parent] == .compound
            && run.activeChild[parent] == state
        {
            regionLeftFinal(parent)
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
    func appendActiveChildren(of state: Int, to list: inout [Int]) {
        switch program.topology.kinds[state] {
        case .root, .compound: if run.activeChild[state] >= 0 { list.append(run.activeChild[state]) }
        case .parallel: list.append(contentsOf: program.topology.children[state])
        default: break
        }
    }

    // MARK: The active tree

    /// Appends the active proper descendants of `state`, in document order (only the atomic
    /// and final ones with `atomicOnly`).
    @inlinable
    func appendActiveDescendants(of state: Int, to list: inout [Int], atomicOnly: Bool = false) {
        walkActiveDescendants(of: state) { descendant, node in
            if !atomicOnly || node.flags & StatechartFastPath.Flag.leaf != 0 { list.append(descendant) }
        }
    }

    /// Appends the active proper descendants of `domain` to `exitSet`, in document order.
    ///
    /// It writes through the list's address: the room is made first (the list holds at most
    /// every state once, so it grows only if a caller left it fuller), and the list does not
    /// grow during the walk.
    @inline(__always)
    @inlinable
    func collectActiveDescendants(of domain: Int) {
        let states = run.active.count
        if _slowPath(run.exitSet.capacity &- run.exitSet.count < states) { run.exitSet.reserve(states) }
        let output = run.exitSet.base + run.exitSet.count
        var found = 0
        walkActiveDescendants(of: domain) { state, _ in
            output[found] = state
            found &+= 1
        }
        run.exitSet.count &+= found
    }

    /// Calls `visit` with each active proper descendant of `domain` and its node, in document
    /// order — the one walk over the active tree. It descends a compound state's active child
    /// directly and keeps a parallel state's other regions on `stack`, which has a slot for
    /// every state (the walk holds each state at most once).
    ///
    /// `visit` may deactivate the state it is given (the plain path exits as it walks): a
    /// state's active child is read after it is visited, and visiting a state changes only
    /// its parent's active child, which was read before. `visit` must not walk again (the
    /// nested walk would use the same stack): no caller's visit runs user code, and nothing
    /// else uses the stack.
    ///
    /// It writes the stack and reads the program's nodes and the configuration through their
    /// addresses: the indices are states and children from the program's tables, the stack
    /// holds fewer states than it has slots, and all of them outlive the call (see
    /// ``Runtime/Cells``).
    @inline(__always)
    @inlinable
    func walkActiveDescendants(of domain: Int, _ visit: (Int, StatechartFastPath.Node) -> Void) {
        let work = run.stack.base
        let cells = run.cells
        let nodes = program.nodes.base
        var depth = 0
        var state = domain
        var node = nodes[domain]
        while true {
            if node.kind == StatechartNodeKind.compound.rawValue || node.kind == StatechartNodeKind.root.rawValue {
                // Its one active child is visited next: descend without the stack.
                let child = cells.activeChild[state]
                if child >= 0 {
                    state = child
                    node = nodes[state]
                    visit(state, node)
                    continue
                }
            } else if node.kind == StatechartNodeKind.parallel.rawValue {
                var child = Int(node.childEnd)
                let first = Int(node.childStart)
                while child > first {
                    child &-= 1
                    // In range: a parallel state's children are `childList[childStart ..< childEnd]`.
                    let region = program.childList[unchecked: child]
                    if cells.active[region] {
                        work[depth] = region
                        depth &+= 1
                    }
                }
            }
            if depth == 0 { break }
            depth &-= 1
            state = work[depth]
            node = nodes[state]
            visit(state, node)
        }
    }
}
