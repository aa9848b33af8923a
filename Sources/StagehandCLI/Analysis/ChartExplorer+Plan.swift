import Stagehand

extension ChartExplorer {
    /// What the explorer tries from each node, read from the document once (linear in it): the
    /// events each state's transitions name, the delayed sends each state arms on entry, and the
    /// transitions by their index in the core, to name the one that fired.
    struct Plan {
        /// Each state's parent state, by id (absent for a top-level state).
        let parent: [String: String]
        /// The events each state's transitions name, each once, in order (`*`, `.*` suffixes and
        /// `done.` events left out of SCXML descriptors; a flat machine's names whole, but the
        /// events of its delayed rules left out, which fall due instead).
        let events: [String: [String]]
        /// The delayed sends to the chart itself each state's `onentry` arms, in order.
        let delayed: [String: [ChartSend]]
        /// Every transition with its source state, in the core's order (states in document
        /// order, each state's transitions in order), as ``Statechart/FiredTransition/index``
        /// counts them.
        let transitions: [(source: String, transition: ChartTransition)]
        /// The most work exploring the document could need (see ``ChartExplorer/estimate(_:)``).
        let estimate: Int
        /// What restoring a node costs: the chart's size, or `nil` when the core restores in
        /// time proportional to the snapshot (no parallel or history state).
        let restoreCost: Int?

        /// Reads the plan of `document`.
        init(_ document: ChartDocument) {
            var parent: [String: String] = [:]
            var events: [String: [String]] = [:]
            var delayed: [String: [ChartSend]] = [:]
            var transitions: [(source: String, transition: ChartTransition)] = []
            for node in document.allNodes where node.isState {
                for child in node.children where child.isState { parent[child.id] = node.id }
                var timers: Set<String> = []
                for case .send(let send) in node.onEntry.joined() where send.delay > .zero && send.target == .external {
                    delayed[node.id, default: []].append(send)
                    if let id = send.id { timers.insert(id) }
                }
                var seen: Set<String> = []
                for transition in node.transitions {
                    transitions.append((node.id, transition))
                    if !timers.isEmpty, let rule = Self.rule(of: transition),
                        timers.contains(ChartJSONReader.delayedRulePrefix + String(rule))
                    {
                        continue
                    }
                    for descriptor in transition.events {
                        // A flat machine's names are whole names: `*` and `done.x` are events too.
                        var name = descriptor
                        if !document.exactEventNames {
                            if name.hasSuffix(".*") { name.removeLast(2) }
                            guard name != "*", !name.hasPrefix("done.") else { continue }
                        }
                        guard !name.isEmpty, seen.insert(name).inserted else { continue }
                        events[node.id, default: []].append(name)
                    }
                }
            }
            self.parent = parent
            self.events = events
            self.delayed = delayed
            self.transitions = transitions
            (estimate, restoreCost) = Self.estimate(document, events: events, delayed: delayed, parent: parent)
        }

        /// The index of the flat machine's rule a transition was made from (its step is
        /// `$.events[N]`), if it was.
        static func rule(of transition: ChartTransition) -> Int? {
            let step = transition.step
            guard step.hasPrefix("$.events["), step.hasSuffix("]") else { return nil }
            return Int(step.dropFirst("$.events[".count).dropLast())
        }

        /// The events and delayed sends to try from a configuration: those of its atomic states
        /// and their ancestors, each once, and the work of finding them.
        func options(for configuration: [String]) -> (events: [String], delayed: [ChartSend], work: Int) {
            var work = 0
            var visited: Set<String> = []
            var seenEvents: Set<String> = []
            var seenSends: Set<String> = []
            var found: [String] = []
            var sends: [ChartSend] = []
            for atomic in configuration {
                var state: String? = atomic
                while let current = state, visited.insert(current).inserted {
                    work += 1
                    for event in events[current] ?? [] where seenEvents.insert(event).inserted { found.append(event) }
                    for send in delayed[current] ?? [] where seenSends.insert(send.id ?? send.event).inserted {
                        sends.append(send)
                    }
                    work += (events[current]?.count ?? 0) + (delayed[current]?.count ?? 0)
                    state = parent[current]
                }
            }
            return (found, sends, work)
        }

        /// The most work exploring `document` can need, capped at `Int.max / 2`, and what
        /// restoring a node costs (`nil`: the snapshot's size).
        ///
        /// What one try costs: restoring the node (its snapshot's size when the core restores
        /// locally, a chart without parallel or history states; else the chart's size), the
        /// macrostep (exits, entries, fired transitions and guards), the actions run and reading
        /// the snapshot reached. A chart without parallel or history states (every flat machine)
        /// has one node per atomic state it reaches, from which at most two tries per transition
        /// of the state's chain are made (an outcome per guard and one more) and one per delayed
        /// send; any other chart at most ``configurationBound(_:)`` nodes (history can make
        /// more; the exploration then stops at this bound), each trying its distinct events,
        /// an outcome per guarded transition and its delayed sends. A try of a chart without
        /// eventless transitions, raised or immediate events, completion events of nested final
        /// states or invocations is one microstep, bounded by the tree's size, transitions and
        /// actions; any other chart is bounded the same way, as if each event ran one microstep,
        /// and an exploration that does more work than this bound stops (`paths` refuses it),
        /// so the bound holds for all the work ever done.
        static func estimate(
            _ document: ChartDocument, events: [String: [String]], delayed: [String: [ChartSend]],
            parent: [String: String]
        ) -> (work: Int, restoreCost: Int?) {
            let cap = Int.max / 2
            func add(_ a: Int, _ b: Int) -> Int { a > cap - b ? cap : a + b }
            func multiply(_ a: Int, _ b: Int) -> Int { a == 0 || b == 0 ? 0 : (a > cap / b ? cap : a * b) }
            let nodes = document.allNodes
            let size = max(1, nodes.count)
            var isLocal = true
            var tries: [String: Int] = [:]
            var depth: [String: Int] = [:]
            var chainActions: [String: Int] = [:]
            var chainGuards: [String: Int] = [:]
            var transitionCount = 0
            var allActions = 0
            var maximumTransitionActions = 0
            var distinctEvents: Set<String> = []
            var guardedCount = 0
            var delayedCount = 0
            var atomic: [String] = []
            for node in nodes {
                if case .parallel = node.kind { isLocal = false }
                if case .history = node.kind { isLocal = false }
                guard node.isState else { continue }
                transitionCount += node.transitions.count
                let guarded = node.transitions.filter { $0.condition != nil }.count
                guardedCount += guarded
                delayedCount += delayed[node.id]?.count ?? 0
                distinctEvents.formUnion(events[node.id] ?? [])
                var handlers = node.onEntry.joined().count + node.onExit.joined().count
                for invocation in node.invocations { handlers += invocation.finalize?.count ?? 0 }
                allActions = add(allActions, handlers)
                for transition in node.transitions {
                    allActions = add(allActions, transition.actions.count)
                    maximumTransitionActions = max(maximumTransitionActions, transition.actions.count)
                }
                // Each descriptor of a transition is an event tried (each try once more per guard).
                let descriptors = node.transitions.reduce(0) { add($0, max(1, $1.events.count)) }
                let own = add(multiply(2, descriptors), delayed[node.id]?.count ?? 0)
                let up = parent[node.id]
                tries[node.id] = add(up.flatMap { tries[$0] } ?? 0, own)
                depth[node.id] = (up.flatMap { depth[$0] } ?? 0) + 1
                chainActions[node.id] = add(up.flatMap { chainActions[$0] } ?? 0, handlers)
                chainGuards[node.id] = add(up.flatMap { chainGuards[$0] } ?? 0, guarded)
                if !node.children.contains(where: \.isState) { atomic.append(node.id) }
            }
            guard isLocal else {
                let perTry = add(1 + multiply(4, size), add(multiply(2, transitionCount), multiply(2, allActions)))
                let perNode = add(
                    multiply(add(distinctEvents.count, add(guardedCount, delayedCount)), perTry),
                    add(size, delayedCount))
                return (max(size, multiply(ChartExplorer.configurationBound(document), perNode)), size)
            }
            let deepest = depth.values.max() ?? 1
            let perTry = add(
                add(2 + multiply(4, deepest), chainGuards.values.max() ?? 0),
                add(multiply(2, chainActions.values.max() ?? 0), maximumTransitionActions))
            var total = size
            for id in atomic {
                let count = tries[id] ?? 0
                total = add(total, add(multiply(count, perTry), add(deepest, count)))
            }
            return (total, nil)
        }
    }
}
