import Stagehand

/// The configurations a chart (a flat machine's included) can reach from start-up, found by
/// running the core's `Statechart` breadth-first over snapshots.
///
/// Each explored node is a snapshot (configuration and history). From each, the explorer tries
/// the events the transitions of its active states name (``Plan/options(for:)``), and lets each
/// delayed send their `onentry` arms fall due (sending its event, as the clock would; a test
/// waits for it). Every named guard the run consults is explored both ways (``GuardOracle``):
/// a try per outcome, the first consulted guard holding, then refusing with the next holding,
/// and so on, each outcome an edge that says which guard held and which refused. Events the chart
/// discards add no edge. Time never passes otherwise, so nodes are snapshots without their pending
/// sends (or every `arm, disarm` cycle that leaves a send behind would be a new node, without
/// end). The fired transition, named by the core's macrostep observation, gives the step its
/// rule.
///
/// The chart is restored to a node only when it is not already there; restoring and reading a
/// snapshot cost the configuration's size (the core restores a chart without parallel or history
/// states in time proportional to the snapshot). The work counted is what each try really does:
/// the restore, the macrostep (exits, entries, fired transitions, guards), the actions run and the
/// snapshot read. It never passes ``Plan/estimate``, which ``PathsCommand`` checks up front.
struct ChartExplorer {
    /// One step between two explored nodes.
    struct Edge: Equatable, Sendable {
        /// The node the step leaves.
        var from: Int
        /// What the step does (event, guards, delay, rule).
        var step: PathStep
        /// The node the step reaches.
        var to: Int
    }

    /// Why an exploration stopped before it was complete.
    enum Stop: Error, Equatable, Sendable {
        /// It reached ``maximumNodes``, ``maximumWork`` or the plan's estimate.
        case tooLarge
        /// Start-up failed (a macrostep hit the microstep limit); the core's message.
        case startFailed(String)
        /// One event tried (or start-up) spent its whole ``ChartRunBudget``
        /// (``maximumActionsPerEvent``); the budget's message, naming the cycle.
        case cycle(String)
    }

    /// The most nodes an exploration may reach, and the most configurations the estimate
    /// (``configurationBound(_:)``) may promise: `paths` refuses a chart with more up front.
    static let maximumNodes = 200_000
    /// The most actions and delayed sends one event tried (or start-up) may run.
    static let maximumActionsPerEvent = 10_000
    /// The most work an exploration may do.
    static let maximumWork = 50_000_000

    /// Each node's active atomic states, sorted.
    private(set) var configurations: [[String]] = []
    /// Each node's configuration as a number: nodes with the same configuration (they differ in
    /// history) share it; numbered in order of first appearance.
    private(set) var configurationIDs: [Int] = []
    /// The first node reaching each distinct configuration, in breadth-first order (the node of
    /// each configuration ID).
    private(set) var firstNodePerConfiguration: [Int] = []
    /// For each edge, whether an earlier edge makes the same step (same configurations, same
    /// label): nodes differ in history too, and such a step is covered once.
    private(set) var repeatsEarlierStep: [Bool] = []
    /// Every edge, in breadth-first order.
    private(set) var edges: [Edge] = []
    /// For each node but the first, the edge that reached it first.
    private(set) var parentEdge: [Int] = []
    /// The work done.
    private(set) var work = 0

    /// An upper bound on the configurations of `document` (one per atomic state, the sum over a
    /// compound's children, the product over a parallel state's regions), capped at
    /// `Int.max / 2`; linear in the tree.
    static func configurationBound(_ document: ChartDocument) -> Int {
        let cap = Int.max / 2
        var bound: [String: Int] = [:]
        // Post-order without recursion: children before their parent.
        for node in document.allNodes.reversed() where node.isState {
            let children = node.children.filter(\.isState).map { bound[$0.id] ?? 1 }
            if children.isEmpty {
                bound[node.id] = 1
            } else if node.kind == .parallel {
                bound[node.id] = children.reduce(1) { $0 > cap / max($1, 1) ? cap : $0 * $1 }
            } else {
                bound[node.id] = children.reduce(0) { min(cap, $0 + $1) }
            }
        }
        // The document is a compound state of its top-level states.
        return max(1, document.states.filter(\.isState).reduce(0) { min(cap, $0 + (bound[$1.id] ?? 1)) })
    }

    /// Explores `definition` breadth-first.
    ///
    /// The chart runs without a clock (a delayed send falls due when the explorer sends its
    /// event), and every event tried has its own `budget` of ``maximumActionsPerEvent``.
    /// - Parameters:
    ///   - definition: The validated chart, built with `budget` and with its named guards
    ///     answered by `oracle`.
    ///   - plan: What to try from each node, and the estimate the work may not pass.
    ///   - budget: The budget the definition's actions spend.
    ///   - oracle: The oracle the definition's named guards consult.
    /// - Returns: The exploration, or why it stopped.
    static func explore(
        _ definition: Statechart<String, String>.Definition, plan: Plan, budget: ChartRunBudget, oracle: GuardOracle
    ) -> Result<ChartExplorer, Stop> {
        // The run budget (whose message names the actions of a cycle) stops a cycle of sends
        // before the chart's own bound on external events per call can.
        let chart = Statechart(definition, limits: RunLimits(externalEventsPerCall: maximumActionsPerEvent + 1))
        chart.onError = { _ in }
        let steps = MacrostepLog()
        chart.observe { steps.record($0) }
        let limit = min(plan.estimate, maximumWork)
        var explorer = ChartExplorer()
        budget.reset()
        oracle.begin([])
        do throws(StatechartError) {
            try chart.start()
        } catch {
            return .failure(.startFailed(error.description))
        }
        if budget.isExhausted { return .failure(.cycle(budget.stopReason("start-up"))) }
        var snapshots = [chart.snapshot().withoutPendingSends]
        var index = [snapshots[0]: 0]
        var configurationIndex: [[String]: Int] = [:]
        explorer.parentEdge = [-1]
        explorer.addNode(chart.configuration.sorted(), index: &configurationIndex)
        // The steps taken so far, each step's configurations by ID (hashing configurations once
        // per node, not twice per edge).
        var stepsTaken: Set<StepKey> = []
        // The node the chart is at, or -1 when unknown.
        var current = 0
        var head = 0
        while head < snapshots.count {
            defer { head += 1 }
            // A finished chart takes no more events.
            if snapshots[head].isFinished { continue }
            let options = plan.options(for: explorer.configurations[head])
            explorer.work += options.work
            guard explorer.work <= limit else { return .failure(.tooLarge) }
            let inputs =
                options.events.map { (event: $0, delay: Double?.none) }
                + options.delayed.map { (event: $0.event, delay: Optional(Self.seconds($0.delay))) }
            for input in inputs {
                // The guard outcomes to try, first come first: each try adds the outcomes that
                // refuse one more of the guards it consulted.
                var scripts: [[Bool]] = [[]]
                var next = 0
                while next < scripts.count {
                    let script = scripts[next]
                    next += 1
                    if current != head {
                        explorer.work +=
                            plan.restoreCost ?? snapshots[head].configuration.count + snapshots[head].history.count
                        guard (try? chart.restore(snapshots[head])) != nil else { break }
                    }
                    current = -1
                    budget.reset()
                    oracle.begin(script)
                    steps.reset()
                    let result = try? chart.send(input.event)
                    let outcomes = oracle.outcomes
                    explorer.work += 1 + budget.spent + steps.size
                    if budget.isExhausted {
                        let path = explorer.path(to: head).map { explorer.edges[$0].step.event } + [input.event]
                        return .failure(
                            .cycle(budget.stopReason("exploring the event path \(path.joined(separator: ", "))")))
                    }
                    guard explorer.work <= limit else { return .failure(.tooLarge) }
                    for position in script.count..<max(script.count, outcomes.count) {
                        scripts.append(outcomes[..<position].map(\.holds) + [false])
                    }
                    guard let result, result != .discarded else {
                        if result == .discarded { current = head }
                        continue
                    }
                    let reached = chart.snapshot().withoutPendingSends
                    explorer.work += reached.configuration.count + reached.history.count
                    guard explorer.work <= limit else { return .failure(.tooLarge) }
                    let target: Int
                    if let known = index[reached] {
                        target = known
                    } else {
                        guard snapshots.count < maximumNodes else { return .failure(.tooLarge) }
                        target = snapshots.count
                        index[reached] = target
                        snapshots.append(reached)
                        explorer.parentEdge.append(explorer.edges.count)
                        explorer.addNode(chart.configuration.sorted(), index: &configurationIndex)
                    }
                    current = target
                    // A flat machine's timer event shown as its rule's event.
                    let shown =
                        input.delay == nil ? input.event : ChartJSONReader.delayedRuleEvent(input.event) ?? input.event
                    var step = PathStep(
                        event: shown, from: explorer.configurations[head], to: explorer.configurations[target],
                        delay: input.delay)
                    step.describe(fired: steps.firstFired.map { plan.transitions[$0].transition }, outcomes: outcomes)
                    let key = StepKey(
                        from: explorer.configurationIDs[head], to: explorer.configurationIDs[target], step: step)
                    explorer.repeatsEarlierStep.append(!stepsTaken.insert(key).inserted)
                    explorer.edges.append(Edge(from: head, step: step, to: target))
                }
            }
        }
        return .success(explorer)
    }

    /// A delay in seconds as a flat machine's rule wrote it (a rule of `"after": 0` waits the
    /// shortest positive duration, shown as 0.0).
    static func seconds(_ delay: Duration) -> Double {
        guard delay > ChartJSONReader.shortestRuleDelay else { return 0 }
        let (seconds, attoseconds) = delay.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The edges of the shortest path from the first node to `node`, in order.
    func path(to node: Int) -> [Int] {
        var path: [Int] = []
        var current = node
        while current > 0 {
            let edge = parentEdge[current]
            path.append(edge)
            current = edges[edge].from
        }
        return path.reversed()
    }

    /// The length of the shortest path to every node, in one pass (parents come first).
    var depths: [Int] {
        var depth = [Int](repeating: 0, count: configurations.count)
        for node in 1..<max(1, configurations.count) { depth[node] = depth[edges[parentEdge[node]].from] + 1 }
        return depth
    }

    /// Adds a node with `configuration`, numbering the configuration if it is new.
    private mutating func addNode(_ configuration: [String], index: inout [[String]: Int]) {
        let node = configurations.count
        configurations.append(configuration)
        if let known = index[configuration] {
            configurationIDs.append(known)
        } else {
            index[configuration] = firstNodePerConfiguration.count
            configurationIDs.append(firstNodePerConfiguration.count)
            firstNodePerConfiguration.append(node)
        }
    }

    /// Paths from the first node that together take every distinct step: each starts with the
    /// shortest path to the first edge not yet taken, takes it, then keeps taking an untaken edge
    /// out of where it is while there is one.
    /// - Parameter maximumSteps: The most steps all paths together may have.
    /// - Returns: The paths (edge indices), or `nil` when they would have more steps.
    func coveringPaths(maximumSteps: Int) -> [[Int]]? {
        var outgoing = [[Int]](repeating: [], count: configurations.count)
        for (index, edge) in edges.enumerated() { outgoing[edge.from].append(index) }
        var taken = repeatsEarlierStep
        var next = [Int](repeating: 0, count: configurations.count)
        let depth = depths
        var paths: [[Int]] = []
        var steps = 0
        for start in edges.indices where !taken[start] {
            steps += depth[edges[start].from] + 1
            guard steps <= maximumSteps else { return nil }
            var walk = path(to: edges[start].from) + [start]
            for edge in walk { taken[edge] = true }
            var node = edges[start].to
            while true {
                while next[node] < outgoing[node].count && taken[outgoing[node][next[node]]] { next[node] += 1 }
                guard next[node] < outgoing[node].count else { break }
                let edge = outgoing[node][next[node]]
                steps += 1
                guard steps <= maximumSteps else { return nil }
                taken[edge] = true
                walk.append(edge)
                node = edges[edge].to
            }
            paths.append(walk)
        }
        return paths
    }
}

extension ChartExplorer {
    /// What makes two edges the same step: the configurations they leave and reach, by ID, and
    /// the rest of the step (its configurations left out, which the IDs stand for).
    fileprivate struct StepKey: Hashable {
        let from: Int
        let to: Int
        let step: PathStep

        init(from: Int, to: Int, step: PathStep) {
            self.from = from
            self.to = to
            var label = step
            label.from = []
            label.to = []
            self.step = label
        }
    }
}

extension StatechartSnapshot {
    /// The snapshot with no delayed send pending, as the explorer, which never lets time pass,
    /// keeps its nodes.
    fileprivate var withoutPendingSends: Self {
        var snapshot = self
        snapshot.pendingSends = []
        return snapshot
    }
}

extension ChartExplorer {
    /// The most work exploring `document` could need (``Plan/estimate``).
    static func estimate(_ document: ChartDocument) -> Int { Plan(document).estimate }

    /// Builds `document`'s chart for exploring: its named guards answered by an oracle, every
    /// event tried with a budget of ``maximumActionsPerEvent``.
    /// - Parameter plan: The document's plan.
    /// - Returns: What ``explore(_:plan:budget:oracle:)`` takes.
    /// - Throws: ``Diagnostics`` when the chart has errors.
    static func build(
        _ document: ChartDocument, plan: Plan
    ) throws(Diagnostics) -> (
        definition: Statechart<String, String>.Definition, budget: ChartRunBudget, oracle: GuardOracle
    ) {
        let budget = ChartRunBudget(limit: maximumActionsPerEvent, scope: "one event tried")
        let oracle = GuardOracle()
        let transitions = plan.transitions
        let definition = try document.makeStatechart(
            log: ChartLog(), budget: budget,
            guards: { index, own in
                guard index < transitions.count, case .named(let name) = transitions[index].transition.condition
                else { return own }
                return .when { _ in oracle.holds(name) }
            }
        ).0
        return (definition, budget, oracle)
    }

    /// Builds `document`'s chart for exploring and explores it, whatever the estimate.
    /// - Returns: The exploration, or why it stopped.
    /// - Throws: ``Diagnostics`` when the chart has errors.
    static func explore(_ document: ChartDocument) throws(Diagnostics) -> Result<ChartExplorer, Stop> {
        let plan = Plan(document)
        let built = try build(document, plan: plan)
        return explore(built.definition, plan: plan, budget: built.budget, oracle: built.oracle)
    }
}
