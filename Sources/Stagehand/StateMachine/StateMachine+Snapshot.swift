extension StateMachine {
    /// Everything needed to resume a machine: its state, whether it was started, the time
    /// left on each delayed rule that is waiting, and the fingerprint of the definition it was
    /// taken with.
    ///
    /// `Codable` when `State` is. Handlers, observers and history are not part of a snapshot:
    /// they belong to the running program, not to the machine's state.
    ///
    /// A restore checks the fingerprint first: pending delays name rules by number, and the
    /// same numbers mean other rules in another definition. Snapshots encoded before
    /// fingerprints existed decode with ``fingerprint`` `nil` and are refused by a restore
    /// (``SnapshotError/missingFingerprint(definition:)``); there is no way to tell which
    /// definition they belong to.
    public struct Snapshot: Sendable, Hashable {
        /// The current state.
        public var state: State
        /// Whether the machine had been started.
        public var isStarted: Bool
        /// The armed delayed rules, by rule index, with the time they still have to wait.
        public var pending: [PendingDelay]
        /// The ``Definition/fingerprint`` of the definition the snapshot was taken with; `nil`
        /// only in snapshots decoded from a version without fingerprints.
        public var fingerprint: UInt64?

        /// Creates a snapshot.
        /// - Parameters:
        ///   - state: The current state.
        ///   - isStarted: Whether the machine was started.
        ///   - pending: The armed delayed rules.
        ///   - fingerprint: The ``Definition/fingerprint`` of the machine's definition.
        public init(state: State, isStarted: Bool, pending: [PendingDelay], fingerprint: UInt64?) {
            self.state = state
            self.isStarted = isStarted
            self.pending = pending
            self.fingerprint = fingerprint
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
    package init(rule: Int, remaining: Duration) {
        self.rule = rule
        self.remaining = remaining
    }
}
