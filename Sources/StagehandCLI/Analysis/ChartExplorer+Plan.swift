import Stagehand

extension ChartExplorer {
    /// What the explorer tries from each node, read from the document once (linear in it): the
    /// events each state's transitions name, the delayed sends each state arms on entry, and the
    /// transitions by their index in the core, to name the one that fired.
    struct Plan {
        /// Each state's parent state, by id (absent for a top-level state).
        let parent: [String: String]
        /// The events each state's transitions name, each once, in order (`*`, `.*` suffixes and
        /// `done.` events left out, and the events of a flat machine's delayed rules, which fall
        /// due instead).
        let events: [String: [String]]
        /// The delayed sends to the chart itself each state's `onentry` arms, in order.
        let delayed: [String: [ChartSend]]
        /// Every transition with its source state, in the core's order (states in document
        /// order, each state's transitions in order), as ``Statechart/FiredTransition/index``
        /// counts them.
        let transitions: [(source: String, transition: ChartTransition)]
        /// The most work exploring the document could need (see ``ChartExplorer/estimate(_:)``).
        let estimate: Int

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
                    if let rule = Self.rule(of: transition),
                        timers.contains(ChartJSONReader.delayedRulePrefix + String(rule))
                    {
                        continue
                    }
                    for descriptor in transition.events {
                        var name = descriptor
                        if name.hasSuffix(".*") { name.removeLast(2) }
                        guard name != "*", !name.isEmpty, !name.hasPrefix("done."), seen.insert(name).inserted else {
                            continue
                        }
                        events[node.id, default: []].append(name)
                    }
                }
            }
            self.parent = parent
            self.events = events
            self.delayed = delayed
            self.transitions = transitions
            self.estimate = Self.estimate(document, events: events, delayed: delayed, parent: parent)
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
    
        /// The most work exploring `document` can need, capped at `Int.max / 2`.
        ///
        /// A chart without parallel, history or final states inside a compound, eventless
        /// transitions, raised events, immediate sends or invocations (every flat machine) takes
        /// one microstep per event, and each node is one atomic state's chain: the bound is the
        /// sum over atomic states of the tries from it (at most two per transition of its chain,
        /// one per guard outcome and one more, plus its delayed sends) times what one try can
        /// cost (restoring and reading configurations of at most the deepest chain, the
        /// macrostep's exits, entries and guards, the actions of two chains and a transition).
        /// Any other chart is bounded by its configurations (``configurationBound(_:)``) times
        /// the tries of the whole tree times a try's worst cost (its size and the actions one
        /// event may run); history can make more nodes than configurations, and the exploration
        /// stops when its work passes this bound, so the bound holds for all the work done.
        static func estimate(
            _ document: ChartDocument, events: [String: [String]], delayed: [String: [ChartSend]],
            parent: [String: String]
        ) -> Int {
            let cap = Int.max / 2
            func add(_ a: Int, _ b: Int) -> Int { a > cap - b ? cap : a + b }
            func multiply(_ a: Int, _ b: Int) -> Int { a == 0 || b == 0 ? 0 : (a > cap / b ? cap : a * b) }
            let nodes = document.allNodes
            var isSimple = true
            var tries: [String: Int] = [:]
            var depth: [String: Int] = [:]
            var actions: [String: Int] = [:]
            var guarded: [String: Int] = [:]
            var maximumTransitionActions = 0
            var atomic: [String] = []
            var allTries = 0
            for node in nodes {
                switch node.kind {
                case .parallel, .history: isSimple = false
                case .final where parent[node.id] != nil: isSimple = false
                default: break
                }
                guard node.isState else { continue }
                if !node.invocations.isEmpty { isSimple = false }
                var blocks = node.onEntry + node.onExit
                for transition in node.transitions {
                    if transition.events.isEmpty { isSimple = false }
                    blocks.append(transition.actions)
                    maximumTransitionActions = max(maximumTransitionActions, transition.actions.count)
                }
                for action in blocks.joined() {
                    switch action {
                    case .raise: isSimple = false
                    case .send(let send) where send.delay == .zero || send.target != .external: isSimple = false
                    default: break
                    }
                }
                let own = add(multiply(2, node.transitions.count), delayed[node.id]?.count ?? 0)
                allTries = add(allTries, own)
                let up = parent[node.id]
                tries[node.id] = add(up.flatMap { tries[$0] } ?? 0, own)
                depth[node.id] = (up.flatMap { depth[$0] } ?? 0) + 1
                let handlers = node.onEntry.joined().count + node.onExit.joined().count
                actions[node.id] = add(up.flatMap { actions[$0] } ?? 0, handlers)
                guarded[node.id] = add(
                    up.flatMap { guarded[$0] } ?? 0, node.transitions.filter { $0.condition != nil }.count)
                if !node.children.contains(where: \.isState) { atomic.append(node.id) }
            }
            let deepest = depth.values.max() ?? 1
            guard isSimple else {
                let size = max(1, nodes.count)
                let perTry = add(add(1, multiply(4, size)), add(maximumActionsPerEvent, guarded.values.max() ?? 0))
                let perNode = add(multiply(max(1, allTries), perTry), add(size, allTries))
                return max(size, multiply(configurationBound(document), perNode))
            }
            let perTry = add(
                add(2 + multiply(4, deepest), guarded.values.max() ?? 0),
                add(multiply(2, actions.values.max() ?? 0), maximumTransitionActions))
            var total = max(1, nodes.count)
            for id in atomic {
                let count = tries[id] ?? 0
                total = add(total, add(multiply(count, perTry), add(deepest, count)))
            }
            return total
        }
}
}
