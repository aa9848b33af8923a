/// The W3C SCXML Recommendation's Appendix D pseudo-code, transcribed line by line over a
/// ``ChartModel``, with ordered sets as arrays and no optimisation at all. The engine must agree
/// with it on every configuration, every entry/exit order and every action log.
///
/// Deviations, all shared with the engine by design: the root (`<scxml>`) is always active and
/// never reported; `exitInterpreter` runs the exit handlers but keeps the configuration so it
/// can be inspected; a per-macrostep microstep limit stops cycles, dropping the internal queue.
final class ReferenceInterpreter {
    let chart: ChartModel
    let limit: Int
    var configuration: [Int] = []
    var historyValue: [Int: [Int]] = [:]
    var internalQueue: [String] = []
    var running = true
    var log: [String] = []
    var entered: [Int] = []
    var exited: [Int] = []
    var microsteps = 0
    var limitHit = false
    /// D.1 statesToInvoke, and the running invocations (by state) in the order they started.
    var statesToInvoke: [Int] = []
    var invocations: [Int] = []
    /// `+id` when an operation starts, `-id` when it is cancelled.
    var invokeLog: [String] = []
    /// The running invocations in start order, as identifiers (operations and child charts).
    var runningIDs: [String] = []
    /// The state of each running child chart: 0 idle, 1 busy.
    var children: [String: Int] = [:]
    /// The external queue: events the child charts sent, and completions.
    var externalQueue: [String] = []

    /// The transitions of each state, in document order.
    let transitionLists: [[Int]]
    /// Each node's parent (-1 for the root).
    let parents: [Int]
    /// The model, as flat arrays (so the transcription reads like the pseudo-code).
    let kinds: [ChartModel.Kind]
    let childLists: [[Int]]
    let ids: [String]
    let sources: [Int]
    let targetLists: [[Int]]
    let internals: [Bool]
    /// Each transition's descriptors, split at spaces; `nil` when eventless.
    let descriptorLists: [[String]?]
    let conditions: [ChartModel.Condition?]

    init(_ chart: ChartModel, limit: Int) {
        self.chart = chart
        self.limit = limit
        var lists = [[Int]](repeating: [], count: chart.nodes.count)
        for (index, transition) in chart.transitions.enumerated() { lists[transition.source].append(index) }
        transitionLists = lists
        parents = chart.nodes.map(\.parent)
        kinds = chart.nodes.map(\.kind)
        childLists = chart.nodes.map(\.children)
        ids = chart.nodes.map(\.id)
        sources = chart.transitions.map(\.source)
        targetLists = chart.transitions.map(\.targets)
        internals = chart.transitions.map(\.isInternal)
        conditions = chart.transitions.map(\.condition)
        descriptorLists = chart.transitions.map { $0.events.map { $0.split(separator: " ").map(String.init) } }
    }

    struct LimitReached: Error {}

    // MARK: D.1 interpret / mainEventLoop

    func start() {
        beginMacrostep()
        do {
            // enterStates([doc.initial.transition]), whose domain is the (always active) root.
            enterStates([], initialTargets: defaultInitial(0))
            try macrostepLoop()
        } catch {
            internalQueue.removeAll()
            limitHit = true
        }
        startInvocations()
    }

    func send(_ event: String) {
        beginMacrostep()
        guard running else { return }
        do {
            let enabled = selectTransitions(event)
            if !enabled.isEmpty { try microstep(enabled) }
            try macrostepLoop()
        } catch {
            internalQueue.removeAll()
            limitHit = true
        }
        startInvocations()
    }

    // MARK: D.1 invocations

    /// mainEventLoop, after the macrostep: `for state in statesToInvoke.sort(entryOrder): for inv
    /// in state.invoke: invoke(inv)`; `statesToInvoke.clear()`. (Also after a step limit, as the
    /// engine does: the configuration is consistent then.)
    func startInvocations() {
        defer { statesToInvoke.removeAll() }
        guard running else { return }
        for s in statesToInvoke.sorted() {
            if chart.nodes[s].invokes {
                invocations.append(s)
                invokeLog.append("+" + chart.invocationID(s))
                runningIDs.append(chart.invocationID(s))
            }
            if chart.nodes[s].invokesChild {
                children[chart.childID(s)] = 0
                runningIDs.append(chart.childID(s))
            }
        }
    }

    /// An external event as the engine's `send` takes it: forwarded to the running child charts
    /// (autoforward, in start order), processed, then the external queue drained — stopping at a
    /// step limit, whose queue is kept for the next call.
    func sendExternal(_ event: String) {
        forward(event)
        send(event)
        drain()
    }

    func drain() {
        while !limitHit && running && !externalQueue.isEmpty {
            let next = externalQueue.removeFirst()
            forward(next)
            send(next)
        }
        if !running { externalQueue.removeAll() }
    }

    /// The child chart: `ping` moves idle → busy (answering `pong`) and busy → done (answering
    /// `bye`, then ending: `done.invoke.<id>`).
    func forward(_ event: String) {
        guard running, event == "a" else { return }
        for id in runningIDs where children[id] != nil {
            guard let state = children[id] else { continue }
            if state == 0 {
                children[id] = 1
                externalQueue.append(ChartModel.childToParent("pong")!)
            } else {
                externalQueue.append(ChartModel.childToParent("bye")!)
                children[id] = nil
                runningIDs.removeAll { $0 == id }
                externalQueue.append("done.invoke." + id)
            }
        }
    }

    /// exitStates' `for inv in s.invoke: cancelInvoke(inv)`.
    func cancelInvocations(_ s: Int) {
        if invocations.contains(s) {
            invocations.removeAll { $0 == s }
            invokeLog.append("-" + chart.invocationID(s))
            runningIDs.removeAll { $0 == chart.invocationID(s) }
        }
        if children.removeValue(forKey: chart.childID(s)) != nil {
            runningIDs.removeAll { $0 == chart.childID(s) }
        }
    }

    /// The running invocation at `position % count` returns: it ends, and `done.invoke.<id>` is
    /// processed as an external event.
    func complete(_ position: Int) {
        guard running, !invocations.isEmpty else { return }
        let s = invocations.remove(at: position % invocations.count)
        runningIDs.removeAll { $0 == chart.invocationID(s) }
        externalQueue.append("done.invoke." + chart.invocationID(s))
        drain()
    }

    func beginMacrostep() {
        microsteps = 0
        limitHit = false
        entered = []
        exited = []
    }

    func macrostepLoop() throws {
        var macrostepDone = false
        while running && !macrostepDone {
            var enabled = selectEventlessTransitions()
            if enabled.isEmpty {
                if internalQueue.isEmpty {
                    macrostepDone = true
                } else {
                    let internalEvent = internalQueue.removeFirst()
                    enabled = selectTransitions(internalEvent)
                }
            }
            if !enabled.isEmpty { try microstep(enabled) }
        }
        if !running { exitInterpreter() }
    }

    func exitInterpreter() {
        let statesToExit = configuration.sorted(by: >)
        for s in statesToExit {
            log.append("exit:\(ids[s])")
            cancelInvocations(s)
            exited.append(s)
        }
    }

    // MARK: D.2 selection

    func selectEventlessTransitions() -> [Int] {
        var enabledTransitions: [Int] = []
        let atomicStates = configuration.filter(isAtomicState).sorted()
        for state in atomicStates {
            loop: for s in [state] + getProperAncestors(state, nil) {
                for t in transitionsOf(s) where descriptorLists[t] == nil && conditionMatch(t) {
                    if !enabledTransitions.contains(t) { enabledTransitions.append(t) }
                    break loop
                }
            }
        }
        return removeConflictingTransitions(enabledTransitions)
    }

    func selectTransitions(_ event: String) -> [Int] {
        var enabledTransitions: [Int] = []
        let atomicStates = configuration.filter(isAtomicState).sorted()
        for state in atomicStates {
            loop: for s in [state] + getProperAncestors(state, nil) {
                for t in transitionsOf(s) {
                    if let events = descriptorLists[t], nameMatch(events, event), conditionMatch(t) {
                        if !enabledTransitions.contains(t) { enabledTransitions.append(t) }
                        break loop
                    }
                }
            }
        }
        return removeConflictingTransitions(enabledTransitions)
    }

    /// 3.12.1: a descriptor matches an event name that is equal to it, or starts with it
    /// followed by `.`; `*` matches any; `foo.*` is `foo`.
    func nameMatch(_ descriptors: [String], _ name: String) -> Bool {
        for raw in descriptors {
            var descriptor = raw
            if descriptor == "*" { return true }
            if descriptor.hasSuffix(".*") { descriptor.removeLast(2) }
            if name == descriptor || name.hasPrefix(descriptor + ".") { return true }
        }
        return false
    }

    func conditionMatch(_ t: Int) -> Bool {
        switch conditions[t] {
        case .none: true
        case .inState(let s)?: configuration.contains(s)
        case .notInState(let s)?: !configuration.contains(s)
        }
    }

    func removeConflictingTransitions(_ enabledTransitions: [Int]) -> [Int] {
        var filteredTransitions: [Int] = []
        for t1 in enabledTransitions {
            var t1Preempted = false
            var transitionsToRemove: [Int] = []
            for t2 in filteredTransitions {
                if !Set(computeExitSet([t1])).isDisjoint(with: computeExitSet([t2])) {
                    if isDescendant(sources[t1], sources[t2]) {
                        transitionsToRemove.append(t2)
                    } else {
                        t1Preempted = true
                        break
                    }
                }
            }
            if !t1Preempted {
                filteredTransitions.removeAll { transitionsToRemove.contains($0) }
                filteredTransitions.append(t1)
            }
        }
        return filteredTransitions
    }

    // MARK: D.2 microstep

    func microstep(_ enabledTransitions: [Int]) throws {
        if microsteps >= limit { throw LimitReached() }
        microsteps += 1
        exitStates(enabledTransitions)
        executeTransitionContent(enabledTransitions)
        enterStates(enabledTransitions, initialTargets: nil)
    }

    func exitStates(_ enabledTransitions: [Int]) {
        let statesToExit = computeExitSet(enabledTransitions).sorted(by: >)
        for s in statesToExit {
            for h in childLists[s] where isHistoryState(h) {
                if kinds[h] == .deepHistory {
                    historyValue[h] = configuration.filter { isAtomicState($0) && isDescendant($0, s) }
                } else {
                    historyValue[h] = configuration.filter { parents[$0] == s }
                }
            }
        }
        for s in statesToExit {
            log.append("exit:\(ids[s])")
            raise(chart.nodes[s].exitRaises)
            statesToInvoke.removeAll { $0 == s }
            cancelInvocations(s)
            configuration.removeAll { $0 == s }
            exited.append(s)
        }
    }

    func computeExitSet(_ transitions: [Int]) -> [Int] {
        var statesToExit: [Int] = []
        for t in transitions where !targetLists[t].isEmpty {
            guard let domain = getTransitionDomain(t) else { continue }
            for s in configuration where isDescendant(s, domain) && !statesToExit.contains(s) {
                statesToExit.append(s)
            }
        }
        return statesToExit
    }

    func executeTransitionContent(_ enabledTransitions: [Int]) {
        for t in enabledTransitions {
            log.append("t\(t)")
            raise(chart.transitions[t].raises)
        }
    }

    func raise(_ events: [String]) {
        internalQueue.append(contentsOf: events)
    }

    // MARK: D.2 entry

    func enterStates(_ enabledTransitions: [Int], initialTargets: [Int]?) {
        var statesToEnter: [Int] = []
        var statesForDefaultEntry: [Int] = []
        var defaultHistoryContent: [Int: Int] = [:]
        if let initialTargets {
            for s in initialTargets {
                addDescendantStatesToEnter(s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
            }
            for s in effectiveTargets(initialTargets) {
                addAncestorStatesToEnter(s, 0, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
            }
        } else {
            computeEntrySet(enabledTransitions, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
        for s in statesToEnter.sorted() {
            // Deviation shared with the engine: a state entered while already active (an
            // ancestor of a history target) keeps its running invocations instead of invoking
            // them a second time.
            if chart.nodes[s].invokes || chart.nodes[s].invokesChild, !configuration.contains(s),
                !statesToInvoke.contains(s)
            {
                statesToInvoke.append(s)
            }
            if !configuration.contains(s) { configuration.append(s) }
            entered.append(s)
            log.append("entry:\(ids[s])")
            raise(chart.nodes[s].entryRaises)
            if statesForDefaultEntry.contains(s), chart.nodes[s].initial != nil {
                log.append("initial:\(chart.nodes[s].id)")
                raise(chart.nodes[s].initialRaises)
            }
            if let h = defaultHistoryContent[s] {
                log.append("history:\(chart.nodes[h].id)")
                raise(chart.nodes[h].initialRaises)
            }
            if kinds[s] == .final {
                let parent = parents[s]
                if parent == 0 {
                    running = false
                } else {
                    internalQueue.append("done.state." + chart.nodes[parent].id)
                    let grandparent = parents[parent]
                    if grandparent >= 0 && kinds[grandparent] == .parallel {
                        if getChildStates(grandparent).allSatisfy(isInFinalState) {
                            internalQueue.append("done.state." + chart.nodes[grandparent].id)
                        }
                    }
                }
            }
        }
    }

    func computeEntrySet(
        _ transitions: [Int], _ statesToEnter: inout [Int], _ statesForDefaultEntry: inout [Int],
        _ defaultHistoryContent: inout [Int: Int]
    ) {
        for t in transitions {
            for s in targetLists[t] {
                addDescendantStatesToEnter(s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
            }
            let ancestor = getTransitionDomain(t)
            for s in effectiveTargets(targetLists[t]) {
                addAncestorStatesToEnter(s, ancestor, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
            }
        }
    }

    func addDescendantStatesToEnter(
        _ state: Int, _ statesToEnter: inout [Int], _ statesForDefaultEntry: inout [Int],
        _ defaultHistoryContent: inout [Int: Int]
    ) {
        if isHistoryState(state) {
            let parent = parents[state]
            if let stored = historyValue[state] {
                for s in stored {
                    addDescendantStatesToEnter(s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
                for s in stored {
                    addAncestorStatesToEnter(s, parent, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
            } else {
                defaultHistoryContent[parent] = state
                let targets = chart.nodes[state].initial ?? []
                for s in targets {
                    addDescendantStatesToEnter(s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
                for s in targets {
                    addAncestorStatesToEnter(s, parent, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
            }
        } else {
            if !statesToEnter.contains(state) { statesToEnter.append(state) }
            if isCompoundState(state) {
                if !statesForDefaultEntry.contains(state) { statesForDefaultEntry.append(state) }
                let targets = defaultInitial(state)
                for s in targets {
                    addDescendantStatesToEnter(s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
                for s in targets {
                    addAncestorStatesToEnter(s, state, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
            } else if kinds[state] == .parallel {
                for child in getChildStates(state) where !statesToEnter.contains(where: { isDescendant($0, child) }) {
                    addDescendantStatesToEnter(child, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
            }
        }
    }

    func addAncestorStatesToEnter(
        _ state: Int, _ ancestor: Int?, _ statesToEnter: inout [Int], _ statesForDefaultEntry: inout [Int],
        _ defaultHistoryContent: inout [Int: Int]
    ) {
        for anc in getProperAncestors(state, ancestor) where anc != 0 {
            if !statesToEnter.contains(anc) { statesToEnter.append(anc) }
            if kinds[anc] == .parallel {
                for child in getChildStates(anc) where !statesToEnter.contains(where: { isDescendant($0, child) }) {
                    addDescendantStatesToEnter(child, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
                }
            }
        }
    }

    func isInFinalState(_ s: Int) -> Bool {
        if isCompoundState(s) {
            return getChildStates(s).contains { kinds[$0] == .final && configuration.contains($0) }
        } else if kinds[s] == .parallel {
            return getChildStates(s).allSatisfy(isInFinalState)
        }
        return false
    }

    // MARK: D.2 domains

    func getTransitionDomain(_ t: Int) -> Int? {
        let tstates = effectiveTargets(targetLists[t])
        if tstates.isEmpty { return nil }
        if internals[t] && isCompoundState(sources[t]) && tstates.allSatisfy({ isDescendant($0, sources[t]) }) {
            return sources[t]
        }
        return findLCCA([sources[t]] + tstates)
    }

    func findLCCA(_ stateList: [Int]) -> Int? {
        for anc in getProperAncestors(stateList[0], nil) where isCompoundState(anc) || anc == 0 {
            if stateList.dropFirst().allSatisfy({ isDescendant($0, anc) }) { return anc }
        }
        return nil
    }

    func effectiveTargets(_ targets: [Int]) -> [Int] {
        var result: [Int] = []
        for s in targets {
            if isHistoryState(s) {
                for t in historyValue[s] ?? effectiveTargets(chart.nodes[s].initial ?? []) where !result.contains(t) {
                    result.append(t)
                }
            } else if !result.contains(s) {
                result.append(s)
            }
        }
        return result
    }

    // MARK: Tree helpers (by walking parents, not by intervals)

    func getProperAncestors(_ state: Int, _ ancestor: Int?) -> [Int] {
        var result: [Int] = []
        var current = parents[state]
        while current >= 0 && current != ancestor {
            result.append(current)
            current = parents[current]
        }
        return result
    }

    func isDescendant(_ state: Int, _ ancestor: Int) -> Bool {
        var current = parents[state]
        while current >= 0 {
            if current == ancestor { return true }
            current = parents[current]
        }
        return false
    }

    func getChildStates(_ state: Int) -> [Int] {
        childLists[state].filter { !isHistoryState($0) }
    }

    func defaultInitial(_ state: Int) -> [Int] {
        chart.nodes[state].initial ?? [getChildStates(state)[0]]
    }

    func transitionsOf(_ state: Int) -> [Int] {
        transitionLists[state]
    }

    func isAtomicState(_ s: Int) -> Bool {
        kinds[s] == .atomic || kinds[s] == .final
    }

    func isCompoundState(_ s: Int) -> Bool { kinds[s] == .compound }

    func isHistoryState(_ s: Int) -> Bool {
        kinds[s] == .shallowHistory || kinds[s] == .deepHistory
    }

    /// The active atomic states, in document order.
    var atomicConfiguration: [String] {
        configuration.sorted().filter(isAtomicState).map { ids[$0] }
    }

    /// Every active state, in document order.
    var fullConfiguration: [String] {
        configuration.sorted().map { ids[$0] }
    }
}
