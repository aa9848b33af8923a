import Stagehand

/// One transition a rule makes from one concrete state: a rule from `"*"` or several states
/// yields one transition per source state.
struct MachineTransition: Hashable, Sendable {
    /// The rule's index in the description's `events`.
    var rule: Int
    /// The event's name.
    var event: String
    /// The state the transition leaves.
    var source: String
    /// The state it enters.
    var target: String
    /// The guard that must allow it, if any.
    var guardName: String?
    /// Guards of earlier rules for the same event in the same state, which must refuse for
    /// this transition to be taken.
    var refusedGuards: [String] = []
    /// Its delay in seconds, for a delayed rule.
    var delay: Double?
    /// Whether it is an internal self-transition (`internal` only matters when source and target
    /// are the same state).
    var isInternal: Bool

    /// The step as text: `start`, `signIn [valid]`, `loaded [!hasItems]` (an earlier guard must
    /// refuse), `timeout (after 2.0 s)`, `refresh (internal)`.
    var label: String {
        var text = event
        let conditions = refusedGuards.map { "!" + $0 } + (guardName.map { [$0] } ?? [])
        if !conditions.isEmpty { text += " [\(conditions.joined(separator: ", "))]" }
        if let delay { text += " (after \(delay) s)" }
        if isInternal { text += " (internal)" }
        return text
    }

    /// The step for `--json`.
    var json: JSONOutput {
        .object([
            ("event", .string(event)), ("from", .string(source)), ("to", .string(target)), ("rule", .int(rule)),
            ("guard", .optional(guardName)), ("refusedGuards", .strings(refusedGuards)),
            ("after", delay.map(JSONOutput.double) ?? .null),
            ("internal", .bool(isInternal)),
        ])
    }
}

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

    /// The shortest transition path from the initial state to every reachable state.
    ///
    /// Breadth-first over transitions in rule order, so among equally short paths the one
    /// using earlier rules wins; the result is deterministic.
    /// - Returns: The path to each reachable state (empty for the initial state).
    func shortestPaths(from start: String? = nil) -> [String: [MachineTransition]] {
        let origin = start ?? initial
        var paths: [String: [MachineTransition]] = [origin: []]
        var queue = [origin]
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            let path = paths[state] ?? []
            for transition in outgoing[state] ?? [] where paths[transition.target] == nil {
                paths[transition.target] = path + [transition]
                queue.append(transition.target)
            }
        }
        return paths
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
        let uncoverable = all.filter { reachable[$0.source] == nil }
        var remaining = Set(all.filter { reachable[$0.source] != nil })
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
        var paths: [String: [MachineTransition]] = [state: []]
        var queue = [state]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            let path = paths[current] ?? []
            let exits = outgoing[current] ?? []
            if let untaken = exits.first(where: { remaining.contains($0) }) {
                return path + [untaken]
            }
            for transition in exits where paths[transition.target] == nil {
                paths[transition.target] = path + [transition]
                queue.append(transition.target)
            }
        }
        return nil
    }
}
