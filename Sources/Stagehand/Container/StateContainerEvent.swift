/// What a ``StateContainer`` reports to its ``StateContainer/observer``: the requests it got,
/// its own appearance changes as it applies them, and the transitions it runs.
public enum StateContainerEvent<State> {
    /// ``StateContainer/setNeedsTransition(to:animated:completion:)`` was called (reported at the
    /// call, before any deferral).
    case requested(State, animated: Bool)
    /// The container applied an appearance call of its own (reported when applied, which may be
    /// after the backend's call when it was made inside a callback).
    case container(AppearanceCall, animated: Bool)
    /// A transition starts; reported right after ``StateContainer/willTransition(to:animated:)``.
    case willTransition(to: State, animated: Bool)
    /// A transition ended; reported right after ``StateContainer/didTransition(from:animated:)``.
    case didTransition(from: State, to: State, animated: Bool)
}
