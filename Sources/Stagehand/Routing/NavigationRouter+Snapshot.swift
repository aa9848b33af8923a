// Restoration: a router's stacks, selection and chart as one `Codable` value, and a restore
// that checks all of it before it changes anything, then rebuilds everything in one change.

extension NavigationRouter where Route: Codable, Event: Codable {
    /// What the router shows now, as a value to save: the selected tab, every tab's stack, the
    /// root stack and the chart's snapshot (configuration, history, pending sends, running
    /// invocations), with the chart's fingerprint.
    /// - Returns: The snapshot.
    public func snapshot() -> NavigationSnapshot<Route, Event> {
        let stacks: [[Route]] = tabsActive ? self.stacks.indices.map { self.stacks[$0].array() } : savedStacks
        let position = selected >= 0 ? selected : lastSelected
        return NavigationSnapshot(
            fingerprint: definition.fingerprint, selectedTab: tabs[position],
            tabStacks: zip(tabs, stacks).map { .init(tab: $0, routes: $1) }, rootStack: root, chart: chart.snapshot())
    }

    /// Replaces the router's stacks, selected tab and chart by a snapshot's, in one change whose
    /// cause is ``RouteCause/restore`` and whose edits replace every stack (a backend rebuilds
    /// them in one frame, without animation). No entry or exit handler of the chart runs; the
    /// change exits the states that were active (none on a router not yet started) and enters
    /// those of the snapshot, so their screens hear it; invocations the snapshot records as
    /// running start again. On a router not yet started, it starts the router instead of
    /// ``start(context:)``.
    ///
    /// The snapshot is checked whole before anything changes: a refused one leaves the router as
    /// it was (and an app then starts fresh).
    /// - Parameters:
    ///   - snapshot: A snapshot taken with ``snapshot()`` from a router over the same chart.
    ///   - context: The context screens and observers receive.
    /// - Throws: ``NavigationRestoreError``: another chart's snapshot, other tabs, a stack that
    ///   is not one of its configuration, a configuration the chart refuses, or a call during a
    ///   change.
    public func restore(
        _ snapshot: NavigationSnapshot<Route, Event>, context: Context? = nil
    ) throws(NavigationRestoreError<Route>) {
        guard core.phase != .routing else { throw .busy }
        try check(snapshot)
        let wasStarted = core.phase != .notStarted
        let before = wasStarted ? chart.activeStates : []
        // The navigation snapshot's own fingerprint was checked: its chart snapshot is this
        // chart's, also when it was saved before chart snapshots carried one.
        var chartSnapshot = snapshot.chart
        chartSnapshot.fingerprint = chartSnapshot.fingerprint ?? definition.fingerprint
        do {
            try chart.restore(chartSnapshot)
        } catch {
            throw .chart(error)
        }
        core.phase = .routing
        core.runChanges = 0
        beginChange()
        if !core.isQuiet {
            stepExited = before.reversed()
            stepEntered = chart.activeStates
        }
        let index = definition.table.index
        let inTabs = chart.isActiveState(tabsIndex)
        let position = tabs.firstIndex(of: snapshot.selectedTab)!
        tabsActive = inTabs
        lastSelected = position
        selected = inTabs ? position : -1
        for (position, stack) in snapshot.tabStacks.enumerated() {
            setStack(position, inTabs ? stack.routes : [], keepingShared: false)
            tops[position] = inTabs ? index[stack.routes.last!]! : -1
            savedStacks[position] = inTabs ? [] : stack.routes
            savedTops[position] = inTabs ? -1 : stack.routes.last.map { index[$0]! } ?? -1
        }
        setStack(nil, snapshot.rootStack, keepingShared: false)
        rootTop = index[snapshot.rootStack.last!]!
        marks.clear()
        if hasPresentations { syncPresentations() }
        announce(.restore, context: context)
        finishUndeliveredRun(nil)
    }

    /// Checks a snapshot against the chart and the router without changing anything.
    private func check(_ snapshot: NavigationSnapshot<Route, Event>) throws(NavigationRestoreError<Route>) {
        guard snapshot.version >= 1 else { throw .invalidVersion(snapshot.version) }
        guard snapshot.version <= NavigationSnapshot<Route, Event>.currentVersion else {
            throw .newerVersion(found: snapshot.version, supported: NavigationSnapshot<Route, Event>.currentVersion)
        }
        guard snapshot.fingerprint == definition.fingerprint else {
            throw .otherChart(expected: definition.fingerprint, found: snapshot.fingerprint)
        }
        let found = snapshot.tabStacks.map(\.tab)
        guard found == tabs else { throw .tabsDiffer(expected: tabs, found: found) }
        guard tabs.contains(snapshot.selectedTab) else {
            throw .invalidStack(tab: snapshot.selectedTab, reason: "the selected tab is not one of the router's tabs")
        }
        let table = definition.table
        var active = [Bool](repeating: false, count: table.count)
        active[0] = true
        // Unknown states are the chart's to refuse (it checks its snapshot whole, later).
        for state in snapshot.chart.configuration { if let index = table.index[state] { active[index] = true } }
        let inTabs = active[tabsIndex]
        // A stack under a presentation keeps the top it had when the presentation was entered.
        for (position, stack) in snapshot.tabStacks.enumerated() {
            let region = regionIndices[position]
            let leaf = leaf(from: region, active: active)
            let top = inTabs && !isPresented(leaf, below: region) ? table.states[leaf] : nil
            try checkStack(stack.routes, tab: position, top: top, isLive: inTabs)
        }
        let rootLeaf = leaf(from: 0, active: active)
        let rootTop = inTabs ? tabsRoute : isPresented(rootLeaf, below: 0) ? nil : table.states[rootLeaf]
        try checkStack(snapshot.rootStack, tab: nil, top: rootTop, isLive: true)
    }

    /// Checks one stack: known routes of its tab (or outside every tab; a deep link may put a
    /// route on a stack more than once), not empty when the stack must be live, and ending with
    /// `top` when one is given (none under a presentation).
    private func checkStack(
        _ routes: [Route], tab position: Int?, top: Route?, isLive: Bool
    ) throws(NavigationRestoreError<Route>) {
        let tab = position.map { tabs[$0] }
        let table = definition.table
        for route in routes {
            guard let state = table.index[route], table.kinds[state] != .history else {
                throw .invalidStack(tab: tab, reason: "'\(route)' is not a state of the chart")
            }
            guard tabOfState[state] == (position ?? -1) else {
                throw .invalidStack(
                    tab: tab,
                    reason: position == nil ? "'\(route)' is inside a tab" : "'\(route)' is not in this tab's region")
            }
        }
        guard isLive else { return }
        guard let last = routes.last else { throw .invalidStack(tab: tab, reason: "it is empty") }
        if let top, last != top {
            throw .invalidStack(tab: tab, reason: "it ends with '\(last)', but the configuration shows '\(top)'")
        }
    }

    /// ``leaf(from:)`` over a configuration given as flags instead of the chart's.
    private func leaf(from start: Int, active: [Bool]) -> Int {
        let table = definition.table
        var state = start
        while true {
            switch table.kinds[state] {
            case .root, .compound:
                guard let child = table.children[state].first(where: { active[$0] }) else { return state }
                state = child
            case .parallel:
                if state == tabsIndex && start == 0 { return state }
                guard let first = table.children[state].first else { return state }
                state = first
            default:
                return state
            }
        }
    }
}
