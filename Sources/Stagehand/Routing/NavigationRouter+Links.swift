extension NavigationRouter {
    /// A validated deep link, as state indices: the root stack part, and the tab with its stack.
    struct Plan {
        var root: [Int] = []
        var tab: Int?
        var tabStack: [Int] = []
        /// A presentation the link ends with, shown over the stack it sets.
        var presentation: Int?
    }

    /// Validates a deep link; linear in its length (each step looks at the transitions of the
    /// previous state and its ancestors).
    func plan(_ path: [Route]) throws(RouterError<Route, Event>) -> Plan {
        guard !path.isEmpty else { throw .emptyPath }
        let table = definition.table
        var indices: [Int] = []
        indices.reserveCapacity(path.count)
        for (position, route) in path.enumerated() {
            guard let state = table.index[route], state > 0, table.kinds[state] != .history else {
                throw invalid(position, route, after: indices)
            }
            // A presentation shows over a stack: nothing of a link may follow one.
            if let previous = indices.last, isPresentation(previous) {
                throw invalid(position, route, after: indices)
            }
            indices.append(state)
        }
        var presentation: Int?
        if let last = indices.last, isPresentation(last) {
            guard indices.count > 1 else { throw invalid(0, path[0], after: [Int]()) }
            presentation = last
            indices.removeLast()
        }
        var plan = try planStacks(indices, path)
        if let presentation {
            // The presentation must be reachable from the top of the stack the link sets.
            let top = plan.tabStack.last ?? plan.root.last ?? 0
            guard top != tabsIndex, leads(from: top, to: presentation) else {
                throw invalid(indices.count, path[indices.count], after: indices)
            }
            plan.presentation = presentation
        }
        return plan
    }

    /// The stacks part of ``plan(_:)``: the root stack, then the tab and its stack.
    private func planStacks(_ indices: [Int], _ path: [Route]) throws(RouterError<Route, Event>) -> Plan {
        var plan = Plan()
        var position = 0
        // States outside the tabs state: the root stack.
        while position < indices.count {
            let state = indices[position]
            if state == tabsIndex || tabOfState[state] >= 0 { break }
            if position > 0 && !leads(from: indices[position - 1], to: state) {
                throw invalid(position, path[position], after: indices[..<position])
            }
            plan.root.append(state)
            position += 1
        }
        guard position < indices.count else { return plan }
        if let last = plan.root.last, !leadsIntoTabs(from: last) {
            throw invalid(position, path[position], after: indices[..<position])
        }
        if indices[position] == tabsIndex {
            position += 1
            guard position < indices.count else {
                plan.root.append(tabsIndex)
                return plan
            }
        }
        let tab = tabOfState[indices[position]]
        guard tab >= 0, indices[position] == regionIndices[tab] else {
            throw invalid(position, path[position], after: indices[..<position])
        }
        position += 1
        let initial = defaultLeaf(regionIndices[tab])
        plan.tab = tab
        plan.tabStack = [initial]
        var previous = initial
        let first = position
        while position < indices.count {
            let state = indices[position]
            if position == first && state == initial {
                position += 1
                continue
            }
            guard tabOfState[state] == tab, state != regionIndices[tab], leads(from: previous, to: state) else {
                throw invalid(position, path[position], after: indices[..<position])
            }
            plan.tabStack.append(state)
            previous = state
            position += 1
        }
        return plan
    }

    /// The routes of a `/`-separated link of state identifiers, validated as a deep link.
    func routes(ofLink link: String) throws(RouterError<Route, Event>) -> [Route] {
        var segments = link.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.first == "" && segments.count > 1 { segments.removeFirst() }
        if segments.last == "" && segments.count > 1 { segments.removeLast() }
        if segments == [""] { throw .emptyPath }
        let table = definition.table
        var routes: [Route] = []
        routes.reserveCapacity(segments.count)
        for (position, segment) in segments.enumerated() {
            guard let state = identifiers[segment] else {
                do throws(RouterError<Route, Event>) {
                    if !routes.isEmpty { _ = try plan(routes) }
                } catch {
                    throw linkError(error)
                }
                let prefix = routes.map { table.index[$0]! }
                throw .invalidLink(
                    index: position, segment: segment, allowed: allowed(after: prefix[...]).map { table.ids[$0] })
            }
            routes.append(table.states[state]!)
        }
        do throws(RouterError<Route, Event>) {
            _ = try plan(routes)
        } catch {
            throw linkError(error)
        }
        return routes
    }

    /// A path error in terms of identifiers.
    func linkError(_ error: RouterError<Route, Event>) -> RouterError<Route, Event> {
        let table = definition.table
        guard case .invalidPath(let index, let route, let allowed) = error else { return error }
        return .invalidLink(
            index: index, segment: table.index[route].map { table.ids[$0] } ?? "\(route)",
            allowed: allowed.map { table.index[$0].map { table.ids[$0] } ?? "\($0)" })
    }

    func invalid(_ position: Int, _ route: Route, after prefix: some Collection<Int>) -> RouterError<Route, Event> {
        let routes = definition.table.states
        return .invalidPath(index: position, route: route, allowed: allowed(after: prefix).map { routes[$0]! })
    }

    /// The states a deep link may continue with after a valid `prefix`, in document order.
    func allowed(after prefix: some Collection<Int>) -> [Int] {
        let table = definition.table
        if let last = prefix.reversed().first, isPresentation(last) { return [] }
        guard let last = prefix.reversed().first else {
            return (1..<table.count).filter { state in
                table.kinds[state] != .history && (tabOfState[state] < 0 || regionIndices.contains(state))
            }
        }
        if last == tabsIndex { return regionIndices }
        let tab = tabOfState[last]
        if tab < 0 {
            var states = reachable(from: last).filter { tabOfState[$0] < 0 && $0 != tabsIndex }
            if leadsIntoTabs(from: last) { states += [tabsIndex] + regionIndices }
            return states.sorted()
        }
        let from = last == regionIndices[tab] ? defaultLeaf(last) : last
        var states = reachable(from: from).filter { tabOfState[$0] == tab && $0 != regionIndices[tab] }
        if last == regionIndices[tab] && !states.contains(from) { states.append(from) }
        return states.sorted()
    }

    /// The atomic state a state's default entry ends in (down initial transitions, first
    /// regions of parallel states, history defaults).
    func defaultLeaf(_ start: Int) -> Int {
        var state = start
        while true {
            workUnits &+= 1
            switch chart.kind(of: state) {
            case .compound, .history:
                guard let next = chart.defaultTargets(of: state).first else { return state }
                state = next
            case .parallel:
                guard let next = chart.firstChild(of: state) else { return state }
                state = next
            default:
                return state
            }
        }
    }

    /// Calls `body` with every target (and its default leaf) of the transitions of `state` and
    /// its ancestors; stops when `body` returns `true`.
    func forEachTarget(from state: Int, _ body: (Int) -> Bool) -> Bool {
        var source = state
        while source > 0 {
            for targets in chart.transitionTargets(of: source) {
                for target in targets {
                    workUnits &+= 1
                    if body(target) { return true }
                    let leaf = defaultLeaf(target)
                    if leaf != target && body(leaf) { return true }
                }
            }
            source = chart.parent(of: source)
        }
        return false
    }

    func leads(from previous: Int, to state: Int) -> Bool {
        forEachTarget(from: previous) { $0 == state }
    }

    func leadsIntoTabs(from state: Int) -> Bool {
        forEachTarget(from: state) { $0 == tabsIndex || tabOfState[$0] >= 0 }
    }

    func reachable(from state: Int) -> [Int] {
        var found = Set<Int>()
        _ = forEachTarget(from: state) { target in
            if chart.kind(of: target) != .history { found.insert(target) }
            return false
        }
        return found.sorted()
    }
}
