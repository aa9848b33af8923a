// The W3C SCXML Recommendation's Appendix D, over the dense tables: entering states (entry sets,
// default and history entries) and the step limit's diagnostics. Each function names the procedure it
// implements.
//
// Shared body, one copy: `enterState` enters one state. Callers: `runEntries` (the general
// microstep's `enterStates`, the initial configuration, a move) and `enterEntries`
// (Statechart+FusedDispatch.swift: a precomputed entry list, entered by the fused and plain
// executors and by the general microstep).

extension Statechart {
    // MARK: Entry (D.2 enterStates, computeEntrySet, addDescendantStatesToEnter, addAncestorStatesToEnter)

    @inlinable
    func enterStates(_ signal: Signal?) {
        for transition in run.filtered where !program.topology.transitionTargets[transition].isEmpty {
            let targets = program.topology.transitionTargets[transition]
            for target in targets { computeEntries(.descendants(target)) }
            // After the exits: history recorded by them can move a domain (D.2 computeEntrySet).
            let domain = domain(of: transition)
            forEachEffectiveTarget(targets) { computeEntries(.ancestors(of: $0, upTo: domain)) }
        }
        runEntries(signal)
    }

    @usableFromInline
    func enterInitialConfiguration() {
        let targets = program.topology.defaultTargets[0]
        for target in targets { computeEntries(.descendants(target)) }
        forEachEffectiveTarget(targets) { computeEntries(.ancestors(of: $0, upTo: 0)) }
        run.atomicListValid = false
        run.hooks?.willStep(-1, nil)
        runEntries(nil)
        run.hooks?.didStep()
    }

    @inlinable
    func forEachEffectiveTarget(_ targets: [Int], _ body: (Int) -> Void) {
        for target in targets {
            if program.topology.kinds[target] == .history {
                for state in run.historyValue[target] ?? program.topology.defaultTargets[target] { body(state) }
            } else {
                body(target)
            }
        }
    }

    @inlinable
    func addToEntrySet(_ state: Int) {
        guard !run.entering[state] else { return }
        run.entering[state] = true
        run.entrySet.append(state)
        var ancestor = program.topology.parent[state]
        while ancestor >= 0 && !run.descendantEntering[ancestor] {
            run.descendantEntering[ancestor] = true
            run.marked.append(ancestor)
            ancestor = program.topology.parent[ancestor]
        }
    }

    /// D.2 addDescendantStatesToEnter and addAncestorStatesToEnter, run from an explicit task
    /// stack in exactly the recursive order (so 50,000 levels of nesting need no call stack).
    @inlinable
    func computeEntries(_ first: StatechartEntryTask) {
        run.entryTasks.append(first)
        while let task = run.entryTasks.popLast() {
            switch task {
            case .descendants(let state):
                addDescendantStatesToEnter(state)
            case .ancestors(let state, let ancestor):
                let current = program.topology.parent[state]
                guard current > 0 && current != ancestor else { continue }
                addToEntrySet(current)
                run.entryTasks.append(.ancestors(of: current, upTo: ancestor))
                if program.topology.kinds[current] == .parallel { run.entryTasks.append(.regions(current, next: 0)) }
            case .regions(let parallel, let next):
                let children = program.topology.children[parallel]
                var index = next
                while index < children.count && run.descendantEntering[children[index]] { index += 1 }
                guard index < children.count else { continue }
                run.entryTasks.append(.regions(parallel, next: index + 1))
                run.entryTasks.append(.descendants(children[index]))
            }
        }
    }

    /// One step of addDescendantStatesToEnter; the recursive calls go on `entryTasks`, pushed
    /// in reverse so they run in the Recommendation's order.
    @inlinable
    func addDescendantStatesToEnter(_ state: Int) {
        switch program.topology.kinds[state] {
        case .history:
            let parent = program.topology.parent[state]
            let targets: [Int]
            if let stored = run.historyValue[state] {
                targets = stored
            } else {
                if run.historyDefault[parent] < 0 { run.marked.append(parent) }
                run.historyDefault[parent] = state
                targets = program.topology.defaultTargets[state]
            }
            pushTargets(targets, upTo: parent)
        case .compound:
            addToEntrySet(state)
            if !run.defaultEntry[state] {
                run.defaultEntry[state] = true
                run.marked.append(state)
            }
            pushTargets(program.topology.defaultTargets[state], upTo: state)
        case .parallel:
            addToEntrySet(state)
            run.entryTasks.append(.regions(state, next: 0))
        case .atomic, .final, .root:
            addToEntrySet(state)
        }
    }

    /// Queues `for t in targets: addDescendantStatesToEnter(t)` then
    /// `for t in targets: addAncestorStatesToEnter(t, ancestor)`.
    @inlinable
    func pushTargets(_ targets: [Int], upTo ancestor: Int) {
        for target in targets.reversed() { run.entryTasks.append(.ancestors(of: target, upTo: ancestor)) }
        for target in targets.reversed() { run.entryTasks.append(.descendants(target)) }
    }

    @inlinable
    func runEntries(_ signal: Signal?) {
        run.entrySet.sort()
        run.workUnits &+= run.entrySet.count
        var observed = !run.observers.isEmpty
        let cells = run.cells
        let sink = Int32(truncatingIfNeeded: program.nodes.count)
        for state in run.entrySet {
            let entry = StatechartFastPath.Entry(
                state: state, node: program.nodes[state], isDefault: run.defaultEntry[state], sink: sink)
            enterState(entry, signal, &observed, plain: false, history: run.historyDefault[state], cells)
        }
        for state in run.entrySet { run.entering[state] = false }
        for state in run.marked {
            run.descendantEntering[state] = false
            run.defaultEntry[state] = false
            run.historyDefault[state] = -1
        }
        run.entrySet.removeAll(keepingCapacity: true)
        run.marked.removeAll(keepingCapacity: true)
    }

    /// D.2 enterStates' loop body for one state, the one every path runs: activate it, note it
    /// for the observers, run its entry handlers and default-entry content (`history`: the
    /// history pseudo-state whose default transition's actions run, -1 for none) and the hooks'
    /// ``StatechartHooks/entered(_:)``, with the bookkeeping of a `special` state (see
    /// ``StatechartFastPath/Flag/special``) and the `done.state` events a final state causes.
    ///
    /// With `plain` (a constant at each call site, so the checks it guards compile away) the
    /// state has no entry or default action and no `special` flag, and nothing observes the
    /// step. `observed` as in ``exitState(_:_:_:_:plain:_:)``.
    @inline(__always)
    @inlinable
    func enterState(
        _ entry: StatechartFastPath.Entry, _ signal: Signal?, _ observed: inout Bool, plain: Bool, history: Int,
        _ cells: Runtime.Cells
    ) {
        let state = Int(entry.state)
        if !plain && entry.flags & StatechartFastPath.Flag.special != 0 { enterSpecial(state, entry.flags) }
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
        if history >= 0 {
            program.table.defaultActions[history]?(ActionContext(chart: self, signal: signal))
            observed = !run.observers.isEmpty
        }
        if let hooks = run.hooks {
            hooks.entered(state)
            observed = !run.observers.isEmpty
        }
        if entry.flags & StatechartFastPath.Flag.final != 0 { enteredFinal(state) }
    }

    /// The bookkeeping of a `special` state about to be activated: the eventless count, the
    /// invocations to start when the macrostep ends, and its parent's final-region count. A
    /// state entered while active (an ancestor of a history target, in Appendix D) is counted
    /// once and keeps its running invocations rather than starting them twice.
    @usableFromInline
    func enterSpecial(_ state: Int, _ flags: UInt16) {
        let wasActive = run.active[state]
        if flags & StatechartFastPath.Flag.eventless != 0 && !wasActive { run.eventlessActive += 1 }
        if flags & StatechartFastPath.Flag.invokes != 0 && !wasActive { run.invokePending.append(state) }
        let parent = program.topology.parent[state]
        if flags & StatechartFastPath.Flag.final != 0 && program.topology.kinds[parent] == .compound {
            regionBecameFinal(parent)
        }
    }

    /// A final state was entered: the chart ends (its parent is the root), or `done.state`
    /// of its parent is raised, and of its grandparent when that is a parallel state whose
    /// regions are now all final.
    @usableFromInline
    func enteredFinal(_ state: Int) {
        let parent = program.topology.parent[state]
        if parent == 0 {
            run.phase = .finished
            return
        }
        enqueueDone(parent)
        let grandparent = program.topology.parent[parent]
        if grandparent > 0 && program.topology.kinds[grandparent] == .parallel && isParallelComplete(grandparent) {
            enqueueDone(grandparent)
        }
    }

    /// D.2 exitInterpreter: runs the exit handlers of every active state, deepest and latest
    /// first. The configuration is kept so it can still be inspected.
    @usableFromInline
    func exitInterpreter() {
        // A stopped chart ends without exit handlers (it stopped in the middle of a macrostep).
        guard !run.stopped else { return }
        var states: [Int] = []
        appendActiveDescendants(of: 0, to: &states)
        let context = ActionContext(chart: self, signal: nil)
        for state in states.reversed() {
            for action in program.table.exits[state] { action(context) }
            if program.nodes[state].flags & StatechartFastPath.Flag.invokes != 0 { cancelInvocations(of: state) }
            if !run.observers.isEmpty { run.stepExited.append(state) }
        }
        run.invokePending.removeAll()
        cancelAllInvocations()
        run.internalQueue.removeAll()
        run.internalHead = 0
        run.externalQueue.removeAll()
        run.externalHead = 0
        cancelAllSends()
        if let finished = run.onFinish {
            if run.isProcessing && run.parentIsBusy?() == false {
                run.parentOutbox.append(nil)
            } else {
                run.onFinish = nil
                finished()
            }
        }
    }

    // MARK: Diagnostics of the step limit

    @inline(__always)
    @inlinable
    func remember(_ signal: Signal?) {
        run.recentSignals.remember(signal)
    }

    @usableFromInline
    func recentEventNames() -> [String] {
        run.recentSignals.values.map { name(of: $0) }
    }

    @usableFromInline
    func name(of signal: Signal?) -> String {
        switch signal {
        case .none: ""
        case .event(let event)?: event.name
        case .done(let state)?: program.topology.doneNames[program.table.index[state]!]
        }
    }

    @usableFromInline
    func configurationIDs() -> [String] {
        atomicConfigurationIndices().map { program.topology.ids[$0] }
    }

    @usableFromInline
    func atomicConfigurationIndices() -> [Int] {
        var states: [Int] = []
        appendActiveDescendants(of: 0, to: &states, atomicOnly: true)
        return states
    }
}
