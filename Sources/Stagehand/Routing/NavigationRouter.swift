/// Routes between screens with a ``Statechart`` whose states are routes: tabs that keep their
/// place, a back stack per tab, and deep links.
///
/// The router is made over a chart definition and one **tabs state**, a parallel state whose
/// regions (compound states, in document order) are the tabs. All tabs are active together
/// while the tabs state is; which one is *selected* is router data (``selectedTab``).
///
/// **Stacks.** Per tab the router records the atomic states of that tab's region the user moved
/// through: an event that changes the region's active state pushes the new one, or, when that
/// state is already on the stack, unwinds the stack to it (never a second copy); ``back(context:)``
/// pops the selected tab's stack and moves the region straight back to the previous state, as an
/// SCXML internal transition of the region (``Statechart/move(to:from:)``: the region's active
/// descendants exit deepest first, the target's path enters in document order). The top of a
/// tab's stack is always the region's active atomic state (a region holding a parallel state is
/// tracked by its first active atomic state). Outside the tabs state the router keeps one root
/// stack the same way; while the tabs state is active the root stack ends with it. **Leaving
/// the tabs state replaces the root stack** by the state entered (a sign-out cannot be undone by
/// ``back(context:)``, and signing in and out again does not grow it). When a region is entered
/// anew (a sign-out that re-enters or leaves the tabs state), its stack starts again from its
/// active state; when the tabs state is left and later re-entered at the same places (through
/// history), each tab gets its stack back. Every change carries the stack edits it made
/// (``RouteChange/edits``), which a backend applies to its own stacks.
///
/// **Deep links.** ``open(_:context:)`` sets a whole path as data: states outside the tabs
/// state (the root stack), optionally the tabs state, a tab and states inside it (the tab's
/// stack). Each segment must be reachable from the previous one by some transition of the
/// chart (guards not evaluated); the first after a tab from the tab's initial state, which may
/// be listed or implied. ``open(link:context:)`` does the same from `/`-separated state
/// identifiers (``Statechart/identifier(of:)``). Invalid paths throw, naming the first invalid
/// segment and what was allowed there; nothing changes.
///
/// **Screens** are registered per route and held weakly. On each change the screens of the
/// exited states hear ``RouteScreen/routeWillLeave(_:)`` in SCXML exit order, then the
/// screens of the entered states hear ``RouteScreen/routeDidEnter(_:)`` in entry order,
/// each with the typed context; then observers run. A statechart's macrostep runs as one piece
/// (its handlers cannot be interleaved with screens), so when screens hear the change the chart
/// and the router have already moved: the change carries the previous selection and visible
/// route (`from`). A tab switch exits and enters nothing: screens hear nothing and observers get
/// a change whose cause is ``RouteCause/select(tab:)``.
///
/// **Runs.** Requests made from a screen or observer callback are queued and run after the
/// current change (they return ``RouteResult/queued``); the outermost call throws the run's first
/// error. A run stops after ``limits`` (`stepsPerRun`) changes with
/// ``RouterError/stepLimitExceeded(limit:recent:dropped:)``. Delayed sends of the chart move the
/// router too, as runs of their own whose errors go to ``onUndeliveredError``.
///
/// **Lifetime.** The router keeps neither its screens nor itself alive; it may be released from
/// any of its callbacks (it finishes the change in progress, then it and its chart are freed
/// and no delayed send fires).
///
/// **Cost.** An event nobody listens to is the chart's macrostep, one look-up per tab of the
/// state its region is at (a walk down the active chain only when that chain holds a parallel
/// state) and a stack push; it builds no change value and does not allocate (stacks grow by
/// doubling). ``send(_:context:)`` is inlined into its caller.
@MainActor
public final class NavigationRouter<Route: Hashable & Sendable, Event: StatechartEvent, Context> {
    /// The change value screens and observers receive.
    @usableFromInline typealias Change = RouteChange<Route, Event, Context>
    /// A screen registered for a route.
    @usableFromInline typealias Screen = any RouteScreen<Route, Event, Context>

    @usableFromInline
    enum Request {
        case send(Event)
        case select(Route)
        case back
        case open([Route])
        case dismiss
    }

    /// The definition of the routes.
    public let definition: Statechart<Route, Event>.Definition
    /// The tab regions, in document order.
    public let tabs: [Route]

    @usableFromInline
    let chart: Statechart<Route, Event>
    /// The routes by state index (index 0, the root, has none).
    @usableFromInline
    let routes: NavigationSlots<Route?>
    let clock: NavigationClock?
    @usableFromInline
    let marks: NavigationEntryMarks
    let tabsRoute: Route
    @usableFromInline
    let tabsIndex: Int
    @usableFromInline
    let regionIndices: [Int]
    /// ``regionIndices`` again, in slots the stack sync reads without checks.
    @usableFromInline
    let regionSlots: NavigationSlots<Int>
    /// Per state index: the position of the tab whose region contains it (or is it), else -1.
    let tabOfState: [Int]
    let identifiers: [String: Int]
    /// The presentation states by index, in document order (outermost first), with how they show.
    @usableFromInline let presentationStates: [Int]
    let presentationSpecs: [Int: NavigationPresentation<Event>]
    /// Per state index: whether it is a presentation state (what a change reads, cheaply).
    @usableFromInline let presentationFlags: [Bool]
    /// Per state index: its parent, for the walks that look for presentations (empty without
    /// presentations; a copy, so a change never reads the table through the definition).
    @usableFromInline let parents: [Int]
    /// Whether the chart has presentation states (only then does a change look for them).
    @usableFromInline
    let hasPresentations: Bool

    /// The phase, listeners and run in progress: the core both routers share.
    @usableFromInline let core: RouterCore<Route, Event, Context, Request>

    // Unchecked exclusivity: the router's state is touched only on the main actor, by short
    // accesses that never span a callback.
    /// Each tab's stack, root first; empty while the tabs state is not active.
    @usableFromInline
    let stacks: NavigationSlots<NavigationStackStorage<Route>>
    /// Each tab's top state index (-1 while the tabs state is not active).
    @usableFromInline
    let tops: NavigationSlots<Int>
    /// The stacks (and tops) the tabs had when the tabs state was last left.
    var savedStacks: [[Route]]
    var savedTops: [Int]
    @exclusivity(unchecked) var root: [Route] = []
    @usableFromInline
    @exclusivity(unchecked) var rootTop = -1
    /// The selected tab's position, -1 while the tabs state is not active.
    @exclusivity(unchecked) var selected = -1
    var lastSelected = 0
    @usableFromInline
    @exclusivity(unchecked) var tabsActive = false

    /// The selection and visible route the current change started from (while not quiet).
    var changePreviousTab: Route?
    var changePreviousRoute: Route?
    var chartObservation: ObservationID?
    /// What the chart exited and entered during the current request (while not quiet).
    var stepExited: [Route] = []
    var stepEntered: [Route] = []
    /// The stack edits of the current change (while not quiet).
    var edits: [StackEdit<Route>] = []
    /// The presentation edits of the current change (while not quiet).
    var presentationEdits: [PresentationEdit<Route>] = []
    /// The presentation states shown, outermost first.
    @usableFromInline var presented: [Int] = []
    /// Whether ``presented`` is not empty (the one test a change that presents nothing pays).
    /// Kept, not derived: reading `presented.isEmpty` instead (an exclusivity-checked array)
    /// made N2 about 16.5 ns per event instead of 14 (`stagehand-bench navigation`).
    @usableFromInline @exclusivity(unchecked) var isPresenting = false
    /// Per state index: its position in its stack when it was last put there, or -1; valid only
    /// while that stack entry still holds the state (checked before use).
    @usableFromInline
    let stackPositions: NavigationSlots<Int>

    /// States and transitions the router itself visited (stack walks, deep-link checks), for
    /// tests that bound work (never reset).
    @usableFromInline
    @exclusivity(unchecked) var workUnits = 0
    /// The cause of the delayed send or invocation result being delivered.
    var firingCause: RouteCause<Route, Event>?
    /// Whether the delayed send or invocation result being delivered started a run of its own.
    var firingStartsRun = false

    /// Receives errors no caller can be told about: those of requests queued during
    /// ``start(context:)`` or a delayed send, and the chart's own (a delayed send's step limit).
    public var onUndeliveredError: ((RouterError<Route, Event>) -> Void)?

    /// The router's bounds: one run makes at most ``RunLimits/stepsPerRun`` changes (10,000 by
    /// default; at least 1) before it stops with
    /// ``RouterError/stepLimitExceeded(limit:recent:dropped:)``. The other limits are the
    /// chart's (``Statechart/limits``).
    public var limits: RunLimits {
        get { core.limits }
        set { core.limits = newValue }
    }

    /// Creates a router over a chart whose parallel state `tabs` holds the tabs, not yet started.
    /// - Parameters:
    ///   - definition: The chart; its states are the routes.
    ///   - tabs: The parallel state whose regions are the tabs.
    ///   - presentations: The states shown over the stacks (sheets, covers, alerts) while they
    ///     are active, with how (see ``NavigationPresentation``).
    ///   - clock: The clock for the chart's delayed sends, if it has any.
    ///   - invoker: Runs the work the routes invoke (``MainActorInvoker`` in apps,
    ///     `ManualInvoker` in tests), if they invoke any. Their results reach the chart while the
    ///     router is at rest: each is a change with cause ``RouteCause/invoked(id:_:)``.
    /// - Throws: ``NavigationDefinitionError`` when `tabs` is not a state, not a parallel state,
    ///   has no regions, or has a region without child states, or a presentation is not a state
    ///   that can be presented.
    public init(
        _ definition: Statechart<Route, Event>.Definition, tabs: Route,
        presentations: [Route: NavigationPresentation<Event>] = [:], clock: (any StagehandClock)? = nil,
        invoker: (any StatechartInvoker)? = nil
    ) throws(NavigationDefinitionError<Route>) {
        let table = definition.table
        guard let tabsIndex = table.index[tabs], tabsIndex > 0 else {
            throw .unknownTabsState(tabs, states: definition.states)
        }
        switch table.kinds[tabsIndex] {
        case .parallel: break
        case .root, .compound: throw .tabsNotParallel(tabs, kind: "compound")
        case .atomic: throw .tabsNotParallel(tabs, kind: "atomic")
        case .final: throw .tabsNotParallel(tabs, kind: "final")
        case .history: throw .tabsNotParallel(tabs, kind: "history")
        }
        let regions = table.children[tabsIndex]
        guard !regions.isEmpty else { throw .noRegions(tabs) }
        for region in regions where table.kinds[region] != .compound {
            throw .regionNotCompound(tabs: tabs, region: table.states[region]!)
        }
        self.definition = definition
        self.tabsRoute = tabs
        self.tabsIndex = tabsIndex
        self.regionIndices = regions
        var specs: [Int: NavigationPresentation<Event>] = [:]
        for (route, presentation) in presentations {
            guard let state = table.index[route] else { throw .unknownPresentation(route) }
            let reason: String? =
                if state == tabsIndex { "it is the tabs state" } else if regions.contains(state) {
                    "it is a tab"
                } else if table.kinds[state] == .history { "it is a history pseudo-state" } else { nil }
            if let reason { throw .invalidPresentation(route, reason: reason) }
            specs[state] = presentation
        }
        regionSlots = NavigationSlots(regions)
        self.tabs = regions.map { table.states[$0]! }
        var tabOfState = [Int](repeating: -1, count: table.count)
        for (position, region) in regions.enumerated() {
            for state in region...table.last[region] { tabOfState[state] = position }
        }
        self.tabOfState = tabOfState
        var identifiers: [String: Int] = [:]
        for state in 1..<table.count where table.kinds[state] != .history { identifiers[table.ids[state]] = state }
        self.identifiers = identifiers
        presentationSpecs = specs
        var flags = [Bool](repeating: false, count: specs.isEmpty ? 0 : table.count)
        for state in specs.keys { flags[state] = true }
        presentationFlags = flags
        parents = specs.isEmpty ? [] : table.parent
        presentationStates = specs.keys.sorted()
        hasPresentations = !specs.isEmpty
        routes = NavigationSlots(table.states)
        let marks = NavigationEntryMarks(tabCount: regions.count)
        self.marks = marks
        let wrapped = clock.map { NavigationClock(base: $0) }
        self.clock = wrapped
        chart = Statechart(
            marks.instrument(
                definition, tabs: tabsIndex, regions: regions, presentations: presentationStates), clock: wrapped,
            invoker: invoker)
        stacks = NavigationSlots(count: regions.count) { _ in NavigationStackStorage() }
        tops = NavigationSlots(repeating: -1, count: regions.count)
        savedStacks = [[Route]](repeating: [], count: regions.count)
        savedTops = [Int](repeating: -1, count: regions.count)
        stackPositions = NavigationSlots(repeating: -1, count: table.count)
        core = RouterCore(routeCount: table.count)
        // Weak, though only the chart calls it while scheduling a send (the chart owns the clock
        // that owns this closure): no `unowned` the project would have to prove.
        wrapped?.nextSequence = { [weak chart] in chart?.nextSendSequence ?? 0 }
        wrapped?.willFire = { [weak self] sequence in self?.delayedSendWillFire(sequence) }
        wrapped?.didFire = { [weak self] in self?.delayedSendDidFire() }
        chart.onError = { [weak self] error in self?.onUndeliveredError?(.chart(error)) }
        chart.deliveryHooks = .init(
            willDeliver: { [weak self] id, event in self?.asynchronousDeliveryWillStart(.invoked(id: id, event)) },
            didDeliver: { [weak self] in self?.asynchronousDeliveryDidEnd() })
    }

    isolated deinit {
        // The chart's delayed sends go with the router: none fires later.
        chart.cancelAllSends()
    }

    // MARK: Requests

    /// Starts the chart and records the initial stacks; screens of the entered states hear
    /// ``RouteScreen/routeDidEnter(_:)`` with cause ``RouteCause/start``, then observers
    /// run, then the requests they made (their first error goes to ``onUndeliveredError``).
    /// Calling it again does nothing.
    /// - Parameter context: The context for the initial screens.
    public func start(context: Context? = nil) {
        guard core.phase == .notStarted else { return }
        core.phase = .routing
        var first: RouterError<Route, Event>?
        do throws(RouterError<Route, Event>) {
            try runStart(context: context)
        } catch {
            first = error
        }
        finishUndeliveredRun(first)
    }

    /// Sends an event to the chart.
    /// - Parameters:
    ///   - event: The event.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/noTransition(event:configuration:allowed:)`` when the event
    ///   enables no transition, or the first error of a request queued during the call.
    @discardableResult
    @inlinable
    @inline(__always)
    public func send(_ event: Event, context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        if _fastPath(core.phase == .ready && core.isQuiet) {
            // Nobody listens: the macrostep, then the stacks.
            core.phase = .routing
            let outcome: SendResult
            do {
                outcome = try chart.send(event)
            } catch {
                return try quietSendFailed(error)
            }
            syncStacks()
            // A ready router's queue is empty: only the chart's actions can have queued since.
            if _fastPath(outcome == .processed && core.queue.isEmpty) {
                core.phase = .ready
                return .routed
            }
            return try quietSendFinished(event, outcome)
        }
        return try perform(.send(event), context: context)
    }

    /// Selects a tab, keeping every tab's place; nothing is exited or entered.
    /// - Parameters:
    ///   - tab: The tab.
    ///   - context: The context observers receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/notATab(_:tabs:)`` or
    ///   ``RouterError/tabsInactive(tabsState:visibleRoute:)``.
    @discardableResult
    public func select(tab: Route, context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.select(tab), context: context)
    }

    /// Goes back within the selected tab (or the root stack outside the tabs state).
    /// - Parameter context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/emptyBackStack(route:tab:)`` when the stack has one entry.
    @discardableResult
    public func back(context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.back, context: context)
    }

    /// Opens a deep link given as routes (see the type's documentation).
    /// - Parameters:
    ///   - path: The routes, outermost first.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/emptyPath`` or
    ///   ``RouterError/invalidPath(index:route:allowed:)``; nothing changes then.
    @discardableResult
    public func open(_ path: [Route], context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        if core.phase == .notStarted { throw .notStarted }
        _ = try plan(path)
        return try perform(.open(path), context: context)
    }

    /// Opens a deep link given as `/`-separated state identifiers, such as `"account/signIn"`.
    /// - Parameters:
    ///   - link: The identifiers (``Statechart/identifier(of:)``), outermost first.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/emptyPath`` or
    ///   ``RouterError/invalidLink(index:segment:allowed:)``; nothing changes then.
    @discardableResult
    public func open(link: String, context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        if core.phase == .notStarted { throw .notStarted }
        let path = try routes(ofLink: link)
        return try perform(.open(path), context: context)
    }
}
