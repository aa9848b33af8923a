/// How a request made with ``StateContainer/setNeedsTransition(to:animated:completion:)`` was
/// settled; every request's completion receives exactly one, unless the container is released
/// first (a request still waiting or animating then never completes).
public enum TransitionOutcome: Hashable, Sendable, CustomStringConvertible {
    /// A transition to the requested state ran and ended.
    case shown
    /// The requested state was already shown or already the container's target, so nothing ran.
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
