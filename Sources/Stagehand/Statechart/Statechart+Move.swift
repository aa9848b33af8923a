extension Statechart {
    /// Why ``Statechart/move(to:from:)`` refused a move; each message says what was asked, where,
    /// and what is allowed.
    public enum MoveError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The chart has not been started.
        case notStarted
        /// The chart has ended (a top-level final state was entered).
        case finished
        /// The move was requested while a macrostep was running (from an action or an
        /// observer); a move is a macrostep of its own.
        case busy
        /// The move has no target.
        case noTargets
        /// A target or the source is not a state of the chart.
        case unknownState(State)
        /// Two targets would both be active in the same compound state; targets must lie in
        /// different regions of a parallel state.
        case conflictingTargets(State, State)
        /// The macrostep the move started hit the chart's step limit (see
        /// ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``).
        case chart(StatechartError)

        /// What went wrong and what is allowed.
        public var description: String {
            switch self {
            case .notStarted:
                return "cannot move a statechart that has not been started; call start() first"
            case .finished:
                return "cannot move a statechart that has ended (a top-level final state was entered)"
            case .busy:
                return "cannot move a statechart while a macrostep is running (from an action or an observer); "
                    + "move after it returns"
            case .noTargets:
                return "a move needs at least one target state"
            case .unknownState(let state):
                return "'\(state)' is not a state of the chart; a move's source and targets must be declared states"
            case .conflictingTargets(let first, let second):
                return "targets '\(first)' and '\(second)' cannot be active together: only states in different "
                    + "regions of a parallel state can"
            case .chart(let error):
                return error.description
            }
        }
    }

    /// Moves the running chart straight to `targets`, as if a transition of `source` with those
    /// targets had fired, and runs the rest of that macrostep.
    ///
    /// The move is an SCXML transition (Appendix D): *internal* when `source` is a compound
    /// state and every target is a proper descendant of it (only the source's active
    /// descendants are exited), *external* otherwise. Its domain is the source (internal) or
    /// the nearest compound proper ancestor of the source containing every target, so exactly
    /// the states such a transition would exit are exited, deepest and latest first, with
    /// history recorded before any exit handler runs; then the targets' entry set is entered in
    /// document order (compound states by their initial transition, parallel states with all
    /// regions, history targets by what they recorded), `done.state` events are raised, and the
    /// eventless transitions and internal events that follow run until the chart is stable,
    /// then the external events queued meanwhile. Observers hear the move as one ``Macrostep``
    /// whose trigger is `nil` and that fired no declared transition.
    ///
    /// The chart's own exit and entry procedures do the work: a move differs from a declared
    /// transition only in that nothing selected it (no event, no guard) and it has no action.
    ///
    /// ```swift
    /// try chart.move(to: [.detail], from: .comments)   // internal: exits comments' children only
    /// ```
    /// - Parameters:
    ///   - targets: The states to enter; states in different regions of a parallel state may be
    ///     given together. History pseudo-states are allowed.
    ///   - source: The state the transition belongs to; `nil` for the chart's root (everything
    ///     active is exited).
    /// - Throws: ``MoveError`` when the chart is not running, a macrostep is running, a state
    ///   is unknown or two targets conflict (the chart is unchanged), or
    ///   ``MoveError/chart(_:)`` when the macrostep hit the step limit or the external-event limit.
    public func move(to targets: [State], from source: State? = nil) throws(MoveError) {
        switch run.phase {
        case .notStarted: throw .notStarted
        case .finished: throw .finished
        case .running: break
        }
        if run.isProcessing { throw .busy }
        var sourceIndex = 0
        if let source {
            guard let index = program.table.index[source], program.topology.kinds[index] != .history else {
                throw .unknownState(source)
            }
            sourceIndex = index
        }
        guard !targets.isEmpty else { throw .noTargets }
        var targetIndices: [Int] = []
        targetIndices.reserveCapacity(targets.count)
        for target in targets {
            guard let index = program.table.index[target], index > 0 else { throw .unknownState(target) }
            targetIndices.append(index)
        }
        try checkCompatible(targetIndices)
        try moveIndices(to: targetIndices, from: sourceIndex)
    }

    /// ``move(to:from:)`` over state indices that are known to be valid and compatible.
    func moveIndices(to targets: [Int], from source: Int) throws(MoveError) {
        run.isProcessing = true
        defer { run.isProcessing = false }
        beginMacrostep(nil)
        do throws(StatechartError) {
            run.microsteps += 1
            remember(nil)
            run.atomicListValid = false
            // D.2 microstep for one transition: exitStates, then enterStates; the domain is
            // computed again after the exits, as computeEntrySet does (history just recorded
            // can change it).
            var observed = !run.observers.isEmpty
            // A move is a microstep without a declared transition: the hooks hear -1.
            run.hooks?.willStep(-1, nil)
            exitSubtree(of: moveDomain(targets, from: source), nil, &observed, plain: false)
            for target in targets { computeEntries(.descendants(target)) }
            let domain = moveDomain(targets, from: source)
            forEachEffectiveTarget(targets) { computeEntries(.ancestors(of: $0, upTo: domain)) }
            runEntries(nil)
            run.hooks?.didStep()
            try runMacrostep()
            endMacrostep()
            try drainExternalQueue(processed: 0)
        } catch {
            endMacrostep()
            throw .chart(error)
        }
    }

    /// D.2 getTransitionDomain for a transition of `source` with `targets`.
    func moveDomain(_ targets: [Int], from source: Int) -> Int {
        if program.topology.kinds[source] == .compound && allEffectiveTargets(targets, inside: source) { return source }
        var ancestor = source > 0 ? program.topology.parent[source] : -1
        while ancestor > 0 {
            if program.topology.kinds[ancestor] == .compound && allEffectiveTargets(targets, inside: ancestor) {
                return ancestor
            }
            ancestor = program.topology.parent[ancestor]
        }
        return 0
    }

    /// Throws when two non-history targets could not be active together: one contains the
    /// other, or their nearest common ancestor is not a parallel state. Checking neighbours in
    /// document order suffices (the common ancestor of any two is one of the neighbours').
    func checkCompatible(_ targets: [Int]) throws(MoveError) {
        let states = targets.filter { program.topology.kinds[$0] != .history }.sorted()
        guard states.count > 1 else { return }
        for position in 1..<states.count {
            let first = states[position - 1]
            let second = states[position]
            var ancestor = program.topology.parent[second]
            while ancestor > 0 && !program.topology.isDescendant(first, of: ancestor) {
                ancestor = program.topology.parent[ancestor]
            }
            if first == second || program.topology.isDescendant(second, of: first)
                || program.topology.kinds[ancestor] != .parallel
            {
                throw .conflictingTargets(program.table.states[first]!, program.table.states[second]!)
            }
        }
    }
}
