// The fused executor: an external event that ``Statechart/select(_:)`` classified as one
// transition (or a guarded candidate list) of one region takes its microstep from precomputed
// tables (see ``StatechartFastPath``), with the same guards, exits, history, actions, entries
// and observer reports, in the same order, as the full Appendix D algorithm in
// Statechart+Algorithm.swift. Anything the tables do not cover is declined before anything has
// happened. The plain path (Statechart+PlainDispatch.swift) runs the same loops with
// `plain: true`.

extension Statechart {
    /// Runs an external event's macrostep on the fused path when its selection allows it.
    /// - Returns: What happened; ``StatechartFusedOutcome/declined`` when the full algorithm
    ///   must run instead (nothing has happened then).
    @inline(__always)
    @inlinable
    func dispatchFused(
        _ event: Event, _ selection: StatechartSelection
    ) throws(StatechartError)
        -> StatechartFusedOutcome
    {
        switch selection {
        case .general:
            return .declined
        case .discard:
            return discardFused(event)
        case .transition(let transition, let atomic):
            if program.transitions[unchecked: transition].step == .general { return .declined }
            // `microsteps` needs no reset: it is set before the rest of the macrostep runs.
            if !run.observers.isEmpty { beginMacrostep(.event(event)) }
            try microstepFused(transition, from: atomic, .event(event))
            return .processed
        case .guarded(let offset, let atomic):
            // Its guards run once, here, in selection order, so a discard must then need
            // nothing of the full algorithm.
            guard program.pool[unchecked: offset] && isQuiet else { return .declined }
            let signal = Signal.event(event)
            beginMacrostep(signal)
            var index = offset
            let end = offset + program.topology.candidatePool[offset]
            while index < end {
                index += 1
                let candidate = program.topology.candidatePool[index]
                run.workUnits &+= 1
                if !program.topology.transitionHasCondition[candidate] || guardHolds(candidate, signal) {
                    try microstepFused(candidate, from: atomic, signal)
                    return .processed
                }
            }
            if _slowPath(run.strict) { return .unhandled }
            endMacrostep()
            return .discarded
        }
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
    func discardFused(_ event: Event) -> StatechartFusedOutcome {
        if _slowPath(run.strict) { return .unhandled }
        guard isQuiet else { return .declined }
        if !run.observers.isEmpty {
            beginMacrostep(.event(event))
            reportMacrostep()
        }
        return .discarded
    }

    /// D.2 microstep for the one enabled transition `transition`, selected from the active
    /// atomic state `atomic`, then the rest of the macrostep if the microstep left work for it.
    @inline(__always)
    @inlinable
    func microstepFused(_ transition: Int, from atomic: Int, _ signal: Signal) throws(StatechartError) {
        remember(signal)
        var observed = !run.observers.isEmpty
        if observed { run.stepFired.append((transition, signal)) }
        executeFused(transition, from: atomic, signal, &observed, plain: false)
        if isQuiet && run.phase == .running {
            // `observed` is current: it was read again after the last action.
            if observed { reportMacrostep() }
            if !run.invokePending.isEmpty { startPendingInvocations() }
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

    /// The exits, transition action and entries of one fused transition selected from the
    /// active atomic state `atomic` — the one executor of the fused and plain paths.
    ///
    /// With `plain` (a constant at each call site, so the checks it guards compile away) the
    /// transition must be plain: no history to record, no action, no state with actions or a
    /// `special` flag. Whether observers are registered is read again after every action (an
    /// action may add or remove one), as the full algorithm reads it at every state.
    @inline(__always)
    @inlinable
    func executeFused(
        _ transition: Int, from atomic: Int, _ signal: Signal, _ observed: inout Bool, plain: Bool
    ) {
        let info = program.transitions[unchecked: transition]
        guard info.step == .chain else {
            if plain {
                executeUnchainedPlain(transition, signal)
            } else {
                executeUnchainedFused(transition, signal, &observed)
            }
            return
        }
        // The exit set is the chain of states from `atomic` up to the domain.
        let domain = Int(info.domain)
        if !plain && program.hasHistory {
            var state = atomic
            while state != domain {
                let node = program.nodes[unchecked: state]
                if node.flags & StatechartFastPath.Flag.history != 0 { recordHistory(of: state) }
                state = Int(node.parent)
            }
        }
        let cells = run.cells
        // Read once: the loop's stores go through `cells`, after which the compiler would
        // load the program's field again.
        let nodes = program.nodes
        var work = 1
        var state = atomic
        while state != domain {
            let node = nodes[unchecked: state]
            exitState(state, node, signal, &observed, plain: plain, cells)
            work &+= 1
            state = Int(node.parent)
        }
        if !plain && info.hasAction { runAction(transition, signal, &observed) }
        if run.atomicListValid {
            // One atomic state of the domain replaces the other, at the same position.
            let entered = Int(program.entries[unchecked: Int(info.entryEnd) &- 1].state)
            let slot = run.atomicSlot[atomic]
            run.atomicList[slot] = entered
            run.atomicSlot[entered] = slot
        }
        run.workUnits &+= work &+ enterEntries(info, signal, &observed, plain: plain, cells)
    }

    /// ``executeUnchained(_:_:_:plain:)`` for the plain path, out of line (the `chain` step
    /// is the common one). It takes the transition's index alone and reads its record again:
    /// cheaper than passing the record, which the call would pack into registers.
    @inline(never)
    @inlinable
    func executeUnchainedPlain(_ transition: Int, _ signal: Signal) {
        var observed = false
        executeUnchained(transition, signal, &observed, plain: true)
    }

    /// ``executeUnchained(_:_:_:plain:)`` for the fused path, out of line.
    @inline(never)
    @inlinable
    func executeUnchainedFused(_ transition: Int, _ signal: Signal, _ observed: inout Bool) {
        executeUnchained(transition, signal, &observed, plain: false)
    }

    /// ``executeFused(_:from:_:_:plain:)`` for a `subtree` or `targetless` step.
    @inline(__always)
    @inlinable
    func executeUnchained(_ transition: Int, _ signal: Signal, _ observed: inout Bool, plain: Bool) {
        let info = program.transitions[unchecked: transition]
        let cells = run.cells
        var work = 1
        if plain && info.step == .subtree {
            // Nothing observes the exits of a plain step: the states exit as the walk finds them.
            if walkActiveDescendants(
                of: Int(info.domain), capacity: Int.max,
                { state, node in
                    exitState(state, node, signal, &observed, plain: true, cells)
                    work &+= 1
                })
            {
                run.atomicListValid = false
                run.workUnits &+= work &+ enterEntries(info, signal, &observed, plain: true, cells)
                return
            }
        }
        if info.step == .subtree {
            // The exit set is every active descendant of the domain, exited in reverse
            // document order.
            collectActiveDescendants(of: Int(info.domain))
            var position = run.exitSet.count
            work &+= position
            if !plain && program.hasHistory {
                for state in run.exitSet
                where program.nodes[unchecked: state].flags & StatechartFastPath.Flag.history != 0 {
                    recordHistory(of: state)
                }
            }
            while position > 0 {
                position &-= 1
                let state = run.exitSet[position]
                exitState(state, program.nodes[unchecked: state], signal, &observed, plain: plain, cells)
            }
            run.atomicListValid = false
        }
        if !plain && info.hasAction { runAction(transition, signal, &observed) }
        if info.step != .targetless { work &+= enterEntries(info, signal, &observed, plain: plain, cells) }
        run.workUnits &+= work
    }

    /// Runs a fused transition's action, then reads again whether observers are registered.
    @inlinable
    func runAction(_ transition: Int, _ signal: Signal, _ observed: inout Bool) {
        program.table.transitions[transition].action?(ActionContext(chart: self, signal: signal))
        observed = !run.observers.isEmpty
    }

    /// Enters a fused transition's precomputed entry list, in order; returns its length.
    @inline(__always)
    @inlinable
    func enterEntries(
        _ info: StatechartFastPath.Transition, _ signal: Signal, _ observed: inout Bool, plain: Bool,
        _ cells: Runtime.Cells
    ) -> Int {
        // Read once (see `executeFused`).
        let entries = program.entries
        var index = Int(info.entryStart)
        let end = Int(info.entryEnd)
        // The list of a `chain` or `subtree` step is never empty (``StatechartFastPath`` gives
        // any other transition with targets the `general` step).
        repeat {
            enterEntry(entries[unchecked: index], signal, &observed, plain: plain, cells)
            index &+= 1
        } while index < end
        return end &- Int(info.entryStart)
    }

    /// Fills `exitSet` with the active proper descendants of `domain`, in document order.
    @inlinable
    func collectActiveDescendants(of domain: Int) {
        let output = run.exitSet.base
        var found = 0
        if walkActiveDescendants(
            of: domain, capacity: run.exitSet.capacity,
            { state, _ in
                output[found] = state
                found &+= 1
            })
        {
            run.exitSet.count = found
        } else {
            run.exitSet.removeAll(keepingCapacity: true)
            forEachActiveDescendant(of: domain) { run.exitSet.append($0) }
        }
    }

    /// Calls `visit` with each active proper descendant of `domain`, in document order, walking
    /// the active tree from the free part of `stack`, which was sized for every state when the
    /// chart was created (the walk holds each state at most once). Returns `false`, visiting
    /// nothing, when the stack or the caller's output (`capacity`) has less room than the
    /// chart has states (a guard re-entered introspection meanwhile).
    ///
    /// `visit` may deactivate the state it is given (the plain path exits as it walks): a
    /// state's active child is read after it is visited, and visiting a state changes only
    /// its parent's active child, which was read before.
    ///
    /// It writes the stack and reads the program's nodes and the configuration through their
    /// addresses: the indices are states and children from the program's tables, the room is
    /// checked first, and all of them outlive the call (see ``Runtime/Cells``).
    @inline(__always)
    @inlinable
    func walkActiveDescendants(
        of domain: Int, capacity: Int, _ visit: (Int, StatechartFastPath.Node) -> Void
    ) -> Bool {
        let states = run.active.count
        guard run.stack.capacity &- run.stack.count >= states && capacity >= states else { return false }
        let work = run.stack.base + run.stack.count
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
        return true
    }

    /// D.2 exitStates' loop body for one state of a fused microstep (its history was recorded
    /// before); `plain` as in ``executeFused(_:from:_:_:plain:)``.
    @inline(__always)
    @inlinable
    func exitState(
        _ state: Int, _ node: StatechartFastPath.Node, _ signal: Signal, _ observed: inout Bool, plain: Bool,
        _ cells: Runtime.Cells
    ) {
        if !plain {
            if node.flags & StatechartFastPath.Flag.exitActions != 0 {
                let context = ActionContext(chart: self, signal: signal)
                for action in program.table.exits[state] { action(context) }
                observed = !run.observers.isEmpty
            }
            if node.flags & StatechartFastPath.Flag.special != 0 {
                deactivate(state)
                return
            }
        }
        cells.active[state] = false
        // The parent's active child is cleared without reading it first: a compound parent's
        // (or the root's) active child is this state, which is active, and a parallel
        // parent's is always -1 (only compound states and the root have one).
        cells.activeChild[Int(node.parent)] = -1
        if !plain && observed { run.stepExited.append(state) }
    }

    /// D.2 enterStates' loop body for one state of a precomputed entry list; `plain` as in
    /// ``executeFused(_:from:_:_:plain:)``.
    @inline(__always)
    @inlinable
    func enterEntry(
        _ entry: StatechartFastPath.Entry, _ signal: Signal, _ observed: inout Bool, plain: Bool,
        _ cells: Runtime.Cells
    ) {
        let state = Int(entry.state)
        if !plain && entry.flags & StatechartFastPath.Flag.special != 0 {
            enter(state, signal, isDefault: entry.isDefault, history: -1)
            observed = !run.observers.isEmpty
            return
        }
        cells.active[state] = true
        // Without branches: an entry without a compound parent or a head names the sink slot.
        cells.activeChild[Int(entry.parent)] = state
        cells.leaf[Int(entry.head)] = state
        if plain { return }
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

    /// Recomputes the leaves and the count of active states with eventless transitions after
    /// the configuration was replaced (as by a snapshot), in time proportional to the two
    /// configurations: the leaves of the states left are cleared, then those of the states now
    /// active are set.
    /// - Parameters:
    ///   - leaving: The states that were active.
    ///   - entering: The states now active (the root included or not).
    @usableFromInline
    func resynchronizeFusedDispatch(leaving: [Int], entering: [Int]) {
        for state in leaving where state > 0 {
            let node = program.nodes[state]
            if node.flags & StatechartFastPath.Flag.leaf != 0 { run.leaf[Int(node.head)] = -1 }
        }
        run.eventlessActive = run.autoforwards
        for state in entering where state > 0 {
            let node = program.nodes[state]
            if node.flags & StatechartFastPath.Flag.leaf != 0 { run.leaf[Int(node.head)] = state }
            if node.flags & StatechartFastPath.Flag.eventless != 0 { run.eventlessActive += 1 }
        }
    }
}
