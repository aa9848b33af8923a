/// A hierarchical state machine with the semantics of the W3C SCXML Recommendation
/// (1 September 2015), Appendix D: compound, parallel and final states, shallow and deep history,
/// eventless transitions, internal and external event queues, and run-to-completion macrosteps.
///
/// Build a ``Definition`` with the ``Element`` DSL, create a chart from it, call ``start()``, then
/// ``send(_:)`` events. Each external event runs one *macrostep*: the microstep it enables (if
/// any), then eventless transitions and raised events until the chart is stable. Events that
/// enable no transition are discarded, as SCXML says. When a top-level final state is entered
/// the machine ends: the exit handlers of every active state run (SCXML `exitInterpreter`), and
/// ``configuration`` keeps reporting the configuration the machine ended in.
///
/// A chart belongs to one isolation domain (it is not `Sendable`); its definition is a
/// `Sendable` value that may be shared.
public final class Statechart<State: Hashable & Sendable, Event: StatechartEvent> {
    /// What ``send(_:)`` did with an event.
    public enum SendResult: Sendable, Hashable {
        /// The event enabled at least one transition and its macrostep ran.
        case processed
        /// The event enabled no transition and was discarded (SCXML 3.12.1).
        case discarded
        /// The event was sent while a macrostep was running; it runs after it.
        case queued
        /// The machine has ended (a top-level final state was entered); the event was ignored.
        case ignored
    }

    @usableFromInline
    enum Phase { case notStarted, running, finished }

    /// The compiled chart, shared with every chart built from the same definition.
    @usableFromInline
    let program: StatechartProgram<State, Event>
    @usableFromInline
    let clock: (any StagehandClock)?
    /// Runs the operations and sequences the chart's states invoke (see ``StatechartInvoker``).
    let invoker: (any StatechartInvoker)?
    /// How many charts invoked this one, transitively (0: a chart nobody invoked).
    var invocationDepth = 0
    /// The limits this chart enforces.
    public let limits: StatechartLimits

    /// Receives errors that no caller can catch: a step limit hit while a delayed send is
    /// processed, or a delayed send without a clock.
    public var onError: ((StatechartError) -> Void)?

    /// Told around each result of an invocation that the chart processes on its own (it was at
    /// rest when the result arrived), as a ``NavigationRouter`` is told of its delayed sends.
    var deliveryHooks: DeliveryHooks?

    /// Everything this chart changes as it runs. `@exclusivity(unchecked)`: the chart belongs
    /// to one isolation domain, and no access to it spans another (loops iterate copies or the
    /// reference-typed lists; user code runs only between accesses, and actions that re-enter
    /// only append to the queues).
    @usableFromInline @exclusivity(unchecked)
    var run: Runtime

    /// States and transitions visited by dispatch, for tests that bound work (never reset).
    var workUnits: Int { run.workUnits }

    @usableFromInline
    struct PendingSend {
        @usableFromInline let event: Event
        @usableFromInline let id: String?
        @usableFromInline let deadline: Duration
        @usableFromInline let timer: ScheduledTimer
    }

    /// Creates a chart, not yet started.
    /// - Parameters:
    ///   - definition: The validated chart.
    ///   - clock: The clock delayed sends wait on; `nil` if the chart sends none.
    ///   - invoker: Runs the operations and sequences its states invoke (``MainActorInvoker``
    ///     in apps, `ManualInvoker` in tests); `nil` if they invoke none. Child charts need none.
    ///   - limits: The microstep budget of a macrostep, and other bounds.
    public init(
        _ definition: Definition, clock: (any StagehandClock)? = nil, invoker: (any StatechartInvoker)? = nil,
        limits: StatechartLimits = StatechartLimits()
    ) {
        let program = definition.program
        self.program = program
        self.clock = clock
        self.invoker = invoker
        self.limits = limits
        run = Runtime(
            states: program.table.count, transitions: program.table.transitions.count,
            fusedDispatch: program.hasFastPath && limits.microstepsPerMacrostep >= 1)
        recountFinalRegions()
    }

    /// A released chart cancels its running invocations (and stops its child charts).
    deinit {
        if !run.running.isEmpty { cancelAllInvocations() }
    }

    // MARK: Public API

    /// Whether ``start()`` ran and no top-level final state has been entered.
    public var isRunning: Bool { run.phase == .running }

    /// Whether a top-level final state was entered, which ended the machine.
    public var isFinished: Bool { run.phase == .finished }

    /// Enters the initial configuration and runs the first macrostep (eventless transitions
    /// and raised events) before returning.
    /// - Throws: ``StatechartError/alreadyStarted``,
    ///   ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``, or
    ///   ``StatechartError/externalEventLimitExceeded(limit:configuration:recentEvents:)``.
    public func start() throws(StatechartError) {
        guard run.phase == .notStarted else { throw .alreadyStarted }
        run.phase = .running
        run.active[0] = true
        run.isProcessing = true
        defer { run.isProcessing = false }
        beginMacrostep(nil)
        do throws(StatechartError) {
            enterInitialConfiguration()
            try runMacrostep()
            endMacrostep()
            try drainExternalQueue(processed: 0)
        } catch {
            endMacrostep()
            throw error
        }
    }

    /// Sends an external event and runs its macrostep (and those of any events queued meanwhile).
    /// - Parameter event: The event.
    /// - Returns: What happened to the event.
    /// - Throws: ``StatechartError/notStarted``,
    ///   ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``, or
    ///   ``StatechartError/externalEventLimitExceeded(limit:configuration:recentEvents:)`` when
    ///   the events sent meanwhile exceed ``StatechartLimits/externalEventsPerCall``.
    @inline(__always)
    @inlinable
    @discardableResult
    public func send(_ event: Event) throws(StatechartError) -> SendResult {
        if run.phase == .running && !run.isProcessing && run.fusedDispatch && isQuiet && run.observers.isEmpty
            && run.externalQueue.isEmpty
        {
            // The plain path: the event is classified once; a discard or a plain transition
            // runs no user code, so nothing can be queued meanwhile (events a failed macrostep
            // left queued run after the next event on the full path, as before). Anything else
            // goes on with its classification.
            let eventClass = eventClass(of: event)
            let selection = select(eventClass)
            switch selection {
            case .discard:
                run.fusedEvents &+= 1
                return .discarded
            case .transition(let transition, let atomic) where program.transitions[unchecked: transition].isPlain:
                executePlain(transition, from: atomic, .event(event))
                run.fusedEvents &+= 1
                return .processed
            case .transition, .guarded, .general:
                return try sendFull(event, classified: (eventClass, selection))
            }
        }
        return try sendFull(event, classified: nil)
    }

    /// ``send(_:)`` past the plain path.
    /// - Parameter classified: The event's class and selection, when the plain path computed
    ///   them (the chart was running and idle then, and nothing has changed since).
    @inline(never)
    @inlinable
    func sendFull(
        _ event: Event, classified: (eventClass: Int, selection: StatechartSelection)?
    ) throws(StatechartError) -> SendResult {
        switch run.phase {
        case .notStarted: throw .notStarted
        case .finished: return .ignored
        case .running: break
        }
        if run.isProcessing {
            run.externalQueue.append(event)
            if !run.observers.isEmpty { queueOrigin(.external) }
            return .queued
        }
        run.isProcessing = true
        defer { run.isProcessing = false }
        if run.autoforwards != 0 { autoforward(event) }
        let took: Bool
        if let classified {
            took = try processExternal(event, eventClass: classified.eventClass, selection: classified.selection)
        } else {
            took = try processExternal(event)
        }
        if run.externalHead < run.externalQueue.count { try drainExternalQueue(processed: 1) }
        return took ? .processed : .discarded
    }

    /// Registers an observer called after every macrostep (start-up included) with the states
    /// it exited and entered, in order.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (Macrostep) -> Void) -> ObservationID {
        run.nextObserver += 1
        run.observers.append((run.nextObserver, handler))
        return ObservationID(raw: run.nextObserver)
    }

    /// Removes an observer; an unknown identifier does nothing.
    /// - Parameter id: The identifier ``observe(_:)`` returned.
    public func removeObserver(_ id: ObservationID) {
        run.observers.removeAll { $0.id == id.raw }
        if run.observers.isEmpty {
            run.stepExited.removeAll()
            run.stepEntered.removeAll()
            run.stepFired.removeAll()
            run.stepGuards.removeAll()
            run.stepScheduled.removeAll()
            run.stepCancelled.removeAll()
            run.stepRaised.removeAll()
        }
    }

    // MARK: Queues

    @inlinable
    func enqueueInternal(_ event: Event) {
        run.internalQueue.append((.event(event), eventClass(of: event)))
        if !run.observers.isEmpty { run.stepRaised.append(event) }
    }

    /// Raises `done.state.<id>` of a state.
    @inlinable
    func enqueueDone(_ state: Int) {
        run.internalQueue.append((.done(program.table.states[state]!), Int(program.topology.doneClass[state])))
    }

    @inlinable
    func dequeueInternal() -> (signal: Signal, eventClass: Int)? {
        guard run.internalHead < run.internalQueue.count else { return nil }
        let signal = run.internalQueue[run.internalHead]
        run.internalHead += 1
        if run.internalHead == run.internalQueue.count {
            run.internalQueue.removeAll(keepingCapacity: true)
            run.internalHead = 0
        }
        return signal
    }

    /// Processes the queued external events in order, until the queue is empty or the machine
    /// ends, within the call's budget of ``StatechartLimits/externalEventsPerCall`` events.
    /// - Parameter processed: How many external events this call already processed.
    @inlinable
    func drainExternalQueue(processed: Int) throws(StatechartError) {
        var processed = processed
        while run.phase == .running && run.externalHead < run.externalQueue.count {
            if processed >= limits.externalEventsPerCall { throw externalEventLimitExceeded() }
            processed += 1
            let event = run.externalQueue[run.externalHead]
            run.externalHead += 1
            if run.externalHead == run.externalQueue.count {
                run.externalQueue.removeAll(keepingCapacity: true)
                run.externalHead = 0
            }
            if run.originHead < run.queuedOrigins.count { takeOrigin() }
            if run.autoforwards != 0 { autoforward(event) }
            _ = try processExternal(event)
        }
    }

    /// Drops the external queue and describes the external-event limit just hit.
    @usableFromInline
    func externalEventLimitExceeded() -> StatechartError {
        run.externalQueue.removeAll(keepingCapacity: true)
        run.externalHead = 0
        run.queuedOrigins.removeAll()
        run.originHead = 0
        return .externalEventLimitExceeded(
            limit: limits.externalEventsPerCall, configuration: configurationIDs(), recentEvents: recentEventNames())
    }

    /// One external event's macrostep; returns whether the event enabled a transition.
    @inlinable
    func processExternal(_ event: Event) throws(StatechartError) -> Bool {
        let eventClass = eventClass(of: event)
        return try processExternal(
            event, eventClass: eventClass, selection: run.fusedDispatch ? select(eventClass) : .general)
    }

    /// One external event's macrostep, its class and selection already known: the fused
    /// executor when the selection allows it, else the full algorithm.
    @inlinable
    func processExternal(
        _ event: Event, eventClass: Int, selection: StatechartSelection
    ) throws(StatechartError) -> Bool {
        switch try dispatchFused(event, selection) {
        case .processed:
            run.fusedEvents &+= 1
            return true
        case .discarded:
            run.fusedEvents &+= 1
            return false
        case .declined:
            break
        }
        let signal = Signal.event(event)
        beginMacrostep(signal)
        do throws(StatechartError) {
            selectTransitions(signal, eventClass: eventClass)
            let took = !run.filtered.isEmpty
            if took { try microstep(signal) }
            try runMacrostep()
            endMacrostep()
            return took
        } catch {
            endMacrostep()
            throw error
        }
    }

    /// Eventless transitions, then internal events, until the chart is stable (D.1 mainEventLoop).
    @inlinable
    func runMacrostep() throws(StatechartError) {
        while run.phase == .running {
            selectTransitions(nil, eventClass: -1)
            if !run.filtered.isEmpty {
                try microstep(nil)
                continue
            }
            guard let (signal, eventClass) = dequeueInternal() else { break }
            selectTransitions(signal, eventClass: eventClass)
            if !run.filtered.isEmpty { try microstep(signal) }
        }
        if run.phase == .finished { exitInterpreter() }
    }

    @inlinable
    func beginMacrostep(_ trigger: Signal?) {
        run.microsteps = 0
        guard !run.observers.isEmpty else { return }
        run.stepTrigger = trigger
        run.stepOrigin = trigger == nil ? .start : run.nextOrigin
        run.nextOrigin = .external
        run.stepExited.removeAll(keepingCapacity: true)
        run.stepEntered.removeAll(keepingCapacity: true)
        run.stepFired.removeAll(keepingCapacity: true)
        run.stepGuards.removeAll(keepingCapacity: true)
        run.stepScheduled.removeAll(keepingCapacity: true)
        run.stepCancelled.removeAll(keepingCapacity: true)
        run.stepRaised.removeAll(keepingCapacity: true)
    }

    @inlinable
    func endMacrostep() {
        if !run.observers.isEmpty { reportMacrostep() }
        if !run.invokePending.isEmpty { startPendingInvocations() }
    }

    @usableFromInline
    func reportMacrostep() {
        let fired = run.stepFired.map { fired in
            let source = program.topology.transitionSource[fired.transition]
            return FiredTransition(
                source: program.table.states[source]!, index: fired.transition,
                indexInSource: fired.transition - program.topology.transitionStart[source], signal: fired.signal)
        }
        let step = Macrostep(
            trigger: run.stepTrigger, exited: run.stepExited.map { program.table.states[$0]! },
            entered: run.stepEntered.map { program.table.states[$0]! }, transitions: fired, origin: run.stepOrigin,
            guards: run.stepGuards, scheduledSends: run.stepScheduled, cancelledSends: run.stepCancelled,
            raisedEvents: run.stepRaised)
        for observer in run.observers { observer.handler(step) }
    }
}
