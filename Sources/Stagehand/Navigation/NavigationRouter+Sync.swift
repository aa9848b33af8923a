extension NavigationRouter {
    /// The state a region (or the root) is at: down the active chain through compound states;
    /// a parallel state other than the tabs state continues in its first region; the walk from
    /// the root stops at the tabs state.
    @inline(__always)
    func leaf(from start: Int) -> Int {
        let topology = chart.topology
        var state = start
        while true {
            switch topology.kinds[state] {
            case .root, .compound:
                let child = chart.activeChild[state]
                if child < 0 { return state }
                state = child
            case .parallel:
                if state == tabsIndex && start == 0 { return state }
                let first = topology.childStart[state]
                if first == topology.childStart[state + 1] { return state }
                state = topology.childList[first]
            default:
                return state
            }
        }
    }

    /// Where the root stack is: the active state outside the tabs state, or the tabs state.
    func rootLeafIndex() -> Int { leaf(from: 0) }

    /// Brings the stacks up to date with the chart after it moved: a region whose state changed
    /// pushes the new state; a region entered anew starts its stack again (or gets back the one
    /// it had when the tabs state was left at the same place); leaving the tabs state empties
    /// the tab stacks.
    @inline(__always)
    func syncStacks() {
        let nowActive = chart.active[tabsIndex]
        if _slowPath(marks.any || nowActive != tabsActive) { return syncEntries(nowActive) }
        if nowActive {
            var position = 0
            let count = regionIndices.count
            while position < count {
                let state = leaf(from: regionIndices[position])
                if state != tops[position] { push(state, tab: position) }
                position &+= 1
            }
        } else {
            let state = rootLeafIndex()
            if state != rootTop { pushRoot(state) }
        }
    }

    @inline(__always)
    func push(_ state: Int, tab position: Int) {
        stacks[position].append(definition.table.states[state].unsafelyUnwrapped)
        tops[position] = state
        if !isQuiet { changedTabs[position] = true }
    }

    func pushRoot(_ state: Int) {
        root.append(definition.table.states[state]!)
        rootTop = state
    }

    func syncEntries(_ nowActive: Bool) {
        let wasActive = tabsActive
        let routes = definition.table.states
        if wasActive && (!nowActive || marks.tabsEntered) {
            if !nowActive {
                savedStacks = stacks
                savedTops = tops
            }
            for position in regionIndices.indices {
                stacks[position].removeAll()
                tops[position] = -1
                changedTabs[position] = true
            }
        }
        if nowActive {
            for (position, region) in regionIndices.enumerated() {
                let state = leaf(from: region)
                if !wasActive || marks.regionEntered[position] || tops[position] < 0 {
                    if !wasActive && savedTops[position] == state && !savedStacks[position].isEmpty {
                        stacks[position] = savedStacks[position]
                    } else {
                        stacks[position] = [routes[state]!]
                    }
                    tops[position] = state
                    changedTabs[position] = true
                } else if state != tops[position] {
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
            if wasActive {
                lastSelected = selected
                selected = -1
            }
            tabsActive = false
            let state = rootLeafIndex()
            if state != rootTop { pushRoot(state) }
        }
        marks.clear()
    }
}
