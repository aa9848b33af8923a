/// The interned, index-based form of a machine that validation and export work on; built from
/// a ``MachineDescription`` or from a typed definition, so both get exactly the same checks.
struct MachineGraph {
    /// One rule, with states and events as indices.
    struct Rule {
        /// The event's display name.
        var name: String
        /// The interned event (kind) the rule matches.
        var event: Int
        /// Source state indices; `nil` means any state.
        var sources: [Int]?
        /// Target state index.
        var target: Int
        /// Whether a guard decides the rule.
        var hasGuard: Bool
        /// The guard's name when it has one; two guards with the same name are the same guard.
        var guardName: String?
        /// The delay in seconds, for a delayed rule.
        var delay: Double?
        /// Whether a self-transition stays inside the state.
        var isInternal: Bool
    }

    /// Names of every interned state: declared ones first, then any others referenced.
    var stateNames: [String]
    /// How many of ``stateNames`` were declared; `0` when the states are derived.
    var declaredCount: Int
    /// Declared names that appeared more than once.
    var duplicateStates: [String]
    /// The initial state.
    var initial: Int
    /// Final states, as written.
    var finals: [Int]
    /// The rules in declaration order.
    var rules: [Rule]

    /// The states that exist: the declared ones, or every referenced one when none are declared.
    var knownStateCount: Int { declaredCount > 0 ? declaredCount : stateNames.count }

    /// Names of ``knownStateCount`` states.
    var knownStateNames: [String] { Array(stateNames.prefix(knownStateCount)) }

    /// Builds the graph of a string-typed description.
    init(_ description: MachineDescription) {
        var interner = NameInterner()
        var duplicates: [String] = []
        var reported: Set<String> = []
        for name in description.states where interner.intern(name).isNew == false {
            if reported.insert(name).inserted { duplicates.append(name) }
        }
        declaredCount = interner.names.count
        duplicateStates = duplicates
        initial = interner.intern(description.initial).index
        finals = description.final.map { interner.intern($0).index }
        var eventInterner = NameInterner()
        var rules: [Rule] = []
        rules.reserveCapacity(description.events.count)
        for event in description.events {
            let sources: [Int]? =
                event.isFromAnyState ? nil : event.from.map { interner.intern($0).index }
            let target = interner.intern(event.to).index
            rules.append(
                Rule(
                    name: event.name, event: eventInterner.intern(event.name).index, sources: sources,
                    target: target, hasGuard: event.guard != nil, guardName: event.guard, delay: event.after,
                    isInternal: event.isInternal))
        }
        self.rules = rules
        stateNames = interner.names
    }

    /// Builds a graph from already interned parts (typed definitions).
    init(
        stateNames: [String], declaredCount: Int, duplicateStates: [String], initial: Int, finals: [Int],
        rules: [Rule]
    ) {
        self.stateNames = stateNames
        self.declaredCount = declaredCount
        self.duplicateStates = duplicateStates
        self.initial = initial
        self.finals = finals
        self.rules = rules
    }

    /// Whether `state` is a known state (declared, or any state when none are declared).
    func isKnown(_ state: Int) -> Bool { state < knownStateCount }

    /// The sources a rule applies to: its list (deduplicated, known states only) or every known
    /// state for an any-state rule.
    func effectiveSources(of rule: Rule) -> [Int] {
        guard rule.sources != nil else { return Array(0..<knownStateCount) }
        return effectiveSourcePositions(of: rule).map(\.state)
    }

    /// The known states a rule lists, each once, with the position in ``Rule/sources`` where it
    /// first appears; empty for an any-state rule. Linear in the length of the list.
    func effectiveSourcePositions(of rule: Rule) -> [(state: Int, sourceIndex: Int)] {
        guard let sources = rule.sources else { return [] }
        var seen: Set<Int> = []
        var out: [(state: Int, sourceIndex: Int)] = []
        for (sourceIndex, source) in sources.enumerated() where isKnown(source) && seen.insert(source).inserted {
            out.append((source, sourceIndex))
        }
        return out
    }

    /// Which known states the initial state reaches, following every rule (guards ignored).
    func reachable() -> [Bool] {
        let count = stateNames.count
        var outgoing = [[Int]](repeating: [], count: count)
        var fromAny: [Int] = []
        for rule in rules {
            if let sources = rule.sources {
                for source in sources { outgoing[source].append(rule.target) }
            } else {
                fromAny.append(rule.target)
            }
        }
        var seen = [Bool](repeating: false, count: count)
        var stack = [initial]
        seen[initial] = true
        var anyDone = false
        while let state = stack.popLast() {
            var targets = outgoing[state]
            if !anyDone {
                anyDone = true
                targets += fromAny
            }
            for target in targets where !seen[target] {
                seen[target] = true
                stack.append(target)
            }
        }
        return seen
    }
}

/// Assigns dense indices to names in order of first appearance.
struct NameInterner {
    /// The names, by index.
    private(set) var names: [String] = []
    private var indices: [String: Int] = [:]

    /// Returns the index of `name`, adding it when new.
    mutating func intern(_ name: String) -> (index: Int, isNew: Bool) {
        if let index = indices[name] { return (index, false) }
        let index = names.count
        names.append(name)
        indices[name] = index
        return (index, true)
    }
}
