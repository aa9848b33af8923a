import Stagehand

/// One step of a generated test scenario for a `StateContainer`.
public enum ContainerOperation<State> {
    /// Calls `StateContainer/setNeedsTransition(to:animated:completion:)`.
    case request(State, animated: Bool)
    /// Makes the request from inside the container's next callback (right after its next
    /// `willTransition`), or at once if no transition starts before the scenario ends.
    case requestFromCallback(State, animated: Bool)
    /// Calls the container's own appearance entry point for `call`.
    case container(AppearanceCall, animated: Bool)
    /// Advances the manual clock.
    case advance(Duration)
    /// Makes the host replay the completion of every animation that has already ended or was
    /// finished (stale completions the engine must ignore).
    case replayStaleCompletions
}

extension ContainerOperation: CustomStringConvertible {
    /// The operation as a short line, for failure reports.
    public var description: String {
        switch self {
        case .request(let state, let animated): "request(\(state), animated: \(animated))"
        case .requestFromCallback(let state, let animated): "requestFromCallback(\(state), animated: \(animated))"
        case .container(let call, let animated): "container.\(call)(animated: \(animated))"
        case .advance(let duration): "advance(\(duration))"
        case .replayStaleCompletions: "replayStaleCompletions"
        }
    }
}

extension ContainerOperation: Equatable where State: Equatable {}
extension ContainerOperation: Sendable where State: Sendable {}
