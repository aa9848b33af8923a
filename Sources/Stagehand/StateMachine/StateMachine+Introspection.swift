extension StateMachine {
    /// The index of the rule whose transition is running, or `nil` outside a transition.
    ///
    /// Leave and enter handlers, actions and observers read it to learn which rule fired: for a
    /// rule from several states, or one of several guarded rules for the same event, the
    /// ``Transition`` alone does not say. The index is the rule's position in the definition's
    /// rules (for a definition built from a ``MachineDescription``, its position in
    /// ``MachineDescription/events``). It is `nil` while ``start()`` enters the initial state,
    /// between transitions, and in a machine built from a transition function.
    package var firingRule: Int? { performingRule >= 0 ? performingRule : nil }

    /// The event kinds the current state has rules for, ignoring guards; empty for a machine
    /// built from a transition function.
    public var allowedEvents: [Event] {
        isFunction ? [] : table.allowedEvents(in: currentIndex)
    }

    /// Whether `event` would be accepted now: a rule matches and its guard (if any) allows it,
    /// or, for a function machine, the function returns a state. Nothing runs.
    /// - Parameter event: The event, with its payload.
    /// - Returns: `true` when `send` would transition.
    public func canSend(_ event: Event) -> Bool {
        guard isStarted else { return false }
        guard !isFunction else { return function?(state, event) != nil }
        let kind = table.kind(of: event)
        guard kind >= 0 else { return false }
        let entry = table.table[table.slot(state: currentIndex, kind: kind)]
        if entry >= 0 { return true }
        if entry == DefinitionTable<State, Event>.none { return false }
        return firstPassing(chain: Int(-(entry + 2)), kind: kind, event: event, table: table) >= 0
    }

    /// The state `event` would lead to now, or `nil` when it would be rejected. Nothing runs.
    /// - Parameter event: The event, with its payload.
    /// - Returns: The target state.
    public func target(of event: Event) -> State? {
        guard isStarted else { return nil }
        guard !isFunction else { return function?(state, event) }
        let kind = table.kind(of: event)
        guard kind >= 0 else { return nil }
        let entry = table.table[table.slot(state: currentIndex, kind: kind)]
        if entry == DefinitionTable<State, Event>.none { return nil }
        let rule =
            entry >= 0 ? Int(entry) : firstPassing(chain: Int(-(entry + 2)), kind: kind, event: event, table: table)
        return rule >= 0 ? table.states[table.ruleTarget[rule]] : nil
    }
}
