extension StateMachine {
    /// One step of a machine, as handlers, actions and observers see it.
    ///
    /// `from` and `event` are `nil` only for the entry into the initial state when the machine
    /// starts. For a delayed rule, `event` is the rule's event.
    public struct Transition: Sendable {
        /// The state left, or `nil` when the machine enters its initial state.
        public let from: State?
        /// The state entered (or stayed in, for an internal transition).
        public let to: State
        /// The event that caused the step, with its payload; `nil` on start.
        public let event: Event?
        /// Whether the step is an internal self-transition (no leave, no enter).
        public let isInternal: Bool

        /// Creates a transition value.
        /// - Parameters:
        ///   - from: The state left.
        ///   - to: The state entered.
        ///   - event: The event.
        ///   - isInternal: Whether the step stays inside the state.
        @inlinable
        public init(from: State?, to: State, event: Event?, isInternal: Bool = false) {
            self.from = from
            self.to = to
            self.event = event
            self.isInternal = isInternal
        }
    }
}

extension StateMachine.Transition: Equatable {}
extension StateMachine.Transition: Hashable {}
