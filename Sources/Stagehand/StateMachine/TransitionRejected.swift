/// The typed error `StateMachine.send` throws when the current state has no rule for an event.
///
/// It holds only the state, the event and an unretained reference to the definition's
/// process-lifetime list of allowed events, so throwing it allocates nothing and needs no
/// reference counting; ``description`` builds the message when asked, e.g.
/// `event 'showSignIn' is not allowed in state 'root'; allowed: showLanding`.
public struct TransitionRejected<State: Hashable & Sendable, Event: Hashable & Sendable>: Error,
    CustomStringConvertible
{
    /// Why the event was rejected.
    public enum Reason: Sendable, Hashable {
        /// No rule handles the event in the state.
        case notAllowed
        /// Rules exist, but every guard refused the event.
        case guardRejected
        /// The machine has not been started yet (see `StateMachine.start()`).
        case notStarted
    }

    /// The state the machine was in; it is still in it.
    public let state: State
    /// The event that was rejected, with its payload.
    public let event: Event
    /// Why it was rejected.
    public let reason: Reason
    @usableFromInline let info: Unmanaged<RejectionInfo<State, Event>>?
    @usableFromInline let stateIndex: Int

    @inlinable
    init(
        state: State, event: Event, reason: Reason, info: Unmanaged<RejectionInfo<State, Event>>?, stateIndex: Int
    ) {
        self.state = state
        self.event = event
        self.reason = reason
        self.info = info
        self.stateIndex = stateIndex
    }

    /// The events (kinds) the state has rules for, in definition order; empty for a machine
    /// built from a transition function, which cannot be inspected.
    public var allowedEvents: [Event] {
        // The info is kept alive for the whole process by RejectionInfoRegistry.
        info?.takeUnretainedValue().allowedEvents(in: stateIndex) ?? []
    }

    /// The message: what was sent, in which state, and what is allowed there.
    public var description: String {
        let allowed: String
        if info == nil {
            allowed = "the transition function has no transition for it"
        } else {
            let names = allowedEvents.map { String(describing: $0) }
            allowed = "allowed: " + (names.isEmpty ? "none" : names.joined(separator: ", "))
        }
        switch reason {
        case .notAllowed:
            return "event '\(event)' is not allowed in state '\(state)'; \(allowed)"
        case .guardRejected:
            return "event '\(event)' was refused by every guard in state '\(state)'; \(allowed)"
        case .notStarted:
            return "event '\(event)' was sent before the machine was started (state '\(state)'); call start() first"
        }
    }
}
