// Performing a chosen transition (handlers in their fixed order) and draining the events
// handlers queued, within the step limit.

extension StateMachine {
    /// Performs a transition whose rule (or function result) is already chosen.
    /// - Returns: The transition, for the run's step-limit trace.
    @inlinable
    @discardableResult
    func perform(rule: Int, from fromState: State, target: Int, to targetState: State, event: Event) -> Transition {
        if _slowPath(handlersDirty) { rebuildHandlers() }
        // Read once: the table is rebuilt only before a transition starts (a handler that
        // registers another marks it dirty), so its storage stays as it is until this one ends.
        let handlers = self.handlers
        // Whether any handler is registered for every state (leave-any, enter-any, actions and
        // observers are adjacent slots), so a machine with per-state handlers only tests once.
        let anyState = handlers.has(slots: handlers.leaveAny, through: handlers.observers)
        setStatus(.dispatching)
        performingRule = rule
        let from = currentIndex
        let isInternal = rule >= 0 && from == target && table.ruleInternal[rule]
        let transition = Transition(from: fromState, to: targetState, event: event, isInternal: isInternal)
        if !isInternal {
            handlers.run(handlers.leave(from), transition)
            if anyState { handlers.run(handlers.leaveAny, transition) }
            if !timers.isEmpty { cancelTimers() }
        }
        if rule >= 0, table.hotSlow[rule], let action = table.ruleAction[rule] { action(transition) }
        if anyState { handlers.run(handlers.actions, transition) }
        // `currentRow` follows below: nothing reads it while the status is `dispatching`.
        storedIndex = target
        if !isInternal {
            epoch &+= 1
            // Armed on entry, before the enter handlers, so a snapshot taken there includes them.
            if table.hasDelayedRules { armTimers(for: target) }
            handlers.run(handlers.enter(target), transition)
            if anyState { handlers.run(handlers.enterAny, transition) }
        } else if rule >= 0, table.ruleDelay[rule] != nil {
            timers.removeAll { $0.rule == rule }
        }
        if anyState { handlers.run(handlers.observers, transition) }
        if _slowPath(log.capacity > 0) { log.append(transition) }
        currentRow = storedIndex &* table.kindCount
        performingRule = -1
        setStatus(.idle)
        return transition
    }

    /// Rebuilds the flat handler table after registrations (never during a transition).
    @usableFromInline
    func rebuildHandlers() {
        var slots: [ContiguousArray<HandlerBox<Transition>>] = Array(leaveHandlers)
        slots += enterHandlers
        slots += [leaveAny, enterAny, actions, observers]
        handlerOwners = handlers.rebuild(stateCount: leaveHandlers.count, slots: slots)
        handlersDirty = false
    }

    /// Processes queued events in order, after `first`, the transition that started the run;
    /// throws the first rejection of one of them (or the run's step-limit rejection).
    @usableFromInline
    func drain(after first: Transition) throws(Rejection) {
        guard let rejection = drainQueue(after: first) else { return }
        if rejection.reason == .stepLimitExceeded, case .report(let handler) = unhandledEventPolicy {
            handler(rejection)
            return
        }
        throw rejection
    }

    /// ``drain(after:)`` for a run no caller can receive a rejection from (``start()``, delayed
    /// rules, ``Sender``): the rejection goes to the report policy or ``onUndeliveredRejection``.
    func drainReporting(after first: Transition) {
        guard let rejection = drainQueue(after: first) else { return }
        deliverUndelivered(rejection)
    }

    /// Hands a rejection that no `send` can throw to the report policy's handler, or else to
    /// ``onUndeliveredRejection``.
    func deliverUndelivered(_ rejection: Rejection) {
        if case .report(let handler) = unhandledEventPolicy {
            handler(rejection)
        } else {
            onUndeliveredRejection?(rejection)
        }
    }

    /// Runs the queue until it is empty or the run reaches ``RunLimits/stepsPerRun``; each item is taken in
    /// O(1) (see ``RunQueue``), so a run is linear in the events it processes.
    private func drainQueue(after first: Transition) -> Rejection? {
        guard !draining else { return nil }
        draining = true
        defer { draining = false }
        var rejection: Rejection?
        let limit = limits.stepsPerRun
        // Transitions are recorded only once the run is within `traceLength` of the limit, so a
        // run that stays below it pays nothing for the trace.
        let traceFrom = limit - Self.traceLength
        var trace: [Transition] = []
        var steps = 1
        if steps > traceFrom { trace.append(first) }
        while let item = queue.popFirst() {
            if steps >= limit {
                rejection = stepLimitRejection(next: item, limit: limit, trace: trace)
                queue.removeAll()
                break
            }
            let tracing = steps >= traceFrom
            let from = tracing ? state : nil
            let epochBefore = epoch
            let event: Event
            var transitioned = false
            switch item {
            case .event(let queued):
                event = queued
                do throws(Rejection) {
                    transitioned = try send(queued) == .processed
                } catch {
                    if rejection == nil { rejection = error }
                }
            case .delayed(let rule, let armedEpoch):
                event = table.ruleEvent[rule]
                transitioned = fireDelayed(rule: rule, epoch: armedEpoch)
            }
            if transitioned {
                steps &+= 1
                if tracing {
                    trace.append(Transition(from: from, to: state, event: event, isInternal: epoch == epochBefore))
                }
            }
        }
        return rejection
    }

    /// The rejection that stops a run at its step limit, naming the next queued item.
    private func stepLimitRejection(next: Pending, limit: Int, trace: [Transition]) -> Rejection {
        let event: Event
        switch next {
        case .event(let queued): event = queued
        case .delayed(let rule, _): event = table.ruleEvent[rule]
        }
        let shared = table.rejectionInfo
        let info = RejectionInfo<State, Event>(
            kinds: shared.kinds, allowed: shared.allowed, isInspectable: !isFunction, stepLimit: limit, trace: trace)
        return Rejection(
            state: state, event: event, reason: .stepLimitExceeded, packed: .notPacked, info: info,
            stateIndex: currentIndex)
    }
}
