// Sending an event: the inlinable fast path over the compiled table, the general path, and
// what happens to an event no rule takes (the unhandled-event policy).

extension StateMachine {
    /// Sends an event: performs the transition its rule describes, queues it when a transition
    /// is running, or rejects it.
    ///
    /// - Parameter event: The event, with its payload.
    /// - Returns: ``SendResult/processed``, ``SendResult/queued`` (sent from a handler; it
    ///   runs after the current transition), or, under a non-default policy,
    ///   ``SendResult/discarded`` / ``SendResult/reported``.
    /// - Throws: ``TransitionRejected`` when the current state has no rule for the event (or
    ///   every guard refused it), under the default policy; also for events sent before
    ///   ``start()``; and, from the outermost call, the first rejection of an event it queued,
    ///   or ``TransitionRejected/Reason/stepLimitExceeded`` when the run reached ``RunLimits/stepsPerRun``.
    @inlinable
    @inline(__always)
    @discardableResult
    public func send(_ event: Event) throws(TransitionRejected<State, Event>) -> SendResult {
        let gate = self.gate
        if _fastPath(gate & ~Self.hooksBit == 0) {
            let kind = table.kind(of: event)
            if _slowPath(kind < 0) { return try rejectByTable(event, .notAllowed) }
            let slot = table.isDense ? currentRow &+ kind : table.sparseSlot(state: storedIndex, kind: kind)
            if _fastPath(gate == 0) {
                let fast = table.hotFast[slot]
                if _fastPath(fast >= 0) {
                    storedIndex = Int(truncatingIfNeeded: fast >> 32)
                    currentRow = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: fast))
                    return .processed
                }
                if fast == -1 { return try rejectByTable(event, .notAllowed) }
                if fast <= -3 {
                    // One guarded rule (see `DefinitionTable.hotGuarded`): one guard call, then the
                    // state change its answer leads to. The table owns the box (see RuleGuardBox)
                    // and the machine owns the table.
                    let step = table.hotGuarded[Int(truncatingIfNeeded: -(fast &+ 3))]
                    let current = table.hotStates[storedIndex]
                    let next =
                        step.check._withUnsafeGuaranteedRef { $0.check(current, event) } ? step.passing : step.refused
                    if _slowPath(next < 0) { return try rejectByTable(event, .guardRejected) }
                    storedIndex = Int(truncatingIfNeeded: next >> 32)
                    currentRow = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: next))
                    return .processed
                }
            }
            return try dispatch(slot: slot, kind: kind, event: event)
        }
        return try sendInGeneral(event)
    }

    /// Takes the rule of a `state × event` slot: guards, then a plain state change or a full
    /// transition with handlers. Rule-table machines only.
    @inlinable
    @inline(__always)
    func dispatch(slot: Int, kind: Int, event: Event) throws(TransitionRejected<State, Event>) -> SendResult {
        let entry = table.hotEntries[slot]
        let rule: Int
        if _fastPath(entry >= 0) {
            rule = Int(truncatingIfNeeded: entry)
        } else if entry == DefinitionTable<State, Event>.none {
            return try rejectByTable(event, .notAllowed)
        } else {
            rule = firstPassing(chain: Int(truncatingIfNeeded: -(entry &+ 2)), kind: kind, event: event, table: table)
            if rule < 0 { return try rejectByTable(event, .guardRejected) }
        }
        let target = table.hotTargets[rule]
        if _fastPath(!hasHooks && !table.hotSlow[rule]) {
            currentIndex = target
            return .processed
        }
        let transition = perform(
            rule: rule, from: table.hotStates[storedIndex], target: target, to: table.hotStates[target], event: event)
        if _slowPath(!queue.isEmpty) { try drain(after: transition) }
        return .processed
    }

    /// The rare paths: queueing during a transition, before start, and function machines.
    @usableFromInline
    func sendInGeneral(_ event: Event) throws(TransitionRejected<State, Event>) -> SendResult {
        if status != .idle { return try sendWhileBusy(event) }
        if isFunction { return try sendThroughFunction(event) }
        let kind = table.kind(of: event)
        if kind < 0 { return try reject(event, .notAllowed) }
        return try dispatch(slot: table.slot(state: currentIndex, kind: kind), kind: kind, event: event)
    }

    /// The first rule of a guarded chain, merged by rule index with the chain of `kind`'s rules
    /// from any state, whose guard allows `event` (a rule without a guard ends either chain),
    /// or `-1`. Rule-table machines only: guards see `table`'s current state.
    @inlinable
    @inline(__always)
    func firstPassing(chain start: Int, kind: Int, event: Event, table: DefinitionTable<State, Event>) -> Int {
        let current = table.hotStates[storedIndex]
        var own = start
        var any = Int(truncatingIfNeeded: table.anyChain[kind])
        while true {
            let mine = Int(truncatingIfNeeded: table.hotChains[own])
            let theirs = Int(truncatingIfNeeded: table.hotChains[any])
            let candidate: Int
            if mine >= 0 && (theirs < 0 || mine <= theirs) {
                candidate = mine
                own &+= 1
                if mine == theirs { any &+= 1 }
            } else if theirs >= 0 {
                candidate = theirs
                any &+= 1
            } else {
                return -1
            }
            guard let check = table.hotGuards[candidate] else { return candidate }
            // The table owns the box (see RuleGuardBox) and the machine owns the table.
            if check._withUnsafeGuaranteedRef({ $0.check(current, event) }) { return candidate }
        }
    }

    @inlinable
    func reject(_ event: Event, _ reason: Rejection.Reason) throws(Rejection) -> SendResult {
        let action = unhandledAction
        if _slowPath(hasRejectionObservers) { noteRejection(event, reason) }
        if _fastPath(action == .reject) { throw rejection(event, reason) }
        if action == .discard { return .discarded }
        return report(event, reason)
    }

    /// ``reject(_:_:)`` for a rule-table machine (never a function machine): the state and the
    /// rejection info come straight from the table.
    @inlinable
    func rejectByTable(_ event: Event, _ reason: Rejection.Reason) throws(Rejection) -> SendResult {
        let action = unhandledAction
        if _slowPath(hasRejectionObservers) { noteRejection(event, reason) }
        if _fastPath(action == .reject) {
            throw table.rejection(in: storedIndex, event: event, reason: reason)
        }
        if action == .discard { return .discarded }
        return report(event, reason)
    }

    /// Hands a rejection to the ``UnhandledEventPolicy/report(_:)`` policy's handler.
    @usableFromInline
    func report(_ event: Event, _ reason: Rejection.Reason) -> SendResult {
        if case .report(let handler) = unhandledEventPolicy {
            handler(rejection(event, reason))
            return .reported
        }
        return .discarded
    }

    @usableFromInline
    func sendWhileBusy(_ event: Event) throws(Rejection) -> SendResult {
        if status == .dispatching {
            queue.append(.event(event))
            return .queued
        }
        if hasRejectionObservers { noteRejection(event, .notStarted) }
        throw rejection(event, .notStarted)
    }

    /// Tells the rejection observers (a ``SessionRecorder``) that `event` was rejected, whatever
    /// the policy then does with it. Called only on the rejection path, and only while one is
    /// registered (a machine without them tests one flag).
    @usableFromInline
    func noteRejection(_ event: Event, _ reason: Rejection.Reason) {
        let rejection = rejection(event, reason)
        for observer in rejectionObservers { observer.run(rejection) }
    }

    @inlinable
    func sendThroughFunction(_ event: Event) throws(Rejection) -> SendResult {
        guard let function, let target = function(state, event) else {
            return try reject(event, .notAllowed)
        }
        if _slowPath(handlersDirty), currentIndex == 1 || currentIndex == 2, let own = dynamicIndex[state] {
            // Handlers were registered for the current state while it sat in a scratch slot.
            currentIndex = own
        }
        let index = slot(for: target)
        if !hasHooks {
            currentIndex = index
            return .processed
        }
        let transition = perform(rule: -1, from: state, target: index, to: target, event: event)
        if _slowPath(!queue.isEmpty) { try drain(after: transition) }
        return .processed
    }

    /// The slot a function machine moves to for `state`: its own when it has handlers (or is the
    /// initial state), otherwise the scratch slot the current state does not use.
    @usableFromInline
    func slot(for state: State) -> Int {
        if let index = dynamicIndex[state] { return index }
        let scratch = currentIndex == 1 ? 2 : 1
        dynamicStates[scratch] = state
        return scratch
    }

    /// Gives `state` a slot of its own in a function machine, for its handlers. The number of
    /// such slots is bounded by the registrations, not by the states the function produces.
    @usableFromInline
    func internDynamic(_ state: State) -> Int {
        if let index = dynamicIndex[state] { return index }
        let index = dynamicStates.count
        dynamicStates.append(state)
        dynamicIndex[state] = index
        leaveHandlers.append([])
        enterHandlers.append([])
        handlersDirty = true
        return index
    }
}
