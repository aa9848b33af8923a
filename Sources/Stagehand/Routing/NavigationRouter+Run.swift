extension NavigationRouter: RouterFace {
    /// The end of a quiet ``send(_:context:)`` that did not simply route: a rejection, an
    /// ended chart, or requests queued by the chart's actions.
    @usableFromInline
    func quietSendFinished(
        _ event: Event, _ outcome: SendResult
    ) throws(RouterError<Route, Event>) -> RouteResult {
        var first: RouterError<Route, Event>?
        switch outcome {
        case .processed, .queued: core.runChanges = 1
        case .discarded, .reported:
            first = .noTransition(event: event, configuration: chart.configuration, allowed: allowedDescriptors())
        case .finished: first = .finished
        }
        if let error = finishRun(first) { throw error }
        return .routed
    }

    /// A quiet ``send(_:context:)`` whose macrostep stopped (the chart's step limit).
    @usableFromInline
    func quietSendFailed(_ error: StatechartError) throws(RouterError<Route, Event>) -> RouteResult {
        syncStacks()
        core.runChanges = 1
        if let error = finishRun(.chart(error)) { throw error }
        return .routed
    }

    /// Performs one request inside a run.
    @usableFromInline
    func run(_ request: Request, context: Context?) throws(RouterError<Route, Event>) {
        switch request {
        case .send(let event): try sendEvent(event, context: context)
        case .select(let tab): try selectTab(tab, context: context)
        case .back: try goBack(context: context)
        case .open(let path): try openPath(path, context: context)
        case .dismiss: try dismissTop(context: context)
        }
    }

    func runStart(context: Context?) throws(RouterError<Route, Event>) {
        beginChange()
        do {
            try chart.start()
        } catch {
            syncStacks()
            throw .chart(error)
        }
        syncStacks()
        announce(.start, context: context)
    }

    func sendEvent(_ event: Event, context: Context?) throws(RouterError<Route, Event>) {
        beginChange()
        let result: SendResult
        do {
            result = try chart.send(event)
        } catch {
            syncStacks()
            throw .chart(error)
        }
        switch result {
        case .processed, .queued:
            syncStacks()
            announce(.event(event), context: context)
        case .discarded, .reported:
            throw .noTransition(event: event, configuration: chart.configuration, allowed: allowedDescriptors())
        case .finished:
            throw .finished
        }
    }

    func selectTab(_ tab: Route, context: Context?) throws(RouterError<Route, Event>) {
        guard let position = tabs.firstIndex(of: tab) else { throw .notATab(tab, tabs: tabs) }
        guard tabsActive else { throw .tabsInactive(tabsState: tabsRoute, visibleRoute: visibleRoute) }
        guard position != selected else { return }
        beginChange()
        selected = position
        lastSelected = position
        announce(.select(tab: tab), context: context)
    }

    func goBack(context: Context?) throws(RouterError<Route, Event>) {
        if chart.isFinished { throw .finished }
        if selected >= 0 {
            let position = selected
            guard stacks[position].count > 1 else { throw .emptyBackStack(route: visibleRoute, tab: tabs[position]) }
            beginChange()
            stacks[position].removeLast(1)
            tops[position] = definition.table.index[stacks[position].last!]!
            record(StackEdit(tab: tabs[position], .pop(1)))
            try move(to: [tops[position]], from: regionIndices[position])
            announce(.back(tab: tabs[position]), context: context)
        } else {
            guard root.count > 1 else { throw .emptyBackStack(route: visibleRoute, tab: nil) }
            beginChange()
            root.removeLast()
            record(StackEdit(tab: nil, .pop(1)))
            rootTop = definition.table.index[root[root.count - 1]]!
            var targets = [rootTop]
            if rootTop == tabsIndex {
                // Back to the tabs: each tab where it was left.
                let saved = savedTops.filter { $0 >= 0 }
                if saved.count == regionIndices.count { targets = saved }
            }
            try move(to: targets, from: 0)
            announce(.back(tab: nil), context: context)
        }
    }

    /// Moves the chart (valid, compatible targets), then follows it.
    func move(to targets: [Int], from source: Int) throws(RouterError<Route, Event>) {
        do {
            try chart.moveIndices(to: targets, from: source)
        } catch {
            syncStacks()
            switch error {
            case .chart(let error): throw .chart(error)
            default: throw .finished
            }
        }
        syncStacks()
    }

    func openPath(_ path: [Route], context: Context?) throws(RouterError<Route, Event>) {
        if chart.isFinished { throw .finished }
        let plan = try plan(path)
        beginChange()
        // One edit per stack the link sets: what the chart's move pushed or popped in a stack the
        // link then sets is replaced by the link's edit, made against the stack before the move.
        let mark = edits.count
        // A link ending with a presentation moves the chart into it, over the stack it sets.
        let presented = plan.presentation
        if let tab = plan.tab {
            let last = plan.tabStack[plan.tabStack.count - 1]
            let before = tabsActive ? stacks[tab].array() : nil
            if tabsActive {
                if tops[tab] != last || presented != nil { try move(to: [presented ?? last], from: regionIndices[tab]) }
            } else {
                var targets: [Int] = []
                for position in regionIndices.indices where position != tab {
                    // The other tabs where they were left, if the tabs state was left at all.
                    if savedTops[position] >= 0 { targets.append(savedTops[position]) }
                }
                if targets.count != regionIndices.count - 1 { targets = [] }
                targets.append(presented ?? last)
                targets.sort()
                try move(to: targets, from: 0)
            }
            if tabsActive {
                let routes = definition.table.states
                // Reusing the stack's storage: a deep link back to the root keeps its room.
                var stack = plan.tabStack.map { routes[$0]! }
                if presented == nil && tops[tab] != last { stack.append(routes[tops[tab]]!) }
                if before != nil { edits.removeSubrange(mark...) }
                setStack(tab, stack, keepingShared: true, from: before)
                if presented != nil { tops[tab] = last }
                selected = tab
                lastSelected = tab
                if !plan.root.isEmpty {
                    setStack(nil, plan.root.map { routes[$0]! } + [tabsRoute], keepingShared: true)
                    rootTop = tabsIndex
                }
            }
        } else {
            let last = plan.root[plan.root.count - 1]
            let before = tabsActive ? nil : root
            if rootTop != last || tabsActive || presented != nil { try move(to: [presented ?? last], from: 0) }
            let routes = definition.table.states
            var stack = plan.root.map { routes[$0]! }
            if presented == nil && rootTop != last { stack.append(routes[rootTop]!) }
            if before != nil { edits.removeSubrange(mark...) }
            setStack(nil, stack, keepingShared: true, from: before)
            if presented != nil { rootTop = last }
        }
        announce(.open(path), context: context)
    }

    // MARK: Delayed sends and invocation results

    func delayedSendWillFire(_ sequence: Int) {
        // A send firing inside a macrostep (a clock advanced from a chart action) only joins the
        // chart's queue: the change in progress accounts for it.
        guard !chart.isInMacrostep, let event = chart.pendingEvent(ofSend: sequence) else {
            firingCause = nil
            return
        }
        asynchronousDeliveryWillStart(.delayed(event))
    }

    func delayedSendDidFire() { asynchronousDeliveryDidEnd() }

    /// A delayed send or an invocation result is about to run the chart on its own: the
    /// change starts (and a run, when the router was at rest).
    func asynchronousDeliveryWillStart(_ cause: RouteCause<Route, Event>) {
        guard core.phase != .notStarted else {
            firingCause = nil
            return
        }
        firingCause = cause
        firingStartsRun = beginModelRun()
        beginChange()
    }

    /// The chart has run: the stacks follow it, screens and observers hear the change, and the
    /// run it started (if any) ends. A delivery made from one of their callbacks joins this run.
    func asynchronousDeliveryDidEnd() {
        guard let cause = firingCause else { return }
        firingCause = nil
        let startsRun = firingStartsRun
        firingStartsRun = false
        syncStacks()
        announce(cause, context: nil)
        if startsRun { finishUndeliveredRun(nil) }
    }

    // MARK: Step limit

    /// Counts a change of the current run; the last ones are kept for the step-limit error.
    func countChange(_ cause: RouteCause<Route, Event>) {
        guard core.countChange() else { return }
        core.record(RouteStep(from: core.isQuiet ? nil : changePreviousRoute, to: visibleRoute, cause: cause))
    }

    /// The descriptors of the transitions of the active states and their ancestors, in
    /// document order, each once.
    func allowedDescriptors() -> [String] { chart.allowedEventDescriptors() }
}
