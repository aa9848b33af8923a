extension NavigationRouter {
    /// The state a region (or the root) is at: down the active chain through compound states;
    /// a parallel state other than the tabs state continues in its first region; the walk from
    /// the root stops at the tabs state.
    @usableFromInline
    func leaf(from start: Int) -> Int {
        var state = start
        while true {
            workUnits &+= 1
            switch chart.program.topology.kinds[state] {
            case .root, .compound:
                let child = chart.run.activeChild[state]
                if child < 0 { return state }
                state = child
            case .parallel:
                if state == tabsIndex && start == 0 { return state }
                let first = chart.program.topology.childStart[state]
                if first == chart.program.topology.childStart[state + 1] { return state }
                state = chart.program.topology.childList[first]
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
        let candidate = chart.run.leaf[unchecked: head]
        if _fastPath(candidate >= 0 && chart.run.active[unchecked: candidate]) { return candidate }
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
        let nowActive = chart.run.active[unchecked: tabsIndex]
        if _slowPath(marks.any || nowActive != tabsActive) { return syncEntries(nowActive) }
        if nowActive {
            let count = tops.count
            var position = 0
            while position < count {
                let region = regionSlots[unchecked: position]
                let state = activeLeaf(of: region)
                if state != tops[unchecked: position] { push(state, tab: position) }
                position &+= 1
            }
            workUnits &+= count
        } else {
            let state = rootLeafIndex()
            if state != rootTop { pushRoot(state) }
        }
    }

    @inlinable
    @inline(__always)
    func push(_ state: Int, tab position: Int) {
        stacks[unchecked: position].append(routes[unchecked: state].unsafelyUnwrapped)
        tops[unchecked: position] = state
        if !isQuiet { changedTabs[position] = true }
    }

    @usableFromInline
    func pushRoot(_ state: Int) {
        root.append(definition.table.states[state]!)
        rootTop = state
    }

    @usableFromInline
    func syncEntries(_ nowActive: Bool) {
        let wasActive = tabsActive
        let routes = definition.table.states
        if wasActive && (!nowActive || marks.tabsEntered) {
            if !nowActive {
                savedStacks = stacks.indices.map { stacks[$0].array() }
                savedTops = tops.elements
            }
            for position in stacks.indices {
                stacks[position].removeAll(keepingCapacity: false)
                tops[position] = -1
                changedTabs[position] = true
            }
        }
        if nowActive {
            for (position, region) in regionIndices.enumerated() {
                let state = activeLeaf(of: region)
                if !wasActive || marks.regionEntered[position] || tops[position] < 0 {
                    if !wasActive && savedTops[position] == state && !savedStacks[position].isEmpty {
                        stacks[position].replace(with: savedStacks[position])
                    } else {
                        stacks[position].replace(with: [routes[state]!])
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
