import Stagehand

/// The transitions of a description that can actually fire, state by state.
///
/// Rules are tried in declaration order, so a rule is left out for a state where an earlier
/// rule without a guard already handles the same event (with the same delay). Guards are
/// assumed to be satisfiable.
struct TransitionTable {
    /// The machine's states, in order.
    let states: [String]
    /// The initial state.
    let initial: String
    /// The final states.
    let finals: Set<String>
    /// The transitions out of each state, in rule order.
    let outgoing: [String: [MachineTransition]]
    /// Every transition, grouped by rule, in rule order.
    let all: [MachineTransition]

    /// Builds the table for `machine`.
    init(_ machine: MachineDescription) {
        let states = machine.allStates
        self.states = states
        self.initial = machine.initial
        self.finals = Set(machine.final)
        var outgoing: [String: [MachineTransition]] = [:]
        var all: [MachineTransition] = []
        struct Slot: Hashable {
            var state: String
            var event: String
            var delay: Double?
        }
        var claimed: Set<Slot> = []
        var guardedBefore: [Slot: [String]] = [:]
        for (index, event) in machine.events.enumerated() {
            var sources: [String] = []
            var seen: Set<String> = []
            for source in event.isFromAnyState ? states : event.from where seen.insert(source).inserted {
                sources.append(source)
            }
            for source in sources {
                let slot = Slot(state: source, event: event.name, delay: event.after)
                if claimed.contains(slot) { continue }
                let refused = guardedBefore[slot] ?? []
                if let name = event.guard {
                    if !refused.contains(name) { guardedBefore[slot, default: []].append(name) }
                } else {
                    claimed.insert(slot)
                }
                let transition = MachineTransition(
                    rule: index, event: event.name, source: source, target: event.to, guardName: event.guard,
                    refusedGuards: refused, delay: event.after,
                    isInternal: event.isInternal && source == event.to)
                outgoing[source, default: []].append(transition)
                all.append(transition)
            }
        }
        self.outgoing = outgoing
        self.all = all
    }

    /// The shortest transition path from `start` (the initial state by default) to every state
    /// reachable from it.
    ///
    /// Breadth-first over transitions in rule order, so among equally short paths the one
    /// using earlier rules wins; the result is deterministic. Paths are stored as parent links,
    /// so the memory used is linear in the number of states.
    /// - Parameter start: The state to start from.
    /// - Returns: The paths.
    func shortestPaths(from start: String? = nil) -> ShortestPaths {
        let origin = start ?? initial
        var parents: [String: MachineTransition] = [:]
        var order = [origin]
        var head = 0
        while head < order.count {
            let state = order[head]
            head += 1
            for transition in outgoing[state] ?? []
            where transition.target != origin && parents[transition.target] == nil {
                parents[transition.target] = transition
                order.append(transition.target)
            }
        }
        return ShortestPaths(origin: origin, parents: parents, order: order)
    }

    /// Event paths from the initial state that together take every reachable transition.
    ///
    /// Greedy and deterministic: each path starts at the initial state and repeatedly walks the
    /// shortest way to the nearest transition not yet taken, takes it, and goes on; it ends when
    /// no untaken transition can be reached from where it is. Transitions whose source state is
    /// unreachable cannot be covered and are returned separately.
    ///
    /// Covering paths can be quadratic in the machine's size (a reset rule from every state of a
    /// long chain needs a walk down the chain for each state), so the search stops once the paths
    /// would have more than `maximumSteps` steps or it has examined more than `maximumWork`
    /// transitions.
    /// - Parameters:
    ///   - maximumSteps: The most steps all paths together may have.
    ///   - maximumWork: The most transitions the search may examine.
    /// - Returns: The paths and the transitions no path can take, or `nil` when a limit was hit.
    func coveringPaths(
        maximumSteps: Int = .max, maximumWork: Int = .max
    ) -> (paths: [[MachineTransition]], uncoverable: [MachineTransition])? {
        let reachable = shortestPaths()
        let uncoverable = all.filter { !reachable.reaches($0.source) }
        var search = CoverSearch(
            table: self, remaining: Set(all.filter { reachable.reaches($0.source) }), maximumWork: maximumWork)
        var paths: [[MachineTransition]] = []
        var steps = 0
        while !search.remaining.isEmpty {
            var path: [MachineTransition] = []
            var state = initial
            while let next = search.nearestUntaken(from: state) {
                steps += next.count
                guard steps <= maximumSteps else { return nil }
                for step in next {
                    path.append(step)
                    search.remaining.remove(step)
                }
                state = next.last?.target ?? state
            }
            guard !search.exceeded else { return nil }
            guard !path.isEmpty else { break }
            paths.append(path)
        }
        return (paths, uncoverable)
    }
}

/// The state of one covering search: the transitions not taken yet, and how much work was done.
private struct CoverSearch {
    let table: TransitionTable
    var remaining: Set<MachineTransition>
    let maximumWork: Int
    private(set) var work = 0
    /// For each state, the index of its first exit that may still be untaken (exits are only
    /// ever taken, so the index only moves forward).
    private var firstUntaken: [String: Int] = [:]

    init(table: TransitionTable, remaining: Set<MachineTransition>, maximumWork: Int) {
        self.table = table
        self.remaining = remaining
        self.maximumWork = maximumWork
    }

    /// Whether the search stopped because it did more than `maximumWork`.
    var exceeded: Bool { work > maximumWork }

    /// The first exit of `state` still in `remaining`.
    private mutating func untakenExit(of state: String, in exits: [MachineTransition]) -> MachineTransition? {
        var index = firstUntaken[state] ?? 0
        while index < exits.count && !remaining.contains(exits[index]) {
            index += 1
            work += 1
        }
        firstUntaken[state] = index
        return index < exits.count ? exits[index] : nil
    }

    /// The shortest walk from `state` that ends by taking a transition still in `remaining`, or
    /// `nil` when there is none or the work limit was passed.
    mutating func nearestUntaken(from state: String) -> [MachineTransition]? {
        var parents: [String: MachineTransition] = [:]
        var order = [state]
        var head = 0
        while head < order.count {
            guard work <= maximumWork else { return nil }
            let current = order[head]
            head += 1
            work += 1
            let exits = table.outgoing[current] ?? []
            if let untaken = untakenExit(of: current, in: exits) {
                let walk = ShortestPaths(origin: state, parents: parents, order: order)
                return (walk[current] ?? []) + [untaken]
            }
            work += exits.count
            for transition in exits where transition.target != state && parents[transition.target] == nil {
                parents[transition.target] = transition
                order.append(transition.target)
            }
        }
        return nil
    }
}

/// Shortest paths from one state, kept as the last transition into each reached state.
struct ShortestPaths {
    /// The state the paths start from.
    let origin: String
    /// For each reached state other than the origin, the transition that reaches it first.
    let parents: [String: MachineTransition]
    /// The reached states in breadth-first order, starting with the origin.
    let order: [String]

    /// How many steps the paths to all reached states have together.
    var totalSteps: Int {
        var depth: [String: Int] = [origin: 0]
        var total = 0
        for state in order where state != origin {
            guard let parent = parents[state] else { continue }
            let length = (depth[parent.source] ?? 0) + 1
            depth[state] = length
            total += length
        }
        return total
    }

    /// Whether `state` is reachable from the origin.
    func reaches(_ state: String) -> Bool { state == origin || parents[state] != nil }

    /// The path to `state` (empty for the origin), or `nil` if it is unreachable.
    subscript(_ state: String) -> [MachineTransition]? {
        guard reaches(state) else { return nil }
        var path: [MachineTransition] = []
        var current = state
        while current != origin, let step = parents[current] {
            path.append(step)
            current = step.source
        }
        return path.reversed()
    }
}
