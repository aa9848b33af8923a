// The fused executor: an external event that ``Statechart/select(_:)`` classified as one
// transition (or a guarded candidate list) of one region takes its microstep from precomputed
// tables (see ``StatechartFastPath``), with the same guards, exits, history, actions, entries
// and observer reports, in the same order, as the full Appendix D algorithm in
// Statechart+Algorithm.swift. Anything the tables do not cover is declined before anything has
// happened. The plain path (Statechart+PlainDispatch.swift) runs the same loops with
// `plain: true`. Per state, every loop here runs the one exit body (`exitState`,
// Statechart+Exit.swift) and the one entry body (`enterState`, Statechart+Entry.swift) that the
// general microstep and a move run, and walks the active tree with the one
// `walkActiveDescendants`.
//
// Shared loop held here: `enterEntries` enters a precomputed entry list. Callers: the fused
// and plain executors (`executeFused`, `executeUnchained`) and the general microstep.

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
            let candidate = firstEnabled(inPool: offset, signal)
            if candidate >= 0 {
                try microstepFused(candidate, from: atomic, signal)
                return .processed
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
    /// transition must be a plain `chain` step: no history to record, no action, no state with actions or a
    /// `special` flag. Whether observers are registered is read again after every action (an
    /// action may add or remove one), as the full algorithm reads it at every state.
    @inline(__always)
    @inlinable
    func executeFused(
        _ transition: Int, from atomic: Int, _ signal: Signal, _ observed: inout Bool, plain: Bool
    ) {
        let info = program.transitions[unchecked: transition]
        // A plain caller passes a `chain` step only (see `executePlain`).
        guard plain || info.step == .chain else {
            executeUnchainedFused(transition, signal, &observed)
            return
        }
        let hooks = plain ? nil : run.hooks
        hooks?.willStep(transition, signal)
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
        let entries = program.entries
        var work = 1
        var state = atomic
        // At least one exit: the domain is a proper ancestor of the targets (see
        // ``StatechartFastPath``), so it has children, and `atomic` is an atomic state.
        repeat {
            let node = nodes[unchecked: state]
            exitState(state, node, signal, &observed, plain: plain, cells)
            work &+= 1
            state = Int(node.parent)
        } while state != domain
        if !plain && (info.hasAction || hooks != nil) { runAction(transition, signal, &observed) }
        if run.atomicListValid {
            replaceAtomic(atomic, with: Int(entries[unchecked: Int(info.entryEnd) &- 1].state))
        }
        run.workUnits &+= work &+ enterEntries(info, signal, &observed, plain: plain, cells, entries)
        hooks?.didStep()
    }

    /// ``executeUnchained(_:_:_:plain:)`` for a plain `subtree` step, out of line (the
    /// `chain` step is the common one): the plain path's microstep, as ``executePlain(_:from:_:)``
    /// runs a `chain` one. It takes the transition's index alone and reads its record again:
    /// cheaper than passing the record, which the call would pack into registers.
    @inline(never)
    @inlinable
    func executeUnchainedPlain(_ transition: Int, _ signal: Signal) {
        var observed = false
        executeUnchained(transition, signal, &observed, plain: true)
        remember(signal)  // After the step, as in `executePlain`.
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
        if plain {
            // A plain step that is not a `chain` is a `subtree` one. Nothing observes the exits of
            // a plain step: the states exit as the walk finds them.
            assert(info.step == .subtree, "a plain step is a chain or a subtree")
            walkActiveDescendants(of: Int(info.domain)) { state, node in
                exitState(state, node, signal, &observed, plain: true, cells)
                work &+= 1
            }
            run.atomicListValid = false
            run.workUnits &+= work &+ enterEntries(info, signal, &observed, plain: true, cells, program.entries)
            return
        }
        let hooks = run.hooks
        hooks?.willStep(transition, signal)
        if info.step == .subtree {
            // The exit set is every active descendant of the domain.
            exitSubtree(of: Int(info.domain), signal, &observed, plain: false)
            run.atomicListValid = false
        }
        if info.hasAction || hooks != nil { runAction(transition, signal, &observed) }
        if info.step != .targetless {
            work &+= enterEntries(info, signal, &observed, plain: false, cells, program.entries)
        }
        run.workUnits &+= work
        hooks?.didStep()
    }

    /// Runs a fused transition's action and the hooks' ``StatechartHooks/fired(_:)``, then
    /// reads again whether observers are registered.
    @inlinable
    func runAction(_ transition: Int, _ signal: Signal, _ observed: inout Bool) {
        program.table.transitions[transition].action?(ActionContext(chart: self, signal: signal))
        run.hooks?.fired(transition)
        observed = !run.observers.isEmpty
    }

    /// Enters a transition's precomputed entry list, in order, and returns its length: the
    /// loop of the fused and plain executors, and of the general microstep for a transition
    /// with a static entry list.
    @inline(__always)
    @inlinable
    func enterEntries(
        _ info: StatechartFastPath.Transition, _ signal: Signal?, _ observed: inout Bool, plain: Bool,
        _ cells: Runtime.Cells, _ entries: StatechartConstants<StatechartFastPath.Entry>
    ) -> Int {
        var index = Int(info.entryStart)
        let end = Int(info.entryEnd)
        // Never empty: the list of a `chain` or `subtree` step has at least its targets
        // (``StatechartFastPath`` gives any other transition with targets the `general` step),
        // and the general microstep calls it only for a list that is not empty.
        repeat {
            enterState(entries[unchecked: index], signal, &observed, plain: plain, history: -1, cells)
            index &+= 1
        } while index < end
        return end &- Int(info.entryStart)
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
