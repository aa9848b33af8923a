/// Routes between screens with a ``StateMachine`` whose states are routes.
///
/// Screens are registered per route and held weakly. On every change the screens of the route
/// left get ``RouteScreen/routeWillLeave(_:)`` (the route and the back stack are still the old
/// ones), then the route and the back stack change, then the screens of the route entered get
/// ``RouteScreen/routeDidEnter(_:)``, each with the caller's typed context; then observers run.
/// ``start(context:)`` enters the initial route. Events the current route has no rule for are
/// errors listing what is allowed. ``go(to:context:)`` takes the single rule that leads to a route.
///
/// **Back stack.** Every change to a different route pushes the route left; ``back(context:)``
/// pops it and returns there without consulting the rules (the route was visited, so it is
/// valid). **Deep links.** ``open(_:context:)`` takes a path that must start at the initial
/// route and in which each step is allowed by some rule (guards are not evaluated); the router
/// then moves straight to the last route (intermediate screens are not entered) and the rest of
/// the path becomes the back stack. Delayed rules of the machine move the router too.
///
/// **Runs.** Requests made from a screen or observer callback are queued and run after the
/// current change, in order (the nested call returns ``RouteResult/queued``). A call, with the
/// requests queued during it, is one run; so are ``start(context:)`` and a delayed transition
/// with theirs. The outermost call throws the run's first error; a run started by
/// ``start(context:)`` or a delayed rule hands it to ``onUndeliveredError``. A run stops after
/// ``limits`` (`stepsPerRun`) route changes with ``RouterError/stepLimitExceeded(limit:recent:dropped:)``, so
/// screens that answer every change with another one cannot hang the app.
///
/// **Lifetime.** The router keeps neither its screens nor itself alive. Released from one of its
/// own callbacks, it finishes the run in progress (the remaining screens and observers hear the
/// change, queued requests run), then it and its machine are freed and no delayed rule fires.
///
/// **Cost.** A change no screen or observer listens to is a table look-up and a back-stack push;
/// otherwise the router calls the registered screens in place. Neither allocates (the back stack
/// grows only by doubling), and a rejection is a small typed value.
@MainActor
public final class Router<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    /// A screen registered for a route.
    @usableFromInline typealias Screen = any RouteScreen<Route, Event, Context>
    /// The change value screens and observers receive.
    @usableFromInline typealias Change = RouteChange<Route, Event, Context>

    @usableFromInline
    enum Request {
        case send(Event)
        case go(Route)
        case back
        case open([Route])
    }

    @usableFromInline let machine: StateMachine<Route, Event>
    @usableFromInline let table: DefinitionTable<Route, Event>
    /// The phase, listeners and run in progress: the core both routers share.
    @usableFromInline let core: RouterCore<Route, Event, Context, Request>

    // Unchecked exclusivity (performance.md rule 2): the back stack is touched only on the main
    // actor and only by short accesses that never span a callback.
    @usableFromInline @exclusivity(unchecked) var stack: [Route] = []
    /// The context of the request the machine is performing, for its handlers.
    var pendingContext: Context?
    /// Whether the current run was started by a delayed rule of the machine.
    var drivenByMachine = false
    /// Keeps the router alive during a run started by a delayed rule, which nobody else holds
    /// it for (a caller holds the router during its own call); released when the run ends.
    var keepAlive: Router?

    /// Receives errors of requests that no caller can be told about: requests made by screens
    /// or observers during ``start(context:)`` or a delayed transition, which run after it.
    public var onUndeliveredError: ((RouterError<Route, Event>) -> Void)?

    /// The router's bounds: one run makes at most ``RunLimits/stepsPerRun`` route changes
    /// (10,000 by default; at least 1) before it stops with
    /// ``RouterError/stepLimitExceeded(limit:recent:dropped:)``. The other limits are the
    /// machine's (``StateMachine/limits``).
    public var limits: RunLimits {
        get { core.limits }
        set { core.limits = newValue }
    }

    /// Creates a router over a definition of routes, in its initial route, not yet started.
    /// - Parameters:
    ///   - definition: The routes and the events between them.
    ///   - clock: The clock for delayed rules, if the definition has any.
    public init(_ definition: StateMachine<Route, Event>.Definition, clock: (any StagehandClock)? = nil) {
        self.definition = definition
        table = definition.table
        machine = StateMachine(definition, clock: clock)
        core = RouterCore(routeCount: definition.table.states.count)
        // Weak: a delayed rule's timer keeps the machine alive while it runs, not the router.
        machine.onLeaveAny { [weak self] transition in
            guard let self, let from = transition.from, let event = transition.event else { return }
            machineWillLeave(from: from, to: transition.to, event: event)
        }
        machine.onEnterAny { [weak self] transition in
            guard let self, let from = transition.from, let event = transition.event else { return }
            machineDidEnter(from: from, to: transition.to, event: event)
        }
        machine.observe { [weak self] transition in
            guard let self, let from = transition.from, let event = transition.event else { return }
            machineDidChange(from: from, to: transition.to, event: event)
        }
        machine.onDelayedRunEnd = { [weak self] in self?.machineRunEnded() }
    }

    /// The definition of the routes.
    public let definition: StateMachine<Route, Event>.Definition

    /// The current route.
    @inlinable
    public var route: Route { machine.state }

    /// The routes to return to with ``back(context:)``, oldest first.
    package var backStack: [Route] { stack }

    /// The back stack followed by the current route.
    public var path: [Route] { stack + [route] }

    /// Whether ``start(context:)`` has run.
    public var isStarted: Bool { core.phase != .notStarted }

    /// The events the current route has rules for (guards not evaluated).
    public var allowedEvents: [Event] { machine.allowedEvents }

    /// Whether `event` would change the route now (guards evaluated).
    /// - Parameter event: The event.
    /// - Returns: Whether ``send(_:context:)`` would route.
    public func canSend(_ event: Event) -> Bool { machine.canSend(event) }

    /// Enters the initial route: its screens get ``RouteScreen/routeDidEnter(_:)`` with cause
    /// ``RouteCause/start``, then observers run, then the requests they made; the first error
    /// of those goes to ``onUndeliveredError``. Calling it again does nothing.
    /// - Parameter context: The context for the initial screens.
    public func start(context: Context? = nil) {
        guard core.phase == .notStarted else { return }
        core.phase = .routing
        machine.start()
        let initial = route
        countChange(from: nil, to: initial, cause: .start)
        let change = Change(from: nil, to: initial, cause: .start, context: context)
        core.notifyScreens(entered: true, machine.stateIndex, change)
        notifyObservers(change)
        finishUndeliveredRun(nil)
    }

    /// Sends an event with an optional context.
    /// - Parameters:
    ///   - event: The event.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/rejected(_:)`` when the current route has no rule for the event,
    ///   or the first error of a request queued during the call.
    @inlinable
    @inline(__always)
    @discardableResult
    public func send(_ event: Event, context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        if _fastPath(core.phase == .ready) {
            let step = machine.step(for: event)
            if _fastPath(step.isPlain) {
                if _fastPath(core.isQuiet) {
                    // Nobody listens: the change is the state change and the back-stack push.
                    let from = machine.takeKnownPlain(step)
                    if from != machine.stateIndex { stack.append(table.hotStates[from]) }
                    return .routed
                }
                return try runPlain(step, event: event, context: context)
            }
            if step.isRejection { throw .rejected(machine.rejection(for: event)) }
        }
        return try perform(.send(event), context: context)
    }

    /// Takes a plain rule that screens or observers hear about, as a run of its own; kept out of
    /// line (but specialised in the caller's module), so ``send(_:context:)`` stays small.
    @inlinable
    @inline(never)
    func runPlain(
        _ step: StateMachine<Route, Event>.Step, event: Event, context: Context?
    ) throws(RouterError<Route, Event>) -> RouteResult {
        core.phase = .routing
        takePlain(step, event: event, context: context)
        if _fastPath(!core.runHasWork) {
            core.runChanges = 0
            core.phase = .ready
            return .routed
        }
        if let error = finishRun(nil) { throw error }
        return .routed
    }

    /// Goes to `target` by the single event whose rule leads there from the current route.
    /// - Parameters:
    ///   - target: The route to reach.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/noRoute(from:to:reachable:)`` or
    ///   ``RouterError/ambiguous(from:to:events:)``, or a rejection when the rule's guard refuses.
    @discardableResult
    public func go(to target: Route, context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.go(target), context: context)
    }

    /// Returns to the previous route of the back stack.
    /// - Parameter context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/emptyBackStack(route:tab:)`` when there is nothing to go back to.
    @discardableResult
    public func back(context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.back, context: context)
    }

    /// Opens a deep link: sets the route path as data, validating it, moves to its last route
    /// and makes the rest the back stack.
    /// - Parameters:
    ///   - path: Routes from the initial route to the one to show.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/emptyPath`` or ``RouterError/invalidPath(index:route:allowed:)``
    ///   (the first route must be the initial one, each next one reachable by a rule).
    @discardableResult
    public func open(_ path: [Route], context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.open(path), context: context)
    }
}
