/// What a ``StateContainer`` reports to its ``StateContainer/observer``: the requests it got,
/// its own appearance changes as it applies them, and the transitions it runs.
public enum StateContainerEvent<State> {
    /// ``StateContainer/setNeedsTransition(to:animated:completion:)`` was called (reported at the
    /// call, before any deferral).
    case requested(State, animated: Bool)
    /// The container applied an appearance call of its own (reported when applied, which may be
    /// after the backend's call when it was made inside a callback). `willAppear`, `didAppear` and
    /// `willDisappear` are reported before the children get theirs, `didDisappear` after, so the
    /// container counts as on screen exactly while its children may get appearance calls.
    case container(AppearanceCall, animated: Bool)
    /// A transition starts; reported right before ``StateContainer/willTransition(to:animated:)``.
    case willTransition(to: State, animated: Bool)
    /// A transition ended; reported right after ``StateContainer/didTransition(from:animated:)``.
    case didTransition(from: State, to: State, animated: Bool)
}
