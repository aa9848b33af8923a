/// Why a snapshot was refused by a ``StateMachine`` (``StateMachine/restore(_:)``,
/// ``StateMachine/resume(at:pending:)``) or a ``Statechart`` (``Statechart/restore(_:)``); the
/// machine or chart is then unchanged.
///
/// One type for both: a flat machine and a statechart refuse a snapshot of another definition
/// the same way, by fingerprint, before looking at its states.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The snapshot was taken with another definition: its fingerprint differs from the
    /// definition's (`StateMachine.Definition.fingerprint`, `Statechart.Definition.fingerprint`).
    case definitionMismatch(snapshot: UInt64, definition: UInt64)
    /// The snapshot has no fingerprint (it was encoded by a version without them), so which
    /// definition it belongs to cannot be checked.
    case missingFingerprint(definition: UInt64)
    /// A state the snapshot names is not a state of the definition; `known` lists the
    /// definition's states in order.
    case unknownState(String, known: [String])
    /// A flat machine's pending delay names a rule that is not a delayed rule of the snapshot's
    /// state.
    case invalidPendingRule(Int, state: String)
    /// A flat machine's pending delay has a remaining time that is negative or longer than
    /// ``RunLimits/maximumDelaySeconds``.
    case invalidRemainingTime(rule: Int, remaining: Duration)
    /// A chart's configuration is not one SCXML allows: the reason says which rule it breaks.
    case inconsistentConfiguration(String)
    /// A chart's history record names something that is not a history pseudo-state, or states
    /// it cannot have recorded.
    case invalidHistory(history: String, reason: String)
    /// A chart's pending send is due in the past, or the chart has no clock to schedule it on.
    case invalidPendingSend(String)
    /// The machine is running a transition, or the chart a macrostep: restore was called from
    /// a handler or an action.
    case busy
    /// A recorded invocation is not declared by its state (with that kind), or its state is
    /// not active in the snapshot's configuration.
    case unknownInvocation(state: String, id: String)
    /// A recorded child chart's definition changed since the snapshot was taken (its
    /// fingerprint differs); restarting it could not mean the same thing.
    case childChartChanged(id: String)

    /// The most states ``unknownState(_:known:)`` names in its description.
    static let maximumNamedStates = 20

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .definitionMismatch(let snapshot, let definition):
            "snapshot was taken with another definition (fingerprint \(Self.hex(snapshot))); "
                + "it can only be restored into the definition it was taken with, and this one's is \(Self.hex(definition))"
        case .missingFingerprint(let definition):
            "snapshot has no definition fingerprint (it was saved by a version without them), so it cannot be "
                + "checked against this definition (fingerprint \(Self.hex(definition))); take a new snapshot"
        case .unknownState(let state, let known):
            "snapshot state '\(state)' is not a state of the definition; states: \(known.list(showing: Self.maximumNamedStates))"
        case .invalidPendingRule(let rule, let state):
            "snapshot names rule \(rule) as pending, but it is not a delayed rule of state '\(state)'"
        case .invalidRemainingTime(let rule, let remaining):
            "snapshot gives rule \(rule) a remaining time of \(remaining); allowed: 0 to "
                + "\(Int64(RunLimits.maximumDelaySeconds)) seconds (RunLimits.maximumDelaySeconds)"
        case .inconsistentConfiguration(let reason): "the snapshot's configuration is inconsistent: \(reason)"
        case .invalidHistory(let history, let reason): "the snapshot's history for '\(history)' is invalid: \(reason)"
        case .invalidPendingSend(let reason): "the snapshot's pending send is invalid: \(reason)"
        case .busy: "a snapshot cannot be restored during a transition (from a handler or an action)"
        case .unknownInvocation(let state, let id):
            "the snapshot's invocation '\(id)' of state '\(state)' is not an invocation of that state, or the state is "
                + "not active; only an active state's declared invocations can be running"
        case .childChartChanged(let id):
            "the snapshot's child chart '\(id)' was recorded with another definition (its fingerprint differs); "
                + "restore it with the chart definition it was taken with"
        }
    }

    /// A fingerprint as 16 hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
