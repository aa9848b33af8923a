/// The value-level planner of a ``StateContainer``: every decision of the container — which
/// request runs, which children arrive, stay and leave, in which lifecycle order, with which
/// animation, when a transition has ended, what waits for a timer — and nothing else.
///
/// Its progress is one ``Phase`` (with the few fields a phase needs beside it); each input — a
/// request, the container's own appearance call, an animation that ended, a timer that fired, and
/// the answers to its questions (children, transitions, the appearance state, the begun
/// transition) — is a `mutating func` that appends the ``ContainerCommand``s to perform to a
/// buffer the caller owns (so no array is allocated per input). It never calls the host, a hook,
/// an observer, a completion or the clock: the time comes in with the inputs that need it, timers
/// and user code are reached through commands. So it runs without any host at all, which is how
/// its own property test drives it.
///
/// The caller must answer a question (the last command of a batch) before it feeds any other
/// input; ``StateContainer``, the shell, does so, and queues inputs that arrive meanwhile.
///
/// The children are kept as `AnyObject` and the phase is not generic, so that unspecialised code
/// touches the generic `State` only where a state is compared or stored; the fields without
/// `State` come first so that their offsets are fixed.
@usableFromInline
struct ContainerEngine<State> {
    /// The container's own appearance, as its backend reported it.
    var visibility: ContainerVisibility = .offScreen
    /// The current state's children, bottom first (those held back for a reveal are listed but not attached).
    var order: [AnyObject] = []
    /// Every attached child's record.
    var records = ChildTable<ContainerChildRecord>()
    /// Leaving children whose views are still shown (fading out), in their old z-order.
    var leaving = LeavingViews()
    /// Children the current state left while its arrivals were held back: still shown, no call
    /// made, until the reveal (or the next transition) decides; in their old z-order.
    var heldLeaving: [AnyObject] = []
    /// The animations started and not yet ended, with what the shell needs to start them.
    var animations: [AnimationToken: InFlightAnimation] = [:]
    /// Arriving children held back by their show delay, and minimum-visible holds.
    var antiFlicker = ContainerAntiFlicker()
    /// The container's own will-appear being composed (only between an input and its answers).
    var composition: ContainerComposition?
    /// The last animation token handed out.
    var nextToken: UInt64 = 0
    /// The last timer identifier handed out.
    var nextTimer: UInt64 = 0
    /// Whether the initial state has not been composed yet.
    var needsInitialComposition = true
    /// The clock's reading given with the input being processed.
    var now: Duration = .zero
    /// What happens to requests made while a transition runs.
    @usableFromInline var policy: TransitionPolicy
    /// The state equality, or `nil` when `State` is not `Equatable`.
    @usableFromInline let sameState: ((State, State) -> Bool)?
    /// The requests waiting to run (for a transition, a minimum visible duration, or the
    /// container's own appearance to finish), oldest first; the policy decides what joins it.
    @usableFromInline var requests = RunQueue<PendingRequest<State>>()
    /// The engine's progress in running a transition.
    @usableFromInline var phase = Phase.idle
    /// The states of the transition that runs, from its begin until its end.
    var transitionStates: (from: State, to: State)?
    /// The states of the transition that ended last (for ``ContainerCommand/endTransition(animated:)``).
    var endedTransition: (from: State, to: State)?
    /// The state shown, or being shown by the running transition (it changes once
    /// ``ContainerCommand/beginTransition(animated:)`` has been performed).
    var currentState: State
    /// The state of the most recent request (or of the initial state or appearance state).
    @usableFromInline var requestedState: State

    /// Creates an engine showing nothing yet, off screen, whose first composition will show
    /// `initialState`.
    /// - Parameters:
    ///   - initialState: The state shown first.
    ///   - policy: What happens to requests made during a transition.
    ///   - sameState: The state equality, or `nil` when states are never the same.
    init(initialState: State, policy: TransitionPolicy, sameState: ((State, State) -> Bool)?) {
        self.currentState = initialState
        self.requestedState = initialState
        self.policy = policy
        self.sameState = sameState
    }

    // MARK: - Queries

    /// The running transition's progress, or `nil` when none runs.
    var flight: ContainerFlight? {
        switch phase {
        case .idle: nil
        case .beginning(let flight), .awaitingChildren(let flight), .awaitingArrivals(let flight, _),
            .transitioning(let flight):
            flight
        case .awaitingDepartures(let flight, _): flight
        }
    }

    /// Whether a transition's animations run and nothing waits for an answer: the only phase the
    /// inlinable request path acts in without the engine.
    @inlinable var isInFlight: Bool {
        if case .transitioning = phase { return true }
        return false
    }

    /// Whether a state transition runs (from its begin until its end).
    var isTransitioning: Bool {
        if case .idle = phase { return false }
        if case .awaitingDepartures(.none, _) = phase { return false }
        return true
    }

    /// Whether the engine has nothing to do until it gets an input: no transition or animation,
    /// no waiting request, no pending reveal or hold.
    var isAtRest: Bool {
        if case .idle = phase {
            return animations.isEmpty && requests.isEmpty && antiFlicker.isIdle
                && composition == nil
        }
        return false
    }

    /// Whether `lhs` and `rhs` are the same state (never, when `State` is not `Equatable`).
    func isSame(_ lhs: State, _ rhs: State) -> Bool {
        sameState?(lhs, rhs) ?? false
    }

    /// The current state's attached children, bottom first.
    func attachedInOrder() -> [AnyObject] {
        var result: [AnyObject] = []
        result.reserveCapacity(order.count + heldLeaving.count + leaving.count)
        for child in order where records[ObjectIdentifier(child)] != nil { result.append(child) }
        return result
    }

    /// Every child whose view is in the container, bottom first: the current state's attached
    /// children, then those held until a reveal, then those fading out (leaving views on top).
    func shownInOrder() -> [AnyObject] {
        var result = attachedInOrder()
        result.append(contentsOf: heldLeaving)
        leaving.forEach { result.append($0) }
        return result
    }

    /// The records of the children on screen that take part in the container's own appearance,
    /// bottom first: the current state's attached children, then those held until a reveal.
    /// (Children fading out are finished before the container disappears.)
    func attachedRecordsInOrder() -> [ContainerChildRecord] {
        var result = order.compactMap { records[ObjectIdentifier($0)] }
        for object in heldLeaving {
            if let record = records[ObjectIdentifier(object)] { result.append(record) }
        }
        return result
    }
}
