/// The typed error `StateMachine.send` throws when the current state has no rule for an event,
/// or when a run reaches the machine's step limit.
///
/// It holds the state, the event, the reason and the state's allowed events — packed inline when
/// they are plain data and fit in 15 bytes, otherwise a reference to the definition's shared,
/// immutable list — so throwing it allocates nothing and, in the common case, needs no
/// reference counting; ``description`` builds the message only when asked, e.g.
/// `event 'showSignIn' is not allowed in state 'root'; allowed: showLanding`. A rejection may
/// outlive its machine and definition.
public struct TransitionRejected<State: Hashable & Sendable, Event: Hashable & Sendable>: Error,
    Equatable, CustomStringConvertible
{
    /// Why the event was rejected.
    public enum Reason: Sendable, Hashable {
        /// No rule handles the event in the state.
        case notAllowed
        /// Rules exist, but every guard refused the event.
        case guardRejected
        /// The machine has not been started yet (see `StateMachine.start()`).
        case notStarted
        /// The run took `StateMachine.limits.stepsPerRun` transitions and still had events queued: it was
        /// stopped, and ``TransitionRejected/event`` (the next queued event) and the rest of the
        /// queue were dropped. ``TransitionRejected/trace`` lists the run's last transitions,
        /// ``TransitionRejected/stepLimit`` the limit.
        case stepLimitExceeded
    }

    /// The state the machine was in; it is still in it.
    public let state: State
    /// The event that was rejected, with its payload.
    public let event: Event
    /// Why it was rejected.
    public let reason: Reason
    /// The allowed events, when `info` is `nil`.
    @usableFromInline let packed: PackedEvents
    @usableFromInline let info: RejectionInfo<State, Event>?
    @usableFromInline let stateIndex: Int

    @inlinable
    init(
        state: State, event: Event, reason: Reason, packed: PackedEvents, info: RejectionInfo<State, Event>?,
        stateIndex: Int
    ) {
        self.state = state
        self.event = event
        self.reason = reason
        self.packed = packed
        self.info = info
        self.stateIndex = stateIndex
    }

    /// The events (kinds) the state has rules for, in definition order; empty for a machine
    /// built from a transition function, which cannot be inspected.
    public var allowedEvents: [Event] {
        if let info { return info.allowedEvents(in: stateIndex) }
        return packed.events(as: Event.self)
    }

    /// For ``Reason/stepLimitExceeded``: the last transitions the stopped run took (at most 8),
    /// oldest first, ending in ``state``; empty for other reasons.
    public var trace: [StateMachine<State, Event>.Transition] {
        info?.trace ?? []
    }

    /// For ``Reason/stepLimitExceeded``: the machine's step limit (``RunLimits/stepsPerRun``) the
    /// run reached; `nil` for
    /// other reasons.
    public var stepLimit: Int? {
        reason == .stepLimitExceeded ? info?.stepLimit : nil
    }

    /// Two rejections are equal when they name the same state, event and reason, allow the same
    /// events, and (for a step limit) carry the same limit and trace; how they store that is not
    /// compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state && lhs.event == rhs.event && lhs.reason == rhs.reason
            && lhs.allowedEvents == rhs.allowedEvents && lhs.stepLimit == rhs.stepLimit
            && lhs.trace == rhs.trace
    }

    /// The message: what was sent, in which state, and what is allowed there.
    public var description: String {
        let allowed: String
        if !(info?.isInspectable ?? packed.isInspectable) {
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
        case .stepLimitExceeded:
            let limit = stepLimit ?? 0
            let steps = trace.map(Self.describe).joined(separator: ", ")
            return "run stopped in state '\(state)' after \(limit) transitions, the machine's step limit: "
                + "event '\(event)' and the rest of the queue were dropped; last transitions: \(steps); "
                + "handlers probably send events in a cycle — break it, or raise limits.stepsPerRun (now \(limit)) "
                + "if the run is meant to be this long"
        }
    }
}

extension TransitionRejected {
    /// One transition of a trace, as `from --event--> to`.
    static func describe(_ transition: StateMachine<State, Event>.Transition) -> String {
        let from = transition.from.map { "\($0)" } ?? "(start)"
        let arrow = transition.event.map { " --\($0)--> " } ?? " --> "
        return from + arrow + "\(transition.to)" + (transition.isInternal ? " (internal)" : "")
    }
}
