/// How a request made with ``StateContainer/setNeedsTransition(to:animated:completion:)`` was
/// settled; every request's completion receives exactly one, unless the container is released
/// first (a request still waiting or animating then never completes).
public enum TransitionOutcome: Hashable, Sendable, CustomStringConvertible {
    /// A transition to the requested state ran and ended.
    ///
    /// A request for the state that the running transition (or the request waiting to run) already
    /// heads to starts nothing of its own: it joins that one and completes with it — `shown` when
    /// the transition ends, so the state is on screen when the completion runs.
    case shown
    /// When the request's turn came the requested state was already shown, so no transition ran.
    ///
    /// A request for the shown state while nothing runs or waits completes so at once. A request
    /// that waited completes so when the state it asks for was reached meanwhile (for example a
    /// request for the running transition's target that, under ``TransitionPolicy/coalesce``,
    /// replaced a different waiting request).
    case alreadyShown
    /// A later request replaced this one before it ran (``TransitionPolicy/coalesce``).
    case superseded

    /// The outcome's name.
    public var description: String {
        switch self {
        case .shown: "shown"
        case .alreadyShown: "alreadyShown"
        case .superseded: "superseded"
        }
    }
}
