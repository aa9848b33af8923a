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
/// by ``start()`` or a delayed transition hands it to the `.report` policy handler, if any.
///
/// Dispatch is `@inlinable` over dense tables and never allocates; a rejection is a small
/// typed error whose message is built only when asked.
public final class StateMachine<State: Hashable & Sendable, Event: Hashable & Sendable> {
    /// A handler called with the transition being performed.
    public typealias Handler = (Transition) -> Void

    /// What `send` did with an event that was not rejected by a throw.
    public enum SendResult: Sendable, Hashable {
        /// The transition was performed.
        case transitioned
        /// The event arrived during a transition and will run after it.
        case queued
        /// No rule matched and the policy is ``UnhandledEventPolicy/ignore``.
        case ignored
        /// No rule matched and the policy's handler was told.
        case reported
    }

    /// What happens to an event the current state has no rule for.
    public enum UnhandledEventPolicy {
        /// `send` throws ``TransitionRejected`` (the default).
        case reject
        /// `send` returns ``SendResult/ignored``.
        case ignore
        /// The handler receives the rejection and `send` returns ``SendResult/reported``.
        case report((TransitionRejected<State, Event>) -> Void)
    }

    /// Identifies a registered handler so it can be removed.
    public struct HandlerID: Hashable, Sendable {
        @usableFromInline let raw: Int
        @usableFromInline init(raw: Int) { self.raw = raw }
    }

    @usableFromInline typealias Entry = (id: Int, run: Handler)
    @usableFromInline typealias Rejection = TransitionRejected<State, Event>

    @usableFromInline enum Pending {
        case event(Event)
        case delayed(rule: Int, epoch: Int)
    }

    @usableFromInline static var idle: UInt8 { 0 }
    @usableFromInline static var dispatching: UInt8 { 1 }
    @usableFromInline static var notStarted: UInt8 { 2 }

    @usableFromInline let table: DefinitionTable<State, Event>?
    @usableFromInline let function: ((State, Event) -> State?)?
    @usableFromInline let clock: (any StagehandClock)?

    @usableFromInline @exclusivity(unchecked) var currentIndex: Int
    @usableFromInline @exclusivity(unchecked) var currentValue: State
    @usableFromInline @exclusivity(unchecked) var status: UInt8 = 2
    @usableFromInline @exclusivity(unchecked) var hasHooks = false
    @usableFromInline @exclusivity(unchecked) var leaveHandlers: ContiguousArray<ContiguousArray<Entry>>
    @usableFromInline @exclusivity(unchecked) var enterHandlers: ContiguousArray<ContiguousArray<Entry>>
    @usableFromInline @exclusivity(unchecked) var leaveAny: ContiguousArray<Entry> = []
    @usableFromInline @exclusivity(unchecked) var enterAny: ContiguousArray<Entry> = []
    @usableFromInline @exclusivity(unchecked) var actions: ContiguousArray<Entry> = []
    @usableFromInline @exclusivity(unchecked) var observers: ContiguousArray<Entry> = []
    @usableFromInline @exclusivity(unchecked) var queue: ContiguousArray<Pending> = []
    @usableFromInline @exclusivity(unchecked) var log = TransitionLog<Transition>()
    @usableFromInline @exclusivity(unchecked) var epoch = 0
    @usableFromInline var draining = false
    @usableFromInline var timers: [(rule: Int, timer: ScheduledTimer)] = []
    @usableFromInline var dynamicStates: ContiguousArray<State> = []
    @usableFromInline var dynamicIndex: [State: Int] = [:]
    var nextHandlerID = 0

    /// What happens to events without a rule; ``UnhandledEventPolicy/reject`` by default.
    public var unhandledEventPolicy: UnhandledEventPolicy = .reject

    /// Creates a machine over a definition, in its initial state, not yet started.
    /// - Parameters:
    ///   - definition: The rules.
    ///   - clock: The clock delayed rules run on; without one, delayed rules never fire.
    public init(_ definition: Definition, clock: (any StagehandClock)? = nil) {
        let table = definition.table
        self.table = table
        self.function = nil
        self.clock = clock
        currentIndex = table.initial
        currentValue = table.states[table.initial]
        leaveHandlers = ContiguousArray(repeating: [], count: table.states.count)
        enterHandlers = ContiguousArray(repeating: [], count: table.states.count)
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
        table = nil
        function = transition
        clock = nil
        currentIndex = 0
        currentValue = initial
        dynamicStates = [initial]
        dynamicIndex = [initial: 0]
        leaveHandlers = [[]]
        enterHandlers = [[]]
    }

    /// The current state.
    @inlinable public var state: State { currentValue }

    /// Whether ``start()`` has run.
    public var isStarted: Bool { status != Self.notStarted }

    /// The machine's definition; `nil` for a machine built from a transition function.
    public var definition: Definition? { table.map(Definition.init(table:)) }

    /// Enters the initial state: runs its enter handlers and observers (with a transition whose
    /// `from` and `event` are `nil`) and arms its delayed rules. Calling it again does nothing.
    public func start() {
        guard status == Self.notStarted else { return }
        status = Self.dispatching
        epoch &+= 1
        let transition = Transition(from: nil, to: currentValue, event: nil)
        run(enterHandlers[currentIndex], transition)
        run(enterAny, transition)
        armTimers(for: currentIndex)
        run(observers, transition)
        status = Self.idle
        drainReporting()
    }

    /// Sends an event: performs the transition its rule describes, queues it when a transition
    /// is running, or rejects it.
    ///
    /// - Parameter event: The event, with its payload.
    /// - Returns: ``SendResult/transitioned``, ``SendResult/queued`` (sent from a handler; it
    ///   runs after the current transition), or, under a non-default policy,
    ///   ``SendResult/ignored`` / ``SendResult/reported``.
    /// - Throws: ``TransitionRejected`` when the current state has no rule for the event (or
    ///   every guard refused it), under the default policy; also for events sent before
    ///   ``start()``; and, from the outermost call, the first rejection of an event it queued.
    @inlinable
    @discardableResult
    public func send(_ event: Event) throws(TransitionRejected<State, Event>) -> SendResult {
        if _slowPath(status != Self.idle) { return try sendWhileBusy(event) }
        guard let table else { return try sendThroughFunction(event) }
        let kind = table.kind(of: event)
        if _slowPath(kind < 0) { return try reject(event, .notAllowed) }
        let entry = table.table[currentIndex &* table.kindCount &+ kind]
        let rule: Int
        if _fastPath(entry >= 0) {
            rule = Int(truncatingIfNeeded: entry)
        } else if entry == DefinitionTable<State, Event>.none {
            return try reject(event, .notAllowed)
        } else {
            rule = firstPassing(chain: Int(truncatingIfNeeded: -(entry &+ 2)), event: event, table: table)
            if rule < 0 { return try reject(event, .guardRejected) }
        }
        let target = table.ruleTarget[rule]
        if _fastPath(!hasHooks && !table.ruleSlow[rule]) {
            currentIndex = target
            currentValue = table.states[target]
            return .transitioned
        }
        perform(rule: rule, target: target, to: table.states[target], event: event)
        if _slowPath(!queue.isEmpty) { try drain() }
        return .transitioned
    }

    @inlinable
    func firstPassing(chain start: Int, event: Event, table: DefinitionTable<State, Event>) -> Int {
        var position = start
        while true {
            let candidate = Int(truncatingIfNeeded: table.chains[position])
            if candidate < 0 { return -1 }
            guard let check = table.ruleGuard[candidate] else { return candidate }
            if check(currentValue, event) { return candidate }
            position &+= 1
        }
    }

    @inlinable
    func reject(_ event: Event, _ reason: Rejection.Reason) throws(Rejection) -> SendResult {
        switch unhandledEventPolicy {
        case .reject:
            throw Rejection(state: currentValue, event: event, reason: reason, table: table, stateIndex: currentIndex)
        case .ignore:
            return .ignored
        case .report(let handler):
            handler(
                Rejection(state: currentValue, event: event, reason: reason, table: table, stateIndex: currentIndex))
            return .reported
        }
    }

    @usableFromInline
    func sendWhileBusy(_ event: Event) throws(Rejection) -> SendResult {
        if status == Self.dispatching {
            queue.append(.event(event))
            return .queued
        }
        throw Rejection(state: currentValue, event: event, reason: .notStarted, table: table, stateIndex: currentIndex)
    }

    @inlinable
    func sendThroughFunction(_ event: Event) throws(Rejection) -> SendResult {
        guard let function, let target = function(currentValue, event) else {
            return try reject(event, .notAllowed)
        }
        let index = internDynamic(target)
        if !hasHooks {
            currentIndex = index
            currentValue = target
            return .transitioned
        }
        perform(rule: -1, target: index, to: target, event: event)
        if _slowPath(!queue.isEmpty) { try drain() }
        return .transitioned
    }

    @usableFromInline
    func internDynamic(_ state: State) -> Int {
        if let index = dynamicIndex[state] { return index }
        let index = dynamicStates.count
        dynamicStates.append(state)
        dynamicIndex[state] = index
        leaveHandlers.append([])
        enterHandlers.append([])
        return index
    }

    /// Performs a transition whose rule (or function result) is already chosen.
    @inlinable
    func perform(rule: Int, target: Int, to targetState: State, event: Event) {
        status = Self.dispatching
        let from = currentIndex
        let isInternal = rule >= 0 && from == target && (table?.ruleInternal[rule] ?? false)
        let transition = Transition(from: currentValue, to: targetState, event: event, isInternal: isInternal)
        if !isInternal {
            let perState = leaveHandlers[from]
            if !perState.isEmpty { run(perState, transition) }
            if !leaveAny.isEmpty { run(leaveAny, transition) }
            if !timers.isEmpty { cancelTimers() }
        }
        if rule >= 0, let action = table?.ruleAction[rule] { action(transition) }
        if !actions.isEmpty { run(actions, transition) }
        currentIndex = target
        currentValue = targetState
        if !isInternal {
            epoch &+= 1
            let perState = enterHandlers[target]
            if !perState.isEmpty { run(perState, transition) }
            if !enterAny.isEmpty { run(enterAny, transition) }
            if let table, table.hasDelayedRules { armTimers(for: target) }
        } else if rule >= 0, table?.ruleDelay[rule] != nil {
            timers.removeAll { $0.rule == rule }
        }
        if !observers.isEmpty { run(observers, transition) }
        log.record(transition)
        status = Self.idle
    }

    @inlinable
    func run(_ handlers: ContiguousArray<Entry>, _ transition: Transition) {
        for entry in handlers { entry.run(transition) }
    }

    /// Processes queued events in order; returns the first rejection of one of them.
    @usableFromInline
    func drain() throws(Rejection) {
        if let first = drainQueue() { throw first }
    }

    func drainReporting() {
        guard let first = drainQueue() else { return }
        if case .report(let handler) = unhandledEventPolicy { handler(first) }
    }

    private func drainQueue() -> Rejection? {
        guard !draining else { return nil }
        draining = true
        defer { draining = false }
        var first: Rejection?
        while !queue.isEmpty {
            let item = queue.removeFirst()
            switch item {
            case .event(let event):
                do throws(Rejection) {
                    _ = try send(event)
                } catch {
                    if first == nil { first = error }
                }
            case .delayed(let rule, let epoch):
                fireDelayed(rule: rule, epoch: epoch)
            }
        }
        return first
    }
}
