extension Statechart {
    /// What one macrostep did: the signal that started it and the states it exited and entered,
    /// in the order it exited and entered them (a state may appear in both).
    public struct Macrostep: Sendable, Hashable {
        /// The external event that started it, or `nil` for start-up.
        public let trigger: Signal?
        /// Exited states, in exit order (including exit handlers run when the machine ended).
        public let exited: [State]
        /// Entered states, in entry order.
        public let entered: [State]
    }
}
