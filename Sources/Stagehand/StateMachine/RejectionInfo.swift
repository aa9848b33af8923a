/// What a ``TransitionRejected`` needs besides its state and event to explain itself: the
/// definition's event kinds and which kinds each state has rules for, and, for a run stopped
/// at its step limit, the limit and the run's last transitions.
///
/// Each definition table makes one and keeps it; every rejection of the table's machines holds
/// it strongly, so a rejection may outlive its machine and its definition and still list the
/// allowed events. It holds only event values, flags and transitions — never guards, actions or
/// anything else a definition captures — so what a kept rejection keeps alive is small.
@usableFromInline
final class RejectionInfo<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    let kinds: [Event]
    let allowed: AllowedKinds
    /// Whether the machine has a rule table; `false` for a machine built from a transition
    /// function, which cannot list its allowed events.
    let isInspectable: Bool
    /// The step limit a stopped run reached; `0` for other rejections.
    let stepLimit: Int
    /// The last transitions of a stopped run, oldest first; empty for other rejections.
    let trace: [StateMachine<State, Event>.Transition]

    init(
        kinds: [Event], allowed: AllowedKinds, isInspectable: Bool = true, stepLimit: Int = 0,
        trace: [StateMachine<State, Event>.Transition] = []
    ) {
        self.kinds = kinds
        self.allowed = allowed
        self.isInspectable = isInspectable
        self.stepLimit = stepLimit
        self.trace = trace
    }

    /// The kinds with a rule in `state`, in definition order (at most `limit`).
    func allowedEvents(in state: Int, limit: Int = .max) -> [Event] {
        allowed.kinds(in: state, limit: limit).map { kinds[$0] }
    }
}
