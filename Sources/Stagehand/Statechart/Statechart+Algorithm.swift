// The W3C SCXML Recommendation's Appendix D, over the dense tables. Each function names the
// procedure of the Recommendation it implements.

extension Statechart {
    // MARK: Selection (D.2 selectEventlessTransitions, selectTransitions)

    /// Fills `filtered` with the optimal enabled transition set for a signal of event class
    /// `eventClass` (-1: eventless; see ``StatechartEventClasses``).
    @inlinable
    func selectTransitions(_ signal: Signal?, eventClass: Int) {
        run.enabled.removeAll(keepingCapacity: true)
        run.filtered.removeAll(keepingCapacity: true)
        guard program.topology.classUsed[eventClass + 1] else { return }
        let stride = program.topology.candidateStride
        if stride > 0 {
            if !run.atomicListValid { rebuildAtomicList() }
            let column = eventClass + 1
            for atomic in run.atomicList {
                run.workUnits &+= 1
                let entry = program.topology.candidates[atomic * stride + column]
                if entry == -1 { continue }
                if entry >= 0 {
                    addEnabled(entry)
                    continue
                }
                let offset = -2 - entry
                let end = offset + program.topology.candidatePool[offset]
                var index = offset
                while index < end {
                    index += 1
                    let transition = program.topology.candidatePool[index]
                    run.workUnits &+= 1
                    if !program.topology.transitionHasCondition[transition]
                        || holds(program.table.transitions[transition].condition, signal)
                    {
                        addEnabled(transition)
                        break
                    }
                }
            }
            if run.enabled.isEmpty { return }
            for transition in run.enabled { run.selected[transition] = false }
            removeConflictingTransitions()
            return
        }
        run.stack.removeAll(keepingCapacity: true)
        run.stack.append(0)
        while let state = run.stack.popLast() {
            run.workUnits &+= 1
            switch program.topology.kinds[state] {
            case .root, .compound:
                run.stack.append(run.activeChild[state])
            case .parallel:
                var child = program.topology.childStart[state + 1]
                let first = program.topology.childStart[state]
                while child > first {
                    child -= 1
                    run.stack.append(program.topology.childList[child])
                }
            case .atomic, .final:
                selectFrom(atomic: state, eventClass: eventClass, signal: signal)
            case .history:
                break
            }
        }
        if run.enabled.isEmpty { return }
        for transition in run.enabled { run.selected[transition] = false }
        removeConflictingTransitions()
    }

    @inline(__always)
    @inlinable
    func addEnabled(_ transition: Int) {
        if !run.selected[transition] {
            run.selected[transition] = true
            run.enabled.append(transition)
        }
    }

    /// Lists the active atomic states in document order.
    @inlinable
    func rebuildAtomicList() {
        run.atomicList.removeAll()
        forEachActiveDescendant(of: 0, atomicOnly: true) { state in
            run.atomicSlot[state] = run.atomicList.count
            run.atomicList.append(state)
        }
        run.atomicListValid = true
    }

    /// The first enabled transition of `atomic` or its nearest ancestor that has one, in
    /// document order, skipping states without transitions of the wanted kind.
    @inlinable
    func selectFrom(atomic: Int, eventClass: Int, signal: Signal?) {
        let eventless = eventClass < 0
        var state = eventless ? program.topology.firstEventless[atomic] : program.topology.firstEventful[atomic]
        while state > 0 {
            let end = program.topology.transitionStart[state + 1]
            var index = program.topology.transitionStart[state]
            while index < end {
                run.workUnits &+= 1
                if matches(index, eventClass)
                    && (!program.topology.transitionHasCondition[index]
                        || holds(program.table.transitions[index].condition, signal))
                {
                    addEnabled(index)
                    return
                }
                index += 1
            }
            run.workUnits &+= 1
            let parent = program.topology.parent[state]
            state = eventless ? program.topology.firstEventless[parent] : program.topology.firstEventful[parent]
        }
    }

    /// Whether a transition's descriptors match an event class (-1: whether it is eventless).
    @inline(__always)
    @inlinable
    func matches(_ transition: Int, _ eventClass: Int) -> Bool {
        let value = Int32(truncatingIfNeeded: eventClass)
        if program.topology.transitionLow[transition] <= value && value <= program.topology.transitionHigh[transition] {
            return true
        }
        var extra = program.topology.extraStart[transition]
        let end = program.topology.extraStart[transition + 1]
        while extra < end {
            if program.topology.extraLow[extra] <= value && value <= program.topology.extraHigh[extra] { return true }
            extra += 1
        }
        return false
    }

    @inlinable
    func holds(_ condition: StatechartTable<State, Event>.Condition?, _ signal: Signal?) -> Bool {
        guard let condition else { return true }
        switch condition {
        case .when(let predicate): return predicate(signal)
        case .inState(let state): return run.active[state]
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
            return Int(program.topology.eventClasses.classify(event.name))
        }
        if MemoryLayout<Event>.size == 1 {
            // A one-byte event is its own slot, so a filled slot holds its class.
            let byte = unsafeBitCast(event, to: UInt8.self)
            let cached = run.classCache[Int(byte)]
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
        let cached = run.classCache[slot]
        if cached >= 0 && run.classKeys[2 &* slot] == key.0 && run.classKeys[2 &* slot &+ 1] == key.1 {
            return Int(cached)
        }
        return classifyAndCache(event, slot: slot, key: key)
    }

    /// Classifies an event by its name and caches the class under its bytes.
    @inline(never)
    @inlinable
    func classifyAndCache(_ event: Event, slot: Int, key: (UInt64, UInt64)) -> Int {
        let found = program.topology.eventClasses.classify(event.name)
        run.classKeys[2 &* slot] = key.0
        run.classKeys[2 &* slot &+ 1] = key.1
        run.classCache[slot] = found
        return Int(found)
    }

    /// The class of a signal's name.
    @inlinable
    func eventClass(of signal: Signal) -> Int {
        switch signal {
        case .event(let event): return eventClass(of: event)
        case .done(let state): return Int(program.topology.doneClass[program.table.index[state]!])
        }
    }

    /// A transition's domain: precomputed unless a target is a history state.
    @inline(__always)
    @inlinable
    func domain(of transition: Int) -> Int {
        let domain = program.topology.staticDomain[transition]
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
        if run.enabled.count == 1 {
            let transition = run.enabled[0]
            run.domains[transition] = domain(of: transition)
            run.filtered.append(transition)
            return
        }
        run.conflictStack.removeAll(keepingCapacity: true)
        var removed = false
        for first in run.enabled {
            let domain = domain(of: first)
            run.domains[first] = domain
            run.workUnits &+= 1
            if domain < 0 {
                run.filtered.append(first)
                continue
            }
            let source = program.topology.transitionSource[first]
            var depth = run.conflictStack.count
            var preempted = false
            while depth > 0 {
                let kept = run.filtered[run.conflictStack[depth - 1]]
                guard program.topology.last[run.domains[kept]] >= domain else { break }
                run.workUnits &+= 1
                if program.topology.isDescendant(source, of: program.topology.transitionSource[kept]) {
                    depth -= 1
                } else {
                    preempted = true
                    break
                }
            }
            if preempted { continue }
            while run.conflictStack.count > depth {
                run.filtered[run.conflictStack.popLast()!] = -1
                removed = true
            }
            run.conflictStack.append(run.filtered.count)
            run.filtered.append(first)
        }
        if removed { run.filtered.removeNegative() }
    }

    /// D.2 getTransitionDomain; -1 for a transition whose effective target set is empty.
    @inlinable
    func transitionDomain(_ index: Int) -> Int {
        let targets = program.topology.transitionTargets[index]
        if targets.isEmpty { return -1 }
        let source = program.topology.transitionSource[index]
        if program.topology.transitionInternal[index] && program.topology.kinds[source] == .compound
            && allEffectiveTargets(targets, inside: source)
        {
            return source
        }
        var ancestor = program.topology.parent[source]
        while ancestor > 0 {
            if program.topology.kinds[ancestor] == .compound && allEffectiveTargets(targets, inside: ancestor) {
                return ancestor
            }
            ancestor = program.topology.parent[ancestor]
        }
        return 0
    }

    /// Whether every state of getEffectiveTargetStates(targets) is a proper descendant of `ancestor`.
    @inlinable
    func allEffectiveTargets(_ targets: [Int], inside ancestor: Int) -> Bool {
        for target in targets {
            if program.topology.kinds[target] == .history {
                for state in run.historyValue[target] ?? program.topology.defaultTargets[target]
                where !program.topology.isDescendant(state, of: ancestor) {
                    return false
                }
            } else if !program.topology.isDescendant(target, of: ancestor) {
                return false
            }
        }
        return true
    }

    // MARK: Microstep (D.2 microstep)

    @inlinable
    func microstep(_ signal: Signal?) throws(StatechartError) {
        if run.microsteps >= limits.microstepsPerMacrostep {
            run.internalQueue.removeAll(keepingCapacity: true)
            run.internalHead = 0
            throw .stepLimitExceeded(
                limit: limits.microstepsPerMacrostep, configuration: configurationIDs(),
                recentEvents: recentEventNames() + [name(of: signal)])
        }
        run.microsteps += 1
        remember(signal)
        if !run.observers.isEmpty {
            for transition in run.filtered { run.stepFired.append((transition, signal)) }
        }
        let single = run.filtered.count == 1
        let transition = run.filtered[0]
        let chain = single && program.topology.chainExit[transition]
        exitStates(signal, chain: chain)
        for transition in run.filtered where program.topology.transitionHasAction[transition] {
            program.table.transitions[transition].action?(ActionContext(chart: self, signal: signal))
        }
        if single && program.topology.hasStaticEntry[transition] {
            var index = program.topology.simpleStart[transition]
            let end = program.topology.simpleStart[transition + 1]
            run.workUnits &+= end - index
            if run.atomicListValid && end > index {
                if chain {
                    // One atomic state of the domain replaces the other, at the same position.
                    let entered = program.topology.simpleEntries[end - 1]
                    let slot = run.atomicSlot[run.exitSet[0]]
                    run.atomicList[slot] = entered
                    run.atomicSlot[entered] = slot
                } else if run.domains[transition] == 0 {
                    // Everything was exited: the entered atomic states are the configuration.
                    run.atomicList.removeAll()
                    for position in index..<end {
                        let state = program.topology.simpleEntries[position]
                        let kind = program.topology.kinds[state]
                        if kind == .atomic || kind == .final {
                            run.atomicSlot[state] = run.atomicList.count
                            run.atomicList.append(state)
                        }
                    }
                } else {
                    run.atomicListValid = false
                }
            }
            while index < end {
                enter(
                    program.topology.simpleEntries[index], signal, isDefault: program.topology.simpleDefault[index],
                    history: -1)
                index += 1
            }
        } else {
            run.atomicListValid = false
            enterStates(signal)
        }
    }

    // MARK: Exit (D.2 computeExitSet, exitStates)

    /// Exits the exit set of `filtered`; `chain` when it is one transition whose domain holds
    /// no parallel state, so its exit set is the chain of active children below the domain.
    @inlinable
    func exitStates(_ signal: Signal?, chain: Bool) {
        run.exitSet.removeAll(keepingCapacity: true)
        if chain {
            let domain = run.domains[run.filtered[0]]
            if domain >= 0 {
                var state = run.activeChild[domain]
                while state >= 0 {
                    run.exitSet.append(state)
                    state = run.activeChild[state]
                }
                run.exitSet.reverse()
            }
        } else {
            var domainsUsed = 0
            for transition in run.filtered {
                let domain = run.domains[transition]
                if domain >= 0 {
                    domainsUsed += 1
                    forEachActiveDescendant(of: domain) { run.exitSet.append($0) }
                }
            }
            // One domain's descendants come in document order; several need merging.
            if domainsUsed == 1 { run.exitSet.reverse() } else { run.exitSet.sort(descending: true) }
        }
        exitCollected(signal)
    }

    /// D.2 exitStates' loops over `exitSet`, already in exit order: history recorded for every
    /// state before any exit handler runs, then each state's handlers and its removal.
    @inlinable
    func exitCollected(_ signal: Signal?) {
        run.workUnits &+= run.exitSet.count
        for state in run.exitSet where program.topology.hasHistory[state] {
            recordHistory(of: state)
        }
        for state in run.exitSet {
            if program.topology.hasExitActions[state] {
                let context = ActionContext(chart: self, signal: signal)
                for action in program.table.exits[state] { action(context) }
            }
            deactivate(state)
        }
    }

    /// Records the history pseudo-states of a state about to be exited, reusing their storage.
    @inlinable
    func recordHistory(of state: Int) {
        for history in program.topology.histories[state] {
            var value = run.historyValue[history] ?? []
            run.historyValue[history] = nil
            value.removeAll(keepingCapacity: true)
            if program.topology.isDeepHistory[history] {
                appendActiveDescendants(of: state, to: &value, atomicOnly: true)
            } else {
                appendActiveChildren(of: state, to: &value)
            }
            run.historyValue[history] = value
        }
    }

    @inlinable
    func deactivate(_ state: Int) {
        if program.nodes[state].flags & StatechartFastPath.Flag.eventless != 0 && run.active[state] {
            run.eventlessActive -= 1
        }
        run.active[state] = false
        let parent = program.topology.parent[state]
        if run.activeChild[parent] == state {
            run.activeChild[parent] = -1
            if program.topology.kinds[state] == .final && program.topology.kinds[parent] == .compound {
                regionLeftFinal(parent)
            }
        }
        if !run.observers.isEmpty { run.stepExited.append(state) }
    }

    /// Appends the active proper descendants of `state`, in document order.
    @inlinable
    func appendActiveDescendants(of state: Int, to list: inout [Int], atomicOnly: Bool = false) {
        forEachActiveDescendant(of: state, atomicOnly: atomicOnly) { list.append($0) }
    }

    /// Calls `body` with the active proper descendants of `state`, in document order.
    @inlinable
    func forEachActiveDescendant(of state: Int, atomicOnly: Bool = false, _ body: (Int) -> Void) {
        let base = run.stack.count
        pushActiveChildren(of: state)
        while run.stack.count > base {
            let current = run.stack.popLast()!
            let kind = program.topology.kinds[current]
            if !atomicOnly || kind == .atomic || kind == .final { body(current) }
            pushActiveChildren(of: current)
        }
    }

    @inlinable
    func appendActiveChildren(of state: Int, to list: inout [Int]) {
        switch program.topology.kinds[state] {
        case .root, .compound: if run.activeChild[state] >= 0 { list.append(run.activeChild[state]) }
        case .parallel: list.append(contentsOf: program.topology.children[state])
        default: break
        }
    }

    @inline(__always)
    @inlinable
    func pushActiveChildren(of state: Int) {
        switch program.topology.kinds[state] {
        case .root, .compound:
            if run.activeChild[state] >= 0 { run.stack.append(run.activeChild[state]) }
        case .parallel:
            var child = program.topology.childStart[state + 1]
            let first = program.topology.childStart[state]
            while child > first {
                child -= 1
                let region = program.topology.childList[child]
                if run.active[region] { run.stack.append(region) }
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
            let parallel = program.topology.parent[child]
            guard parallel > 0, program.topology.kinds[parallel] == .parallel else { return }
            run.workUnits &+= 1
            run.finalRegions[parallel] += 1
            guard
                run.finalRegions[parallel] == program.topology.childStart[parallel + 1]
                    - program.topology.childStart[parallel]
            else {
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
            let parallel = program.topology.parent[child]
            guard parallel > 0, program.topology.kinds[parallel] == .parallel else { return }
            run.workUnits &+= 1
            let wasComplete =
                run.finalRegions[parallel] == program.topology.childStart[parallel + 1]
                - program.topology.childStart[parallel]
            run.finalRegions[parallel] -= 1
            guard wasComplete else { return }
            child = parallel
        }
    }

    /// D.2 isInFinalState of a parallel state: every region is in a final state.
    @inline(__always)
    @inlinable
    func isParallelComplete(_ parallel: Int) -> Bool {
        run.finalRegions[parallel] == program.topology.childStart[parallel + 1] - program.topology.childStart[parallel]
    }

    /// Recounts the final regions of every parallel state from the configuration (after a
    /// snapshot is restored).
    @usableFromInline
    func recountFinalRegions() {
        run.finalRegions.fill(0)
        for state in 1..<max(program.topology.count, 1) {
            switch program.topology.kinds[state] {
            case .parallel where program.topology.childStart[state + 1] == program.topology.childStart[state]:
                regionBecameFinal(state)
            case .compound:
                let child = run.activeChild[state]
                if child >= 0 && program.topology.kinds[child] == .final { regionBecameFinal(state) }
            default: break
            }
        }
    }

    // MARK: Entry (D.2 enterStates, computeEntrySet, addDescendantStatesToEnter, addAncestorStatesToEnter)

    @inlinable
    func enterStates(_ signal: Signal?) {
        for transition in run.filtered where !program.topology.transitionTargets[transition].isEmpty {
            let targets = program.topology.transitionTargets[transition]
            for target in targets { computeEntries(.descendants(target)) }
            // After the exits: history recorded by them can move a domain (D.2 computeEntrySet).
            let domain = domain(of: transition)
            forEachEffectiveTarget(targets) { computeEntries(.ancestors(of: $0, upTo: domain)) }
        }
        runEntries(signal)
    }

    @usableFromInline
    func enterInitialConfiguration() {
        let targets = program.topology.defaultTargets[0]
        for target in targets { computeEntries(.descendants(target)) }
        forEachEffectiveTarget(targets) { computeEntries(.ancestors(of: $0, upTo: 0)) }
        run.atomicListValid = false
        runEntries(nil)
    }

    @inlinable
    func forEachEffectiveTarget(_ targets: [Int], _ body: (Int) -> Void) {
        for target in targets {
            if program.topology.kinds[target] == .history {
                for state in run.historyValue[target] ?? program.topology.defaultTargets[target] { body(state) }
            } else {
                body(target)
            }
        }
    }

    @inlinable
    func addToEntrySet(_ state: Int) {
        guard !run.entering[state] else { return }
        run.entering[state] = true
        run.entrySet.append(state)
        var ancestor = program.topology.parent[state]
        while ancestor >= 0 && !run.descendantEntering[ancestor] {
            run.descendantEntering[ancestor] = true
            run.marked.append(ancestor)
            ancestor = program.topology.parent[ancestor]
        }
    }

    /// D.2 addDescendantStatesToEnter and addAncestorStatesToEnter, run from an explicit task
    /// stack in exactly the recursive order (so 50,000 levels of nesting need no call stack).
    @inlinable
    func computeEntries(_ first: StatechartEntryTask) {
        run.entryTasks.append(first)
        while let task = run.entryTasks.popLast() {
            switch task {
            case .descendants(let state):
                addDescendantStatesToEnter(state)
            case .ancestors(let state, let ancestor):
                let current = program.topology.parent[state]
                guard current > 0 && current != ancestor else { continue }
                addToEntrySet(current)
                run.entryTasks.append(.ancestors(of: current, upTo: ancestor))
                if program.topology.kinds[current] == .parallel { run.entryTasks.append(.regions(current, next: 0)) }
            case .regions(let parallel, let next):
                let children = program.topology.children[parallel]
                var index = next
                while index < children.count && run.descendantEntering[children[index]] { index += 1 }
                guard index < children.count else { continue }
                run.entryTasks.append(.regions(parallel, next: index + 1))
                run.entryTasks.append(.descendants(children[index]))
            }
        }
    }

    /// One step of addDescendantStatesToEnter; the recursive calls go on `entryTasks`, pushed
    /// in reverse so they run in the Recommendation's order.
    @inlinable
    func addDescendantStatesToEnter(_ state: Int) {
        switch program.topology.kinds[state] {
        case .history:
            let parent = program.topology.parent[state]
            let targets: [Int]
            if let stored = run.historyValue[state] {
                targets = stored
            } else {
                if run.historyDefault[parent] < 0 { run.marked.append(parent) }
                run.historyDefault[parent] = state
                targets = program.topology.defaultTargets[state]
            }
            pushTargets(targets, upTo: parent)
        case .compound:
            addToEntrySet(state)
            if !run.defaultEntry[state] {
                run.defaultEntry[state] = true
                run.marked.append(state)
            }
            pushTargets(program.topology.defaultTargets[state], upTo: state)
        case .parallel:
            addToEntrySet(state)
            run.entryTasks.append(.regions(state, next: 0))
        case .atomic, .final, .root:
            addToEntrySet(state)
        }
    }

    /// Queues `for t in targets: addDescendantStatesToEnter(t)` then
    /// `for t in targets: addAncestorStatesToEnter(t, ancestor)`.
    @inlinable
    func pushTargets(_ targets: [Int], upTo ancestor: Int) {
        for target in targets.reversed() { run.entryTasks.append(.ancestors(of: target, upTo: ancestor)) }
        for target in targets.reversed() { run.entryTasks.append(.descendants(target)) }
    }

    @inlinable
    func runEntries(_ signal: Signal?) {
        run.entrySet.sort()
        run.workUnits &+= run.entrySet.count
        for state in run.entrySet {
            enter(state, signal, isDefault: run.defaultEntry[state], history: run.historyDefault[state])
        }
        for state in run.entrySet { run.entering[state] = false }
        for state in run.marked {
            run.descendantEntering[state] = false
            run.defaultEntry[state] = false
            run.historyDefault[state] = -1
        }
        run.entrySet.removeAll(keepingCapacity: true)
        run.marked.removeAll(keepingCapacity: true)
    }

    /// The body of D.2 enterStates' loop for one state: activate it, run its entry handlers
    /// and default-entry content, and generate the `done.state` events it causes.
    @inlinable
    func enter(_ state: Int, _ signal: Signal?, isDefault: Bool, history: Int) {
        let node = program.nodes[state]
        if node.flags & StatechartFastPath.Flag.eventless != 0 && !run.active[state] { run.eventlessActive += 1 }
        if node.flags & StatechartFastPath.Flag.leaf != 0 { run.leaf[Int(node.head)] = state }
        run.active[state] = true
        let parent = program.topology.parent[state]
        let kind = program.topology.kinds[state]
        if program.topology.isCompound(parent) {
            run.activeChild[parent] = state
            if kind == .final && program.topology.kinds[parent] == .compound { regionBecameFinal(parent) }
        }
        if !run.observers.isEmpty { run.stepEntered.append(state) }
        if program.topology.hasEntryActions[state] {
            let context = ActionContext(chart: self, signal: signal)
            for action in program.table.entries[state] { action(context) }
        }
        if isDefault && program.topology.hasDefaultAction[state] {
            program.table.defaultActions[state]?(ActionContext(chart: self, signal: signal))
        }
        if history >= 0 { program.table.defaultActions[history]?(ActionContext(chart: self, signal: signal)) }
        if kind == .final {
            if parent == 0 {
                run.phase = .finished
            } else {
                enqueueDone(parent)
                let grandparent = program.topology.parent[parent]
                if grandparent > 0 && program.topology.kinds[grandparent] == .parallel
                    && isParallelComplete(grandparent)
                {
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
            for action in program.table.exits[state] { action(context) }
            if !run.observers.isEmpty { run.stepExited.append(state) }
        }
        run.internalQueue.removeAll()
        run.internalHead = 0
        run.externalQueue.removeAll()
        run.externalHead = 0
        cancelAllSends()
    }

    // MARK: Diagnostics of the step limit

    @inline(__always)
    @inlinable
    func remember(_ signal: Signal?) {
        run.recentSignals.remember(signal)
    }

    @usableFromInline
    func recentEventNames() -> [String] {
        run.recentSignals.values.map { name(of: $0) }
    }

    @usableFromInline
    func name(of signal: Signal?) -> String {
        switch signal {
        case .none: ""
        case .event(let event)?: event.name
        case .done(let state)?: program.topology.doneNames[program.table.index[state]!]
        }
    }

    @usableFromInline
    func configurationIDs() -> [String] {
        atomicConfigurationIndices().map { program.topology.ids[$0] }
    }

    @usableFromInline
    func atomicConfigurationIndices() -> [Int] {
        var states: [Int] = []
        appendActiveDescendants(of: 0, to: &states, atomicOnly: true)
        return states
    }
}
