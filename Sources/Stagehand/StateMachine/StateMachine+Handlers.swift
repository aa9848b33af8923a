extension StateMachine {
    /// Registers a handler that runs when `state` is entered (also on ``start()`` for the
    /// initial state).
    /// - Parameters:
    ///   - state: The state; handlers for a state the definition does not have never run.
    ///   - handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onEnter(_ state: State, _ handler: @escaping Handler) -> ObservationID {
        guard let index = index(of: state) else { return makeID() }
        return add(handler, to: &enterHandlers[index])
    }

    /// Registers a handler that runs when `state` is left, before the state changes.
    /// - Parameters:
    ///   - state: The state.
    ///   - handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onLeave(_ state: State, _ handler: @escaping Handler) -> ObservationID {
        guard let index = index(of: state) else { return makeID() }
        return add(handler, to: &leaveHandlers[index])
    }

    /// Registers a handler that runs whenever any state is entered, after the per-state ones.
    /// - Parameter handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onEnterAny(_ handler: @escaping Handler) -> ObservationID {
        add(handler, to: &enterAny)
    }

    /// Registers a handler that runs whenever any state is left, after the per-state ones.
    /// - Parameter handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onLeaveAny(_ handler: @escaping Handler) -> ObservationID {
        add(handler, to: &leaveAny)
    }

    /// Registers a transition action: it runs on every transition after the leave handlers and
    /// the rule's own action, before the state changes.
    /// - Parameter handler: The action.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onTransition(_ handler: @escaping Handler) -> ObservationID {
        add(handler, to: &actions)
    }

    /// Registers an observer: it runs last, after the new state's enter handlers, on every
    /// transition and on ``start()``.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping Handler) -> ObservationID {
        add(handler, to: &observers)
    }

    /// Removes a handler, action or observer; an unknown identifier does nothing.
    ///
    /// Registrations and removals made during a transition take effect from the next one.
    /// - Parameter id: What a registration returned.
    public func removeHandler(_ id: ObservationID) {
        for index in leaveHandlers.indices { leaveHandlers[index].removeAll { $0.id == id.raw } }
        for index in enterHandlers.indices { enterHandlers[index].removeAll { $0.id == id.raw } }
        leaveAny.removeAll { $0.id == id.raw }
        enterAny.removeAll { $0.id == id.raw }
        actions.removeAll { $0.id == id.raw }
        observers.removeAll { $0.id == id.raw }
        rejectionObservers.removeAll { $0.id == id.raw }
        handlersDirty = true
        updateHooks()
    }

    /// Registers an observer of rejected events under `id`, the identifier of a transition
    /// observer registered with it (``removeHandler(_:)`` removes both). It sees every event
    /// the machine does not take — thrown, ignored or reported — before the policy acts.
    /// - Parameters:
    ///   - id: What ``observe(_:)`` returned for the same client.
    ///   - handler: The observer.
    func observeRejections(as id: ObservationID, _ handler: @escaping (TransitionRejected<State, Event>) -> Void) {
        rejectionObservers.append(HandlerBox(id: id.raw, run: handler))
        hasHooks = true
    }

    /// How many transitions ``recentTransitions`` keeps; `0` (the default) records nothing.
    public var recentTransitionLimit: Int {
        get { log.capacity }
        set {
            log.resize(to: newValue)
            updateHooks()
        }
    }

    /// The latest transitions, oldest first, at most ``recentTransitionLimit`` of them.
    ///
    /// Not to be confused with a statechart's history states (``Statechart/history(_:)``), what a
    /// history pseudo-state recorded.
    public var recentTransitions: [Transition] { log.elements }

    /// Appends `handler` to one of the registration lists under a new identifier.
    private func add(
        _ handler: @escaping Handler, to list: inout ContiguousArray<HandlerBox<Transition>>
    ) -> ObservationID {
        let id = makeID()
        list.append(HandlerBox(id: id.raw, run: handler))
        return id
    }

    private func makeID() -> ObservationID {
        nextHandlerID += 1
        hasHooks = true
        handlersDirty = true
        return ObservationID(raw: nextHandlerID)
    }

    private func index(of state: State) -> Int? {
        if !isFunction { return table.stateIndex[state] }
        return internDynamic(state)
    }

    private func updateHooks() {
        hasHooks =
            log.capacity > 0 || !leaveAny.isEmpty || !enterAny.isEmpty || !actions.isEmpty || !observers.isEmpty
            || !rejectionObservers.isEmpty
            || leaveHandlers.contains { !$0.isEmpty } || enterHandlers.contains { !$0.isEmpty }
    }
}
