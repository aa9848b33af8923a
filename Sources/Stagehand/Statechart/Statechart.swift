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

    /// Identifies a registered observer so it can be removed.
    public struct ObserverID: Hashable, Sendable {
        let raw: Int
    }

    @usableFromInline
    enum Phase { case notStarted, running, finished }

    // The mutable state below is `@exclusivity(unchecked)`: the chart belongs to one isolation
    // domain, and no access to one of these properties overlaps another access to the same
    // property (loops iterate copies; actions that re-enter only append to the queues, which no
    // loop is iterating in place).

    @usableFromInline
    let table: StatechartTable<State, Event>
    @usableFromInline
    let topology: StatechartTopology
    // The fused dispatch path's tables (see ``StatechartFastPath``), read without index
    // checks: every index in them is a state, transition or entry of this chart.
    @usableFromInline
    let fusedRoute: StatechartBuffer<Int32>
    @usableFromInline
    let fusedNodes: StatechartBuffer<StatechartFastPath.Node>
    @usableFromInline
    let fusedTransitions: StatechartBuffer<StatechartFastPath.Transition>
    @usableFromInline
    let fusedEntries: StatechartBuffer<StatechartFastPath.Entry>
    @usableFromInline
    let fusedPool: StatechartBuffer<Bool>
    /// Whether the chart has history pseudo-states (fused exits may record history).
    @usableFromInline
    let fusedHistory: Bool
    /// Whether the fused path may run: the chart has its tables and a microstep budget of at
    /// least one (so its one microstep never hits the limit). Tests turn it off to compare the
    /// fused path with the full algorithm.
    @usableFromInline @exclusivity(unchecked)
    var fusedDispatch: Bool
    /// Events the fused path processed or discarded, for tests (never reset).
    @usableFromInline @exclusivity(unchecked)
    var fusedEvents = 0
    @usableFromInline
    let clock: (any StagehandClock)?
    /// The limits this chart enforces.
    public let limits: StatechartLimits

    /// Receives errors that no caller can catch: a step limit hit while a delayed send is
    /// processed, or a delayed send without a clock.
    public var onError: ((StatechartError) -> Void)?

    @usableFromInline @exclusivity(unchecked)
    var phase = Phase.notStarted
    @usableFromInline @exclusivity(unchecked)
    var isProcessing = false
    @usableFromInline @exclusivity(unchecked)
    var microsteps = 0
    /// States and transitions visited by dispatch, for tests that bound work (never reset).
    @usableFromInline @exclusivity(unchecked)
    var workUnits = 0
    @usableFromInline
    let active: StatechartBuffer<Bool>
    @usableFromInline
    let activeChild: StatechartBuffer<Int>
    @usableFromInline @exclusivity(unchecked)
    var historyValue: [[Int]?]

    /// Raised and `done.state` signals with their event class.
    @usableFromInline @exclusivity(unchecked)
    var internalQueue: [(signal: Signal, eventClass: Int)] = []
    @usableFromInline @exclusivity(unchecked)
    var internalHead = 0
    @usableFromInline @exclusivity(unchecked)
    var externalQueue: [Event] = []
    @usableFromInline @exclusivity(unchecked)
    var externalHead = 0
    /// The signals of the last 8 microsteps, for the step-limit diagnostic: a ring whose next
    /// slot is `recentTotal & 7`, of which `min(recentTotal, 8)` slots are used.
    @usableFromInline
    let recentSignals: UnsafeMutablePointer<Signal?>
    /// How many microsteps were remembered (a 64-bit count: it does not wrap in practice).
    @usableFromInline @exclusivity(unchecked)
    var recentTotal: UInt64 = 0
    /// Per region head (see ``StatechartFastPath/Node/head``): the atomic state of that head
    /// entered last (-1: none yet). When it is active it is the head's only active leaf.
    @usableFromInline
    let leaf: StatechartBuffer<Int>
    /// How many active states declare eventless transitions; while it is zero, no eventless
    /// transition can be enabled.
    @usableFromInline @exclusivity(unchecked)
    var eventlessActive = 0

    // Scratch space reused by every microstep, so dispatch does not allocate.
    @usableFromInline
    let enabled: StatechartList
    @usableFromInline
    let filtered: StatechartList
    @usableFromInline
    let selected: StatechartBuffer<Bool>
    @usableFromInline
    let domains: StatechartBuffer<Int>
    @usableFromInline
    let stack: StatechartList
    @usableFromInline
    let exitSet: StatechartList
    @usableFromInline @exclusivity(unchecked)
    var entrySet: [Int] = []
    @usableFromInline @exclusivity(unchecked)
    var entering: [Bool]
    @usableFromInline @exclusivity(unchecked)
    var descendantEntering: [Bool]
    @usableFromInline @exclusivity(unchecked)
    var marked: [Int] = []
    @usableFromInline @exclusivity(unchecked)
    var defaultEntry: [Bool]
    @usableFromInline @exclusivity(unchecked)
    var historyDefault: [Int]
    /// Positions in `filtered` of the kept transitions with targets (conflict resolution).
    @usableFromInline
    let conflictStack: StatechartList
    /// The active atomic states in document order, kept up to date by simple microsteps and
    /// rebuilt after the others (when `atomicListValid` is false); `atomicSlot` gives each
    /// listed state's position.
    @usableFromInline
    let atomicList: StatechartList
    @usableFromInline
    let atomicSlot: StatechartBuffer<Int>
    @usableFromInline @exclusivity(unchecked)
    var atomicListValid = false
    /// The pending steps of the entry-set computation.
    @usableFromInline @exclusivity(unchecked)
    var entryTasks: [StatechartEntryTask] = []
    /// For each parallel state, how many of its regions are in a final state.
    @usableFromInline
    let finalRegions: StatechartBuffer<Int>
    /// Event classes of plain-data events by their bytes (-1: empty slot); see ``eventClass(of:)``.
    @usableFromInline
    let classCache: StatechartBuffer<Int32>
    @usableFromInline
    let classKeys: StatechartBuffer<UInt64>

    @usableFromInline @exclusivity(unchecked)
    var observers: [(id: Int, handler: (Macrostep) -> Void)] = []
    @usableFromInline @exclusivity(unchecked)
    var nextObserver = 0
    @usableFromInline @exclusivity(unchecked)
    var stepExited: [Int] = []
    @usableFromInline @exclusivity(unchecked)
    var stepEntered: [Int] = []
    /// The transitions fired in this macrostep with their microstep's signal (observed charts).
    @usableFromInline @exclusivity(unchecked)
    var stepFired: [(transition: Int, signal: Signal?)] = []
    @usableFromInline @exclusivity(unchecked)
    var stepTrigger: Signal?

    @usableFromInline @exclusivity(unchecked)
    var pendingSends: [Int: PendingSend] = [:]
    @usableFromInline @exclusivity(unchecked)
    var sendsByID: [String: [Int]] = [:]
    @usableFromInline @exclusivity(unchecked)
    var nextSend = 0

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
    ///   - limits: The microstep budget of a macrostep.
    public init(
        _ definition: Definition, clock: (any StagehandClock)? = nil, limits: StatechartLimits = StatechartLimits()
    ) {
        let table = definition.table
        self.table = table
        let topology = StatechartTopology(table)
        self.topology = topology
        let fast = StatechartFastPath(topology)
        fusedRoute = StatechartBuffer(fast.route)
        fusedNodes = StatechartBuffer(fast.nodes)
        fusedTransitions = StatechartBuffer(fast.transitions)
        fusedEntries = StatechartBuffer(fast.entries)
        fusedPool = StatechartBuffer(fast.poolFused)
        fusedHistory = fast.hasHistory
        fusedDispatch = fast.isAvailable && limits.microstepsPerMacrostep >= 1
        self.clock = clock
        self.limits = limits
        let count = table.count
        active = StatechartBuffer(repeating: false, count: count)
        activeChild = StatechartBuffer(repeating: -1, count: count)
        historyValue = [[Int]?](repeating: nil, count: count)
        selected = StatechartBuffer(repeating: false, count: table.transitions.count)
        domains = StatechartBuffer(repeating: -1, count: table.transitions.count)
        entering = [Bool](repeating: false, count: count)
        descendantEntering = [Bool](repeating: false, count: count)
        defaultEntry = [Bool](repeating: false, count: count)
        historyDefault = [Int](repeating: -1, count: count)
        finalRegions = StatechartBuffer(repeating: 0, count: count)
        classCache = StatechartBuffer(repeating: -1, count: 256)
        classKeys = StatechartBuffer(repeating: 0, count: 512)
        // Scratch space sized once, so that dispatch does not grow it.
        enabled = StatechartList(capacity: count)
        filtered = StatechartList(capacity: count)
        stack = StatechartList(capacity: count + 1)
        exitSet = StatechartList(capacity: count)
        conflictStack = StatechartList(capacity: count)
        atomicList = StatechartList(capacity: count)
        atomicSlot = StatechartBuffer(repeating: -1, count: count)
        entrySet.reserveCapacity(count)
        marked.reserveCapacity(count)
        internalQueue.reserveCapacity(16)
        externalQueue.reserveCapacity(16)
        recentSignals = UnsafeMutablePointer<Signal?>.allocate(capacity: 8)
        recentSignals.initialize(repeating: nil, count: 8)
        leaf = StatechartBuffer(repeating: -1, count: count)
        recountFinalRegions()
    }

    deinit {
        active.deallocate()
        activeChild.deallocate()
        selected.deallocate()
        domains.deallocate()
        finalRegions.deallocate()
        classCache.deallocate()
        classKeys.deallocate()
        atomicSlot.deallocate()
        leaf.deallocate()
        fusedRoute.deallocate()
        fusedNodes.deallocate()
        fusedTransitions.deallocate()
        fusedEntries.deallocate()
        fusedPool.deallocate()
        recentSignals.deinitialize(count: 8)
        recentSignals.deallocate()
    }

    // MARK: Public API

    /// Whether ``start()`` ran and no top-level final state has been entered.
    public var isRunning: Bool { phase == .running }

    /// Whether a top-level final state was entered, which ended the machine.
    public var isFinished: Bool { phase == .finished }

    /// Enters the initial configuration and runs the first macrostep (eventless transitions
    /// and raised events) before returning.
    /// - Throws: ``StatechartError/alreadyStarted``, or
    ///   ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``.
    public func start() throws(StatechartError) {
        guard phase == .notStarted else { throw .alreadyStarted }
        phase = .running
        active[0] = true
        isProcessing = true
        defer { isProcessing = false }
        beginMacrostep(nil)
        do throws(StatechartError) {
            enterInitialConfiguration()
            try runMacrostep()
            endMacrostep()
            try drainExternalQueue()
        } catch {
            endMacrostep()
            throw error
        }
    }

    /// Sends an external event and runs its macrostep (and those of any events queued meanwhile).
    /// - Parameter event: The event.
    /// - Returns: What happened to the event.
    /// - Throws: ``StatechartError/notStarted``, or
    ///   ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``.
    @inline(__always)
    @inlinable
    @discardableResult
    public func send(_ event: Event) throws(StatechartError) -> SendResult {
        if phase == .running && !isProcessing && fusedDispatch && isQuiet && observers.isEmpty
            && externalQueue.isEmpty
        {
            // The plain path (see `dispatchPlain`): no user code runs on it, so nothing can be
            // queued meanwhile (events a failed macrostep left queued run after the next event
            // on the full path, as before).
            let eventClass = eventClass(of: event)
            let outcome = dispatchPlain(event, eventClass: eventClass)
            if outcome >= 0 {
                fusedEvents &+= 1
                return outcome == 1 ? .processed : .discarded
            }
            return try sendFull(event, eventClass: eventClass)
        }
        return try sendFull(event, eventClass: -2)
    }

    /// ``send(_:)`` past the plain path.
    /// - Parameter eventClass: The event's class, or -2 when not computed yet.
    @inline(never)
    @inlinable
    func sendFull(_ event: Event, eventClass: Int) throws(StatechartError) -> SendResult {
        switch phase {
        case .notStarted: throw .notStarted
        case .finished: return .ignored
        case .running: break
        }
        if isProcessing {
            externalQueue.append(event)
            return .queued
        }
        let eventClass = eventClass == -2 ? self.eventClass(of: event) : eventClass
        isProcessing = true
        defer { isProcessing = false }
        let took = try processExternal(event, eventClass: eventClass)
        if externalHead < externalQueue.count { try drainExternalQueue() }
        return took ? .processed : .discarded
    }

    /// Registers an observer called after every macrostep (start-up included) with the states
    /// it exited and entered, in order.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (Macrostep) -> Void) -> ObserverID {
        nextObserver += 1
        observers.append((nextObserver, handler))
        return ObserverID(raw: nextObserver)
    }

    /// Removes an observer; an unknown identifier does nothing.
    /// - Parameter id: The identifier ``observe(_:)`` returned.
    public func removeObserver(_ id: ObserverID) {
        observers.removeAll { $0.id == id.raw }
        if observers.isEmpty {
            stepExited.removeAll()
            stepEntered.removeAll()
            stepFired.removeAll()
        }
    }

    // MARK: Queues

    @inlinable
    func enqueueInternal(_ event: Event) {
        internalQueue.append((.event(event), eventClass(of: event)))
    }

    /// Raises `done.state.<id>` of a state.
    @inlinable
    func enqueueDone(_ state: Int) {
        internalQueue.append((.done(table.states[state]!), Int(topology.doneClass[state])))
    }

    @inlinable
    func dequeueInternal() -> (signal: Signal, eventClass: Int)? {
        guard internalHead < internalQueue.count else { return nil }
        let signal = internalQueue[internalHead]
        internalHead += 1
        if internalHead == internalQueue.count {
            internalQueue.removeAll(keepingCapacity: true)
            internalHead = 0
        }
        return signal
    }

    @inlinable
    func drainExternalQueue() throws(StatechartError) {
        while phase == .running && externalHead < externalQueue.count {
            let event = externalQueue[externalHead]
            externalHead += 1
            if externalHead == externalQueue.count {
                externalQueue.removeAll(keepingCapacity: true)
                externalHead = 0
            }
            _ = try processExternal(event)
        }
    }

    /// One external event's macrostep; returns whether the event enabled a transition.
    @inlinable
    func processExternal(_ event: Event) throws(StatechartError) -> Bool {
        try processExternal(event, eventClass: eventClass(of: event))
    }

    /// One external event's macrostep, its class already known.
    @inlinable
    func processExternal(_ event: Event, eventClass: Int) throws(StatechartError) -> Bool {
        if fusedDispatch {
            let outcome = try dispatchFused(event, eventClass: eventClass)
            if outcome >= 0 {
                fusedEvents &+= 1
                return outcome == 1
            }
        }
        let signal = Signal.event(event)
        beginMacrostep(signal)
        do throws(StatechartError) {
            selectTransitions(signal, eventClass: eventClass)
            let took = !filtered.isEmpty
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
        while phase == .running {
            selectTransitions(nil, eventClass: -1)
            if !filtered.isEmpty {
                try microstep(nil)
                continue
            }
            guard let (signal, eventClass) = dequeueInternal() else { break }
            selectTransitions(signal, eventClass: eventClass)
            if !filtered.isEmpty { try microstep(signal) }
        }
        if phase == .finished { exitInterpreter() }
    }

    @inlinable
    func beginMacrostep(_ trigger: Signal?) {
        microsteps = 0
        guard !observers.isEmpty else { return }
        stepTrigger = trigger
        stepExited.removeAll(keepingCapacity: true)
        stepEntered.removeAll(keepingCapacity: true)
        stepFired.removeAll(keepingCapacity: true)
    }

    @inlinable
    func endMacrostep() {
        if !observers.isEmpty { reportMacrostep() }
    }

    @usableFromInline
    func reportMacrostep() {
        let fired = stepFired.map { fired in
            let source = topology.transitionSource[fired.transition]
            return FiredTransition(
                source: table.states[source]!, index: fired.transition,
                indexInSource: fired.transition - topology.transitionStart[source], signal: fired.signal)
        }
        let step = Macrostep(
            trigger: stepTrigger, exited: stepExited.map { table.states[$0]! },
            entered: stepEntered.map { table.states[$0]! }, transitions: fired)
        for observer in observers { observer.handler(step) }
    }

    // MARK: Delayed sends

    @usableFromInline
    func scheduleSend(_ event: Event, after delay: Duration, id: String?) {
        guard delay > .zero else {
            externalQueue.append(event)
            if !isProcessing && phase == .running { deliverFromClock() }
            return
        }
        scheduleOnClock(event, after: delay, id: id)
    }

    @usableFromInline
    func scheduleOnClock(_ event: Event, after delay: Duration, id: String?) {
        guard let clock else {
            onError?(.noClock(event: event.name))
            return
        }
        let sequence = nextSend
        nextSend += 1
        let timer = clock.schedule(after: delay) { [weak self] in
            self?.fireSend(sequence)
        }
        pendingSends[sequence] = PendingSend(event: event, id: id, deadline: timer.deadline, timer: timer)
        if let id { sendsByID[id, default: []].append(sequence) }
    }

    @usableFromInline
    func fireSend(_ sequence: Int) {
        guard let send = pendingSends.removeValue(forKey: sequence) else { return }
        if let id = send.id {
            sendsByID[id]?.removeAll { $0 == sequence }
            if sendsByID[id]?.isEmpty == true { sendsByID[id] = nil }
        }
        guard phase == .running else { return }
        externalQueue.append(send.event)
        if !isProcessing { deliverFromClock() }
    }

    @usableFromInline
    func deliverFromClock() {
        isProcessing = true
        defer { isProcessing = false }
        do throws(StatechartError) {
            try drainExternalQueue()
        } catch {
            onError?(error)
        }
    }

    @usableFromInline
    func cancelSend(id: String) {
        guard let sequences = sendsByID.removeValue(forKey: id) else { return }
        for sequence in sequences {
            pendingSends.removeValue(forKey: sequence)?.timer.cancel()
        }
    }

    @usableFromInline
    func cancelAllSends() {
        for send in pendingSends.values { send.timer.cancel() }
        pendingSends.removeAll()
        sendsByID.removeAll()
    }
}
