// The W3C SCXML Recommendation's Appendix D, over the dense tables. Each function names the
// procedure of the Recommendation it implements.

extension Statechart {
    // MARK: Selection (D.2 selectEventlessTransitions, selectTransitions)

    /// Fills `filtered` with the optimal enabled transition set for a signal of event class
    /// `eventClass` (-1: eventless; see ``StatechartEventClasses``).
    @inlinable
    func selectTransitions(_ signal: Signal?, eventClass: Int) {
        enabled.removeAll(keepingCapacity: true)
        filtered.removeAll(keepingCapacity: true)
        guard topology.classUsed[eventClass + 1] else { return }
        let stride = topology.candidateStride
        if stride > 0 {
            if !atomicListValid { rebuildAtomicList() }
            let column = eventClass + 1
            for atomic in atomicList {
                workUnits &+= 1
                let entry = topology.candidates[atomic * stride + column]
                if entry == -1 { continue }
                if entry >= 0 {
                    addEnabled(entry)
                    continue
                }
                let offset = -2 - entry
                let end = offset + topology.candidatePool[offset]
                var index = offset
                while index < end {
                    index += 1
                    let transition = topology.candidatePool[index]
                    workUnits &+= 1
                    if !topology.transitionHasCondition[transition]
                        || holds(table.transitions[transition].condition, signal)
                    {
                        addEnabled(transition)
                        break
                    }
                }
            }
            if enabled.isEmpty { return }
            for transition in enabled { selected[transition] = false }
            removeConflictingTransitions()
            return
        }
        stack.removeAll(keepingCapacity: true)
        stack.append(0)
        while let state = stack.popLast() {
            workUnits &+= 1
            switch topology.kinds[state] {
            case .root, .compound:
                stack.append(activeChild[state])
            case .parallel:
                var child = topology.childStart[state + 1]
                let first = topology.childStart[state]
                while child > first {
                    child -= 1
                    stack.append(topology.childList[child])
                }
            case .atomic, .final:
                selectFrom(atomic: state, eventClass: eventClass, signal: signal)
            case .history:
                break
            }
        }
        if enabled.isEmpty { return }
        for transition in enabled { selected[transition] = false }
        removeConflictingTransitions()
    }

    @inline(__always)
    @inlinable
    func addEnabled(_ transition: Int) {
        if !selected[transition] {
            selected[transition] = true
            enabled.append(transition)
        }
    }

    /// Lists the active atomic states in document order.
    @inlinable
    func rebuildAtomicList() {
        atomicList.removeAll()
        forEachActiveDescendant(of: 0, atomicOnly: true) { state in
            atomicSlot[state] = atomicList.count
            atomicList.append(state)
        }
        atomicListValid = true
    }

    /// The first enabled transition of `atomic` or its nearest ancestor that has one, in
    /// document order, skipping states without transitions of the wanted kind.
    @inlinable
    func selectFrom(atomic: Int, eventClass: Int, signal: Signal?) {
        let eventless = eventClass < 0
        var state = eventless ? topology.firstEventless[atomic] : topology.firstEventful[atomic]
        while state > 0 {
            let end = topology.transitionStart[state + 1]
            var index = topology.transitionStart[state]
            while index < end {
                workUnits &+= 1
                if matches(index, eventClass)
                    && (!topology.transitionHasCondition[index] || holds(table.transitions[index].condition, signal))
                {
                    addEnabled(index)
                    return
                }
                index += 1
            }
            workUnits &+= 1
            let parent = topology.parent[state]
            state = eventless ? topology.firstEventless[parent] : topology.firstEventful[parent]
        }
    }

    /// Whether a transition's descriptors match an event class (-1: whether it is eventless).
    @inline(__always)
    @inlinable
    func matches(_ transition: Int, _ eventClass: Int) -> Bool {
        let value = Int32(truncatingIfNeeded: eventClass)
        if topology.transitionLow[transition] <= value && value <= topology.transitionHigh[transition] { return true }
        var extra = topology.extraStart[transition]
        let end = topology.extraStart[transition + 1]
        while extra < end {
            if topology.extraLow[extra] <= value && value <= topology.extraHigh[extra] { return true }
            extra += 1
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

    /// The class of an event (see ``StatechartEventClasses``). A plain-data event of up to 16
    /// bytes is looked up by its bytes in a fixed cache, so a repeated event costs no string
    /// work; equal bytes are the same value, hence the same name.
    @inline(__always)
    @inlinable
    func eventClass(of event: Event) -> Int {
        guard _isPOD(Event.self) && MemoryLayout<Event>.size <= 16 else {
            return Int(topology.eventClasses.classify(event.name))
        }
        if MemoryLayout<Event>.size == 1 {
            // A one-byte event is its own slot, so a filled slot holds its class.
            let byte = unsafeBitCast(event, to: UInt8.self)
            let cached = classCache[Int(byte)]
            if cached >= 0 { return Int(cached) }
            return classifyAndCache(event, slot: Int(byte), key: (UInt64(byte), 0))
        }
        var key: (UInt64, UInt64) = (0, 0)
        withUnsafeBytes(of: event) { source in
            withUnsafeMutableBytes(of: &key) { $0.copyMemory(from: source) }
        }
        let slot: Int
        if MemoryLayout<Event>.size == 0 {
            slot = 0
        } else {
            let mixed = (key.0 ^ (key.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
            slot = Int(truncatingIfNeeded: mixed >> 56)
        }
        let cached = classCache[slot]
        if cached >= 0 && classKeys[2 &* slot] == key.0 && classKeys[2 &* slot &+ 1] == key.1 { return Int(cached) }
        return classifyAndCache(event, slot: slot, key: key)
    }

    /// Classifies an event by its name and caches the class under its bytes.
    @inline(never)
    @inlinable
    func classifyAndCache(_ event: Event, slot: Int, key: (UInt64, UInt64)) -> Int {
        let found = topology.eventClasses.classify(event.name)
        classKeys[2 &* slot] = key.0
        classKeys[2 &* slot &+ 1] = key.1
        classCache[slot] = found
        return Int(found)
    }

    /// The class of a signal's name.
    @inlinable
    func eventClass(of signal: Signal) -> Int {
        switch signal {
        case .event(let event): return eventClass(of: event)
        case .done(let state): return Int(topology.doneClass[table.index[state]!])
        }
    }

    /// A transition's domain: precomputed unless a target is a history state.
    @inline(__always)
    @inlinable
    func domain(of transition: Int) -> Int {
        let domain = topology.staticDomain[transition]
        return domain >= -1 ? domain : transitionDomain(transition)
    }

    /// D.2 removeConflictingTransitions, in linear time. Two transitions' exit sets intersect
    /// exactly when both have targets and one's domain contains (or is) the other's (a domain is
    /// an active compound state, so its exit set is never empty). The kept transitions with
    /// targets have disjoint domain subtrees; since enabled transitions come in document order
    /// of the atomic states that enabled them, the kept domains a new one overlaps are the last
    /// ones kept (`conflictStack`, in document order), and at most one of them can have a
    /// source the new one's source descends from.
    @inlinable
    func removeConflictingTransitions() {
        if enabled.count == 1 {
            let transition = enabled[0]
            domains[transition] = domain(of: transition)
            filtered.append(transition)
            return
        }
        conflictStack.removeAll(keepingCapacity: true)
        var removed = false
        for first in enabled {
            let domain = domain(of: first)
            domains[first] = domain
            workUnits &+= 1
            if domain < 0 {
                filtered.append(first)
                continue
            }
            let source = topology.transitionSource[first]
            var depth = conflictStack.count
            var preempted = false
            while depth > 0 {
                let kept = filtered[conflictStack[depth - 1]]
                guard topology.last[domains[kept]] >= domain else { break }
                workUnits &+= 1
                if topology.isDescendant(source, of: topology.transitionSource[kept]) {
                    depth -= 1
                } else {
                    preempted = true
                    break
                }
            }
            if preempted { continue }
            while conflictStack.count > depth {
                filtered[conflictStack.popLast()!] = -1
                removed = true
            }
            conflictStack.append(filtered.count)
            filtered.append(first)
        }
        if removed { filtered.removeNegative() }
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
        if !observers.isEmpty {
            for transition in filtered { stepFired.append((transition, signal)) }
        }
        let single = filtered.count == 1
        let transition = filtered[0]
        let chain = single && topology.chainExit[transition]
        exitStates(signal, chain: chain)
        for transition in filtered where topology.transitionHasAction[transition] {
            table.transitions[transition].action?(ActionContext(chart: self, signal: signal))
        }
        if single && topology.hasStaticEntry[transition] {
            var index = topology.simpleStart[transition]
            let end = topology.simpleStart[transition + 1]
            workUnits &+= end - index
            if atomicListValid && end > index {
                if chain {
                    // One atomic state of the domain replaces the other, at the same position.
                    let entered = topology.simpleEntries[end - 1]
                    let slot = atomicSlot[exitSet[0]]
                    atomicList[slot] = entered
                    atomicSlot[entered] = slot
                } else if domains[transition] == 0 {
                    // Everything was exited: the entered atomic states are the configuration.
                    atomicList.removeAll()
                    for position in index..<end {
                        let state = topology.simpleEntries[position]
                        let kind = topology.kinds[state]
                        if kind == .atomic || kind == .final {
                            atomicSlot[state] = atomicList.count
                            atomicList.append(state)
                        }
                    }
                } else {
                    atomicListValid = false
                }
            }
            while index < end {
                enter(topology.simpleEntries[index], signal, isDefault: topology.simpleDefault[index], history: -1)
                index += 1
            }
        } else {
            atomicListValid = false
            enterStates(signal)
        }
    }

    // MARK: Exit (D.2 computeExitSet, exitStates)

    /// Exits the exit set of `filtered`; `chain` when it is one transition whose domain holds
    /// no parallel state, so its exit set is the chain of active children below the domain.
    @inlinable
    func exitStates(_ signal: Signal?, chain: Bool) {
        exitSet.removeAll(keepingCapacity: true)
        if chain {
            let domain = domains[filtered[0]]
            if domain >= 0 {
                var state = activeChild[domain]
                while state >= 0 {
                    exitSet.append(state)
                    state = activeChild[state]
                }
                exitSet.reverse()
            }
        } else {
            var domainsUsed = 0
            for transition in filtered {
                let domain = domains[transition]
                if domain >= 0 {
                    domainsUsed += 1
                    forEachActiveDescendant(of: domain) { exitSet.append($0) }
                }
            }
            // One domain's descendants come in document order; several need merging.
            if domainsUsed == 1 { exitSet.reverse() } else { exitSet.sort(descending: true) }
        }
        workUnits &+= exitSet.count
        for state in exitSet where topology.hasHistory[state] {
            recordHistory(of: state)
        }
        for state in exitSet {
            if topology.hasExitActions[state] {
                let context = ActionContext(chart: self, signal: signal)
                for action in table.exits[state] { action(context) }
            }
            deactivate(state)
        }
    }

    /// Records the history pseudo-states of a state about to be exited, reusing their storage.
    @inlinable
    func recordHistory(of state: Int) {
        for history in topology.histories[state] {
            var value = historyValue[history] ?? []
            historyValue[history] = nil
            value.removeAll(keepingCapacity: true)
            if topology.isDeepHistory[history] {
                appendActiveDescendants(of: state, to: &value, atomicOnly: true)
            } else {
                appendActiveChildren(of: state, to: &value)
            }
            historyValue[history] = value
        }
    }

    @inlinable
    func deactivate(_ state: Int) {
        if fusedNodes[state].flags & StatechartFastPath.Flag.eventless != 0 && active[state] { eventlessActive -= 1 }
        active[state] = false
        let parent = topology.parent[state]
        if activeChild[parent] == state {
            activeChild[parent] = -1
            if topology.kinds[state] == .final && topology.kinds[parent] == .compound { regionLeftFinal(parent) }
        }
        if !observers.isEmpty { stepExited.append(state) }
    }

    /// Appends the active proper descendants of `state`, in document order.
    @inlinable
    func appendActiveDescendants(of state: Int, to list: inout [Int], atomicOnly: Bool = false) {
        forEachActiveDescendant(of: state, atomicOnly: atomicOnly) { list.append($0) }
    }

    /// Calls `body` with the active proper descendants of `state`, in document order.
    @inlinable
    func forEachActiveDescendant(of state: Int, atomicOnly: Bool = false, _ body: (Int) -> Void) {
        let base = stack.count
        pushActiveChildren(of: state)
        while stack.count > base {
            let current = stack.popLast()!
            let kind = topology.kinds[current]
            if !atomicOnly || kind == .atomic || kind == .final { body(current) }
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
            var child = topology.childStart[state + 1]
            let first = topology.childStart[state]
            while child > first {
                child -= 1
                let region = topology.childList[child]
                if active[region] { stack.append(region) }
            }
        default: break
        }
    }

    // MARK: Final regions (D.2 isInFinalState, incrementally)

    /// `region` (a child of a parallel state) is now in a final state: counts it in its
    /// parent, and the parent in its own parent when that completes it.
    @inlinable
    func regionBecameFinal(_ region: Int) {
        var child = region
        while true {
            let parallel = topology.parent[child]
            guard parallel > 0, topology.kinds[parallel] == .parallel else { return }
            workUnits &+= 1
            finalRegions[parallel] += 1
            guard finalRegions[parallel] == topology.childStart[parallel + 1] - topology.childStart[parallel] else {
                return
            }
            child = parallel
        }
    }

    /// `region` (a child of a parallel state) is no longer in a final state.
    @inlinable
    func regionLeftFinal(_ region: Int) {
        var child = region
        while true {
            let parallel = topology.parent[child]
            guard parallel > 0, topology.kinds[parallel] == .parallel else { return }
            workUnits &+= 1
            let wasComplete =
                finalRegions[parallel] == topology.childStart[parallel + 1] - topology.childStart[parallel]
            finalRegions[parallel] -= 1
            guard wasComplete else { return }
            child = parallel
        }
    }

    /// D.2 isInFinalState of a parallel state: every region is in a final state.
    @inline(__always)
    @inlinable
    func isParallelComplete(_ parallel: Int) -> Bool {
        finalRegions[parallel] == topology.childStart[parallel + 1] - topology.childStart[parallel]
    }

    /// Recounts the final regions of every parallel state from the configuration (after a
    /// snapshot is restored).
    @usableFromInline
    func recountFinalRegions() {
        finalRegions.fill(0)
        for state in 1..<max(topology.count, 1) {
            switch topology.kinds[state] {
            case .parallel where topology.childStart[state + 1] == topology.childStart[state]:
                regionBecameFinal(state)
            case .compound:
                let child = activeChild[state]
                if child >= 0 && topology.kinds[child] == .final { regionBecameFinal(state) }
            default: break
            }
        }
    }

    // MARK: Entry (D.2 enterStates, computeEntrySet, addDescendantStatesToEnter, addAncestorStatesToEnter)

    @inlinable
    func enterStates(_ signal: Signal?) {
        for transition in filtered where !topology.transitionTargets[transition].isEmpty {
            let targets = topology.transitionTargets[transition]
            for target in targets { computeEntries(.descendants(target)) }
            // After the exits: history recorded by them can move a domain (D.2 computeEntrySet).
            let domain = domain(of: transition)
            forEachEffectiveTarget(targets) { computeEntries(.ancestors(of: $0, upTo: domain)) }
        }
        runEntries(signal)
    }

    @usableFromInline
    func enterInitialConfiguration() {
        let targets = topology.defaultTargets[0]
        for target in targets { computeEntries(.descendants(target)) }
        forEachEffectiveTarget(targets) { computeEntries(.ancestors(of: $0, upTo: 0)) }
        atomicListValid = false
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

    /// D.2 addDescendantStatesToEnter and addAncestorStatesToEnter, run from an explicit task
    /// stack in exactly the recursive order (so 50,000 levels of nesting need no call stack).
    @inlinable
    func computeEntries(_ first: StatechartEntryTask) {
        entryTasks.append(first)
        while let task = entryTasks.popLast() {
            switch task {
            case .descendants(let state):
                addDescendantStatesToEnter(state)
            case .ancestors(let state, let ancestor):
                let current = topology.parent[state]
                guard current > 0 && current != ancestor else { continue }
                addToEntrySet(current)
                entryTasks.append(.ancestors(of: current, upTo: ancestor))
                if topology.kinds[current] == .parallel { entryTasks.append(.regions(current, next: 0)) }
            case .regions(let parallel, let next):
                let children = topology.children[parallel]
                var index = next
                while index < children.count && descendantEntering[children[index]] { index += 1 }
                guard index < children.count else { continue }
                entryTasks.append(.regions(parallel, next: index + 1))
                entryTasks.append(.descendants(children[index]))
            }
        }
    }

    /// One step of addDescendantStatesToEnter; the recursive calls go on `entryTasks`, pushed
    /// in reverse so they run in the Recommendation's order.
    @inlinable
    func addDescendantStatesToEnter(_ state: Int) {
        switch topology.kinds[state] {
        case .history:
            let parent = topology.parent[state]
            let targets: [Int]
            if let stored = historyValue[state] {
                targets = stored
            } else {
                if historyDefault[parent] < 0 { marked.append(parent) }
                historyDefault[parent] = state
                targets = topology.defaultTargets[state]
            }
            pushTargets(targets, upTo: parent)
        case .compound:
            addToEntrySet(state)
            if !defaultEntry[state] {
                defaultEntry[state] = true
                marked.append(state)
            }
            pushTargets(topology.defaultTargets[state], upTo: state)
        case .parallel:
            addToEntrySet(state)
            entryTasks.append(.regions(state, next: 0))
        case .atomic, .final, .root:
            addToEntrySet(state)
        }
    }

    /// Queues `for t in targets: addDescendantStatesToEnter(t)` then
    /// `for t in targets: addAncestorStatesToEnter(t, ancestor)`.
    @inlinable
    func pushTargets(_ targets: [Int], upTo ancestor: Int) {
        for target in targets.reversed() { entryTasks.append(.ancestors(of: target, upTo: ancestor)) }
        for target in targets.reversed() { entryTasks.append(.descendants(target)) }
    }

    @inlinable
    func runEntries(_ signal: Signal?) {
        entrySet.sort()
        workUnits &+= entrySet.count
        for state in entrySet {
            enter(state, signal, isDefault: defaultEntry[state], history: historyDefault[state])
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

    /// The body of D.2 enterStates' loop for one state: activate it, run its entry handlers
    /// and default-entry content, and generate the `done.state` events it causes.
    @inlinable
    func enter(_ state: Int, _ signal: Signal?, isDefault: Bool, history: Int) {
        let node = fusedNodes[state]
        if node.flags & StatechartFastPath.Flag.eventless != 0 && !active[state] { eventlessActive += 1 }
        if node.flags & StatechartFastPath.Flag.leaf != 0 { leaf[Int(node.head)] = state }
        active[state] = true
        let parent = topology.parent[state]
        let kind = topology.kinds[state]
        if topology.isCompound(parent) {
            activeChild[parent] = state
            if kind == .final && topology.kinds[parent] == .compound { regionBecameFinal(parent) }
        }
        if !observers.isEmpty { stepEntered.append(state) }
        if topology.hasEntryActions[state] {
            let context = ActionContext(chart: self, signal: signal)
            for action in table.entries[state] { action(context) }
        }
        if isDefault && topology.hasDefaultAction[state] {
            table.defaultActions[state]?(ActionContext(chart: self, signal: signal))
        }
        if history >= 0 { table.defaultActions[history]?(ActionContext(chart: self, signal: signal)) }
        if kind == .final {
            if parent == 0 {
                phase = .finished
            } else {
                enqueueDone(parent)
                let grandparent = topology.parent[parent]
                if grandparent > 0 && topology.kinds[grandparent] == .parallel && isParallelComplete(grandparent) {
                    enqueueDone(grandparent)
                }
            }
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

    @inline(__always)
    @inlinable
    func remember(_ signal: Signal?) {
        recentSignals[Int(truncatingIfNeeded: recentTotal & 7)] = signal
        recentTotal &+= 1
    }

    @usableFromInline
    func recentEventNames() -> [String] {
        let size = Int(min(recentTotal, 8))
        guard size > 0 else { return [] }
        let start = size < 8 ? 0 : Int(recentTotal & 7)
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
