/// Why ``SessionReplay`` stopped.
public enum SessionReplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Line `line` (1-based) of the session is not what the recorder writes, or names an
    /// event the test cannot make.
    case unreadable(line: Int, reason: String)
    /// The chart reached another configuration at recorded step `step` (of the replayed source).
    case diverged(step: Int, event: String?, expected: [String], actual: [String])
    /// The chart took fewer or more macrosteps than the recording.
    case stepCountDiffers(expected: Int, actual: Int)

    /// What happened, where, and what was expected.
    public var description: String {
        switch self {
        case .unreadable(let line, let reason):
            "line \(line) of the session cannot be replayed: \(reason)"
        case .diverged(let step, let event, let expected, let actual):
            "step \(step) (\(event.map { "event '\($0)'" } ?? "start-up")) diverged: expected configuration "
                + "[\(expected.joined(separator: ", "))], actual [\(actual.joined(separator: ", "))]"
        case .stepCountDiffers(let expected, let actual):
            "the recording has \(expected) steps, the replay took \(actual)"
        }
    }
}
