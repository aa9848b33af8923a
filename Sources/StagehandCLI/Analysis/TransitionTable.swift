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
        struct EventKey: Hashable {
            var event: String
            var delay: Double?
        }
        var claimed: Set<Slot> = []
        // Events (with a delay) an unguarded rule from any state claimed in every state: any
        // later rule for them is skipped whole, so a thousand copies of it cost nothing.
        var claimedEverywhere: Set<EventKey> = []
        // The distinct guards of earlier rules in each slot, in order (each later transition
        // keeps only the first few, so 50,000 guarded rules for one slot stay linear).
        var guardedBefore: [Slot: (names: [String], seen: Set<String>)] = [:]
        for (index, event) in machine.events.enumerated() {
            let key = EventKey(event: event.name, delay: event.after)
            if claimedEverywhere.contains(key) { continue }
            if event.isFromAnyState && event.guard == nil { claimedEverywhere.insert(key) }
            var sources: [String] = []
            var seen: Set<String> = []
            for source in event.isFromAnyState ? states : event.from where seen.insert(source).inserted {
                sources.append(source)
            }
            for source in sources {
                let slot = Slot(state: source, event: event.name, delay: event.after)
                if claimed.contains(slot) { continue }
                // Copies of the first few and the count only: holding the whole list here would
                // make the append below copy it, once per rule.
                let refusedCount = guardedBefore[slot]?.names.count ?? 0
                let shown =
                    guardedBefore[slot].map { Array($0.names.prefix(MachineTransition.listedRefusedGuards)) } ?? []
                if let name = event.guard {
                    if guardedBefore[slot, default: ([], [])].seen.insert(name).inserted {
                        guardedBefore[slot, default: ([], [])].names.append(name)
                    }
                } else {
                    claimed.insert(slot)
                }
                let transition = MachineTransition(
                    rule: index, event: event.name, source: source, target: event.to, guardName: event.guard,
                    refusedGuards: shown, moreRefusedGuards: refusedCount - shown.count, delay: event.after,
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
    /// Each search for the nearest untaken transition examines at most ``CoverSearch/searchLimit``
    /// transitions, so the search stays linear in the size of the machine and the paths: when it
    /// finds none that near, the path ends, and the next path walks the shortest way from the
    /// initial state to the first untaken transition in rule order. (Once a search from the
    /// initial state fails it always would, as untaken transitions only get fewer.)
    ///
    /// Covering paths can be quadratic in the machine's size (a reset rule from every state of a
    /// long chain needs a walk down the chain for each state), so the search stops once the paths
    /// would have more than `maximumSteps` steps (each path's length is known before it is built)
    /// or it has examined more than `maximumWork` transitions.
    /// - Parameters:
    ///   - maximumSteps: The most steps all paths together may have.
    ///   - maximumWork: The most transitions the search may examine.
    /// - Returns: The paths, the transitions no path can take and the work done, or `nil` when a
    ///   limit was hit.
    func coveringPaths(maximumSteps: Int = .max, maximumWork: Int = .max) -> CoveringPaths? {
        let reachable = shortestPaths()
        let uncoverable = all.filter { !reachable.reaches($0.source) }
        let coverable = all.filter { reachable.reaches($0.source) }
        // Every transition is a step of some path: too many transitions are refused at once.
        guard coverable.count <= maximumSteps else { return nil }
        var depth: [String: Int] = [reachable.origin: 0]
        for state in reachable.order {
            if let parent = reachable.parents[state] { depth[state] = (depth[parent.source] ?? 0) + 1 }
        }
        var search = CoverSearch(table: self, remaining: Set(coverable), maximumWork: maximumWork)
        var paths: [[MachineTransition]] = []
        var steps = 0
        var cursor = 0
        var searchFromInitial = true
        while !search.remaining.isEmpty {
            var path: [MachineTransition] = []
            var state = initial
            var next = searchFromInitial ? search.nearestUntaken(from: state) : nil
            if next == nil {
                searchFromInitial = false
                while cursor < coverable.count && !search.remaining.contains(coverable[cursor]) { cursor += 1 }
                guard cursor < coverable.count else { break }
                let transition = coverable[cursor]
                steps += (depth[transition.source] ?? 0) + 1
                guard steps <= maximumSteps else { return nil }
                next = (reachable[transition.source] ?? []) + [transition]
                search.work += next?.count ?? 0
            } else {
                steps += next?.count ?? 0
            }
            while let walk = next {
                guard steps <= maximumSteps else { return nil }
                for step in walk {
                    path.append(step)
                    search.remaining.remove(step)
                }
                state = walk.last?.target ?? state
                next = search.nearestUntaken(from: state)
                steps += next?.count ?? 0
            }
            guard !search.exceeded else { return nil }
            guard !path.isEmpty else { break }
            paths.append(path)
        }
        return CoveringPaths(paths: paths, uncoverable: uncoverable, work: search.work)
    }
}

/// Paths that together take every reachable transition of a machine.
struct CoveringPaths {
    /// The paths, each from the initial state.
    var paths: [[MachineTransition]]
    /// The transitions no path can take (their source is unreachable).
    var uncoverable: [MachineTransition]
    /// How many transitions and states the search examined.
    var work: Int
}

/// The state of one covering search: the transitions not taken yet, and how much work was done.
private struct CoverSearch {
    /// The most work one search for the nearest untaken transition may do.
    static let searchLimit = 256

    let table: TransitionTable
    var remaining: Set<MachineTransition>
    let maximumWork: Int
    var work = 0
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
    /// `nil` when there is none within ``searchLimit`` work or the work limit was passed.
    mutating func nearestUntaken(from state: String) -> [MachineTransition]? {
        var parents: [String: MachineTransition] = [:]
        var order = [state]
        var head = 0
        let budget = work + Self.searchLimit
        while head < order.count {
            guard work <= maximumWork, work <= budget else { return nil }
            let current = order[head]
            head += 1
            work += 1
            let exits = table.outgoing[current] ?? []
            if let untaken = untakenExit(of: current, in: exits) {
                let walk = ShortestPaths(origin: state, parents: parents, order: order)
                return (walk[current] ?? []) + [untaken]
            }
            for transition in exits {
                work += 1
                guard work <= budget else { return nil }
                guard transition.target != state && parents[transition.target] == nil else { continue }
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
