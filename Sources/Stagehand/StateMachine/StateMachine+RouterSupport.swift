extension StateMachine {
    /// For ``Router``: what the current state's table slot says about `event`, without taking it.
    ///
    /// `>= 0`: a plain rule, taken by nothing but the state change (unguarded, no action, no
    /// delayed rules anywhere in the machine), packed as in `DefinitionTable.hotFast` (the target
    /// index in the high 32 bits); `-1`: no rule, a rejection; below `-1`: anything else, which only
    /// ``send(_:)`` may take. Valid only for a started rule-table machine.
    @inlinable
    @inline(__always)
    func routerPlainStep(for event: Event) -> Int64 {
        let kind = table.kind(of: event)
        if _slowPath(kind < 0) { return -1 }
        return table.hotFast[currentRow &+ kind]
    }

    /// For ``Router``: takes a plain rule that ``routerPlainStep(for:)`` returned, while the
    /// machine is idle. Such a rule runs no guard, action or timer, so the machine's own
    /// handlers (the router's) have nothing to do: the router announces the change itself.
    /// - Returns: The index of the state left.
    @inlinable
    @inline(__always)
    func routerTake(_ step: Int64) -> Int {
        let from = storedIndex
        storedIndex = Int(truncatingIfNeeded: step >> 32)
        currentRow = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: step))
        return from
    }

    /// For ``Router``: the current state's index in the definition's table.
    @inlinable
    var routerStateIndex: Int { storedIndex }

    /// For ``Router``: the rejection `send(event)` would throw now for an event without a rule.
    @inlinable
    func routerRejection(of event: Event) -> TransitionRejected<State, Event> {
        table.rejection(in: storedIndex, event: event, reason: .notAllowed)
    }

    /// For ``Router``: whether the plain rule for `event` in the current state is internal (it
    /// neither leaves nor enters). Only asked for a rule that stays in its state.
    @usableFromInline
    func routerRuleIsInternal(_ event: Event) -> Bool {
        let kind = table.kind(of: event)
        guard kind >= 0 else { return false }
        let rule = Int(table.hotEntries[currentRow &+ kind])
        return rule >= 0 && table.ruleInternal[rule]
    }
}
