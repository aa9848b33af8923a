extension Statechart {
    /// The active atomic states (atomic and final), in document order.
    public var configuration: [State] {
        @_specialize(exported:true,where State == String, Event == String)  // See `start()`.
        get { program.table.states(at: atomicConfigurationIndices()) }
    }

    /// Every active state (compound, parallel and atomic), in document order.
    public var activeStates: [State] {
        var states: [Int] = []
        appendActiveDescendants(of: 0, to: &states)
        return program.table.states(at: states)
    }

    /// Whether `state` is in the active configuration (SCXML `In()`); history pseudo-states and
    /// undeclared values are never active.
    /// - Parameter state: Any value.
    /// - Returns: `true` if it is active.
    public func isActive(_ state: State) -> Bool {
        guard let index = program.table.index[state] else { return false }
        return run.active[index] && index > 0
    }

    /// The states a history pseudo-state recorded when its parent was last exited (active
    /// children for shallow history, active atomic descendants for deep), in document order;
    /// `nil` when nothing is recorded yet or `history` is not a history pseudo-state.
    /// - Parameter history: A history pseudo-state.
    /// - Returns: The recorded states.
    public func history(_ history: State) -> [State]? {
        guard let index = program.table.index[history], program.topology.kinds[index] == .history,
            let value = run.historyValue[index]
        else { return nil }
        return program.table.states(at: value)
    }

    /// The identifier of each state, as used in `done.state.<id>` names and diagnostics.
    /// - Parameter state: A declared state.
    /// - Returns: Its identifier, or `nil` if it is not declared.
    public func identifier(of state: State) -> String? {
        program.table.index[state].map { program.topology.ids[$0] }
    }
}
