import Stagehand

/// The configurations a statechart can reach from start-up by sending events, found by running
/// the core's `Statechart` breadth-first over snapshots.
///
/// Each explored node is a snapshot (configuration, history and pending sends); from each, every
/// event of the chart's alphabet is tried by restoring the snapshot and sending the event. Events
/// the chart discards add no edge. Delayed sends are not waited for, so they can never change a
/// configuration here: nodes are snapshots without their pending sends (otherwise every
/// `arm, disarm` cycle that leaves an uncancelled send behind would be a new node, without end,
/// each larger than the last). Restoring a snapshot costs
/// time proportional to the chart's size, so the work is counted as that size per event tried,
/// and ``estimate(_:)`` bounds it before anything runs.
struct ChartExplorer {
    /// One event step between two explored nodes.
    struct Edge: Equatable, Sendable {
        /// The node the step leaves.
        var from: Int
        /// The event sent.
        var event: String
        /// The node the step reaches.
        var to: Int
    }

    /// Why an exploration stopped before it was complete.
    enum Stop: Error, Equatable, Sendable {
        /// It reached ``maximumNodes`` or ``maximumWork``.
        case tooLarge
        /// Start-up failed (a macrostep hit the microstep limit); the core's message.
        case startFailed(String)
        /// One event tried (or start-up) spent its whole ``ChartRunBudget``
        /// (``maximumActionsPerEvent``); the budget's message, naming the cycle.
        case cycle(String)
    }

    /// The most nodes an exploration may reach, and the most configurations the estimate
    /// (``configurationBound(_:)``) may promise: `paths` refuses a chart with more up front.
    static let maximumNodes = 10_000
    /// The most actions and delayed sends one event tried (or start-up) may run.
    static let maximumActionsPerEvent = 10_000
    /// The most work (chart size × events tried) an exploration may do.
    static let maximumWork = 50_000_000

    /// Each node's active atomic states, sorted.
    private(set) var configurations: [[String]] = []
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

    /// The events tried from each node: every event descriptor of the chart's transitions, in
    /// document order (`*`, `.*` suffixes and `done.` events left out).
    static func alphabet(_ document: ChartDocument) -> [String] {
        var seen: Set<String> = []
        var events: [String] = []
        for node in document.allNodes {
            for transition in node.transitions {
                for descriptor in transition.events {
                    var name = descriptor
                    if name.hasSuffix(".*") { name.removeLast(2) }
                    guard name != "*", !name.isEmpty, !name.hasPrefix("done."), seen.insert(name).inserted else {
                        continue
                    }
                    events.append(name)
                }
            }
        }
        return events
    }

    /// The most work exploring `document` could need: its size × the configuration bound × the
    /// alphabet's size (capped); just its size when it has no events (only start-up runs).
    static func estimate(_ document: ChartDocument) -> Int {
        let size = max(1, document.allNodes.count)
        let events = alphabet(document).count
        guard events > 0 else { return size }
        let bound = configurationBound(document)
        let perNode = size * events
        return bound > (Int.max / 2) / perNode ? Int.max / 2 : bound * perNode
    }

    /// Explores `definition` breadth-first.
    ///
    /// The chart runs without a clock (delayed sends are never waited for, so none is kept), and
    /// every event tried has its own `budget` of ``maximumActionsPerEvent``, whose spending also
    /// counts as work.
    /// - Parameters:
    ///   - definition: The validated chart, built with `budget`.
    ///   - events: The events to try from each node.
    ///   - size: The chart's number of nodes (the cost of one restore).
    ///   - budget: The budget the definition's actions spend.
    /// - Returns: The exploration, or why it stopped.
    static func explore(
        _ definition: Statechart<String, String>.Definition, events: [String], size: Int, budget: ChartRunBudget
    ) -> Result<ChartExplorer, Stop> {
        // The run budget (whose message names the actions of a cycle) stops a cycle of sends
        // before the chart's own bound on external events per call can.
        let chart = Statechart(definition, limits: RunLimits(externalEventsPerCall: maximumActionsPerEvent + 1))
        chart.onError = { _ in }
        var explorer = ChartExplorer()
        budget.reset()
        do throws(StatechartError) {
            try chart.start()
        } catch {
            return .failure(.startFailed(error.description))
        }
        if budget.isExhausted { return .failure(.cycle(budget.stopReason("start-up"))) }
        var snapshots = [chart.snapshot().withoutPendingSends]
        var index = [snapshots[0]: 0]
        explorer.configurations = [chart.configuration.sorted()]
        explorer.parentEdge = [-1]
        var head = 0
        while head < snapshots.count {
            for event in events {
                explorer.work += max(1, size)
                guard explorer.work <= maximumWork else { return .failure(.tooLarge) }
                // A finished chart takes no more events.
                guard (try? chart.restore(snapshots[head])) != nil, !chart.isFinished else { continue }
                budget.reset()
                let result = try? chart.send(event)
                explorer.work += budget.spent
                if budget.isExhausted {
                    let path = explorer.path(to: head).map { explorer.edges[$0].event } + [event]
                    return .failure(
                        .cycle(budget.stopReason("exploring the event path \(path.joined(separator: ", "))")))
                }
                guard let result, result != .discarded else { continue }
                let next = chart.snapshot().withoutPendingSends
                let target: Int
                if let known = index[next] {
                    target = known
                } else {
                    guard snapshots.count < maximumNodes else { return .failure(.tooLarge) }
                    target = snapshots.count
                    index[next] = target
                    snapshots.append(next)
                    explorer.configurations.append(chart.configuration.sorted())
                    explorer.parentEdge.append(explorer.edges.count)
                }
                explorer.edges.append(Edge(from: head, event: event, to: target))
            }
            head += 1
        }
        return .success(explorer)
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

    /// How many distinct steps (configuration, event, configuration) the edges make.
    var distinctStepCount: Int {
        Set(edges.map { configurations[$0.from] + ["\u{0}", $0.event, "\u{0}"] + configurations[$0.to] }).count
    }

    /// The first node reaching each distinct configuration, in breadth-first order.
    var firstNodePerConfiguration: [Int] {
        var seen: Set<[String]> = []
        return configurations.indices.filter { seen.insert(configurations[$0]).inserted }
    }

    /// Paths from the first node that together take every distinct step: each starts with the shortest
    /// path to the first edge not yet taken, takes it, then keeps taking an untaken edge out of
    /// where it is while there is one.
    /// - Parameter maximumSteps: The most steps all paths together may have.
    /// - Returns: The paths (edge indices), or `nil` when they would have more steps.
    func coveringPaths(maximumSteps: Int) -> [[Int]]? {
        var outgoing = [[Int]](repeating: [], count: configurations.count)
        for (index, edge) in edges.enumerated() { outgoing[edge.from].append(index) }
        // Nodes differ in history too; a step between the same two configurations on the same
        // event is covered once.
        var taken = [Bool](repeating: false, count: edges.count)
        var distinct: Set<[String]> = []
        for (index, edge) in edges.enumerated() {
            let key = configurations[edge.from] + ["\u{0}", edge.event, "\u{0}"] + configurations[edge.to]
            if !distinct.insert(key).inserted { taken[index] = true }
        }
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

extension StatechartSnapshot {
    /// The snapshot with no delayed send pending, as the explorer, which never lets time pass,
    /// keeps its nodes.
    fileprivate var withoutPendingSends: Self {
        var snapshot = self
        snapshot.pendingSends = []
        return snapshot
    }
}
