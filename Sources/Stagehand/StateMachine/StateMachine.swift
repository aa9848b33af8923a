/// A typed state machine: a current state, a validated rule table, and handlers that run in a
/// fixed order on every transition.
///
/// A machine belongs to one isolation domain (it is not `Sendable`); its ``Definition`` is an
/// immutable `Sendable` value that may be shared. For `A --e--> B` the order is: leave handlers
/// of `A` (per-state ones, then ``onLeaveAny(_:)``), the rule's action, transition actions
/// (``onTransition(_:)``), the state becomes `B`, enter handlers of `B` (per-state, then
/// ``onEnterAny(_:)``), observers. ``start()`` enters the initial state. A self-transition
/// leaves and re-enters its state unless the rule is internal.
///
/// **Run to completion.** An event sent while a transition is running (from any handler) is
/// queued and processed after it, in order; that nested `send` returns
/// ``SendResult/queued``. If a queued event is then rejected, the outermost `send` (the one that
/// started the run) throws the first such rejection after the queue is empty; a run started
/// by ``start()`` or a delayed transition hands it to ``onUndeliveredRejection`` (or to the
/// `.report` policy's handler). A run takes at most ``RunLimits/stepsPerRun`` transitions
/// (``limits``), so handlers that
/// send each other's events in a cycle stop with a rejection that names the cycle instead of
/// running for ever. Handlers registered with `withSender:` (``onEnter(_:withSender:)`` and the
/// others) receive a ``Sender`` to send with, so they need not capture the machine.
///
/// Dispatch is `@inlinable` and never allocates: over a dense `state × event` table while that
/// is small next to the rules, otherwise over one slot per rule (a binary search in the
/// state's events), so memory stays linear in the rules; a rejection is a small
/// typed error whose message is built only when asked.
public final class StateMachine<State: Hashable & Sendable, Event: Hashable & Sendable> {
    /// A handler called with the transition being performed.
    public typealias Handler = (Transition) -> Void

    @usableFromInline typealias Rejection = TransitionRejected<State, Event>

    @usableFromInline enum Pending {
        case event(Event)
        case delayed(rule: Int, epoch: Int)
    }

    /// The bit of `gate` set while handlers, observers or history are registered.
    @usableFromInline static var hooksBit: UInt8 { 4 }
    /// The bit of `gate` set for a machine built from a transition function.
    @usableFromInline static var functionBit: UInt8 { 8 }
    /// How many of a stopped run's last transitions its step-limit rejection lists.
    static var traceLength: Int { 8 }

    @usableFromInline let table: DefinitionTable<State, Event>
    @usableFromInline let isFunction: Bool
    @usableFromInline let function: ((State, Event) -> State?)?
    @usableFromInline let clock: (any StagehandClock)?

    // Unchecked exclusivity (performance.md rule 2) on the mutable state below: `StateMachine` is
    // not `Sendable`, so one isolation domain uses it at a time; each of these is a trivial
    // value read or written by a short access that never spans a call into user code (handlers,
    // guards and actions run between accesses, never inside one), so no two accesses overlap.
    /// The current state's index (see ``currentIndex``).
    @usableFromInline @exclusivity(unchecked) var storedIndex: Int
    /// The current state's first `state × event` slot, `storedIndex × kindCount`, kept so
    /// dispatch adds the kind instead of multiplying.
    @usableFromInline @exclusivity(unchecked) var currentRow: Int
    /// The current state's index in the table (or, for a function machine, in `dynamicStates`).
    @inlinable
    var currentIndex: Int {
        @inline(__always) get { storedIndex }
        @inline(__always) set {
            storedIndex = newValue
            currentRow = newValue &* table.kindCount
        }
    }
    /// The ``MachineStatus``; written only through ``setStatus(_:)``, which keeps `gate` in step.
    @usableFromInline @exclusivity(unchecked) var status = MachineStatus.notStarted
    @usableFromInline @exclusivity(unchecked) var hasHooks = false {
        didSet { updateGate() }
    }
    /// Zero exactly when `send` may take the fast path: started, not dispatching, no handlers,
    /// observers or history, and a rule table (not a transition function).
    @usableFromInline @exclusivity(unchecked) var gate: UInt8 = 2
    /// Registered handlers, per slot (see ``HandlerTable``); the source the table is built from.
    var leaveHandlers: ContiguousArray<ContiguousArray<HandlerBox<Transition>>>
    var enterHandlers: ContiguousArray<ContiguousArray<HandlerBox<Transition>>>
    var leaveAny: ContiguousArray<HandlerBox<Transition>> = []
    var enterAny: ContiguousArray<HandlerBox<Transition>> = []
    var actions: ContiguousArray<HandlerBox<Transition>> = []
    var observers: ContiguousArray<HandlerBox<Transition>> = []
    /// Observers of rejected events (a ``SessionRecorder``), each under the identifier of the
    /// transition observer registered with it; while any is registered, ``hasHooks`` is set, so
    /// a rejection leaves the fast path and reaches ``noteRejection(_:_:)``.
    var rejectionObservers: ContiguousArray<HandlerBox<Rejection>> = [] {
        didSet { hasRejectionObservers = !rejectionObservers.isEmpty }
    }
    /// Whether ``rejectionObservers`` is not empty: the one test a rejection pays for them.
    /// Unchecked exclusivity is safe here: the flag is a trivial `Bool` written only by a plain
    /// assignment in ``rejectionObservers``' `didSet` (no `inout` or `modify` access to it exists
    /// that could span a callback), and a machine is used from one isolation domain (it is not
    /// `Sendable`), so no two accesses overlap and none can touch freed storage.
    @usableFromInline @exclusivity(unchecked) var hasRejectionObservers = false
    @usableFromInline @exclusivity(unchecked) var handlers: HandlerTable<Transition>
    /// Every box `handlers` refers to, kept alive until its next rebuild.
    var handlerOwners: ContiguousArray<HandlerBox<Transition>> = []
    @usableFromInline @exclusivity(unchecked) var handlersDirty = false
    /// What the ``unhandledEventPolicy`` does, as one byte the dispatch path tests.
    @usableFromInline @exclusivity(unchecked) var unhandledAction = UnhandledEventAction.reject
    /// Events and delayed rules waiting to run, in order.
    @usableFromInline @exclusivity(unchecked) var queue = RunQueue<Pending>()
    @usableFromInline @exclusivity(unchecked) var log = TransitionLog<Transition>()
    @usableFromInline @exclusivity(unchecked) var epoch = 0
    /// The rule of the transition ``perform(rule:from:target:to:event:)`` is running, or -1
    /// (read through ``firingRule``).
    @usableFromInline @exclusivity(unchecked) var performingRule = -1
    @usableFromInline @exclusivity(unchecked) var draining = false
    @usableFromInline @exclusivity(unchecked) var timers: [(rule: Int, timer: ScheduledTimer)] = []
    @usableFromInline @exclusivity(unchecked) var dynamicStates: ContiguousArray<State> = []
    @usableFromInline var dynamicIndex: [State: Int] = [:]
    var nextHandlerID = 0
    /// Called after a delayed rule's transition and the events its handlers queued have run:
    /// the end of a run nobody called `send` for. A layer above the machine (``Router`` is one)
    /// finishes work of its own there, such as requests its callbacks made meanwhile.
    package var onDelayedRunEnd: (() -> Void)?

    /// Receives, under the default ``UnhandledEventPolicy/reject`` policy, the first rejection of
    /// a run that has no caller to throw to: events sent from the handlers that ``start()`` runs,
    /// or from the handlers of a delayed transition.
    ///
    /// Every other rejection is thrown by `send`. (Under ``UnhandledEventPolicy/report(_:)`` the
    /// policy's handler receives these too, and this property is not used.)
    public var onUndeliveredRejection: ((TransitionRejected<State, Event>) -> Void)?

    /// What happens to events without a rule; ``UnhandledEventPolicy/reject`` by default.
    public var unhandledEventPolicy: UnhandledEventPolicy<TransitionRejected<State, Event>> = .reject {
        didSet { unhandledAction = UnhandledEventAction(unhandledEventPolicy) }
    }

    /// The machine's bounds; of them it reads ``RunLimits/stepsPerRun``, the most transitions
    /// one run may take: the transition a `send` (or ``start()``, or a delayed rule) performs,
    /// plus those of the events its handlers queue, and theirs, until the queue is empty
    /// (``RunLimits/defaultStepLimit``, 10,000, by default).
    ///
    /// A run that has taken this many transitions while events are still queued is stopped:
    /// the queued events are dropped, the machine stays in the state it reached (idle, ready for
    /// the next `send`), and a ``TransitionRejected`` with the reason
    /// ``TransitionRejected/Reason/stepLimitExceeded`` lists the run's last transitions
    /// (``TransitionRejected/trace``). It is delivered like the rejection of a queued event —
    /// thrown by the outermost `send` (even under the ``UnhandledEventPolicy/ignore`` policy,
    /// which concerns events without a rule), or handed to the
    /// ``UnhandledEventPolicy/report(_:)`` policy's handler, or, for runs started by ``start()``
    /// or a delayed rule, to ``onUndeliveredRejection`` — and it takes precedence over
    /// rejections of queued events in the same run. Such runs are nearly always handlers that
    /// send each other's events in a cycle; raise the limit only for runs that are meant to be
    /// long (a handler that queues a large batch, say).
    public var limits: RunLimits

    /// Creates a machine over a definition, in its initial state, not yet started.
    /// - Parameters:
    ///   - definition: The rules.
    ///   - clock: The clock delayed rules run on; without one, delayed rules never fire.
    ///   - limits: The bounds of a run (``RunLimits/stepsPerRun``).
    public init(_ definition: Definition, clock: (any StagehandClock)? = nil, limits: RunLimits = RunLimits()) {
        let table = definition.table
        self.table = table
        self.limits = limits
        self.isFunction = false
        self.function = nil
        self.clock = clock
        storedIndex = table.initial
        currentRow = table.initial &* table.kindCount
        leaveHandlers = ContiguousArray(repeating: [], count: table.states.count)
        enterHandlers = ContiguousArray(repeating: [], count: table.states.count)
        handlers = HandlerTable(stateCount: table.states.count)
        updateGate()
    }

    deinit {
        handlers.free()
        for entry in timers { entry.timer.cancel() }
    }

    /// Creates a machine from a total transition function instead of rules.
    ///
    /// Such a machine cannot be inspected: it has no ``definition``, so validation, exports,
    /// ``allowedEvents`` and snapshots' delayed rules are unavailable, and ``canSend(_:)`` asks
    /// the function. Returning `nil` rejects the event. Self-transitions leave and re-enter.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - transition: The next state for a state and an event, or `nil` to reject.
    public init(initial: State, transition: @escaping (State, Event) -> State?) {
        limits = RunLimits()
        // An empty rule list always validates (at most a dead-end warning).
        table = try! DefinitionTable(initial: initial, declared: [], final: [], rules: [], kindOf: nil)
        isFunction = true
        function = transition
        clock = nil
        storedIndex = 0
        currentRow = 0
        // Slot 0 is the initial state; slots 1 and 2 take, in turn, states without handlers of
        // their own, so a function over unbounded states (counters, payloads) keeps only the
        // states that have handlers.
        dynamicStates = [initial, initial, initial]
        dynamicIndex = [initial: 0]
        leaveHandlers = [[], [], []]
        enterHandlers = [[], [], []]
        handlers = HandlerTable(stateCount: 3)
        updateGate()
    }

    /// The current state.
    @inlinable
    public var state: State {
        @inline(__always) get {
            isFunction ? dynamicStates[currentIndex] : table.hotStates[currentIndex]
        }
    }

    /// Sets ``status`` and its two bits of `gate` (the other bits do not change with it).
    @inlinable
    @inline(__always)
    func setStatus(_ value: MachineStatus) {
        status = value
        gate = (gate & ~3) | value.rawValue
    }

    @inlinable
    @inline(__always)
    func updateGate() {
        gate = status.rawValue | (hasHooks ? Self.hooksBit : 0) | (isFunction ? Self.functionBit : 0)
    }

    /// Whether ``start()`` has run.
    public var isStarted: Bool { status != .notStarted }

    /// The machine's definition; `nil` for a machine built from a transition function.
    public var definition: Definition? { isFunction ? nil : Definition(table: table) }

    /// The rejection of `event` in the current state.
    @inlinable
    func rejection(_ event: Event, _ reason: Rejection.Reason) -> Rejection {
        if _slowPath(isFunction) {
            return Rejection(
                state: state, event: event, reason: reason, packed: .uninspectable, info: nil, stateIndex: currentIndex)
        }
        return table.rejection(in: storedIndex, event: event, reason: reason)
    }

    /// Enters the initial state: arms its delayed rules, then runs its enter handlers and
    /// observers (with a transition whose `from` and `event` are `nil`). Calling it again does
    /// nothing.
    ///
    /// Events those handlers send run right after. This call cannot throw, so the first
    /// rejection among them goes to ``onUndeliveredRejection`` (or, under the
    /// ``UnhandledEventPolicy/report(_:)`` policy, to its handler), as for delayed transitions.
    public func start() {
        guard status == .notStarted else { return }
        if handlersDirty { rebuildHandlers() }
        setStatus(.dispatching)
        epoch &+= 1
        let transition = Transition(from: nil, to: state, event: nil)
        // Armed on entry, before the enter handlers, so a snapshot taken there includes them.
        armTimers(for: currentIndex)
        handlers.run(handlers.enter(currentIndex), transition)
        handlers.run(handlers.enterAny, transition)
        handlers.run(handlers.observers, transition)
        setStatus(.idle)
        if !queue.isEmpty { drainReporting(after: transition) }
    }
}
