extension Statechart {
    /// What one macrostep did: the signal that started it, the transitions that fired, and the
    /// states it exited and entered, in the order it exited and entered them (a state may
    /// appear in both).
    public struct Macrostep: Sendable, Hashable {
        /// The external event that started it, or `nil` for start-up.
        public let trigger: Signal?
        /// Exited states, in exit order (including exit handlers run when the machine ended).
        public let exited: [State]
        /// Entered states, in entry order.
        public let entered: [State]
        /// The transitions that fired, microstep by microstep (each microstep's in the order of
        /// its optimal enabled transition set), so a tool can name the rule that fired without
        /// re-deriving it. Empty for a discarded event.
        public let transitions: [FiredTransition]
        /// Where the trigger came from: the app, a delayed send, an action's send or an
        /// invocation (``MacrostepOrigin/start`` for start-up).
        public let origin: MacrostepOrigin
        /// Every guard evaluated during the macrostep, in evaluation order, with its result:
        /// what a recorded session needs to replay the step without the guards' Swift code.
        public let guards: [GuardOutcome]
        /// The delayed sends the macrostep's actions scheduled, in order.
        public let scheduledSends: [ScheduledSend]
        /// The identifiers the macrostep's actions cancelled, in order (each may cancel none).
        public let cancelledSends: [String]
        /// The events the macrostep's actions raised (``ActionContext/raise(_:)``), in order.
        public let raisedEvents: [Event]
    }

    /// One guard evaluated during a macrostep and what it decided.
    public struct GuardOutcome: Sendable, Hashable {
        /// The guarded transition's position among all of the chart's transitions (as in
        /// ``FiredTransition/index``).
        public let transition: Int
        /// Whether the guard held.
        public let holds: Bool
    }

    /// A delayed send an action scheduled on the chart's clock.
    public struct ScheduledSend: Sendable, Hashable {
        /// The event to be sent.
        public let event: Event
        /// The identifier ``ActionContext/cancel(id:)`` can use, if any.
        public let id: String?
        /// How long after scheduling it falls due.
        public let delay: Duration
    }

    /// A transition that fired during a macrostep: the state that declares it, its position in
    /// the chart, and the signal it reacted to.
    public struct FiredTransition: Sendable, Hashable {
        /// The state (or parallel or final state) the transition is declared in.
        public let source: State
        /// Its position among all of the chart's transitions, counting the states in document
        /// order and each state's transitions in the order they are declared (0-based).
        public let index: Int
        /// Its position among the transitions declared in `source` (0-based).
        public let indexInSource: Int
        /// The signal of its microstep: an event, a `done.state` signal, or `nil` when the
        /// transition is eventless.
        public let signal: Signal?
    }
}

/// Where the event that started a macrostep came from.
public enum MacrostepOrigin: String, Sendable, Hashable {
    /// Start-up: no event.
    case start
    /// The app sent it (``Statechart/send(_:)``), possibly while another macrostep ran.
    case external
    /// A delayed send fell due on the chart's clock.
    case delayedSend
    /// An action sent it without delay (SCXML `<send>` to the external queue).
    case actionSend
    /// An invocation delivered it (a result, an element of a sequence, a child chart's event).
    case invocation
}
