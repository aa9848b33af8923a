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
