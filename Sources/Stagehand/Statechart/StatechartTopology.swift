/// The non-generic part of a compiled chart (tree shape, transition targets and descriptors),
/// kept apart from the generic values and closures so the runtime reads it without generic
/// metadata, even when the chart's code is not specialised for its `State` and `Event`.
@usableFromInline
struct StatechartTopology: Sendable {
    @usableFromInline
    var kinds: [StatechartNodeKind]
    @usableFromInline
    var isDeepHistory: [Bool]
    @usableFromInline
    var parent: [Int]
    @usableFromInline
    var last: [Int]
    @usableFromInline
    var children: [[Int]]
    @usableFromInline
    var histories: [[Int]]
    @usableFromInline
    var defaultTargets: [[Int]]
    @usableFromInline
    var transitionStart: [Int]
    @usableFromInline
    var ids: [String]
    @usableFromInline
    var doneNames: [String]
    @usableFromInline
    var transitionSource: [Int]
    @usableFromInline
    var transitionTargets: [[Int]]
    @usableFromInline
    var transitionInternal: [Bool]
    /// Normalised descriptors; empty for an eventless transition.
    @usableFromInline
    var transitionDescriptors: [[String]]
    @usableFromInline
    var transitionHasCondition: [Bool]
    @usableFromInline
    var transitionHasAction: [Bool]
    @usableFromInline
    var hasEntryActions: [Bool]
    @usableFromInline
    var hasExitActions: [Bool]
    @usableFromInline
    var hasDefaultAction: [Bool]

    // Dispatch tables derived from the tree when the chart is created.

    /// The descriptor tree events are classified against.
    @usableFromInline
    var eventClasses: StatechartEventClasses
    /// The class interval of each transition's first descriptor; `(-1, -1)` for an eventless
    /// transition (eventless selection uses class -1).
    @usableFromInline
    var transitionLow: [Int32]
    @usableFromInline
    var transitionHigh: [Int32]
    /// The intervals of further descriptors of transition `t` are
    /// `extraLow/extraHigh[extraStart[t] ..< extraStart[t + 1]]`.
    @usableFromInline
    var extraStart: [Int]
    @usableFromInline
    var extraLow: [Int32]
    @usableFromInline
    var extraHigh: [Int32]
    /// The nearest ancestor-or-self with an eventful transition (0: none).
    @usableFromInline
    var firstEventful: [Int]
    /// The nearest ancestor-or-self with an eventless transition (0: none).
    @usableFromInline
    var firstEventless: [Int]
    /// The children of state `s` are `childList[childStart[s] ..< childStart[s + 1]]` (a flat
    /// copy of `children` that dispatch reads without retaining an inner array).
    @usableFromInline
    var childStart: [Int]
    @usableFromInline
    var childList: [Int]
    /// Whether a state has history pseudo-state children.
    @usableFromInline
    var hasHistory: [Bool]
    /// Whether any transition is eventless.
    @usableFromInline
    var hasEventless: Bool
    /// The class of each state's `done.state.<id>` name.
    @usableFromInline
    var doneClass: [Int32]
    /// Each transition's domain when it does not depend on history (-1: targetless), else -2.
    @usableFromInline
    var staticDomain: [Int]
    /// Whether a transition's microstep, when it is the only one, can use its precomputed
    /// entry list: a static domain whose subtree holds no parallel state, one target, and no
    /// history or parallel state on its default entry.
    @usableFromInline
    var isSimple: [Bool]
    /// The states a simple transition enters, in document order, are
    /// `simpleEntries[simpleStart[t] ..< simpleStart[t + 1]]`, with `simpleDefault` telling
    /// which are entered by default (their initial transition's action runs).
    @usableFromInline
    var simpleStart: [Int]
    @usableFromInline
    var simpleEntries: [Int]
    @usableFromInline
    var simpleDefault: [Bool]

    init<State: Hashable & Sendable, Event: StatechartEvent>(_ table: StatechartTable<State, Event>) {
        kinds = table.kinds
        isDeepHistory = table.isDeepHistory
        parent = table.parent
        last = table.last
        children = table.children
        histories = table.histories
        defaultTargets = table.defaultTargets
        transitionStart = table.transitionStart
        ids = table.ids
        doneNames = table.doneNames
        transitionSource = table.transitions.map(\.source)
        transitionTargets = table.transitions.map(\.targets)
        transitionInternal = table.transitions.map(\.isInternal)
        transitionDescriptors = table.transitions.map(\.descriptors)
        transitionHasCondition = table.transitions.map { $0.condition != nil }
        transitionHasAction = table.transitions.map { $0.action != nil }
        hasEntryActions = table.entries.map { !$0.isEmpty }
        hasExitActions = table.exits.map { !$0.isEmpty }
        hasDefaultAction = table.defaultActions.map { $0 != nil }
        eventClasses = StatechartEventClasses(descriptors: table.transitions.flatMap(\.descriptors))
        transitionLow = []
        transitionHigh = []
        extraStart = []
        extraLow = []
        extraHigh = []
        firstEventful = []
        firstEventless = []
        childStart = []
        childList = []
        hasHistory = table.histories.map { !$0.isEmpty }
        hasEventless = false
        doneClass = []
        staticDomain = []
        isSimple = []
        simpleStart = []
        simpleEntries = []
        simpleDefault = []
        buildDispatchTables()
    }

    private mutating func buildDispatchTables() {
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
        for state in stride(from: count - 1, through: 1, by: -1) where kinds[state] == .parallel || parallelBelow[state] {
            parallelBelow[parent[state]] = true
        }
        for transition in 0..<transitionCount {
            let domain = computeStaticDomain(transition)
            staticDomain.append(domain)
            simpleStart.append(simpleEntries.count)
            var simple = false
            if domain == -1 {
                simple = true
            } else if domain >= 0 && !parallelBelow[domain] && transitionTargets[transition].count == 1 {
                simple = appendSimpleEntries(target: transitionTargets[transition][0], domain: domain)
                if !simple {
                    simpleEntries.removeSubrange(simpleStart[transition]...)
                    simpleDefault.removeSubrange(simpleStart[transition]...)
                }
            }
            isSimple.append(simple)
        }
        simpleStart.append(simpleEntries.count)
    }

    /// D.2 getTransitionDomain for targets that are not history states; -2 when one is.
    private func computeStaticDomain(_ transition: Int) -> Int {
        let targets = transitionTargets[transition]
        if targets.isEmpty { return -1 }
        if targets.contains(where: { kinds[$0] == .history }) { return -2 }
        let source = transitionSource[transition]
        if transitionInternal[transition] && kinds[source] == .compound
            && targets.allSatisfy({ isDescendant($0, of: source) })
        {
            return source
        }
        var ancestor = parent[source]
        while ancestor > 0 {
            if kinds[ancestor] == .compound && targets.allSatisfy({ isDescendant($0, of: ancestor) }) {
                return ancestor
            }
            ancestor = parent[ancestor]
        }
        return 0
    }

    /// The entry set of a one-target transition inside a subtree without parallel states (D.2
    /// addDescendantStatesToEnter and addAncestorStatesToEnter, which here enter one chain);
    /// `false` when a history state or a multi-target initial transition is on the way.
    private mutating func appendSimpleEntries(target: Int, domain: Int) -> Bool {
        var ancestors: [Int] = []
        var current = parent[target]
        while current > 0 && current != domain {
            ancestors.append(current)
            current = parent[current]
        }
        for state in ancestors.reversed() {
            simpleEntries.append(state)
            simpleDefault.append(false)
        }
        var state = target
        while true {
            switch kinds[state] {
            case .atomic, .final:
                simpleEntries.append(state)
                simpleDefault.append(false)
                return true
            case .compound:
                simpleEntries.append(state)
                simpleDefault.append(true)
                let defaults = defaultTargets[state]
                guard defaults.count == 1, kinds[defaults[0]] != .history, kinds[defaults[0]] != .parallel else {
                    return false
                }
                ancestors.removeAll()
                var between = parent[defaults[0]]
                while between != state {
                    ancestors.append(between)
                    between = parent[between]
                }
                for inner in ancestors.reversed() {
                    simpleEntries.append(inner)
                    simpleDefault.append(false)
                }
                state = defaults[0]
            case .root, .parallel, .history:
                return false
            }
        }
    }

    @usableFromInline
    var count: Int { kinds.count }

    @inline(__always)
    @inlinable
    func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
        state > ancestor && state <= last[ancestor]
    }

    @inline(__always)
    @inlinable
    func isCompound(_ state: Int) -> Bool {
        let kind = kinds[state]
        return kind == .compound || kind == .root
    }
}

/// What a compiled chart node is.
@usableFromInline
enum StatechartNodeKind: UInt8, Sendable {
    case root, atomic, compound, parallel, final, history
}
