/// A router over one model, built on the one ``RouterCore``: ``Router`` (a ``StateMachine`` and a
/// back stack) and ``NavigationRouter`` (a ``Statechart``, tabs and stacks).
///
/// A face supplies what depends on its model — how to carry out a request, where a route's
/// screens are kept, what to do when listeners come or go — and gets the rest here, once: the run
/// loop (a request from a callback is queued and runs after the change in progress), the step
/// limit, the registry of weakly held screens and the observers.
@MainActor
@usableFromInline
protocol RouterFace: AnyObject {
    associatedtype Route: Hashable & Sendable
    associatedtype Event: Hashable & Sendable
    associatedtype Context
    /// A request the face carries out inside a run.
    associatedtype Request

    /// The core: phase, listeners and the run in progress.
    var core: RouterCore<Route, Event, Context, Request> { get }
    /// Receives the errors no caller can be told about.
    var onUndeliveredError: ((RouterError<Route, Event>) -> Void)? { get }

    /// Carries out one request inside a run.
    func run(_ request: Request, context: Context?) throws(RouterError<Route, Event>)
    /// The index of `route` in the model's table, if it is a route of the model.
    func routeIndex(of route: Route) -> Int?
    /// Called after ``RouterCore/isQuiet`` was recomputed (a screen or an observer came or went).
    func listenersChanged()
}

extension RouterFace {
    // MARK: Runs

    /// Runs a request as the outermost call of a run, or queues it during one.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/notStarted``, or the error the run ends with.
    @usableFromInline
    func perform(_ request: Request, context: Context?) throws(RouterError<Route, Event>) -> RouteResult {
        let core = core
        switch core.phase {
        case .notStarted: throw .notStarted
        case .routing:
            core.enqueue(request, context: context)
            return .queued
        case .ready: break
        }
        core.phase = .routing
        var first: RouterError<Route, Event>?
        do throws(RouterError<Route, Event>) {
            try run(request, context: context)
        } catch {
            first = error
        }
        if let error = finishRun(first) { throw error }
        return .routed
    }

    /// Performs the queued requests in order, with those they queue in turn, until the queue is
    /// empty or the run has reached its step limit (then the requests left are dropped), and
    /// leaves the router ready: queue empty, counters reset, screen lists compacted.
    /// - Parameter error: The run's first error so far, if any.
    /// - Returns: The step-limit error when the run reached it with requests left, else the
    ///   run's first error.
    @usableFromInline
    func finishRun(_ error: RouterError<Route, Event>?) -> RouterError<Route, Event>? {
        let core = core
        var first = error
        while let next = core.queue.popFirst() {
            guard core.runChanges < core.limits.stepsPerRun else {
                first = core.stepLimitExceeded(dropped: core.queue.count + 1)
                break
            }
            do throws(RouterError<Route, Event>) {
                try run(next.request, context: next.context)
            } catch {
                if first == nil { first = error }
            }
        }
        if core.screensDirty { compactScreens() }
        core.endRun()
        return first
    }

    /// Ends a run no caller waits for (started by `start(context:)`, a delayed rule or send, an
    /// invocation's result): its error goes to ``onUndeliveredError``.
    /// - Parameter error: The run's first error so far, if any.
    func finishUndeliveredRun(_ error: RouterError<Route, Event>?) {
        if let error = finishRun(error) { onUndeliveredError?(error) }
    }

    /// Starts a run the model begins by itself (a delayed rule or send, an invocation's result)
    /// when the router is at rest.
    /// - Returns: Whether a run started (else the change joins the run in progress, or the
    ///   router has not started).
    func beginModelRun() -> Bool {
        let core = core
        guard core.phase == .ready else { return false }
        core.phase = .routing
        core.runChanges = 0
        return true
    }

    // MARK: Screens and observers

    /// Registers `screen` for `route` unless it is there already, in O(1) amortised (between
    /// runs a list is compacted once it has doubled, so released screens do not pile up); a
    /// route the model does not have is never entered, so nothing is registered for it.
    func registerScreen(_ screen: any RouteScreen<Route, Event, Context>, for route: Route) {
        guard let index = routeIndex(of: route) else { return }
        let table = core.screenTable
        if core.phase != .routing { table.compactIfWorthwhile(index) }
        if table.contains(screen, in: index) { return }
        table.append(screen, to: index)
        updateQuiet()
    }

    /// Removes `screen` from `route`; it hears nothing more, even during a change (the lists are
    /// compacted after the run).
    func unregisterScreen(_ screen: any RouteScreen<Route, Event, Context>, from route: Route) {
        guard let index = routeIndex(of: route) else { return }
        let core = core
        core.screenTable.clear(screen, in: index)
        core.screensDirty = true
        if core.phase == .routing { core.runHasWork = true } else { compactScreens() }
    }

    /// The live screens registered for `route`, in registration order.
    func registeredScreens(for route: Route) -> [any RouteScreen<Route, Event, Context>] {
        guard let index = routeIndex(of: route) else { return [] }
        return core.screenTable.screens(of: index)
    }

    /// Adds an observer after the others.
    func addObserver(_ handler: @escaping (RouteChange<Route, Event, Context>) -> Void) -> ObservationID {
        let id = core.observers.add(handler)
        updateQuiet()
        return ObservationID(raw: id)
    }

    /// Removes an observer; an unknown identifier does nothing.
    func dropObserver(_ id: ObservationID) {
        core.observers.remove(id.raw)
        updateQuiet()
    }

    /// Drops released and unregistered screens where that pays for itself (between runs:
    /// notifications walk the lists in place).
    func compactScreens() {
        core.screensDirty = false
        core.screenTable.compactCleared()
        updateQuiet()
    }

    /// Recomputes whether anyone listens, and tells the face.
    func updateQuiet() {
        core.updateQuiet()
        listenersChanged()
    }

    /// Runs the observers registered when the change began, in order.
    @inlinable
    func notifyObservers(_ change: RouteChange<Route, Event, Context>) {
        let core = core
        if _fastPath(core.observers.isEmpty) { return }
        let observers = core.observers
        observers.forEach { $0(change) }
    }
}
