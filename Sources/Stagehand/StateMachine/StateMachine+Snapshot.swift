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
    /// (``MachineSnapshotError/missingFingerprint(definition:)``); there is no way to tell which
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

/// Why a snapshot could not be restored into a machine.
public enum MachineSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The snapshot was taken with another definition: its fingerprint differs from the
    /// definition's (see `StateMachine.Definition.fingerprint`).
    case definitionMismatch(snapshot: UInt64, definition: UInt64)
    /// The snapshot has no fingerprint (it was encoded by a version without them), so which
    /// definition it belongs to cannot be checked.
    case missingFingerprint(definition: UInt64)
    /// The snapshot's state is not a state of the definition.
    case unknownState(String, known: [String])
    /// A pending delay names a rule that is not a delayed rule of the snapshot's state.
    case invalidPendingRule(Int, state: String)
    /// A pending delay's remaining time is negative or longer than
    /// ``RunLimits/maximumDelaySeconds``.
    case invalidRemainingTime(rule: Int, remaining: Duration)

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .definitionMismatch(let snapshot, let definition):
            "snapshot was taken with another definition (fingerprint \(Self.hex(snapshot))); "
                + "it can only be restored into the definition it was taken with, and this one's is \(Self.hex(definition))"
        case .missingFingerprint(let definition):
            "snapshot has no definition fingerprint (it was saved by a version without them), so it cannot be "
                + "checked against this definition (fingerprint \(Self.hex(definition))); take a new snapshot"
        case .invalidRemainingTime(let rule, let remaining):
            "snapshot gives rule \(rule) a remaining time of \(remaining); allowed: 0 to "
                + "\(Int64(RunLimits.maximumDelaySeconds)) seconds (RunLimits.maximumDelaySeconds)"
        case .unknownState(let state, let known):
            "snapshot state '\(state)' is not a state of the definition; states: \(known.joined(separator: ", "))"
        case .invalidPendingRule(let rule, let state):
            "snapshot names rule \(rule) as pending, but it is not a delayed rule of state '\(state)'"
        }
    }
}

extension MachineSnapshotError {
    /// A fingerprint as 16 hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
