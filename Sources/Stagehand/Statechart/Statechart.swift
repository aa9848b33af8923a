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

    enum Phase { case notStarted, running, finished }

    let table: StatechartTable<State, Event>
    let topology: StatechartTopology
    let clock: (any StagehandClock)?
    /// The limits this chart enforces.
    public let limits: StatechartLimits

    /// Receives errors that no caller can catch: a step limit hit while a delayed send is
    /// processed, or a delayed send without a clock.
    public var onError: ((StatechartError) -> Void)?

    var phase = Phase.notStarted
    var isProcessing = false
    var microsteps = 0
    /// States and transitions visited by dispatch, for tests that bound work (never reset).
    var workUnits = 0
    var active: [Bool]
    var activeChild: [Int]
    var historyValue: [[Int]?]

    var internalQueue: [Signal] = []
    var internalHead = 0
    var externalQueue: [Event] = []
    var externalHead = 0
    var recentSignals: [Signal?] = []
    var recentNext = 0

    // Scratch space reused by every microstep, so dispatch does not allocate.
    var enabled: [Int] = []
    var filtered: [Int] = []
    var selected: [Bool]
    var domains: [Int]
    var stack: [Int] = []
    var exitSet: [Int] = []
    var entrySet: [Int] = []
    var entering: [Bool]
    var descendantEntering: [Bool]
    var marked: [Int] = []
    var defaultEntry: [Bool]
    var historyDefault: [Int]

    var observers: [(id: Int, handler: (Macrostep) -> Void)] = []
    var nextObserver = 0
    var stepExited: [Int] = []
    var stepEntered: [Int] = []
    var stepTrigger: Signal?

    var pendingSends: [Int: PendingSend] = [:]
    var sendsByID: [String: [Int]] = [:]
    var nextSend = 0

    struct PendingSend {
        let event: Event
        let id: String?
        let deadline: Duration
        let timer: ScheduledTimer
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
        self.topology = StatechartTopology(table)
        self.clock = clock
        self.limits = limits
        let count = table.count
        active = [Bool](repeating: false, count: count)
        activeChild = [Int](repeating: -1, count: count)
        historyValue = [[Int]?](repeating: nil, count: count)
        selected = [Bool](repeating: false, count: table.transitions.count)
        domains = [Int](repeating: -1, count: table.transitions.count)
        entering = [Bool](repeating: false, count: count)
        descendantEntering = [Bool](repeating: false, count: count)
        defaultEntry = [Bool](repeating: false, count: count)
        historyDefault = [Int](repeating: -1, count: count)
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
    @discardableResult
    public func send(_ event: Event) throws(StatechartError) -> SendResult {
        switch phase {
        case .notStarted: throw .notStarted
        case .finished: return .ignored
        case .running: break
        }
        if isProcessing {
            externalQueue.append(event)
            return .queued
        }
        isProcessing = true
        defer { isProcessing = false }
        let took = try processExternal(event)
        try drainExternalQueue()
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
    }

    // MARK: Queues

    func enqueueInternal(_ signal: Signal) {
        internalQueue.append(signal)
    }

    func dequeueInternal() -> Signal? {
        guard internalHead < internalQueue.count else { return nil }
        let signal = internalQueue[internalHead]
        internalHead += 1
        if internalHead == internalQueue.count {
            internalQueue.removeAll(keepingCapacity: true)
            internalHead = 0
        }
        return signal
    }

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
    func processExternal(_ event: Event) throws(StatechartError) -> Bool {
        let signal = Signal.event(event)
        beginMacrostep(signal)
        do throws(StatechartError) {
            selectTransitions(signal)
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
    func runMacrostep() throws(StatechartError) {
        while phase == .running {
            selectTransitions(nil)
            if !filtered.isEmpty {
                try microstep(nil)
                continue
            }
            guard let signal = dequeueInternal() else { break }
            selectTransitions(signal)
            if !filtered.isEmpty { try microstep(signal) }
        }
        if phase == .finished { exitInterpreter() }
    }

    func beginMacrostep(_ trigger: Signal?) {
        microsteps = 0
        stepTrigger = trigger
        stepExited.removeAll(keepingCapacity: true)
        stepEntered.removeAll(keepingCapacity: true)
    }

    func endMacrostep() {
        guard !observers.isEmpty else { return }
        let step = Macrostep(
            trigger: stepTrigger, exited: stepExited.map { table.states[$0]! },
            entered: stepEntered.map { table.states[$0]! })
        for observer in observers { observer.handler(step) }
    }

    // MARK: Delayed sends

    func scheduleSend(_ event: Event, after delay: Duration, id: String?) {
        guard delay > .zero else {
            externalQueue.append(event)
            if !isProcessing && phase == .running { deliverFromClock() }
            return
        }
        scheduleOnClock(event, after: delay, id: id)
    }

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

    func deliverFromClock() {
        isProcessing = true
        defer { isProcessing = false }
        do throws(StatechartError) {
            try drainExternalQueue()
        } catch {
            onError?(error)
        }
    }

    func cancelSend(id: String) {
        guard let sequences = sendsByID.removeValue(forKey: id) else { return }
        for sequence in sequences {
            pendingSends.removeValue(forKey: sequence)?.timer.cancel()
        }
    }

    func cancelAllSends() {
        for send in pendingSends.values { send.timer.cancel() }
        pendingSends.removeAll()
        sendsByID.removeAll()
    }
}
