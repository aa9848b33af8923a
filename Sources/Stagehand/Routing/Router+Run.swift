extension Router: RouterFace {
    /// Performs one request inside a run.
    @usableFromInline
    func run(_ request: Request, context: Context?) throws(RouterError<Route, Event>) {
        switch request {
        case .send(let event):
            try sendEvent(event, context: context)
        case .go(let target):
            let from = route
            var events: [Event] = []
            for rule in definition.rules(from: from, to: target) where !events.contains(rule.event) {
                events.append(rule.event)
            }
            guard let event = events.first else {
                throw .noRoute(from: from, to: target, reachable: reachable(from: from))
            }
            guard events.count == 1 else { throw .ambiguous(from: from, to: target, events: events) }
            try sendEvent(event, context: context)
        case .back:
            guard let previous = stack.last else { throw .emptyBackStack(route: route, tab: nil) }
            jump(to: previous, cause: .back(tab: nil), context: context) { $0.removeLast() }
        case .open(let path):
            try validate(path)
            let last = path[path.count - 1]
            if last == route {
                replaceStack(with: path)
            } else {
                jump(to: last, cause: .open(path), context: context) {
                    $0.replaceSubrange($0.indices, with: path.dropLast())
                }
            }
        }
    }

    /// Takes the rule for `event`: a plain rule directly, anything else through the machine,
    /// whose handlers announce the change.
    func sendEvent(_ event: Event, context: Context?) throws(RouterError<Route, Event>) {
        let step = machine.step(for: event)
        if step.isPlain { return takePlain(step, event: event, context: context) }
        if step.isRejection { throw .rejected(machine.rejection(for: event)) }
        pendingContext = context
        defer { pendingContext = nil }
        do {
            try machine.send(event)
        } catch {
            throw .rejected(error)
        }
    }

    /// Takes a plain rule (no guard, action or timer) inside a run and announces it: leave,
    /// state and back stack, enter, observers.
    @inlinable
    @inline(__always)
    func takePlain(_ step: StateMachine<Route, Event>.Step, event: Event, context: Context?) {
        let from = machine.stateIndex
        let target = step.targetIndex.unsafelyUnwrapped
        let fromRoute = table.hotStates[from]
        let toRoute = table.hotStates[target]
        countChange(from: fromRoute, to: toRoute, cause: .event(event))
        if core.isQuiet {
            _ = machine.takeKnownPlain(step)
            if from != target { stack.append(fromRoute) }
            return
        }
        let passes = from != target || !machine.isInternalRule(for: event)
        let change = Change(from: fromRoute, to: toRoute, cause: .event(event), context: context)
        if passes { core.notifyScreens(entered: false, from, change) }
        _ = machine.takeKnownPlain(step)
        if from != target { stack.append(fromRoute) }
        if passes { core.notifyScreens(entered: true, target, change) }
        notifyObservers(change)
    }

    /// Moves to a visited or validated route without consulting the rules (back, deep links).
    func jump(
        to target: Route, cause: RouteCause<Route, Event>, context: Context?, updateStack: (inout [Route]) -> Void
    ) {
        let from = route
        countChange(from: from, to: target, cause: cause)
        let change = Change(from: from, to: target, cause: cause, context: context)
        core.notifyScreens(entered: false, machine.stateIndex, change)
        // A visited or validated route of the definition: the resume cannot fail.
        try? machine.resume(at: target)
        updateStack(&stack)
        core.notifyScreens(entered: true, machine.stateIndex, change)
        notifyObservers(change)
    }

    /// Makes all but the last route of `path` the back stack, reusing its storage.
    func replaceStack(with path: [Route]) {
        stack.replaceSubrange(stack.indices, with: path.dropLast())
    }

    func validate(_ path: [Route]) throws(RouterError<Route, Event>) {
        guard let first = path.first else { throw .emptyPath }
        let initial = definition.initial
        guard first == initial else { throw .invalidPath(index: 0, route: first, allowed: [initial]) }
        guard path.count > 1 else { return }
        // One pass over the rules, then one look-up per step: linear in the definition plus the
        // path (asking `rules(from:to:)` per step would be their product).
        let links = RouteLinks(definition)
        for index in path.indices.dropFirst() where !links.leads(from: path[index - 1], to: path[index]) {
            throw .invalidPath(index: index, route: path[index], allowed: reachable(from: path[index - 1]))
        }
    }

    /// The routes some non-delayed rule leads to from `route`, in the definition's order; linear
    /// in the size of the definition.
    func reachable(from route: Route) -> [Route] {
        var targets = Set<Route>()
        for rule in definition.rules where rule.delay == nil {
            switch rule.sources {
            case .anyState: targets.insert(rule.target)
            case .states(let sources): if sources.contains(route) { targets.insert(rule.target) }
            }
        }
        return definition.states.filter { targets.contains($0) }
    }

    // MARK: Step limit

    /// Counts a change of the current run; the last ones are recorded for the step-limit error.
    @inlinable
    func countChange(from: Route?, to: Route, cause: RouteCause<Route, Event>) {
        if _slowPath(core.countChange()) { core.record(RouteStep(from: from, to: to, cause: cause)) }
    }

    // MARK: Changes the machine makes

    /// A leave handler of the machine: a rule that needs the machine (guard, action, timers)
    /// or a delayed rule is leaving `from`.
    func machineWillLeave(from: Route, to: Route, event: Event) {
        beginMachineRun()
        core.notifyScreens(
            entered: false,
            machine.stateIndex, Change(from: from, to: to, cause: .event(event), context: pendingContext))
    }

    /// An enter handler of the machine: the state (and now the back stack) changed.
    func machineDidEnter(from: Route, to: Route, event: Event) {
        if from != to { stack.append(from) }
        core.notifyScreens(
            entered: true,
            machine.stateIndex, Change(from: from, to: to, cause: .event(event), context: pendingContext))
    }

    /// The machine's observer: the change is complete (for an internal rule, the only handler).
    func machineDidChange(from: Route, to: Route, event: Event) {
        beginMachineRun()
        countChange(from: from, to: to, cause: .event(event))
        notifyObservers(Change(from: from, to: to, cause: .event(event), context: pendingContext))
    }

    /// Makes a transition the machine started by itself (a delayed rule) a run of its own, so
    /// requests from callbacks are queued, and keeps the router alive until it ends.
    func beginMachineRun() {
        guard beginModelRun() else { return }
        drivenByMachine = true
        keepAlive = self
    }

    /// The machine finished a delayed transition: finish its run, report its error, and let
    /// the router go if nobody else holds it.
    func machineRunEnded() {
        guard drivenByMachine else { return }
        drivenByMachine = false
        finishUndeliveredRun(nil)
        keepAlive = nil
    }
}
