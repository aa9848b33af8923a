// The W3C SCXML Recommendation's Appendix D, over the dense tables. Each function names the
// procedure of the Recommendation it implements.

extension Statechart {
    // MARK: Selection (D.2 selectEventlessTransitions, selectTransitions)

    /// Fills `filtered` with the optimal enabled transition set for `signal` (`nil`: eventless).
    @inlinable
    func selectTransitions(_ signal: Signal?) {
        enabled.removeAll(keepingCapacity: true)
        let name: String?
        switch signal {
        case .none: name = nil
        case .event(let event)?: name = event.name
        case .done(let state)?: name = topology.doneNames[table.index[state]!]
        }
        stack.removeAll(keepingCapacity: true)
        stack.append(0)
        while let state = stack.popLast() {
            workUnits &+= 1
            switch topology.kinds[state] {
            case .root, .compound:
                stack.append(activeChild[state])
            case .parallel:
                for child in topology.children[state].reversed() { stack.append(child) }
            case .atomic, .final:
                selectFrom(atomic: state, name: name, signal: signal)
            case .history:
                break
            }
        }
        for transition in enabled { selected[transition] = false }
        removeConflictingTransitions()
    }

    @inlinable
    func selectFrom(atomic: Int, name: String?, signal: Signal?) {
        var state = atomic
        while state > 0 {
            let end = topology.transitionStart[state + 1]
            var index = topology.transitionStart[state]
            while index < end {
                workUnits &+= 1
                if matches(index, name)
                    && (!topology.transitionHasCondition[index] || holds(table.transitions[index].condition, signal))
                {
                    if !selected[index] {
                        selected[index] = true
                        enabled.append(index)
                    }
                    return
                }
                index += 1
            }
            workUnits &+= 1
            state = topology.parent[state]
        }
    }

    @inlinable
    func matches(_ transition: Int, _ name: String?) -> Bool {
        guard let name else { return topology.transitionDescriptors[transition].isEmpty }
        for descriptor in topology.transitionDescriptors[transition]
        where StatechartDescriptor.matches(descriptor, name) {
            return true
        }
        return false
    }

    @inlinable
    func holds(_ condition: StatechartTable<State, Event>.Condition?, _ signal: Signal?) -> Bool {
        guard let condition else { return true }
        switch condition {
        case .when(let predicate): return predicate(signal)
        case .inState(let state): return active[state]
        case .not(let inner): return !holds(inner, signal)
        case .all(let inner): return inner.allSatisfy { holds($0, signal) }
        case .any(let inner): return inner.contains { holds($0, signal) }
        }
    }

    /// D.2 removeConflictingTransitions. Two transitions' exit sets intersect exactly when both
    /// have targets and one's domain contains (or is) the other's: a domain is an active compound
    /// state, so its exit set (its active proper descendants) is never empty.
    @inlinable
    func removeConflictingTransitions() {
        filtered.removeAll(keepingCapacity: true)
        for transition in enabled { domains[transition] = transitionDomain(transition) }
        for first in enabled {
            let domain = domains[first]
            if domain < 0 {
                filtered.append(first)
                continue
            }
            var preempted = false
            var removals = 0
            for kept in filtered {
                let other = domains[kept]
                guard other >= 0,
                    domain == other || topology.isDescendant(domain, of: other)
                        || topology.isDescendant(other, of: domain)
                else { continue }
                if topology.isDescendant(topology.transitionSource[first], of: topology.transitionSource[kept]) {
                    selected[kept] = true
                    removals += 1
                } else {
                    preempted = true
                    break
                }
            }
            if removals > 0 {
                if preempted {
                    for kept in filtered { selected[kept] = false }
                } else {
                    filtered.removeAll { kept in
                        let remove = selected[kept]
                        selected[kept] = false
                        return remove
                    }
                }
            }
            if !preempted { filtered.append(first) }
        }
    }

    /// D.2 getTransitionDomain; -1 for a transition whose effective target set is empty.
    @inlinable
    func transitionDomain(_ index: Int) -> Int {
        let targets = topology.transitionTargets[index]
        if targets.isEmpty { return -1 }
        let source = topology.transitionSource[index]
        if topology.transitionInternal[index] && topology.kinds[source] == .compound
            && allEffectiveTargets(targets, inside: source)
        {
            return source
        }
        var ancestor = topology.parent[source]
        while ancestor > 0 {
            if topology.kinds[ancestor] == .compound && allEffectiveTargets(targets, inside: ancestor) {
                return ancestor
            }
            ancestor = topology.parent[ancestor]
        }
        return 0
    }

    /// Whether every state of getEffectiveTargetStates(targets) is a proper descendant of `ancestor`.
    @inlinable
    func allEffectiveTargets(_ targets: [Int], inside ancestor: Int) -> Bool {
        for target in targets {
            if topology.kinds[target] == .history {
                for state in historyValue[target] ?? topology.defaultTargets[target]
                where !topology.isDescendant(state, of: ancestor) {
                    return false
                }
            } else if !topology.isDescendant(target, of: ancestor) {
                return false
            }
        }
        return true
    }

    // MARK: Microstep (D.2 microstep)

    @inlinable
    func microstep(_ signal: Signal?) throws(StatechartError) {
        if microsteps >= limits.microstepsPerMacrostep {
            internalQueue.removeAll(keepingCapacity: true)
            internalHead = 0
            throw .stepLimitExceeded(
                limit: limits.microstepsPerMacrostep, configuration: configurationIDs(),
                recentEvents: recentEventNames() + [name(of: signal)])
        }
        microsteps += 1
        remember(signal)
        exitStates(signal)
        let context = ActionContext(chart: self, signal: signal)
        for transition in filtered {
            if topology.transitionHasAction[transition] { table.transitions[transition].action?(context) }
        }
        enterStates(signal)
    }

    // MARK: Exit (D.2 computeExitSet, exitStates)

    @inlinable
    func exitStates(_ signal: Signal?) {
        exitSet.removeAll(keepingCapacity: true)
        for transition in filtered {
            let domain = domains[transition]
            if domain >= 0 { appendActiveDescendants(of: domain, to: &exitSet) }
        }
        exitSet.sort(by: >)
        workUnits &+= exitSet.count
        for state in exitSet {
            for history in topology.histories[state] {
                var value: [Int] = []
                if topology.isDeepHistory[history] {
                    appendActiveDescendants(of: state, to: &value, atomicOnly: true)
                } else {
                    appendActiveChildren(of: state, to: &value)
                }
                historyValue[history] = value
            }
        }
        let context = ActionContext(chart: self, signal: signal)
        for state in exitSet {
            if topology.hasExitActions[state] {
                for action in table.exits[state] { action(context) }
            }
            deactivate(state)
        }
    }

    @inlinable
    func deactivate(_ state: Int) {
        active[state] = false
        let parent = topology.parent[state]
        if activeChild[parent] == state { activeChild[parent] = -1 }
        if !observers.isEmpty { stepExited.append(state) }
    }

    /// Appends the active proper descendants of `state`, in document order.
    @inlinable
    func appendActiveDescendants(of state: Int, to list: inout [Int], atomicOnly: Bool = false) {
        let base = stack.count
        pushActiveChildren(of: state)
        while stack.count > base {
            let current = stack.removeLast()
            let kind = topology.kinds[current]
            if !atomicOnly || kind == .atomic || kind == .final { list.append(current) }
            pushActiveChildren(of: current)
        }
    }

    @inlinable
    func appendActiveChildren(of state: Int, to list: inout [Int]) {
        switch topology.kinds[state] {
        case .root, .compound: if activeChild[state] >= 0 { list.append(activeChild[state]) }
        case .parallel: list.append(contentsOf: topology.children[state])
        default: break
        }
    }

    @inline(__always)
    @inlinable
    func pushActiveChildren(of state: Int) {
        switch topology.kinds[state] {
        case .root, .compound:
            if activeChild[state] >= 0 { stack.append(activeChild[state]) }
        case .parallel:
            for child in topology.children[state].reversed() where active[child] { stack.append(child) }
        default: break
        }
    }

    // MARK: Entry (D.2 enterStates, computeEntrySet, addDescendantStatesToEnter, addAncestorStatesToEnter)

    @inlinable
    func enterStates(_ signal: Signal?) {
        for transition in filtered where !topology.transitionTargets[transition].isEmpty {
            let targets = topology.transitionTargets[transition]
            for target in targets { addDescendantStatesToEnter(target) }
            let domain = transitionDomain(transition)
            forEachEffectiveTarget(targets) { addAncestorStatesToEnter($0, upTo: domain) }
        }
        runEntries(signal)
    }

    @usableFromInline
    func enterInitialConfiguration() {
        let targets = topology.defaultTargets[0]
        for target in targets { addDescendantStatesToEnter(target) }
        forEachEffectiveTarget(targets) { addAncestorStatesToEnter($0, upTo: 0) }
        runEntries(nil)
    }

    @inlinable
    func forEachEffectiveTarget(_ targets: [Int], _ body: (Int) -> Void) {
        for target in targets {
            if topology.kinds[target] == .history {
                for state in historyValue[target] ?? topology.defaultTargets[target] { body(state) }
            } else {
                body(target)
            }
        }
    }

    @inlinable
    func addToEntrySet(_ state: Int) {
        guard !entering[state] else { return }
        entering[state] = true
        entrySet.append(state)
        var ancestor = topology.parent[state]
        while ancestor >= 0 && !descendantEntering[ancestor] {
            descendantEntering[ancestor] = true
            marked.append(ancestor)
            ancestor = topology.parent[ancestor]
        }
    }

    @inlinable
    func addDescendantStatesToEnter(_ state: Int) {
        switch topology.kinds[state] {
        case .history:
            let parent = topology.parent[state]
            if let stored = historyValue[state] {
                for target in stored { addDescendantStatesToEnter(target) }
                for target in stored { addAncestorStatesToEnter(target, upTo: parent) }
            } else {
                if historyDefault[parent] < 0 { marked.append(parent) }
                historyDefault[parent] = state
                let targets = topology.defaultTargets[state]
                for target in targets { addDescendantStatesToEnter(target) }
                for target in targets { addAncestorStatesToEnter(target, upTo: parent) }
            }
        case .compound:
            addToEntrySet(state)
            if !defaultEntry[state] {
                defaultEntry[state] = true
                marked.append(state)
            }
            let targets = topology.defaultTargets[state]
            for target in targets { addDescendantStatesToEnter(target) }
            for target in targets { addAncestorStatesToEnter(target, upTo: state) }
        case .parallel:
            addToEntrySet(state)
            for child in topology.children[state] where !descendantEntering[child] {
                addDescendantStatesToEnter(child)
            }
        case .atomic, .final, .root:
            addToEntrySet(state)
        }
    }

    @inlinable
    func addAncestorStatesToEnter(_ state: Int, upTo ancestor: Int) {
        var current = topology.parent[state]
        while current > 0 && current != ancestor {
            addToEntrySet(current)
            if topology.kinds[current] == .parallel {
                for child in topology.children[current] where !descendantEntering[child] {
                    addDescendantStatesToEnter(child)
                }
            }
            current = topology.parent[current]
        }
    }

    @inlinable
    func runEntries(_ signal: Signal?) {
        entrySet.sort()
        let context = ActionContext(chart: self, signal: signal)
        workUnits &+= entrySet.count
        for state in entrySet {
            active[state] = true
            let parent = topology.parent[state]
            if topology.isCompound(parent) { activeChild[parent] = state }
            if !observers.isEmpty { stepEntered.append(state) }
            if topology.hasEntryActions[state] {
                for action in table.entries[state] { action(context) }
            }
            if defaultEntry[state] && topology.hasDefaultAction[state] { table.defaultActions[state]?(context) }
            let history = historyDefault[state]
            if history >= 0 { table.defaultActions[history]?(context) }
            if topology.kinds[state] == .final {
                if parent == 0 {
                    phase = .finished
                } else {
                    enqueueInternal(.done(table.states[parent]!))
                    let grandparent = topology.parent[parent]
                    if grandparent > 0 && topology.kinds[grandparent] == .parallel
                        && topology.children[grandparent].allSatisfy({ isInFinalState($0) })
                    {
                        enqueueInternal(.done(table.states[grandparent]!))
                    }
                }
            }
        }
        for state in entrySet { entering[state] = false }
        for state in marked {
            descendantEntering[state] = false
            defaultEntry[state] = false
            historyDefault[state] = -1
        }
        entrySet.removeAll(keepingCapacity: true)
        marked.removeAll(keepingCapacity: true)
    }

    /// D.2 isInFinalState.
    @inlinable
    func isInFinalState(_ state: Int) -> Bool {
        switch topology.kinds[state] {
        case .compound:
            let child = activeChild[state]
            return child >= 0 && topology.kinds[child] == .final
        case .parallel:
            return topology.children[state].allSatisfy { isInFinalState($0) }
        default:
            return false
        }
    }

    /// D.2 exitInterpreter: runs the exit handlers of every active state, deepest and latest
    /// first. The configuration is kept so it can still be inspected.
    @usableFromInline
    func exitInterpreter() {
        var states: [Int] = []
        appendActiveDescendants(of: 0, to: &states)
        let context = ActionContext(chart: self, signal: nil)
        for state in states.reversed() {
            for action in table.exits[state] { action(context) }
            if !observers.isEmpty { stepExited.append(state) }
        }
        internalQueue.removeAll()
        internalHead = 0
        externalQueue.removeAll()
        externalHead = 0
        cancelAllSends()
    }

    // MARK: Diagnostics of the step limit

    @inlinable
    func remember(_ signal: Signal?) {
        let size = 8
        if recentSignals.count < size {
            recentSignals.append(signal)
        } else {
            recentSignals[recentNext] = signal
        }
        recentNext = (recentNext + 1) % size
    }

    @usableFromInline
    func recentEventNames() -> [String] {
        let size = recentSignals.count
        guard size > 0 else { return [] }
        let start = size < 8 ? 0 : recentNext
        return (0..<size).map { name(of: recentSignals[(start + $0) % size]) }
    }

    @usableFromInline
    func name(of signal: Signal?) -> String {
        switch signal {
        case .none: ""
        case .event(let event)?: event.name
        case .done(let state)?: topology.doneNames[table.index[state]!]
        }
    }

    @usableFromInline
    func configurationIDs() -> [String] {
        atomicConfigurationIndices().map { topology.ids[$0] }
    }

    @usableFromInline
    func atomicConfigurationIndices() -> [Int] {
        var states: [Int] = []
        appendActiveDescendants(of: 0, to: &states, atomicOnly: true)
        return states
    }
}
