/// Routes between screens with a ``StateMachine`` whose states are routes.
///
/// Screens are registered per route and held weakly. On every change the screens of the route
/// left get ``RouteScreen/routeWillLeave(_:)`` and the screens of the route entered get
/// ``RouteScreen/routeDidEnter(_:)``, each with the caller's typed context; then observers run.
/// ``start(context:)`` enters the initial route. Events the current route has no rule for are
/// errors listing what is allowed. ``go(to:context:)`` takes the single rule that leads to a route.
///
/// **Back stack.** Every change to a different route pushes the route left; ``back(context:)``
/// pops it and returns there without consulting the rules (the route was visited, so it is
/// valid). **Deep links.** ``setPath(_:context:)`` takes a path that must start at the initial
/// route and in which each step is allowed by some rule (guards are not evaluated); the router
/// then moves straight to the last route (intermediate screens are not entered) and the rest of
/// the path becomes the back stack. Delayed rules of the machine move the router too.
///
/// Requests made from a screen or observer callback are queued and run after the current
/// change (the nested call returns ``RouteResult/queued``); the outermost call throws the first
/// error of a queued request.
@MainActor
public final class Router<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    /// A screen registered for a route.
    public typealias Screen = any RouteScreen<Route, Event, Context>
    /// The change value screens and observers receive.
    public typealias Change = RouteChange<Route, Event, Context>

    /// What a routing call did.
    public enum RouteResult: Sendable, Hashable {
        /// The route changed (or, for an internal rule, stayed and was re-announced).
        case routed
        /// The request came from a callback and will run after the current change.
        case queued
    }

    /// Identifies an observer so it can be removed.
    public struct ObserverID: Hashable, Sendable {
        let raw: Int
    }

    private struct WeakScreen {
        weak var screen: Screen?
    }

    private enum Request {
        case send(Event)
        case go(Route)
        case back
        case path([Route])
    }

    private let machine: StateMachine<Route, Event>
    private var screens: [Route: [WeakScreen]] = [:]
    private var observers: [(id: Int, run: (Change) -> Void)] = []
    private var nextObserverID = 0
    private var isRouting = false
    private var queue: [(request: Request, context: Context?)] = []
    private var pendingContext: Context?
    private var drivenByMachine = false

    /// Receives errors of requests that no caller can be told about: requests made by screens
    /// or observers during ``start(context:)`` or a delayed transition, which run after it.
    public var onUndeliveredError: ((RouterError<Route, Event>) -> Void)?

    /// The routes to return to with ``back(context:)``, oldest first.
    public private(set) var backStack: [Route] = []

    /// Creates a router over a definition of routes, in its initial route, not yet started.
    /// - Parameters:
    ///   - definition: The routes and the events between them.
    ///   - clock: The clock for delayed rules, if the definition has any.
    public init(_ definition: StateMachine<Route, Event>.Definition, clock: (any StagehandClock)? = nil) {
        self.definition = definition
        machine = StateMachine(definition, clock: clock)
        machine.onLeaveAny { [unowned self] transition in
            guard let from = transition.from, let event = transition.event else { return }
            beginMachineDriven()
            notifyLeave(Change(from: from, to: transition.to, cause: .event(event), context: pendingContext))
        }
        machine.onEnterAny { [unowned self] transition in
            guard let from = transition.from, let event = transition.event else { return }
            notifyEnter(Change(from: from, to: transition.to, cause: .event(event), context: pendingContext))
        }
        machine.observe { [unowned self] transition in
            guard let from = transition.from, let event = transition.event else { return }
            beginMachineDriven()
            if from != transition.to { backStack.append(from) }
            notifyObservers(Change(from: from, to: transition.to, cause: .event(event), context: pendingContext))
        }
        machine.afterDelayedTransition = { [unowned self] in
            guard drivenByMachine else { return }
            drivenByMachine = false
            isRouting = false
            do throws(RouterError<Route, Event>) {
                try drain()
            } catch {
                onUndeliveredError?(error)
            }
        }
    }

    /// Marks a transition the machine started by itself (a delayed rule) as routing, so
    /// requests from callbacks are queued with their context.
    private func beginMachineDriven() {
        guard !isRouting else { return }
        isRouting = true
        drivenByMachine = true
    }

    /// The definition of the routes.
    public let definition: StateMachine<Route, Event>.Definition

    /// The current route.
    public var route: Route { machine.state }

    /// The back stack followed by the current route.
    public var path: [Route] { backStack + [route] }

    /// Whether ``start(context:)`` has run.
    public var isStarted: Bool { machine.isStarted }

    /// The events the current route has rules for (guards not evaluated).
    public var allowedEvents: [Event] { machine.allowedEvents }

    /// Whether `event` would change the route now (guards evaluated).
    /// - Parameter event: The event.
    /// - Returns: Whether ``send(_:context:)`` would route.
    public func canSend(_ event: Event) -> Bool { machine.canSend(event) }

    /// Registers `screen` for `route`; it is held weakly. Registering the same screen twice
    /// for a route does nothing.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it shows.
    public func register(_ screen: Screen, for route: Route) {
        var list = screens[route, default: []].filter { $0.screen != nil }
        if !list.contains(where: { $0.screen === screen }) { list.append(WeakScreen(screen: screen)) }
        screens[route] = list
    }

    /// Removes `screen` from `route`.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it was registered for.
    public func unregister(_ screen: Screen, from route: Route) {
        screens[route]?.removeAll { $0.screen == nil || $0.screen === screen }
    }

    /// The live screens registered for `route`, in registration order.
    /// - Parameter route: The route.
    /// - Returns: The screens that still exist.
    public func screens(for route: Route) -> [Screen] {
        screens[route, default: []].compactMap(\.screen)
    }

    /// Adds an observer of route changes; it runs synchronously after the entered screens.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (Change) -> Void) -> ObserverID {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return ObserverID(raw: nextObserverID)
    }

    /// Removes an observer; an unknown identifier does nothing.
    /// - Parameter id: What ``observe(_:)`` returned.
    public func removeObserver(_ id: ObserverID) {
        observers.removeAll { $0.id == id.raw }
    }

    /// Enters the initial route: its screens get ``RouteScreen/routeDidEnter(_:)`` with cause
    /// ``RouteChange/Cause/start``, then observers run, then the requests they made; the first
    /// error of those goes to ``onUndeliveredError``. Calling it again does nothing.
    /// - Parameter context: The context for the initial screens.
    public func start(context: Context? = nil) {
        guard !machine.isStarted else { return }
        isRouting = true
        machine.start()
        let change = Change(from: nil, to: route, cause: .start, context: context)
        notifyEnter(change)
        notifyObservers(change)
        isRouting = false
        do throws(RouterError<Route, Event>) {
            try drain()
        } catch {
            onUndeliveredError?(error)
        }
    }

    /// Sends an event with an optional context.
    /// - Parameters:
    ///   - event: The event.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/rejected(_:)`` when the current route has no rule for the event.
    @discardableResult
    public func send(_ event: Event, context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.send(event), context: context)
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
    /// - Throws: ``RouterError/emptyBackStack(route:)`` when there is nothing to go back to.
    @discardableResult
    public func back(context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.back, context: context)
    }

    /// Sets the route path as data (a deep link): validates it, moves to its last route and makes
    /// the rest the back stack.
    /// - Parameters:
    ///   - path: Routes from the initial route to the one to show.
    ///   - context: The context the screens receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/emptyPath``, ``RouterError/pathNotFromInitial(first:initial:)`` or
    ///   ``RouterError/invalidPath(index:from:to:reachable:)``.
    @discardableResult
    public func setPath(_ path: [Route], context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.path(path), context: context)
    }

    private func perform(_ request: Request, context: Context?) throws(RouterError<Route, Event>) -> RouteResult {
        guard machine.isStarted else { throw .notStarted }
        if isRouting {
            queue.append((request, context))
            return .queued
        }
        try run(request, context: context)
        try drain()
        return .routed
    }

    private func drain() throws(RouterError<Route, Event>) {
        var first: RouterError<Route, Event>?
        while !queue.isEmpty {
            let (request, context) = queue.removeFirst()
            do throws(RouterError<Route, Event>) {
                try run(request, context: context)
            } catch {
                if first == nil { first = error }
            }
        }
        if let first { throw first }
    }

    private func run(_ request: Request, context: Context?) throws(RouterError<Route, Event>) {
        isRouting = true
        pendingContext = context
        defer {
            isRouting = false
            pendingContext = nil
        }
        switch request {
        case .send(let event):
            do {
                try machine.send(event)
            } catch {
                throw .rejected(error)
            }
        case .go(let target):
            let candidates = definition.rules(from: route, to: target)
            var events: [Event] = []
            for rule in candidates where !events.contains(rule.event) { events.append(rule.event) }
            guard let event = events.first else {
                throw .noRoute(from: route, to: target, reachable: reachable(from: route))
            }
            guard events.count == 1 else { throw .ambiguous(from: route, to: target, events: events) }
            do {
                try machine.send(event)
            } catch {
                throw .rejected(error)
            }
        case .back:
            guard let previous = backStack.last else { throw .emptyBackStack(route: route) }
            backStack.removeLast()
            jump(to: previous, cause: .back, context: context)
        case .path(let path):
            try validate(path)
            backStack = Array(path.dropLast())
            if let last = path.last, last != route { jump(to: last, cause: .path, context: context) }
        }
    }

    private func validate(_ path: [Route]) throws(RouterError<Route, Event>) {
        guard let first = path.first else { throw .emptyPath }
        let initial = definition.initial
        guard first == initial else { throw .pathNotFromInitial(first: first, initial: initial) }
        for index in path.indices.dropFirst() where definition.rules(from: path[index - 1], to: path[index]).isEmpty {
            throw .invalidPath(
                index: index, from: path[index - 1], to: path[index], reachable: reachable(from: path[index - 1]))
        }
    }

    private func reachable(from route: Route) -> [Route] {
        var out: [Route] = []
        for target in definition.states where !definition.rules(from: route, to: target).isEmpty {
            out.append(target)
        }
        return out
    }

    private func jump(to target: Route, cause: Change.Cause, context: Context?) {
        let change = Change(from: route, to: target, cause: cause, context: context)
        notifyLeave(change)
        machine.jump(to: target)
        notifyEnter(change)
        notifyObservers(change)
    }

    private func notifyLeave(_ change: Change) {
        guard let from = change.from else { return }
        for screen in screens(for: from) { screen.routeWillLeave(change) }
    }

    private func notifyEnter(_ change: Change) {
        for screen in screens(for: change.to) { screen.routeDidEnter(change) }
    }

    private func notifyObservers(_ change: Change) {
        for observer in observers { observer.run(change) }
    }
}
