/// A hierarchical state machine with the semantics of the W3C SCXML Recommendation
/// (1 September 2015), Appendix D: compound, parallel and final states, shallow and deep history,
/// eventless transitions, internal and external event queues, and run-to-completion macrosteps.
///
/// Build a ``Definition`` with the ``Element`` DSL, create a chart from it, call ``start()``, then
/// ``send(_:)`` events. Each external event runs one *macrostep*: the microstep it enables (if
/// any), then eventless transitions and raised events until the chart is stable. External events
/// that enable no transition are discarded, as SCXML says, unless ``unhandledEventPolicy`` says
/// to reject or report them (a strict chart); raised events that enable none are always
/// discarded. When a top-level final state is entered
/// the machine ends: the exit handlers of every active state run (SCXML `exitInterpreter`), and
/// ``configuration`` keeps reporting the configuration the machine ended in.
///
/// A chart belongs to one isolation domain (it is not `Sendable`); its definition is a
/// `Sendable` value that may be shared.
public final class Statechart<State: Hashable & Sendable, Event: StatechartEvent> {
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
    /// The limits this chart enforces: the microsteps of a macrostep, the external events of one
    /// call and the depth of child charts.
    public var limits: RunLimits

    /// Receives errors that no caller can catch: a step limit hit while a delayed send is
    /// processed, a delayed send without a clock, or, under the ``UnhandledEventPolicy/reject``
    /// policy, the first rejection of an event delivered by the clock or queued by ``start()``'s
    /// actions.
    public var onError: ((StatechartError) -> Void)?

    /// What happens to an external event that enables no transition:
    /// ``UnhandledEventPolicy/ignore`` by default (it is discarded, as SCXML says, and
    /// ``send(_:)`` returns ``SendResult/discarded``).
    ///
    /// Under ``UnhandledEventPolicy/reject`` the chart is strict: ``send(_:)`` throws
    /// ``StatechartError/rejected(_:)``, naming the active atomic
    /// states, the event and the event descriptors the active states have transitions for, and
    /// nothing happens — no configuration change, no macrostep (eventless transitions waiting for
    /// the next macrostep keep waiting), no observer call; events still queued stay queued. An
    /// invoked child chart with `autoforward` has received the event all the same. An event the
    /// chart's actions sent meanwhile (queued, run after the current one) that enables no
    /// transition does not stop the others: the outermost ``send(_:)`` throws the first such
    /// rejection after the queue is empty (``start()`` too; a delivery from the clock hands it to
    /// ``onError``). Under ``UnhandledEventPolicy/report(_:)`` the handler receives each
    /// rejection as it happens and ``send(_:)`` returns ``SendResult/reported``.
    ///
    /// Events raised by actions (the internal queue) that enable no transition are always
    /// discarded, as SCXML requires, whatever the policy.
    ///
    /// A strict chart's events take the fused path rather than the plain one inside `send`, so
    /// its transitions cost a little more than the default policy's; the default's cost
    /// nothing more. In a configuration without parallel states a rejection is built without
    /// allocating (see ``StatechartRejection``).
    public var unhandledEventPolicy: UnhandledEventPolicy<StatechartError> = .ignore {
        didSet {
            if case .ignore = unhandledEventPolicy { run.strict = false } else { run.strict = true }
        }
    }

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
        limits: RunLimits = RunLimits()
    ) {
        let program = definition.program
        self.program = program
        self.clock = clock
        self.invoker = invoker
        self.limits = limits
        run = Runtime(
            states: program.table.count, transitions: program.table.transitions.count,
            fusedDispatch: program.hasFastPath && limits.stepsPerRun >= 1)
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

    // Specialisation: `start()` and the other entry points a file-driven run goes through (the
    // definition's build, `configuration`, `snapshot()`, `restore(_:)`, the macrostep report)
    // export a specialisation for `Statechart<String, String>`, the instance every chart read
    // from a file is (the `stagehand` command, SCXML tools). The chart's code is not
    // `@inlinable` (only `send(_:)` is), so another module calls it unspecialised, where each use
    // of a generic type looks its metadata up at run time; with these, `stagehand paths` on a
    // 10,000-state star runs 30% fewer instructions (callgrind).

    /// Enters the initial configuration and runs the first macrostep (eventless transitions
    /// and raised events) before returning.
    /// - Throws: ``StatechartError/alreadyStarted``,
    ///   ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``, or
    ///   ``StatechartError/externalEventLimitExceeded(limit:configuration:recentEvents:)``.
    @_specialize(exported:true,where State == String, Event == String)  // See the comment above.
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
        } catch {
            endMacrostep()
            throw error
        }
        endMacrostep()
        // Each queued event's macrostep reports itself, also when it fails.
        try drainExternalQueue(processed: 0)
    }

    /// Sends an external event and runs its macrostep (and those of any events queued meanwhile).
    /// - Parameter event: The event.
    /// - Returns: What happened to the event.
    /// - Throws: ``StatechartError/notStarted``; under the ``UnhandledEventPolicy/reject``
    ///   policy, ``StatechartError/rejected(_:)`` when the event
    ///   (or, after the queue is empty, one its actions sent) enabled no transition;
    ///   ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``, or
    ///   ``StatechartError/externalEventLimitExceeded(limit:configuration:recentEvents:)`` when
    ///   the events sent meanwhile exceed ``RunLimits/externalEventsPerCall``.
    @inline(__always)
    @inlinable
    @discardableResult
    public func send(_ event: Event) throws(StatechartError) -> SendResult {
        // `plainBlockers` is 0 exactly when the chart is running, not processing, quiet (see
        // `isQuiet`), has no observer, no hooks and no queued external event, and may take the plain
        // path (see `Runtime.plainBlockers`).
        if run.plainBlockers == 0 {
            // The plain path: the event is classified once; a discard or a plain transition
            // runs no user code, so nothing can be queued meanwhile (events a failed macrostep
            // left queued run after the next event on the full path, as before). Anything else
            // goes on with its classification. A strict chart never comes here (see
            // `Runtime.plainDispatch`), so a discard costs the default policy nothing.
            let eventClass = eventClass(of: event)
            let selection = select(eventClass)
            switch selection {
            case .discard:
                run.fusedEvents &+= 1
                return .discarded
            case .transition(let transition, let atomic):
                let plainStep = program.transitions[unchecked: transition].plainStep
                if plainStep == .chain {
                    executePlain(transition, from: atomic, .event(event))
                } else if plainStep == .subtree {
                    executeUnchainedPlain(transition, .event(event))
                } else {
                    return try sendFull(event, classified: (eventClass, selection))
                }
                run.fusedEvents &+= 1
                return .processed
            case .guarded, .general:
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
        case .finished: return .finished
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
        let outcome: StatechartFusedOutcome
        if let classified {
            outcome = try processExternal(event, eventClass: classified.eventClass, selection: classified.selection)
        } else {
            outcome = try processExternal(event)
        }
        if _slowPath(outcome == .unhandled) { return try unhandled(event) }
        if run.externalHead < run.externalQueue.count { try drainExternalQueue(processed: 1) }
        return outcome == .processed ? .processed : .discarded
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
    /// ends, within the call's budget of ``RunLimits/externalEventsPerCall`` events.
    /// Under the ``UnhandledEventPolicy/reject`` policy, the first event that enabled no
    /// transition is thrown once the queue is empty.
    /// - Parameter processed: How many external events this call already processed.
    @inlinable
    func drainExternalQueue(processed: Int) throws(StatechartError) {
        var processed = processed
        var rejection: StatechartError?
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
            if _slowPath(try processExternal(event) == .unhandled) {
                let error = unhandledRejection(event)
                if case .report(let handler) = unhandledEventPolicy {
                    handler(error)
                } else {
                    rejection = rejection ?? error
                }
            }
        }
        if let rejection { throw rejection }
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

    /// One external event's macrostep; returns whether the event enabled a transition (never
    /// ``StatechartFusedOutcome/declined``).
    @inlinable
    func processExternal(_ event: Event) throws(StatechartError) -> StatechartFusedOutcome {
        let eventClass = eventClass(of: event)
        return try processExternal(
            event, eventClass: eventClass, selection: run.fusedDispatch ? select(eventClass) : .general)
    }

    /// One external event's macrostep, its class and selection already known: the fused
    /// executor when the selection allows it, else the full algorithm. Returns what happened
    /// (never ``StatechartFusedOutcome/declined``); ``StatechartFusedOutcome/unhandled`` only
    /// for a strict chart, and then nothing has happened.
    @inlinable
    func processExternal(
        _ event: Event, eventClass: Int, selection: StatechartSelection
    ) throws(StatechartError) -> StatechartFusedOutcome {
        switch try dispatchFused(event, selection) {
        case .processed:
            run.fusedEvents &+= 1
            return .processed
        case .discarded:
            run.fusedEvents &+= 1
            return .discarded
        case .unhandled:
            return .unhandled
        case .declined:
            break
        }
        let signal = Signal.event(event)
        beginMacrostep(signal)
        do throws(StatechartError) {
            selectTransitions(signal, eventClass: eventClass)
            let took = !run.filtered.isEmpty
            // A strict chart stops here: the observers are not told of a macrostep that did not run.
            if _slowPath(!took && run.strict) { return .unhandled }
            if took { try microstep(signal) }
            try runMacrostep()
            endMacrostep()
            return took ? .processed : .discarded
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
}
