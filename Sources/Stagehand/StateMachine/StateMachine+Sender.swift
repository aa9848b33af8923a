extension StateMachine {
    /// Lets a handler send events to the machine running it without capturing the machine.
    ///
    /// Handlers registered with the `withSender:` variants of the registrations
    /// (``StateMachine/onEnter(_:withSender:)`` and the others) receive one. It refers to the machine weakly, so a handler that uses it
    /// (or keeps it) makes no reference cycle with the machine, and one used after the machine
    /// is gone does nothing.
    ///
    /// ```swift
    /// machine.onEnter(.loading) { _, sender in  // or onEnter(.loading, withSender: { … })
    ///     sender.send(.finish)  // runs right after this transition
    /// }
    /// ```
    public struct Sender {
        weak var machine: StateMachine?

        init(_ machine: StateMachine) {
            self.machine = machine
        }

        /// Sends `event` to the machine.
        ///
        /// During a transition (the usual case, from a handler) the event is queued and runs
        /// after the current transition, in order, exactly as `machine.send(_:)` from a handler
        /// would; a rejection of it reaches the caller of the `send` that started the run (or,
        /// for a run started by ``StateMachine/start()`` or a delayed rule,
        /// ``StateMachine/onUndeliveredRejection``). Outside a transition — a sender kept for
        /// later — the event is sent at once, and since there is no caller to throw to, a
        /// rejection goes to the ``UnhandledEventPolicy/report(_:)`` policy's handler or to
        /// ``StateMachine/onUndeliveredRejection``. Does nothing once the machine is gone.
        /// - Parameter event: The event, with its payload.
        public func send(_ event: Event) {
            guard let machine else { return }
            do throws(TransitionRejected<State, Event>) {
                try machine.send(event)
            } catch {
                machine.deliverUndelivered(error)
            }
        }

        /// Whether the machine still exists.
        public var isConnected: Bool { machine != nil }
    }

    /// A handler that also receives a ``Sender`` for the machine it runs on.
    public typealias SendingHandler = (Transition, Sender) -> Void

    /// Registers a handler that runs when `state` is entered and may send events through the
    /// ``Sender`` it receives.
    /// - Parameters:
    ///   - state: The state.
    ///   - handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onEnter(_ state: State, withSender handler: @escaping SendingHandler) -> ObservationID {
        onEnter(state, passingSender(handler))
    }

    /// Registers a handler that runs when `state` is left and may send events through the
    /// ``Sender`` it receives.
    /// - Parameters:
    ///   - state: The state.
    ///   - handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onLeave(_ state: State, withSender handler: @escaping SendingHandler) -> ObservationID {
        onLeave(state, passingSender(handler))
    }

    /// Registers a handler that runs whenever any state is entered and may send events through
    /// the ``Sender`` it receives.
    /// - Parameter handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onEnterAny(withSender handler: @escaping SendingHandler) -> ObservationID {
        onEnterAny(passingSender(handler))
    }

    /// Registers a handler that runs whenever any state is left and may send events through the
    /// ``Sender`` it receives.
    /// - Parameter handler: The handler.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onLeaveAny(withSender handler: @escaping SendingHandler) -> ObservationID {
        onLeaveAny(passingSender(handler))
    }

    /// Registers a transition action that may send events through the ``Sender`` it receives.
    /// - Parameter handler: The action.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func onTransition(withSender handler: @escaping SendingHandler) -> ObservationID {
        onTransition(passingSender(handler))
    }

    /// Registers an observer that may send events through the ``Sender`` it receives.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeHandler(_:)``.
    @discardableResult
    public func observe(withSender handler: @escaping SendingHandler) -> ObservationID {
        observe(passingSender(handler))
    }

    /// `handler` as a plain handler that receives a ``Sender`` for this machine, made once.
    private func passingSender(_ handler: @escaping SendingHandler) -> Handler {
        let sender = Sender(self)
        return { handler($0, sender) }
    }
}
