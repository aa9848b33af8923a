extension StateMachine {
    /// Everything needed to resume a machine: its state, whether it was started, and the time
    /// left on each delayed rule that is waiting.
    ///
    /// `Codable` when `State` is. Handlers, observers and history are not part of a snapshot:
    /// they belong to the running program, not to the machine's state.
    public struct Snapshot: Sendable, Hashable {
        /// The current state.
        public var state: State
        /// Whether the machine had been started.
        public var isStarted: Bool
        /// The armed delayed rules, by rule index, with the time they still have to wait.
        public var pending: [PendingDelay]

        /// Creates a snapshot.
        /// - Parameters:
        ///   - state: The current state.
        ///   - isStarted: Whether the machine was started.
        ///   - pending: The armed delayed rules.
        public init(state: State, isStarted: Bool, pending: [PendingDelay]) {
            self.state = state
            self.isStarted = isStarted
            self.pending = pending
        }
    }
}

extension StateMachine.Snapshot: Codable where State: Codable {}

/// A delayed rule that is waiting: the rule's index in its definition and the time left.
public struct PendingDelay: Sendable, Hashable, Codable {
    /// The index of the delayed rule in the definition's rules.
    public var rule: Int
    /// How long until it fires.
    public var remaining: Duration

    /// Creates a pending delay.
    /// - Parameters:
    ///   - rule: The rule index.
    ///   - remaining: The time left.
    public init(rule: Int, remaining: Duration) {
        self.rule = rule
        self.remaining = remaining
    }
}

/// Why a snapshot could not be restored into a machine.
public enum MachineSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The snapshot's state is not a state of the definition.
    case unknownState(String, known: [String])
    /// A pending delay names a rule that is not a delayed rule of the snapshot's state.
    case invalidPendingRule(Int, state: String)

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .unknownState(let state, let known):
            "snapshot state '\(state)' is not a state of the definition; states: \(known.joined(separator: ", "))"
        case .invalidPendingRule(let rule, let state):
            "snapshot names rule \(rule) as pending, but it is not a delayed rule of state '\(state)'"
        }
    }
}
