/// Why a ``SessionRecorder`` could not be created or could not record a source.
public enum SessionRecorderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The ring of a recorder without a sink must keep at least one record.
    case capacityTooSmall(Int)
    /// A source name was empty or already used by another source of the same recorder.
    case invalidSource(String, reason: String)
    /// The flat machine was built from a transition function, so it has no definition to record.
    case machineWithoutDefinition(source: String)

    /// What happened and what is allowed.
    public var description: String {
        switch self {
        case .capacityTooSmall(let capacity):
            "a session recorder without a sink needs a capacity of at least 1 record, not \(capacity)"
        case .invalidSource(let name, let reason):
            "source '\(name)' cannot be recorded: \(reason); give every source a distinct, non-empty name"
        case .machineWithoutDefinition(let source):
            "source '\(source)' is a machine built from a transition function, which has no definition to "
                + "record; build it from rules to record it"
        }
    }
}
