/// What a ``StateContainer`` does with requests made while a transition is running.
///
/// Whatever the policy, the last requested state is reached and no request is lost, also not
/// while the container is off screen.
public enum TransitionPolicy: Hashable, Sendable, CustomStringConvertible {
    /// One pending slot: the latest request replaces any earlier pending one and runs when the
    /// current transition ends; intermediate states are never built. The default.
    case coalesce
    /// Every request is played in the order it was made, each after the previous one has ended.
    case queue
    /// In-flight animations are finished at once (ending the current transition) and the new
    /// transition starts immediately from what is on screen. A ``ChildTransition/minimumVisibleDuration``
    /// still holds: anti-flicker wins over interruption.
    case interrupt

    /// The policy's name.
    public var description: String {
        switch self {
        case .coalesce: "coalesce"
        case .queue: "queue"
        case .interrupt: "interrupt"
        }
    }
}
