extension StateMachine {
    /// Arms the delayed rules of `state` on the clock.
    @usableFromInline
    func armTimers(for state: Int) {
        guard let clock, table.hasDelayedRules else { return }
        for rule in table.delayedRules(of: state) {
            guard let delay = table.ruleDelay[rule] else { continue }
            arm(rule: rule, after: delay, on: clock)
        }
    }

    func arm(rule: Int, after delay: Duration, on clock: any StagehandClock) {
        let armedEpoch = epoch
        let timer = clock.schedule(after: delay) { [weak self] in
            self?.fireDelayed(rule: rule, epoch: armedEpoch)
        }
        timers.append((rule, timer))
    }

    /// Cancels every armed delayed rule (the state is being left).
    @usableFromInline
    func cancelTimers() {
        let armed = timers
        timers.removeAll(keepingCapacity: true)
        for entry in armed { entry.timer.cancel() }
    }

    /// Takes a delayed rule whose time has come, unless its state was left meanwhile.
    /// - Returns: Whether it performed the transition (it queues it during a transition).
    @discardableResult
    func fireDelayed(rule: Int, epoch armedEpoch: Int) -> Bool {
        if status == .dispatching {
            queue.append(.delayed(rule: rule, epoch: armedEpoch))
            return false
        }
        guard armedEpoch == epoch, status == .idle else { return false }
        timers.removeAll { $0.rule == rule }
        let event = table.ruleEvent[rule]
        if let check = table.ruleGuard[rule], !check(state, event) { return false }
        let target = table.ruleTarget[rule]
        let transition = perform(rule: rule, from: state, target: target, to: table.states[target], event: event)
        if !queue.isEmpty { drainReporting(after: transition) }
        onDelayedRunEnd?()
        return true
    }

    /// The delayed rules armed in the current state, with the time each still has to wait.
    public var pendingDelays: [PendingDelay] {
        guard let clock else { return [] }
        return timers.filter { $0.timer.isPending }.map {
            PendingDelay(rule: $0.rule, remaining: max(.zero, $0.timer.deadline - clock.now))
        }
    }

    /// Captures what is needed to resume this machine later (see ``restore(_:)``).
    /// - Returns: The snapshot.
    public func snapshot() -> Snapshot {
        Snapshot(state: state, isStarted: isStarted, pending: pendingDelays, fingerprint: table.fingerprint)
    }

    /// Restores a snapshot: the same state, the same started flag, the same delayed rules armed
    /// with the time they had left (a rule listed twice counts once, with its first time). No
    /// handler runs (the state is resumed, not entered); the delayed rules armed before are
    /// cancelled.
    ///
    /// The snapshot must come from this definition: its ``Snapshot/fingerprint`` must equal the
    /// definition's ``Definition/fingerprint``, which also refuses snapshots saved without one.
    /// Each remaining time must lie between zero and ``RunLimits/maximumDelaySeconds``,
    /// the limit delayed rules have. Call it between transitions, not from a handler.
    /// - Parameter snapshot: A snapshot of a machine with the same definition.
    /// - Throws: ``SnapshotError`` when the snapshot does not fit the definition:
    ///   ``SnapshotError/definitionMismatch(snapshot:definition:)``,
    ///   ``SnapshotError/missingFingerprint(definition:)``,
    ///   ``SnapshotError/unknownState(_:known:)``,
    ///   ``SnapshotError/invalidPendingRule(_:state:)`` or
    ///   ``SnapshotError/invalidRemainingTime(rule:remaining:)``; ``SnapshotError/busy`` from a
    ///   handler. The machine is then unchanged.
    public func restore(_ snapshot: Snapshot) throws(SnapshotError) {
        guard status != .dispatching else { throw .busy }
        guard let fingerprint = snapshot.fingerprint else { throw .missingFingerprint(definition: table.fingerprint) }
        guard fingerprint == table.fingerprint else {
            throw .definitionMismatch(snapshot: fingerprint, definition: table.fingerprint)
        }
        let status = self.status
        setStatus(snapshot.isStarted ? .idle : .notStarted)
        do throws(SnapshotError) {
            try resume(at: snapshot.state, pending: snapshot.pending)
        } catch {
            setStatus(status)
            throw error
        }
    }

    /// Moves to `state` without taking a rule or running any handler, as a snapshot restore
    /// does: the armed delayed rules are cancelled, then, if the machine is started, `pending`
    /// is armed (each rule once, with its first time), or, without it, every delayed rule of
    /// `state` with its full delay.
    ///
    /// ``restore(_:)`` resumes a snapshot with it, and ``Router`` moves with it for
    /// ``Router/back(context:)`` and deep links. Call it between transitions, not from a handler.
    /// - Parameters:
    ///   - state: A state of the definition (any state, for a machine built from a function).
    ///   - pending: Delayed rules of `state` with the time each has left, as a snapshot lists
    ///     them; `nil` arms them afresh.
    /// - Throws: ``SnapshotError/unknownState(_:known:)``,
    ///   ``SnapshotError/invalidPendingRule(_:state:)`` or
    ///   ``SnapshotError/invalidRemainingTime(rule:remaining:)``; the machine is then
    ///   unchanged.
    public func resume(at state: State, pending: [PendingDelay]? = nil) throws(SnapshotError) {
        let index: Int
        if !isFunction {
            guard let known = table.stateIndex[state] else {
                throw .unknownState(String(describing: state), known: table.stateNames)
            }
            if let pending {
                let delayed = Set(table.delayedRules(of: known))
                for delay in pending where !delayed.contains(delay.rule) {
                    throw .invalidPendingRule(delay.rule, state: table.stateNames[known])
                }
                let longest = Duration.seconds(RunLimits.maximumDelaySeconds)
                for delay in pending where delay.remaining < .zero || delay.remaining > longest {
                    throw .invalidRemainingTime(rule: delay.rule, remaining: delay.remaining)
                }
            }
            index = known
        } else {
            if let first = pending?.first { throw .invalidPendingRule(first.rule, state: String(describing: state)) }
            index = slot(for: state)
        }
        cancelTimers()
        currentIndex = index
        epoch &+= 1
        guard status != .notStarted else { return }
        guard let pending else { return armTimers(for: index) }
        guard let clock else { return }
        // A rule listed twice is armed once (its first entry); two timers for one rule would let
        // an internal delayed rule fire twice.
        var armed = Set<Int>()
        for delay in pending where armed.insert(delay.rule).inserted {
            arm(rule: delay.rule, after: delay.remaining, on: clock)
        }
    }
}
