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
            for source in event.isFromAnyState ? states : event.from where !sources.contains(source) {
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
    /// - Returns: The paths and the transitions no path can take.
    func coveringPaths() -> (paths: [[MachineTransition]], uncoverable: [MachineTransition]) {
        let reachable = shortestPaths()
        let uncoverable = all.filter { !reachable.reaches($0.source) }
        var remaining = Set(all.filter { reachable.reaches($0.source) })
        var paths: [[MachineTransition]] = []
        while !remaining.isEmpty {
            var path: [MachineTransition] = []
            var state = initial
            while let next = nearestUntaken(from: state, remaining: remaining) {
                for step in next {
                    path.append(step)
                    remaining.remove(step)
                }
                state = next.last?.target ?? state
            }
            guard !path.isEmpty else { break }
            paths.append(path)
        }
        return (paths, uncoverable)
    }

    /// The shortest walk from `state` that ends by taking a transition still in `remaining`.
    private func nearestUntaken(from state: String, remaining: Set<MachineTransition>) -> [MachineTransition]? {
        var parents: [String: MachineTransition] = [:]
        var order = [state]
        var head = 0
        while head < order.count {
            let current = order[head]
            head += 1
            let exits = outgoing[current] ?? []
            if let untaken = exits.first(where: { remaining.contains($0) }) {
                let walk = ShortestPaths(origin: state, parents: parents, order: order)
                return (walk[current] ?? []) + [untaken]
            }
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
