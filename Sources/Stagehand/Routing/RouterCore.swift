/// What a router keeps besides its model: where it is in its life, who listens (screens and
/// observers), and the run in progress (queued requests, the changes made, the last of them).
///
/// ``Router`` and ``NavigationRouter`` are two faces of this one core (see ``RouterFace``): each
/// face adds its model (a ``StateMachine`` and a back stack, or a ``Statechart`` with tabs and
/// stacks) and the requests that model answers; the run loop, the step limit, the screen
/// registry and the observers are the core's, written once.
///
/// A class, not a value the face stores inline: code shared over ``RouterFace`` runs generic over
/// the face, where reading an inline value would copy all of it through the protocol's getter;
/// a reference costs the face one more load on its hot path.
///
/// Unchecked exclusivity on the fields a face's hot path reads (phase, quiet flag, observers,
/// queue, counters): a core is not `Sendable` and belongs to its face, which is `@MainActor`, so one
/// thread uses it; each of those accesses is a short read or write of one field that never spans
/// a callback into user code, so no two accesses overlap. The observers are called from a copy of their list.
@usableFromInline
final class RouterCore<Route: Hashable & Sendable, Event: Hashable & Sendable, Context, Request> {
    /// How many of the last changes of a run are kept to describe a stopped run.
    static var recentCapacity: Int { 16 }

    /// Where the router is in its life.
    @usableFromInline @exclusivity(unchecked) var phase = RouterPhase.notStarted
    /// Whether no screen is registered and no observer added: then a change is announced to
    /// nobody and the face skips all notification work.
    @usableFromInline @exclusivity(unchecked) var isQuiet = true
    /// The screens of each route, by the route's index in the model's table, held weakly.
    @usableFromInline let screenTable: RouteScreenTable<Route, Event, Context>
    /// Set when a screen is unregistered during a run; the lists are compacted after it.
    var screensDirty = false
    /// The observers of every change. Every access is short: adding, removing (neither calls
    /// out), testing for none, or copying the list before calling it
    /// (``RouterFace/notifyObservers(_:)``), so no access spans a callback and unchecked
    /// exclusivity is safe here too. It pays on every announced change: with the check, the
    /// emptiness test cost about 57 more instructions per event on R2 with screens
    /// (`bash .ci/steps/bench-instructions.sh`, 700.8 against 643.5 when measured).
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<
        (RouteChange<Route, Event, Context>) -> Void
    >()
    /// The requests queued during the current run.
    @usableFromInline @exclusivity(unchecked) var queue = RunQueue<(request: Request, context: Context?)>()
    /// Whether the run has more to do at its end than return to `ready` (queued requests, dirty
    /// screen lists, recorded changes): a face may end a run that has none without
    /// ``RouterFace/finishRun(_:)``.
    @usableFromInline @exclusivity(unchecked) var runHasWork = false
    /// The changes of the current run.
    @usableFromInline @exclusivity(unchecked) var runChanges = 0
    /// Changes past this count are recorded in ``recent``: `limits.stepsPerRun - recentCapacity`.
    @usableFromInline @exclusivity(unchecked) private(set) var recordFrom: Int
    /// The last changes of the current run, at most ``recentCapacity``.
    var recent: RecentRing<RouteStep<Route, Event>>

    /// The router's bounds (``RunLimits/stepsPerRun`` is the most changes one run makes).
    var limits = RunLimits() {
        didSet { recordFrom = limits.stepsPerRun - Self.recentCapacity }
    }

    /// Creates the core of a router whose model has `routeCount` route indices.
    /// - Parameter routeCount: How many indices the screen registry keeps lists for.
    init(routeCount: Int) {
        screenTable = RouteScreenTable(routeCount: routeCount)
        recordFrom = RunLimits.defaultStepLimit - Self.recentCapacity
        recent = RecentRing(capacity: Self.recentCapacity)
    }

    /// Counts a change of the current run.
    /// - Returns: Whether the change is among the last ones a stopped run reports: then the
    ///   face describes it with ``record(_:)``.
    @inlinable
    @inline(__always)
    func countChange() -> Bool {
        runChanges &+= 1
        return runChanges > recordFrom
    }

    /// Records a change for the step-limit error (``RouterError/stepLimitExceeded(limit:recent:dropped:)``).
    /// - Parameter step: The change.
    @usableFromInline
    func record(_ step: RouteStep<Route, Event>) {
        runHasWork = true
        recent.append(step)
    }

    /// Tells the screens of route `index` that it is being left (`entered == false`) or was
    /// entered (``RouteScreenTable/notify(entered:_:_:)``).
    @MainActor
    @inlinable
    @inline(__always)
    func notifyScreens(entered: Bool, _ index: Int, _ change: RouteChange<Route, Event, Context>) {
        screenTable.notify(entered: entered, index, change)
    }

    /// Queues a request made during a run.
    func enqueue(_ request: Request, context: Context?) {
        queue.append((request, context))
        runHasWork = true
    }

    /// The error of a run stopped at its step limit with `dropped` requests left.
    func stepLimitExceeded(dropped: Int) -> RouterError<Route, Event> {
        .stepLimitExceeded(limit: limits.stepsPerRun, recent: recent.elements, dropped: dropped)
    }

    /// Leaves the run: queue empty, counters reset, ready for the next request.
    func endRun() {
        queue.removeAll()
        runChanges = 0
        recent.removeAll()
        runHasWork = false
        phase = .ready
    }

    /// Recomputes whether anyone listens.
    func updateQuiet() {
        isQuiet = screenTable.entryCount == 0 && observers.isEmpty
    }
}
