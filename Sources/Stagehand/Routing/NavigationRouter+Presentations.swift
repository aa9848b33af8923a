// Presentations: states shown over the stacks (sheets, covers, alerts) exactly while they are
// active. Entering one leaves its stack as it is (it shows over the top); the presented list
// follows the chart after every change, as edits a backend applies.

extension NavigationRouter {
    /// The presentation states shown, outermost first.
    public var presentations: [Route] { presented.map { definition.table.states[$0]! } }

    /// How `route` is presented, if it is a presentation state.
    /// - Parameter route: A route.
    /// - Returns: Its presentation, or `nil`.
    public func presentation(of route: Route) -> NavigationPresentation<Event>? {
        definition.table.index[route].flatMap { presentationSpecs[$0] }
    }

    /// Dismisses the presentation on top as the user does (Escape, a swipe, a close button): sends
    /// its ``NavigationPresentation/dismissEvent``, so the chart decides where it goes.
    /// - Parameter context: The context screens and observers receive.
    /// - Returns: ``RouteResult/routed``, or ``RouteResult/queued`` from a callback.
    /// - Throws: ``RouterError/nothingPresented(visibleRoute:)``,
    ///   ``RouterError/notDismissible(_:)`` when the presentation declares no dismiss event, or
    ///   the error of sending the event.
    @discardableResult
    public func dismiss(context: Context? = nil) throws(RouterError<Route, Event>) -> RouteResult {
        try perform(.dismiss, context: context)
    }

    /// Performs a dismissal inside a run.
    func dismissTop(context: Context?) throws(RouterError<Route, Event>) {
        guard let top = presented.last else { throw .nothingPresented(visibleRoute: visibleRoute) }
        guard let event = presentationSpecs[top]?.dismissEvent else {
            throw .notDismissible(definition.table.states[top]!)
        }
        try sendEvent(event, context: context)
    }

    /// Whether `state` is a presentation state.
    func isPresentation(_ state: Int) -> Bool { hasPresentations && presentationFlags[state] }

    /// Whether `state` is a presentation state or inside one, below `head` (a region or the root).
    @inlinable
    func isPresented(_ state: Int, below head: Int) -> Bool {
        guard hasPresentations else { return false }
        let parent = parents
        var current = state
        while current > head {
            workUnits &+= 1
            if presentationFlags[current] { return true }
            current = parent[current]
        }
        return false
    }

    /// The state a stack entered anew starts at: the active leaf below `head`, or, when that is
    /// presented, the state that holds the outermost presentation.
    func shownLeaf(of head: Int) -> Int {
        let leaf = head == 0 ? rootLeafIndex() : activeLeaf(of: head)
        guard hasPresentations else { return leaf }
        let parent = parents
        var shown = leaf
        var current = leaf
        while current > head {
            workUnits &+= 1
            if presentationFlags[current] { shown = parent[current] }
            current = parent[current]
        }
        return shown
    }

    /// Brings the presented list up to date with the chart: the presentations no longer active
    /// are dismissed (last first), then the new ones presented (outermost first). A change that
    /// presents nothing only compares (inlined, allocating nothing).
    @inlinable
    func syncPresentations() {
        var matched = 0
        for state in presentationStates where chart.isActiveState(state) {
            if matched >= presented.count || presented[matched] != state { return presentationsChanged() }
            matched &+= 1
        }
        workUnits &+= presentationStates.count
        if matched != presented.count { presentationsChanged() }
    }

    /// Records the edits from the presented list to the active presentation states, and keeps
    /// the new list.
    @usableFromInline
    func presentationsChanged() {
        let now = presentationStates.filter { chart.isActiveState($0) }
        var kept = 0
        while kept < now.count && kept < presented.count && now[kept] == presented[kept] { kept += 1 }
        if !core.isQuiet {
            let routes = definition.table.states
            for state in presented[kept...].reversed() { presentationEdits.append(.dismiss(routes[state]!)) }
            for state in now[kept...] { presentationEdits.append(.present(routes[state]!)) }
        }
        presented = now
        isPresenting = !now.isEmpty
    }
}
