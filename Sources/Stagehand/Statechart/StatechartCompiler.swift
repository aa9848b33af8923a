/// Turns a chart's element tree into a ``StatechartTable`` and checks it against the SCXML
/// placement rules, collecting every problem as a ``MachineDiagnostic``.
struct StatechartCompiler<State: Hashable & Sendable, Event: StatechartEvent> {
    typealias Chart = Statechart<State, Event>
    typealias Table = StatechartTable<State, Event>

    struct RawTransition {
        var descriptors: String?
        var targets: [State]
        var type: StatechartTransitionType
        var condition: Chart.Guard?
        var action: Chart.Action?
    }

    var table = Table()
    var diagnostics: [MachineDiagnostic] = []
    var rawTransitions: [[RawTransition]] = [[]]
    /// Initial targets as written (the `initial:` parameter, or an `.initial` element).
    var rawDefaults: [[State]?] = [nil]
    /// The state that declared each invocation identifier.
    var invocationIDs: [String: Int] = [:]
    /// Built once the tree is collected, the first time several targets are checked.
    var ancestors: StatechartAncestors?

    mutating func error(_ kind: MachineDiagnostic.Kind, _ state: Int?, _ message: String) {
        diagnostics.append(
            MachineDiagnostic(kind: kind, severity: .error, location: table.location(of: state), message: message))
    }

    mutating func warning(_ kind: MachineDiagnostic.Kind, _ state: Int?, _ message: String) {
        diagnostics.append(
            MachineDiagnostic(kind: kind, severity: .warning, location: table.location(of: state), message: message))
    }

    mutating func compile(initial: State?, _ content: [Chart.Element]) {
        rawDefaults[0] = initial.map { [$0] }
        collect(content, into: 0)
        table.last[0] = table.count - 1
        if table.children[0].isEmpty {
            error(.emptyChart, nil, "the chart declares no state; declare at least one top-level state")
            return
        }
        resolve()
        if diagnostics.contains(where: { $0.severity == .error }) { return }
        checkReachability()
        checkShadowing()
    }

    // MARK: Collecting the tree in document order

    mutating func addState(_ value: State, _ kind: Table.Kind, parent: Int) -> Int {
        let index = table.count
        table.states.append(value)
        let id = String(describing: value)
        table.ids.append(id)
        table.doneNames.append("done.state." + id)
        table.kinds.append(kind)
        table.isDeepHistory.append(false)
        table.parent.append(parent)
        table.depth.append(table.depth[parent] + 1)
        table.last.append(index)
        table.children.append([])
        table.histories.append([])
        table.defaultTargets.append([])
        table.defaultActions.append(nil)
        table.entries.append([])
        table.exits.append([])
        table.invocations.append([])
        rawTransitions.append([])
        rawDefaults.append(nil)
        if kind == .history {
            table.histories[parent].append(index)
        } else {
            table.children[parent].append(index)
        }
        if let existing = table.index[value] {
            error(
                .duplicateState, index,
                "is declared twice (first at position \(existing) in document order); every state needs its own value")
        } else {
            table.index[value] = index
        }
        return index
    }

    /// One state whose content is being collected: its elements, the next one to read, and
    /// how many initial transitions it declared so far.
    struct CollectFrame {
        var elements: [Chart.Element]
        var next = 0
        var state: Int
        var initialElements = 0
        /// Whether the state was written with ``ChartState`` (compound when it has
        /// children).
        var isPlainState: Bool
    }

    /// Collects the element tree in document order, from an explicit stack of frames (no
    /// recursion: a chain nested any number of levels deep takes constant stack space).
    mutating func collect(_ elements: [Chart.Element], into root: Int) {
        var frames = [CollectFrame(elements: elements, state: root, isPlainState: false)]
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].next < frames[top].elements.count else {
                let done = frames.removeLast()
                finish(done, parent: frames.last?.state)
                continue
            }
            let element = frames[top].elements[frames[top].next]
            frames[top].next += 1
            let state = frames[top].state
            let kind = table.kinds[state]
            switch element.node {
            case .state(let value, let initial):
                let child = addState(value, .atomic, parent: state)
                if let initial { rawDefaults[child] = [initial] }
                frames.append(CollectFrame(elements: element.children, state: child, isPlainState: true))
            case .parallel(let value):
                let child = addState(value, .parallel, parent: state)
                frames.append(CollectFrame(elements: element.children, state: child, isPlainState: false))
            case .final(let value):
                let child = addState(value, .final, parent: state)
                if kind == .parallel {
                    error(
                        .misplacedElement, child,
                        "is a final state directly in a parallel state; SCXML allows none there")
                }
                frames.append(CollectFrame(elements: element.children, state: child, isPlainState: false))
            case .history(let value, let historyKind, let defaults, let action):
                let child = addState(value, .history, parent: state)
                table.isDeepHistory[child] = historyKind == .deep
                rawDefaults[child] = defaults
                table.defaultActions[child] = action
            case .initial(let targets, let action):
                frames[top].initialElements += 1
                if frames[top].initialElements > 1 {
                    error(.conflictingTargets, state, "has more than one initial transition; declare one")
                } else if rawDefaults[state] != nil && state != 0 {
                    error(
                        .conflictingTargets, state,
                        "has both an `initial:` target and an initial transition; declare one of them")
                }
                rawDefaults[state] = targets
                table.defaultActions[state] = action
                if state == 0 {
                    error(
                        .invalidInitial, nil,
                        "an initial transition cannot be declared at the top level; pass `initial:`")
                }
            case .transition(let descriptor, let targets, let type, let condition, let action):
                if state == 0 {
                    error(.misplacedElement, nil, "a transition cannot be declared at the top level; put it in a state")
                } else if kind == .final {
                    error(.misplacedElement, state, "is final and declares a transition; final states have none")
                }
                var descriptors: String?
                if case .events(let text) = descriptor { descriptors = text }
                rawTransitions[state].append(
                    RawTransition(
                        descriptors: descriptors, targets: targets, type: type, condition: condition, action: action))
            case .entry(let action):
                if state == 0 { error(.misplacedElement, nil, "an entry handler cannot be declared at the top level") }
                table.entries[state].append(action)
            case .exit(let action):
                if state == 0 { error(.misplacedElement, nil, "an exit handler cannot be declared at the top level") }
                table.exits[state].append(action)
            case .invoke(let spec):
                if state == 0 {
                    error(.misplacedElement, nil, "invocation '\(spec.id)' cannot be declared at the top level")
                } else if kind == .final {
                    error(.misplacedElement, state, "is final and invokes '\(spec.id)'; final states invoke nothing")
                } else if let first = invocationIDs[spec.id] {
                    error(
                        .duplicateInvocation, state,
                        "invokes '\(spec.id)', an identifier '\(table.ids[first])' already uses; "
                            + "every invocation needs its own identifier")
                } else {
                    invocationIDs[spec.id] = state
                }
                table.invocations[state].append(spec)
            }
        }
    }

    /// Closes a state once its content is collected: its subtree interval, whether it is
    /// compound, and whether its parent (a final state) may contain it.
    mutating func finish(_ frame: CollectFrame, parent: Int?) {
        guard let parent else { return }
        let child = frame.state
        table.last[child] = table.count - 1
        if frame.isPlainState && !table.children[child].isEmpty { table.kinds[child] = .compound }
        if table.kinds[parent] == .final {
            error(.misplacedElement, parent, "is final and contains a state; final states are atomic")
        }
    }

    // MARK: Resolving names and checking placement

    mutating func lookUp(_ value: State, from state: Int?, _ role: String) -> Int? {
        if let index = table.index[value] { return index }
        error(.unknownTarget, state, "\(role) names '\(value)', which is not declared; declare it as a state")
        return nil
    }

    mutating func resolve() {
        for state in 0..<table.count {
            let kind = table.kinds[state]
            let location = state == 0 ? nil : Optional(state)
            // Initial targets.
            if kind == .compound || kind == .root {
                if let raw = rawDefaults[state] {
                    var targets: [Int] = []
                    for value in raw {
                        guard let target = lookUp(value, from: location, "the initial target") else { continue }
                        if !table.isDescendant(target, of: state) {
                            error(
                                .invalidInitial, location,
                                "names initial target '\(value)', which is not inside it; name one of its descendants")
                        } else {
                            targets.append(target)
                        }
                    }
                    if raw.isEmpty {
                        error(.invalidInitial, location, "has an initial transition without targets; name a descendant")
                    }
                    checkCompatible(targets, from: location, "initial targets")
                    table.defaultTargets[state] = targets.isEmpty ? [table.children[state][0]] : targets
                } else {
                    table.defaultTargets[state] = [table.children[state][0]]
                }
            } else if kind == .history {
                let parent = table.parent[state]
                let parentKind = table.kinds[parent]
                if parentKind != .compound && parentKind != .parallel {
                    error(
                        .misplacedHistory, state,
                        parent == 0
                            ? "is a history at the top level; history belongs in a compound or parallel state"
                            : "is a history in a state without child states; history belongs in a compound or parallel state"
                    )
                }
                let deep = table.isDeepHistory[state]
                var targets: [Int] = []
                for value in rawDefaults[state] ?? [] {
                    guard let target = lookUp(value, from: state, "the history default") else { continue }
                    let fits =
                        deep
                        ? table.isDescendant(target, of: parent) && table.kinds[target] != .history
                        : table.parent[target] == parent && table.kinds[target] != .history
                    if fits {
                        targets.append(target)
                    } else {
                        error(
                            .invalidHistoryDefault, state,
                            "names default '\(value)', which is not "
                                + (deep ? "a descendant" : "a child") + " of '\(table.ids[parent])'")
                    }
                }
                if (rawDefaults[state] ?? []).isEmpty {
                    error(
                        .invalidHistoryDefault, state, "has no default target; name the state(s) entered the first time"
                    )
                }
                checkCompatible(targets, from: state, "history defaults")
                table.defaultTargets[state] = targets
            } else if rawDefaults[state] != nil {
                error(
                    .invalidInitial, state,
                    kind == .parallel
                        ? "is parallel and declares an initial target; all regions of a parallel state are entered"
                        : "declares an initial target but has no child states")
            }
            // Transitions.
            table.transitionStart.append(table.transitions.count)
            for raw in rawTransitions[state] {
                var descriptors: [String] = []
                if let text = raw.descriptors, table.exactEventNames {
                    // A whole name, spaces, dots and `*` included.
                    guard !text.isEmpty else {
                        error(.invalidDescriptor, state, "has a transition with an empty event name")
                        continue
                    }
                    descriptors = [text]
                } else if let text = raw.descriptors {
                    guard let normalized = StatechartDescriptor.normalize(text) else {
                        error(
                            .invalidDescriptor, state,
                            "has a transition with event descriptor '\(text)'; descriptors are dot-separated "
                                + "non-empty tokens (optionally ending in `.*`), or `*`, separated by spaces")
                        continue
                    }
                    descriptors = normalized
                }
                var targets: [Int] = []
                for value in raw.targets {
                    if let target = lookUp(value, from: state, "a transition target") { targets.append(target) }
                }
                checkCompatible(targets, from: state, "transition targets")
                table.transitions.append(
                    Table.Transition(
                        source: state, targets: targets, isInternal: raw.type == .internal,
                        descriptors: descriptors, condition: raw.condition.map { compileGuard($0, state) },
                        action: raw.action))
            }
        }
        table.transitionStart.append(table.transitions.count)
    }

    mutating func compileGuard(_ condition: Chart.Guard, _ state: Int) -> Table.Condition {
        switch condition {
        case .when(let predicate): return .when(predicate)
        case .inState(let value): return .inState(lookUp(value, from: state, "an In() condition") ?? 0)
        case .not(let inner): return .not(compileGuard(inner, state))
        case .all(let inner): return .all(inner.map { compileGuard($0, state) })
        case .any(let inner): return .any(inner.map { compileGuard($0, state) })
        }
    }

    /// Several targets must be able to be active together: none inside another, and every two
    /// separated by a parallel state (SCXML 3.13, "legal state configuration").
    ///
    /// Checked on neighbours in document order, in O(k log k) for k targets: a target inside
    /// another comes right after it or after one of its descendants, and the lowest common
    /// ancestor of any two is that of some neighbouring pair between them.
    mutating func checkCompatible(_ targets: [Int], from state: Int?, _ role: String) {
        guard targets.count > 1 else { return }
        if ancestors == nil { ancestors = StatechartAncestors(parent: table.parent, last: table.last) }
        let sorted = targets.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            let conflict =
                a == b || table.isDescendant(b, of: a)
                || table.kinds[ancestors!.lowestCommonAncestor(a, b)] != .parallel
            if conflict {
                error(
                    .conflictingTargets, state,
                    "has \(role) '\(table.ids[a])' and '\(table.ids[b])', which cannot be active together; "
                        + "several targets must lie in different regions of a parallel state")
                return
            }
        }
    }
}
