extension NavigationRouter {
    /// The state a region (or the root) is at: down the active chain through compound states;
    /// a parallel state other than the tabs state continues in its first region; the walk from
    /// the root stops at the tabs state.
    @usableFromInline
    func leaf(from start: Int) -> Int {
        var state = start
        while true {
            workUnits &+= 1
            switch chart.kind(of: state) {
            case .root, .compound:
                let child = chart.activeChild(of: state)
                if child < 0 { return state }
                state = child
            case .parallel:
                if state == tabsIndex && start == 0 { return state }
                guard let first = chart.firstChild(of: state) else { return state }
                state = first
            default:
                return state
            }
        }
    }

    /// ``leaf(from:)`` for a tab's region or the root, read off the chart in one step when the
    /// active chain below `head` holds only compound states: the chart keeps, per region head,
    /// the atomic state of that head entered last, and an active one is the head's only active
    /// atomic state, which is where the walk ends (the walk from the root never reaches the
    /// tabs state, a parallel state, on that chain). Otherwise (a parallel state on the chain,
    /// or nothing active) it walks. The caller counts the visit as work.
    @inlinable
    @inline(__always)
    func activeLeaf(of head: Int) -> Int {
        let candidate = chart.lastEnteredAtomic(under: head)
        if _fastPath(candidate >= 0 && chart.isActiveState(candidate)) { return candidate }
        return leaf(from: head)
    }

    /// Where the root stack is: the active state outside the tabs state, or the tabs state.
    @inlinable
    func rootLeafIndex() -> Int {
        workUnits &+= 1
        return activeLeaf(of: 0)
    }

    /// Brings the stacks up to date with the chart after it moved: a region whose state changed
    /// pushes the new state; a region entered anew starts its stack again (or gets back the one
    /// it had when the tabs state was left at the same place); leaving the tabs state empties
    /// the tab stacks.
    @inlinable
    @inline(__always)
    func syncStacks() {
        let nowActive = chart.isActiveState(tabsIndex)
        if _slowPath(marks.any || nowActive != tabsActive) { return syncEntries(nowActive) }
        if _slowPath(hasPresentations) { return syncStacksWithPresentations(nowActive) }
        followLeaves(nowActive, mayBePresented: false)
    }

    /// ``syncStacks()`` for a router with presentation states, kept out of line (but specialised
    /// in the caller's module) so that routers without them carry none of it. A state can be
    /// inside a presentation only while one is shown or was just entered or exited; only then
    /// are states checked for one, and only when one was entered or exited is the presented list
    /// compared with the chart.
    @inlinable
    @inline(never)
    func syncStacksWithPresentations(_ nowActive: Bool) {
        let moved = marks.presentation
        followLeaves(nowActive, mayBePresented: moved || isPresenting)
        if moved {
            marks.presentation = false
            syncPresentations()
        }
    }

    /// Pushes the active leaf of each tab (or, outside the tabs state, of the root) that moved
    /// onto its stack, unless `mayBePresented` and it is inside a presentation.
    @inlinable
    @inline(__always)
    func followLeaves(_ nowActive: Bool, mayBePresented: Bool) {
        if nowActive {
            let count = tops.count
            var position = 0
            while position < count {
                let region = regionSlots[unchecked: position]
                let state = activeLeaf(of: region)
                if state != tops[unchecked: position] && !(mayBePresented && isPresented(state, below: region)) {
                    push(state, tab: position)
                }
                position &+= 1
            }
            workUnits &+= count
        } else {
            let state = rootLeafIndex()
            if state != rootTop && !(mayBePresented && isPresented(state, below: 0)) { pushRoot(state) }
        }
    }

    /// Puts `state` on top of its tab's stack, or, when it is already on the stack, pops the
    /// stack down to it (navigating to a route already on a stack unwinds to it).
    @inlinable
    @inline(__always)
    func push(_ state: Int, tab position: Int) {
        let route = routes[unchecked: state].unsafelyUnwrapped
        let at = stackPositions[unchecked: state]
        let count = stacks[unchecked: position].count
        if at >= 0 && at < count && stacks[unchecked: position].route(at: at) == route {
            // Unwinding, inline like the push: nothing generic is called unless someone listens.
            let popped = count &- 1 &- at
            stacks[unchecked: position].removeLast(popped)
            tops[unchecked: position] = state
            if !core.isQuiet { recordPop(popped, tab: position) }
            return
        }
        stackPositions[unchecked: state] = count
        stacks[unchecked: position].append(route)
        tops[unchecked: position] = state
        if !core.isQuiet { recordPush(route, tab: position) }
    }

    @usableFromInline
    func recordPop(_ count: Int, tab position: Int) {
        edits.append(StackEdit(tab: tabs[position], .pop(count)))
    }

    @usableFromInline
    func recordPush(_ route: Route, tab position: Int) {
        edits.append(StackEdit(tab: tabs[position], .push(route)))
    }

    /// Notes an edit for the change value, when someone listens.
    func record(_ edit: StackEdit<Route>) {
        if !core.isQuiet { edits.append(edit) }
    }

    /// Puts `state` on top of the root stack, or unwinds the root stack to it.
    @usableFromInline
    func pushRoot(_ state: Int) {
        let route = definition.table.states[state]!
        let at = stackPositions[state]
        if at >= 0 && at < root.count && root[at] == route {
            let count = root.count - 1 - at
            root.removeLast(count)
            rootTop = state
            record(StackEdit(tab: nil, .pop(count)))
            return
        }
        stackPositions[state] = root.count
        root.append(route)
        rootTop = state
        record(StackEdit(tab: nil, .push(route)))
    }

    /// Replaces the stack of the tab at `position` (or the root stack, `nil`) by `routes`; the
    /// edit keeps the routes the two share at their bottom when `keepingShared`, else none; it
    /// is made against `given` when that is the stack the backends last heard of.
    func setStack(_ position: Int?, _ routes: [Route], keepingShared: Bool, from given: [Route]? = nil) {
        let old = given ?? position.map { stacks[$0].array() } ?? root
        var kept = 0
        if keepingShared {
            while kept < old.count && kept < routes.count && old[kept] == routes[kept] { kept += 1 }
        }
        if let position {
            if routes.isEmpty {
                stacks[position].removeAll(keepingCapacity: false)
            } else {
                stacks[position].replace(with: routes)
            }
        } else {
            root = routes
        }
        let index = definition.table.index
        for (depth, route) in routes.enumerated() { stackPositions[index[route]!] = depth }
        if kept < old.count || kept < routes.count {
            record(StackEdit(tab: position.map { tabs[$0] }, .replace(keeping: kept, with: Array(routes[kept...]))))
        }
    }

    /// Follows the chart into or out of the tabs state, or into a region entered anew: a tab
    /// entered anew starts its stack again from its active state (or gets back the one it had
    /// when the tabs state was left at the same place); leaving the tabs state empties the tab
    /// stacks and **replaces** the root stack by the state entered (sign-out cannot be undone by
    /// going back, and signing in and out again does not grow it).
    @usableFromInline
    func syncEntries(_ nowActive: Bool) {
        let wasActive = tabsActive
        let routes = definition.table.states
        let tabsLeft = wasActive && (!nowActive || marks.tabsEntered)
        if wasActive && !nowActive {
            savedStacks = stacks.indices.map { stacks[$0].array() }
            savedTops = tops.elements
        }
        if nowActive {
            for (position, region) in regionIndices.enumerated() {
                let state = activeLeaf(of: region)
                if tabsLeft || !wasActive || marks.regionEntered[position] || tops[position] < 0 {
                    // A stack starting again under a presentation starts at what holds it.
                    let state = hasPresentations ? shownLeaf(of: region) : state
                    if !wasActive && savedTops[position] == state && !savedStacks[position].isEmpty {
                        setStack(position, savedStacks[position], keepingShared: false)
                    } else {
                        setStack(position, [routes[state]!], keepingShared: false)
                    }
                    tops[position] = state
                } else if state != tops[position] && !(hasPresentations && isPresented(state, below: region)) {
                    push(state, tab: position)
                }
            }
            if !wasActive {
                savedStacks = [[Route]](repeating: [], count: regionIndices.count)
                savedTops = [Int](repeating: -1, count: regionIndices.count)
                selected = lastSelected
            }
            tabsActive = true
            if rootTop != tabsIndex { pushRoot(tabsIndex) }
        } else {
            if tabsLeft {
                for position in stacks.indices {
                    setStack(position, [], keepingShared: false)
                    tops[position] = -1
                }
                lastSelected = selected
                selected = -1
            }
            tabsActive = false
            let state = rootLeafIndex()
            if wasActive {
                let shown = hasPresentations ? shownLeaf(of: 0) : state
                setStack(nil, [routes[shown]!], keepingShared: false)
                rootTop = shown
            } else if state != rootTop && !(hasPresentations && isPresented(state, below: 0)) {
                pushRoot(state)
            }
        }
        marks.clear()
        if hasPresentations { syncPresentations() }
    }
}
