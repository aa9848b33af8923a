// Building the topology's dispatch tables: for each event class, the candidate transitions of
// every state, and the static exit/entry data of the transitions the fast path may take.

extension StatechartTopology {
    mutating func buildDispatchTables() {
        let count = kinds.count
        let transitionCount = transitionSource.count
        for list in children {
            childStart.append(childList.count)
            childList.append(contentsOf: list)
        }
        childStart.append(childList.count)
        var hasEventful = [Bool](repeating: false, count: count)
        var hasEventlessHere = [Bool](repeating: false, count: count)
        for transition in 0..<transitionCount {
            let descriptors = transitionDescriptors[transition]
            extraStart.append(extraLow.count)
            if descriptors.isEmpty {
                transitionLow.append(-1)
                transitionHigh.append(-1)
                hasEventlessHere[transitionSource[transition]] = true
                hasEventless = true
                continue
            }
            hasEventful[transitionSource[transition]] = true
            let first = eventClasses.interval(of: descriptors[0])
            transitionLow.append(first.low)
            transitionHigh.append(first.high)
            for descriptor in descriptors.dropFirst() {
                let interval = eventClasses.interval(of: descriptor)
                extraLow.append(interval.low)
                extraHigh.append(interval.high)
            }
        }
        extraStart.append(extraLow.count)
        firstEventful = [Int](repeating: 0, count: count)
        firstEventless = [Int](repeating: 0, count: count)
        // Parents precede children in document order.
        for state in 1..<max(count, 1) {
            firstEventful[state] = hasEventful[state] ? state : firstEventful[parent[state]]
            firstEventless[state] = hasEventlessHere[state] ? state : firstEventless[parent[state]]
        }
        doneClass = doneNames.map { eventClasses.classify($0) }
        var parallelBelow = [Bool](repeating: false, count: count)
        for state in stride(from: count - 1, through: 1, by: -1) where kinds[state] == .parallel || parallelBelow[state]
        {
            parallelBelow[parent[state]] = true
        }
        var scratch = StaticEntryScratch(
            entering: [Bool](repeating: false, count: count), descendantEntering: [Bool](repeating: false, count: count)
        )
        let entryBudget = 4 * count + (1 << 20)
        let ancestors = StatechartAncestors(parent: parent, last: last)
        var nearestCompound = [Int](repeating: 0, count: count)
        for state in 1..<max(count, 1) {
            nearestCompound[state] = kinds[state] == .compound ? state : nearestCompound[parent[state]]
        }
        for transition in 0..<transitionCount {
            let domain = computeStaticDomain(transition, ancestors, nearestCompound)
            staticDomain.append(domain)
            simpleStart.append(simpleEntries.count)
            chainExit.append(domain == -1 || (domain >= 0 && !parallelBelow[domain]))
            var isStatic = domain == -1
            if domain >= 0 && simpleEntries.count < entryBudget {
                isStatic = appendStaticEntries(transition, domain: domain, &scratch)
            }
            hasStaticEntry.append(isStatic)
        }
        simpleStart.append(simpleEntries.count)
        buildCandidates()
        buildTransitionIndex()
        // A difference array over the class intervals of every descriptor.
        let classes = Int(eventClasses.last[0]) + 1
        var delta = [Int](repeating: 0, count: classes + 2)
        for transition in 0..<transitionCount where transitionLow[transition] >= 0 {
            delta[Int(transitionLow[transition]) + 1] += 1
            delta[Int(transitionHigh[transition]) + 2] -= 1
        }
        for extra in extraLow.indices {
            delta[Int(extraLow[extra]) + 1] += 1
            delta[Int(extraHigh[extra]) + 2] -= 1
        }
        classUsed = [Bool](repeating: false, count: classes + 1)
        classUsed[0] = hasEventless
        var running = 0
        for column in 1...classes {
            running += delta[column]
            classUsed[column] = running > 0
        }
    }

    /// Indexes the eventful transitions of each state that has many (see
    /// ``singleClassTransitions``), in time and memory linear in the transitions.
    private mutating func buildTransitionIndex() {
        classStride = Int(eventClasses.last[0]) + 1
        for state in 0..<kinds.count
        where transitionStart[state + 1] - transitionStart[state] > Self.indexedTransitionMinimum {
            var wide: [Int32] = []
            for transition in transitionStart[state]..<transitionStart[state + 1] where transitionLow[transition] >= 0 {
                let low = transitionLow[transition]
                if low > 0 && low == transitionHigh[transition]
                    && extraStart[transition] == extraStart[transition + 1]
                {
                    singleClassTransitions[state * classStride + Int(low), default: []].append(Int32(transition))
                } else {
                    wide.append(Int32(transition))
                }
            }
            wideTransitions[state] = wide
        }
    }

    /// Fills the dense candidate table, unless it would exceed a fixed budget of entries and
    /// work (large charts select by walking up from each atomic state instead).
    private mutating func buildCandidates() {
        let stride = Int(eventClasses.last[0]) + 2
        let budget = 1 << 20
        guard kinds.count * stride <= budget else { return }
        var table = [Int](repeating: -1, count: kinds.count * stride)
        var pool: [Int] = []
        var work = 0
        var found: [Int] = []
        for state in 0..<kinds.count where kinds[state] == .atomic || kinds[state] == .final {
            for column in 0..<stride {
                let eventClass = Int32(column - 1)
                found.removeAll(keepingCapacity: true)
                var current = column == 0 ? firstEventless[state] : firstEventful[state]
                search: while current > 0 {
                    for transition in transitionStart[current]..<transitionStart[current + 1] {
                        work += 1
                        guard matchesStatically(transition, eventClass) else { continue }
                        found.append(transition)
                        if !transitionHasCondition[transition] { break search }
                    }
                    let up = parent[current]
                    current = column == 0 ? firstEventless[up] : firstEventful[up]
                }
                if work > 4 * budget { return }
                if found.isEmpty { continue }
                if found.count == 1 && !transitionHasCondition[found[0]] {
                    table[state * stride + column] = found[0]
                } else {
                    table[state * stride + column] = -2 - pool.count
                    pool.append(found.count)
                    pool.append(contentsOf: found)
                }
            }
        }
        candidateStride = stride
        candidates = table
        candidatePool = pool
    }

    private func matchesStatically(_ transition: Int, _ eventClass: Int32) -> Bool {
        if transitionLow[transition] <= eventClass && eventClass <= transitionHigh[transition] { return true }
        for extra in extraStart[transition]..<extraStart[transition + 1]
        where extraLow[extra] <= eventClass && eventClass <= extraHigh[extra] {
            return true
        }
        return false
    }

    /// D.2 getTransitionDomain for targets that are not history states; -2 when one is.
    ///
    /// The domain is the nearest compound proper ancestor of the source holding every target as
    /// a proper descendant: the nearest compound ancestor-or-self of the lowest common ancestor
    /// of source and targets, or of its parent when that is the source or a target. Found with
    /// jump pointers and `nearestCompound`, in O(log depth) per target however deep the chart.
    private func computeStaticDomain(
        _ transition: Int, _ ancestors: StatechartAncestors, _ nearestCompound: [Int]
    ) -> Int {
        let targets = transitionTargets[transition]
        if targets.isEmpty { return -1 }
        if targets.contains(where: { kinds[$0] == .history }) { return -2 }
        let source = transitionSource[transition]
        if transitionInternal[transition] && kinds[source] == .compound
            && targets.allSatisfy({ isDescendant($0, of: source) })
        {
            return source
        }
        var common = source
        for target in targets { common = ancestors.lowestCommonAncestor(common, target) }
        let start = common == source || targets.contains(common) ? parent[common] : common
        return start > 0 ? nearestCompound[start] : 0
    }

    /// D.2 computeEntrySet for one transition whose entry involves no history state, in
    /// document order with the default-entry flags; `false` (nothing appended) when a history
    /// state is on the way. The recursion runs from a task stack, as at run time.
    private mutating func appendStaticEntries(
        _ transition: Int, domain: Int, _ scratch: inout StaticEntryScratch
    ) -> Bool {
        var entries: [Int] = []
        var defaults: [Int] = []
        var tasks: [StatechartEntryTask] = []
        func add(_ state: Int, _ scratch: inout StaticEntryScratch) {
            guard !scratch.entering[state] else { return }
            scratch.entering[state] = true
            entries.append(state)
            // Only ancestors below the domain are ever looked up (as regions of a parallel state
            // being entered), so the walk stops there: the work stays proportional to the
            // states entered, not to how deep the domain is.
            var ancestor = parent[state]
            while ancestor > domain && !scratch.descendantEntering[ancestor] {
                scratch.descendantEntering[ancestor] = true
                scratch.touched.append(ancestor)
                ancestor = parent[ancestor]
            }
        }
        var historyFound = false
        let targets = transitionTargets[transition]
        var rounds: [StatechartEntryTask] = targets.map { .descendants($0) }
        rounds += targets.map { .ancestors(of: $0, upTo: domain) }
        for first in rounds where !historyFound {
            tasks.append(first)
            while let task = tasks.popLast() {
                switch task {
                case .descendants(let state):
                    switch kinds[state] {
                    case .history:
                        historyFound = true
                        tasks.removeAll()
                    case .compound:
                        add(state, &scratch)
                        defaults.append(state)
                        for target in defaultTargets[state].reversed() {
                            tasks.append(.ancestors(of: target, upTo: state))
                        }
                        for target in defaultTargets[state].reversed() { tasks.append(.descendants(target)) }
                    case .parallel:
                        add(state, &scratch)
                        tasks.append(.regions(state, next: 0))
                    case .atomic, .final, .root:
                        add(state, &scratch)
                    }
                case .ancestors(let state, let ancestor):
                    let current = parent[state]
                    guard current > 0 && current != ancestor else { continue }
                    add(current, &scratch)
                    tasks.append(.ancestors(of: current, upTo: ancestor))
                    if kinds[current] == .parallel { tasks.append(.regions(current, next: 0)) }
                case .regions(let parallel, let next):
                    let list = children[parallel]
                    var index = next
                    while index < list.count && scratch.descendantEntering[list[index]] { index += 1 }
                    guard index < list.count else { continue }
                    tasks.append(.regions(parallel, next: index + 1))
                    tasks.append(.descendants(list[index]))
                }
            }
        }
        for state in entries { scratch.entering[state] = false }
        for state in scratch.touched { scratch.descendantEntering[state] = false }
        scratch.touched.removeAll(keepingCapacity: true)
        if historyFound { return false }
        entries.sort()
        defaults.sort()
        var next = 0
        for state in entries {
            simpleEntries.append(state)
            let isDefault = next < defaults.count && defaults[next] == state
            if isDefault { next += 1 }
            simpleDefault.append(isDefault)
        }
        return true
    }

    /// Flags reused by ``appendStaticEntries(_:domain:_:)``.
    struct StaticEntryScratch {
        var entering: [Bool]
        var descendantEntering: [Bool]
        var touched: [Int] = []
    }
}
