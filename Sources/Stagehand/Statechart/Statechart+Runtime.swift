extension Statechart {
    /// Everything one chart changes as it runs — configuration, history, queues, delayed sends,
    /// observers and the scratch space of its microsteps — as one value, beside the shared,
    /// immutable ``StatechartProgram``.
    ///
    /// The buffers and lists among its fields are references written through `let`s, so
    /// dispatch pays neither a uniqueness nor an exclusivity check for them.
    @usableFromInline
    struct Runtime {
        // MARK: Phase

        @usableFromInline var phase = Phase.notStarted {
            didSet { setBlocker(.notRunning, phase != .running) }
        }
        /// Why the plain path inside ``Statechart/send(_:)`` may not run, as ``StatechartPlainBlocker``
        /// bits (0: none of these reasons holds), kept in step with ``phase``,
        /// ``isProcessing``, ``plainDispatch``, ``observers``, ``eventlessActive``, the two
        /// queues and ``hooks`` by their setters, so that `send` tests one byte instead of eight
        /// conditions.
        @usableFromInline var plainBlockers: UInt8
        /// Whether a macrostep (or a move) is running; sends made meanwhile are queued.
        @inlinable var isProcessing: Bool {
            @inline(__always) get { plainBlockers & StatechartPlainBlocker.processing.rawValue != 0 }
            @inline(__always) set { setBlocker(.processing, newValue) }
        }
        /// Microsteps taken in the current macrostep.
        @usableFromInline var microsteps = 0
        /// Whether the fused path may run: the chart has its tables and a microstep budget of
        /// at least one (so its one microstep never hits the limit). Tests turn it off to
        /// compare the fused path with the full algorithm.
        @usableFromInline var fusedDispatch: Bool {
            didSet { setBlocker(.noPlainDispatch, !fusedDispatch || strict) }
        }
        /// Whether the plain path inside ``Statechart/send(_:)`` may run: the fused path may, and
        /// the chart is not strict (the plain path discards without asking the policy, so a
        /// strict chart's events take the fused path, which does). Kept in step with both (a
        /// bit of ``plainBlockers``), so `send` tests one byte.
        @inlinable var plainDispatch: Bool {
            @inline(__always) get { plainBlockers & StatechartPlainBlocker.noPlainDispatch.rawValue == 0 }
        }
        /// Whether the ``Statechart/unhandledEventPolicy`` rejects or reports external events
        /// that enable no transition (a strict chart) instead of discarding them.
        @usableFromInline var strict = false {
            didSet { setBlocker(.noPlainDispatch, !fusedDispatch || strict) }
        }
        /// Events the fused path processed or discarded, for tests (never reset).
        @usableFromInline var fusedEvents = 0
        /// States and transitions visited by dispatch, for tests that bound work (never reset).
        @usableFromInline var workUnits = 0

        // MARK: Configuration and history

        /// Whether each state is active.
        @usableFromInline let active: StatechartBuffer<Bool>
        /// The active child of each active compound state and of the root (-1: none). One
        /// slot more than there are states: the last is a sink the fused entry loop writes
        /// for a state whose parent is parallel (see ``StatechartFastPath/Entry/parent``);
        /// nothing reads it.
        @usableFromInline let activeChild: StatechartBuffer<Int>
        /// Per region head (see ``StatechartFastPath/Node/head``): the atomic state of that
        /// head entered last (-1: none yet). When it is active it is the head's only active
        /// leaf. Its last slot is a sink, as in ``activeChild``.
        @usableFromInline let leaf: StatechartBuffer<Int>
        /// For each parallel state, how many of its regions are in a final state.
        @usableFromInline let finalRegions: StatechartBuffer<Int>
        /// How many active states declare eventless transitions; while it is zero, no
        /// eventless transition can be enabled.
        @usableFromInline var eventlessActive = 0 {
            didSet { setBlocker(.eventless, eventlessActive != 0) }
        }
        /// The active atomic states in document order, kept up to date by simple microsteps
        /// and rebuilt after the others (when `atomicListValid` is false); `atomicSlot` gives
        /// each listed state's position.
        @usableFromInline let atomicList: StatechartList
        @usableFromInline let atomicSlot: StatechartBuffer<Int>
        @usableFromInline var atomicListValid = false
        /// What each history pseudo-state recorded (`nil`: nothing yet).
        @usableFromInline var historyValue: [[Int]?]

        // MARK: Queues

        /// Raised and `done.state` signals with their event class.
        @usableFromInline var internalQueue: [(signal: Signal, eventClass: Int)] = [] {
            didSet { setBlocker(.queued, !internalQueue.isEmpty || !externalQueue.isEmpty) }
        }
        @usableFromInline var internalHead = 0
        @usableFromInline var externalQueue: [Event] = [] {
            didSet { setBlocker(.queued, !internalQueue.isEmpty || !externalQueue.isEmpty) }
        }
        @usableFromInline var externalHead = 0
        /// The signals of the last 8 microsteps, for the step-limit diagnostic.
        @usableFromInline let recentSignals: StatechartRing<Signal?>
        /// Event classes of plain-data events by their bytes (-1: empty slot); see
        /// ``Statechart/eventClass(of:)``.
        @usableFromInline let classCache: StatechartBuffer<Int32>
        @usableFromInline let classKeys: StatechartBuffer<UInt64>

        // MARK: Delayed sends

        @usableFromInline var pendingSends: [Int: PendingSend] = [:]
        @usableFromInline var sendsByID: [String: [Int]] = [:]
        @usableFromInline var nextSend = 0

        // MARK: Invocations

        /// States with invocations entered in the current macrostep (in entry order, possibly
        /// repeated); their invocations start when it ends, if they are still active.
        @usableFromInline var invokePending: [Int] = []
        /// The running invocations, in the order they started.
        @usableFromInline var running: [RunningInvocation] = []
        /// Running child charts with `autoforward`. Each also counts in `eventlessActive`, so
        /// the plain and fused paths (which would not forward) step aside while one runs.
        @usableFromInline var autoforwards = 0
        /// Set by ``Statechart/stop()``: the machine ended without exit handlers.
        @usableFromInline var stopped = false
        /// A child chart's way to its parent (`nil` for a chart nobody invoked).
        @usableFromInline var parentSink: ((Event) -> Void)?
        /// A child chart's report to its parent that it ended.
        @usableFromInline var onFinish: (() -> Void)?
        /// Whether a child chart's parent is running a macrostep (then what the child sends it
        /// is only queued there).
        @usableFromInline var parentIsBusy: (() -> Bool)?
        /// What a child chart said to its idle parent while processing (`nil`: it ended),
        /// delivered when its own call ends, so the parent never stops it in mid-step.
        @usableFromInline var parentOutbox: [Event?] = []

        // MARK: Observers

        @usableFromInline var observers = ObserverList<(Macrostep) -> Void>() {
            didSet { setBlocker(.observed, !observers.isEmpty) }
        }
        /// The instance's hooks (see ``StatechartHooks``); `nil` for most charts.
        @usableFromInline var hooks: (any StatechartHooks<State, Event>)? {
            didSet { setBlocker(.hooked, hooks != nil) }
        }
        @usableFromInline var stepExited: [Int] = []
        @usableFromInline var stepEntered: [Int] = []
        /// The transitions fired in this macrostep with their microstep's signal (observed charts).
        @usableFromInline var stepFired: [(transition: Int, signal: Signal?)] = []
        @usableFromInline var stepTrigger: Signal?
        /// Guards evaluated in this macrostep with their results (observed charts).
        @usableFromInline var stepGuards: [GuardOutcome] = []
        /// Delayed sends scheduled and identifiers cancelled in this macrostep (observed charts).
        @usableFromInline var stepScheduled: [ScheduledSend] = []
        @usableFromInline var stepCancelled: [String] = []
        /// Events actions raised in this macrostep (observed charts).
        @usableFromInline var stepRaised: [Event] = []
        /// Where this macrostep's trigger came from, and where the next one's comes from.
        @usableFromInline var stepOrigin = MacrostepOrigin.start
        @usableFromInline var nextOrigin = MacrostepOrigin.external
        /// The origin of each event on the external queue, kept while the chart is observed
        /// (`originHead` is the next to take); an event without one came from the app.
        @usableFromInline var queuedOrigins: [MacrostepOrigin] = []
        @usableFromInline var originHead = 0

        // MARK: Scratch space reused by every microstep, so dispatch does not allocate

        @usableFromInline let enabled: StatechartList
        @usableFromInline let filtered: StatechartList
        @usableFromInline let selected: StatechartBuffer<Bool>
        @usableFromInline let domains: StatechartBuffer<Int>
        /// The pending regions of ``Statechart/walkActiveDescendants(of:_:)``, a slot per state
        /// (the walk holds each state at most once).
        @usableFromInline let stack: StatechartBuffer<Int>
        @usableFromInline let exitSet: StatechartList
        /// Positions in `filtered` of the kept transitions with targets (conflict resolution).
        @usableFromInline let conflictStack: StatechartList
        @usableFromInline var entrySet: [Int] = []
        @usableFromInline var entering: [Bool]
        @usableFromInline var descendantEntering: [Bool]
        @usableFromInline var marked: [Int] = []
        @usableFromInline var defaultEntry: [Bool]
        @usableFromInline var historyDefault: [Int]
        /// The pending steps of the entry-set computation.
        @usableFromInline var entryTasks: [StatechartEntryTask] = []

        /// The addresses of the configuration's buffers, read once per fused microstep so its
        /// loops store through them without reloading them from the chart.
        ///
        /// Lifetime: the buffers are `let`s of the chart's runtime, which is assigned only by
        /// the chart's `init`, so they live as long as the chart, which the executor's `self`
        /// keeps alive. Bounds: the executor indexes them only with states, parents and region
        /// heads read from the program's tables, all below the chart's state count, or with
        /// the sink slot at the state count, which `activeChild` and `leaf` have.
        @usableFromInline
        struct Cells {
            @usableFromInline let active: UnsafeMutablePointer<Bool>
            @usableFromInline let activeChild: UnsafeMutablePointer<Int>
            @usableFromInline let leaf: UnsafeMutablePointer<Int>

            @inlinable
            init(
                active: UnsafeMutablePointer<Bool>, activeChild: UnsafeMutablePointer<Int>,
                leaf: UnsafeMutablePointer<Int>
            ) {
                self.active = active
                self.activeChild = activeChild
                self.leaf = leaf
            }
        }

        /// The configuration's buffer addresses (see ``Cells``).
        @inlinable
        var cells: Cells {
            @inline(__always) get { Cells(active: active.base, activeChild: activeChild.base, leaf: leaf.base) }
        }

        /// The state of a chart that has not started, sized for `states` states and
        /// `transitions` transitions.
        init(states count: Int, transitions: Int, fusedDispatch: Bool) {
            self.fusedDispatch = fusedDispatch
            plainBlockers =
                StatechartPlainBlocker.notRunning.rawValue
                | (fusedDispatch ? 0 : StatechartPlainBlocker.noPlainDispatch.rawValue)
            active = StatechartBuffer(repeating: false, count: count)
            activeChild = StatechartBuffer(repeating: -1, count: count + 1)
            leaf = StatechartBuffer(repeating: -1, count: count + 1)
            finalRegions = StatechartBuffer(repeating: 0, count: count)
            atomicList = StatechartList(capacity: count)
            atomicSlot = StatechartBuffer(repeating: -1, count: count)
            historyValue = [[Int]?](repeating: nil, count: count)
            recentSignals = StatechartRing.make(nil)
            classCache = StatechartBuffer(repeating: -1, count: 256)
            classKeys = StatechartBuffer(repeating: 0, count: 512)
            // Scratch space sized once, so that dispatch does not grow it.
            enabled = StatechartList(capacity: count)
            filtered = StatechartList(capacity: count)
            selected = StatechartBuffer(repeating: false, count: transitions)
            domains = StatechartBuffer(repeating: -1, count: transitions)
            stack = StatechartBuffer(repeating: 0, count: count + 1)
            exitSet = StatechartList(capacity: count)
            conflictStack = StatechartList(capacity: count)
            entering = [Bool](repeating: false, count: count)
            descendantEntering = [Bool](repeating: false, count: count)
            defaultEntry = [Bool](repeating: false, count: count)
            historyDefault = [Int](repeating: -1, count: count)
            entrySet.reserveCapacity(count)
            marked.reserveCapacity(count)
            internalQueue.reserveCapacity(16)
            externalQueue.reserveCapacity(16)
        }

        /// Sets (`on`) or clears the bit of `blocker` in ``plainBlockers``.
        @inline(__always)
        @inlinable
        mutating func setBlocker(_ blocker: StatechartPlainBlocker, _ on: Bool) {
            if on { plainBlockers |= blocker.rawValue } else { plainBlockers &= ~blocker.rawValue }
        }
    }
}
