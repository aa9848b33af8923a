extension StateMachine {
    /// What the current state's rule for an event needs, looked up by ``step(for:)`` without
    /// taking it: a plain state change, a rejection, or anything else (which only ``send(_:)``
    /// may take).
    ///
    /// A step describes the state it was looked up in; it is meant to be taken at once, before
    /// anything else can move the machine.
    @frozen
    @usableFromInline package struct Step: Sendable, Hashable {
        /// As in `DefinitionTable.hotFast`: `>= 0` a plain rule (the target index in the high
        /// 32 bits, its first table slot in the low 32); `-1` no rule; below `-1` anything else.
        @usableFromInline let raw: Int64

        @inlinable
        init(raw: Int64) { self.raw = raw }

        /// Whether the rule changes nothing but the state: no guard, no action, and no delayed
        /// rule anywhere in the machine, so ``StateMachine/take(_:)`` can perform it.
        @inlinable
        package var isPlain: Bool { raw >= 0 }

        /// Whether the current state has no rule for the event: ``StateMachine/send(_:)`` would
        /// reject it as ``TransitionRejected/Reason/notAllowed``.
        @inlinable
        package var isRejection: Bool { raw == -1 }

        /// For a plain step, the position in ``Definition/states`` of the state it leads to.
        @inlinable
        package var targetIndex: Int? { raw >= 0 ? Int(truncatingIfNeeded: raw >> 32) : nil }
    }

    /// Looks up what `event` would do in the current state, without taking it or calling a
    /// guard; constant time, no allocation.
    ///
    /// Together with ``take(_:)`` it lets a layer above the machine (``Router`` is one) take
    /// plain rules without the machine's handlers and announce the change itself. A machine that
    /// is not started, is in a transition, or is built from a transition function gives a step
    /// that is neither plain nor a rejection: send the event instead.
    /// - Parameter event: The event.
    /// - Returns: The step.
    @inlinable
    @inline(__always)
    package func step(for event: Event) -> Step {
        if _slowPath(gate & ~Self.hooksBit != 0) { return Step(raw: -2) }
        let kind = table.kind(of: event)
        if _slowPath(kind < 0) { return Step(raw: -1) }
        return Step(raw: table.hotFast[currentRow &+ kind])
    }

    /// Performs a plain step looked up by ``step(for:)`` in the current state: the state
    /// changes and **nothing else runs** — no handler, observer or history entry, because the
    /// caller announces the change itself (take it only where that is so; ``send(_:)`` is the
    /// ordinary way).
    ///
    /// A step that is not plain, or a machine that is not idle, changes nothing.
    /// - Parameter step: A plain step of the current state.
    /// - Returns: The position in ``Definition/states`` of the state left, or `nil` when nothing
    ///   changed.
    @inlinable
    @inline(__always)
    package func take(_ step: Step) -> Int? {
        let raw = step.raw
        let target = Int(truncatingIfNeeded: raw >> 32)
        guard _fastPath(raw >= 0 && gate & ~Self.hooksBit == 0 && target < table.states.count) else { return nil }
        let from = storedIndex
        storedIndex = target
        currentRow = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: raw))
        return from
    }

    /// ``take(_:)`` for a caller that already knows the step is plain and was looked up in the
    /// current state of this idle machine (the router's dispatch path): no checks.
    /// - Returns: The position of the state left.
    @inlinable
    @inline(__always)
    func takeKnownPlain(_ step: Step) -> Int {
        let from = storedIndex
        storedIndex = Int(truncatingIfNeeded: step.raw >> 32)
        currentRow = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: step.raw))
        return from
    }

    /// The current state's position in ``Definition/states`` (for a machine built from a
    /// transition function, a slot with no meaning outside the machine).
    @inlinable
    package var stateIndex: Int { storedIndex }

    /// The rejection ``send(_:)`` would throw now for an event the current state has no rule for
    /// (``TransitionRejected/Reason/notAllowed``), built without sending it.
    /// - Parameter event: The event.
    /// - Returns: The rejection, with the current state and its allowed events.
    @inlinable
    package func rejection(for event: Event) -> TransitionRejected<State, Event> {
        rejection(event, .notAllowed)
    }

    /// Whether the rule `event` takes in the current state is internal: it stays in its state
    /// without leaving or entering it. `false` when there is no rule or the first candidate
    /// is guarded.
    /// - Parameter event: The event.
    /// - Returns: Whether its rule is internal.
    @usableFromInline package func isInternalRule(for event: Event) -> Bool {
        guard !isFunction else { return false }
        let kind = table.kind(of: event)
        guard kind >= 0 else { return false }
        let rule = Int(table.hotEntries[table.slot(state: storedIndex, kind: kind)])
        return rule >= 0 && table.ruleInternal[rule]
    }
}
