/// A state-driven container: one state value decides which children are shown; the container
/// moves children on and off with correct containment and appearance lifecycles and animated
/// transitions, performed through a ``StateContainerHost``.
///
/// ## Supplying children and customising
/// Pass a `children` closure to ``init(initialState:host:clock:policy:children:)``, or give the
/// container a ``StateContainerDelegate`` (``init(initialState:host:clock:policy:delegate:)`` or
/// ``delegate``): the one object that supplies the children of a state and receives every hook —
/// ``StateContainerDelegate/loadAppearanceState(lastRequestedState:)``,
/// ``StateContainerDelegate/willTransition(to:animated:)``,
/// ``StateContainerDelegate/didTransition(from:animated:)``,
/// ``StateContainerDelegate/childAppearance(_:of:animated:)`` and
/// ``StateContainerDelegate/transition(for:isAppearing:)``. The returned children are the z-order
/// (first = bottom); children are compared by identity, and a child present before and after a
/// transition stays (it is only re-ordered). ``StateContainerDelegate/children(for:)`` is called
/// exactly once per executed transition.
///
/// For tracing (tests, logging) add an observer with ``observe(_:)``: it receives every
/// ``StateContainerEvent``, including each step performed through the host. A completion passed to
/// ``setNeedsTransition(to:animated:completion:)`` tells how that request was settled.
///
/// ## Driving it
/// The backend reports the container's own appearance with ``containerWillAppear(animated:)``,
/// ``containerDidAppear(animated:)``, ``containerWillDisappear(animated:)`` and
/// ``containerDidDisappear(animated:)``. A container starts off screen. Off screen, transitions
/// re-compose silently (no appearance calls, no animation); when it appears, the state from
/// the delegate's ``StateContainerDelegate/loadAppearanceState(lastRequestedState:)`` is
/// composed and every current child gets one will/did-appear pair.
///
/// ## Anti-flicker
/// On screen, an arriving child with a ``ChildTransition/showDelay`` is held back and revealed
/// only if its state is still current when the delay elapses (off screen it is attached at once:
/// nothing is seen yet, so the container appears already showing it); a child with a
/// ``ChildTransition/minimumVisibleDuration`` delays the next transition until it has been
/// visible that long. While a transition's arrivals are held back, the children it removes stay
/// on screen untouched and leave only when the held-back child is revealed, cross-fading with it
/// — so error → loading → content within the delay goes from the error straight to the content,
/// never showing the bare content. If a new transition comes first, the held-back child never
/// appears and the still-shown children are compared with the new state's children like any
/// others (kept without calls when listed, otherwise leaving in that transition).
///
/// A transition ends when its own animations end (at once when all its arrivals are held back):
/// ``isTransitioning`` is false and the delegate's `didTransition(from:animated:)` has been called while the
/// held-back children wait. A reveal, including the leaving of the children held for it, is a
/// step of its own, not a transition: it sends no `willTransition`/`didTransition`, and a
/// transition that starts during its cross-fade first finishes that cross-fade at once.
///
/// ## Rules
/// - A non-animated transition, and any transition off screen, ends before the request returns.
/// - Requests during a transition follow ``policy``; requests made inside any callback (hooks,
///   host calls, completions) are deferred until the current step is done. Requests made while the
///   container is appearing or disappearing run once that has finished.
/// - When `State` is `Equatable`, a request for the state the container already shows (or is
///   already heading to) starts no transition: it completes with ``TransitionOutcome/alreadyShown``
///   at once when nothing runs or waits, or joins the transition (or waiting request) heading
///   there and completes with it. Otherwise every request runs a transition.
/// - The container holds a child strongly only while it is attached (and, for a child with a
///   ``ChildTransition/showDelay``, while its reveal is pending); a child held on screen for a
///   reveal is still attached and is released once it has left.
/// - The container holds its host strongly, and its delegate weakly (the delegate usually owns
///   the container); the delegate made from a `children` closure is owned by the container.
/// - The first composition of the initial state (at the first request or appearance) is a
///   transition from the initial state to itself.
/// - A backend drives the container only through the entry points above and
///   ``StateContainerHost``; ``observe(_:)`` is meant for tracing and tests.
@MainActor
public final class StateContainer<State, Host: StateContainerHost> {
    /// The type of the children, as the host defines it.
    public typealias Child = Host.Child

    /// The host that performs every step.
    public let host: Host

    /// The clock all timing (anti-flicker delays) goes through.
    public let clock: any StagehandClock

    /// What happens to requests made while a transition runs.
    ///
    /// A change applies to the requests made after it; requests already waiting keep their place.
    public var policy: TransitionPolicy {
        get { engine.policy }
        set { engine.policy = newValue }
    }

    /// The state the container was created with.
    public let initialState: State

    /// The state the container shows, or is showing during a transition (it changes right after
    /// the delegate's ``StateContainerDelegate/willTransition(to:animated:)``).
    public var currentState: State { engine.currentState }

    /// The state of the most recent request (or of the initial state or appearance state); the
    /// container always ends up showing it.
    public var lastRequestedState: State { engine.requestedState }

    /// The container's own appearance, as its backend reported it.
    package var visibility: ContainerVisibility { engine.visibility }

    /// Whether anything listens to the events (an observer added with ``observe(_:)``).
    @usableFromInline @exclusivity(unchecked) var isObserved = false

    /// The observers added with ``observe(_:)``.
    var observers = ObserverList<(StateContainerEvent<State, Child>) -> Void>()

    /// Adds an observer of every ``StateContainerEvent`` (a `willTransition` just before its hook,
    /// a `didTransition` just after, each host step as it is performed), called after the
    /// observers added before it; for tracing and tests.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (StateContainerEvent<State, Child>) -> Void) -> ObservationID {
        defer { isObserved = true }
        return ObservationID(raw: observers.add(handler))
    }

    /// Removes an observer; an unknown or already removed identifier does nothing.
    /// - Parameter id: What ``observe(_:)`` returned.
    public func removeObserver(_ id: ObservationID) {
        observers.remove(id.raw)
        isObserved = !observers.isEmpty
    }

    /// Reports `event` to the observers.
    @usableFromInline
    func report(_ event: StateContainerEvent<State, Child>) {
        if !observers.isEmpty { observers.forEach { $0(event) } }
    }

    /// The object that supplies the children and receives the hooks; held weakly.
    ///
    /// The delegate usually owns the container, so the container must not keep it alive: keep
    /// your own reference to it. While it is `nil` (never set, or released) the container's states
    /// have no children and every hook has its default. The delegate made from the `children`
    /// closure of ``init(initialState:host:clock:policy:children:)`` is the exception: the
    /// container owns it; setting this property replaces (and releases) it.
    public var delegate: (any StateContainerDelegate<State, Child>)? {
        get { ownedDelegate ?? weakDelegate }
        set {
            ownedDelegate = nil
            weakDelegate = newValue
        }
    }

    /// Whether a state transition is running: true from the delegate's `willTransition(to:animated:)`
    /// until its `didTransition(from:animated:)`. A delayed reveal (see ``ChildTransition/showDelay``)
    /// runs after its transition has ended and does not count.
    public var isTransitioning: Bool { engine.isTransitioning }

    /// Whether the container has nothing left to do until it is told something: no transition or
    /// animation running (also no delayed reveal's cross-fade), no request waiting (for a running
    /// transition, a minimum visible duration, or the container's own appearance to finish), and
    /// no delayed reveal pending (``ChildTransition/showDelay``).
    ///
    /// While it is true, the container's children, their views and ``currentState`` change only
    /// through a new request or appearance call; a test can check a container's final state once
    /// it is at rest, and a `LifecycleChecker` trace taken then can be checked with `atRest: true`.
    public var isAtRest: Bool {
        engine.isAtRest && inbox.isEmpty
    }

    /// Whether the container is on screen: true from its will-appear until its did-disappear.
    /// Children receive appearance calls only in that span.
    package var isOnScreen: Bool { visibility != .offScreen }

    /// The attached children bottom to top: the current state's children that are attached,
    /// followed by the children that are leaving (fading out, or held on screen until a delayed
    /// child of the current state is revealed).
    package var attachedChildren: [Child] {
        typed(engine.shownInOrder())
    }

    private weak var weakDelegate: (any StateContainerDelegate<State, Child>)?
    private var ownedDelegate: (any StateContainerDelegate<State, Child>)?
    /// The host as a ``StateContainerContainmentHost``, when it adopts that protocol.
    let containment: (any StateContainerContainmentHost<Child>)?

    /// The planner: every decision of the container is made there and comes back as commands.
    /// `@exclusivity(unchecked)`: the container is main-actor isolated, so no two threads reach
    /// it, and the engine never calls out while one of its inputs modifies it in place (it only
    /// appends commands), so no access to it can overlap; the dynamic check would cost more than
    /// the inlinable request path itself.
    @usableFromInline @exclusivity(unchecked) var engine: ContainerEngine<State>
    /// The commands the engine returned and the shell has not performed yet, in order (kept, so
    /// that an input allocates no buffer). Unchecked for the same reason as `engine`: performing a
    /// command reads one element, and only the engine's answers append to it.
    @exclusivity(unchecked) var commands: [ContainerCommand] = []
    /// The clock's timers the engine asked for, by the engine's identifiers.
    var timers: [UInt64: ScheduledTimer] = [:]
    /// The one queue of inputs that arrived while the shell was working (requests made inside a
    /// callback, appearance calls, animation ends, timers), played in order after the current step.
    /// Unchecked for the same reason as `engine`: every access appends, pops or reads one element
    /// and calls out to nothing meanwhile, so no two accesses can overlap (an animation end pays for
    /// the dynamic check twice otherwise).
    @exclusivity(unchecked) var inbox = RunQueue<ContainerInput>()
    /// The requests behind the inbox's `.request` entries, in the same order (unchecked like `inbox`).
    @exclusivity(unchecked) var incoming = RunQueue<PendingRequest<State>>()
    /// Whether the shell is working (performing commands or feeding the engine).
    @usableFromInline @exclusivity(unchecked) var isDraining = false

    /// Creates a container showing `initialState`, off screen, whose children and hooks come from
    /// `delegate`.
    ///
    /// Nothing is composed until the first request or appearance, so the delegate may be set (or
    /// finish its own setup) first.
    /// - Parameters:
    ///   - initialState: The state shown first.
    ///   - host: The host that performs every step.
    ///   - clock: The clock for anti-flicker timing.
    ///   - policy: What to do with requests made during a transition; ``TransitionPolicy/coalesce``
    ///     by default.
    ///   - delegate: Supplies the children and receives the hooks; held weakly (see ``delegate``).
    ///     An object that owns its container and is its delegate passes `self` from a `lazy`
    ///     stored property: `lazy var container = StateContainer(…, delegate: self)`.
    public init(
        initialState: State,
        host: Host,
        clock: any StagehandClock,
        policy: TransitionPolicy = .coalesce,
        delegate: (any StateContainerDelegate<State, Child>)?
    ) {
        self.initialState = initialState
        self.host = host
        self.containment = host as? any StateContainerContainmentHost<Child>
        self.clock = clock
        self.engine = ContainerEngine(
            initialState: initialState, policy: policy,
            sameState: StateEquality.of(initialState).map { equality in { equality.same($0, $1) } })
        self.weakDelegate = delegate
    }

    /// Creates a container showing `initialState`, off screen, whose children come from a closure.
    ///
    /// The closure becomes a built-in delegate that the container owns; every hook keeps its
    /// default (see ``StateContainerDelegate``).
    /// - Parameters:
    ///   - initialState: The state shown first.
    ///   - host: The host that performs every step.
    ///   - clock: The clock for anti-flicker timing.
    ///   - policy: What to do with requests made during a transition; ``TransitionPolicy/coalesce``
    ///     by default.
    ///   - children: The children of a state, bottom first; called exactly once per executed
    ///     transition.
    public convenience init(
        initialState: State,
        host: Host,
        clock: any StagehandClock,
        policy: TransitionPolicy = .coalesce,
        children: @escaping (State) -> [Child]
    ) {
        self.init(initialState: initialState, host: host, clock: clock, policy: policy, delegate: nil)
        ownedDelegate = StateContainerClosureDelegate(children)
    }

    // MARK: - Requests and appearance

    /// Requests a transition to `state`.
    ///
    /// Off screen, or when not animated and nothing else runs, the transition has ended when this
    /// returns. During a transition the request follows ``policy``; inside a callback it is
    /// deferred until the current step is done.
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to animate (ignored off screen).
    ///   - completion: Called once with how the request was settled; never, if the container is
    ///     released before then.
    @inlinable
    public final func setNeedsTransition(
        to state: State, animated: Bool, completion: ((TransitionOutcome) -> Void)? = nil
    ) {
        engine.requestedState = state
        if isObserved { report(.requested(state, animated: animated)) }
        // The hot path, inlined into the caller so it is specialised for its `State`: a request
        // without completion while a transition runs, under `coalesce`, with one request waiting
        // (which has no completion either) joins or replaces it — what `accept` does, without
        // the generic run loop, which could do nothing more while the transition is in flight.
        if completion == nil, !isDraining, engine.isInFlight, engine.policy == .coalesce,
            engine.requests.coalesceWithOnlyWaiting(state, animated: animated, same: engine.sameState)
        {
            return
        }
        submit(PendingRequest(state: state, animated: animated, completions: completion.map { [$0] } ?? []))
    }

    /// Tells the container that it is about to appear.
    ///
    /// Composes the delegate's ``StateContainerDelegate/loadAppearanceState(lastRequestedState:)``
    /// silently, then sends every current child `willAppear`.
    /// Ignored when the container is already appearing or on screen.
    /// - Parameter animated: Whether the appearance is animated.
    public func containerWillAppear(animated: Bool) {
        submit(.appearance(.willAppear, animated: animated))
    }

    /// Tells the container that it has appeared; every child sent `willAppear` gets `didAppear`,
    /// then waiting requests run. Implies ``containerWillAppear(animated:)`` when that was missed.
    /// - Parameter animated: Whether the appearance was animated.
    public func containerDidAppear(animated: Bool) {
        submit(.appearance(.didAppear, animated: animated))
    }

    /// Tells the container that it is about to disappear.
    ///
    /// A running transition is finished at once; then every shown child gets `willDisappear`.
    /// Requests made from now on wait until ``containerDidDisappear(animated:)``. Ignored when off
    /// screen.
    /// - Parameter animated: Whether the disappearance is animated.
    public func containerWillDisappear(animated: Bool) {
        submit(.appearance(.willDisappear, animated: animated))
    }

    /// Tells the container that it has disappeared; every child gets `didDisappear`, then waiting
    /// requests run silently. Implies ``containerWillDisappear(animated:)`` when that was missed.
    /// - Parameter animated: Whether the disappearance was animated.
    public func containerDidDisappear(animated: Bool) {
        submit(.appearance(.didDisappear, animated: animated))
    }

    // MARK: - Helpers of the shell

    /// The children of the bookkeeping lists as the host's type, in O(1). Only `Child` instances
    /// are ever stored there, so every element is a `Child`; and `Child` is a class
    /// (``StateContainerHost/Child`` is `AnyObject`-constrained), so an array of it has the same
    /// representation as an array of `AnyObject` holding the same references (one strong reference
    /// per element, in the same buffer layout) — the reinterpretation Swift itself makes, in O(1),
    /// when it upcasts `[Child]` to `[AnyObject]`. An element-wise `map` would run unspecialised
    /// here and cost hundreds of instructions per child.
    func typed(_ objects: [AnyObject]) -> [Child] {
        unsafeBitCast(objects, to: [Child].self)
    }

    func typed(_ object: AnyObject) -> Child {
        unsafeDowncast(object, to: Child.self)
    }
}
