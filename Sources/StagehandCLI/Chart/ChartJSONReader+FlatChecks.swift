import Stagehand

// What `check` says of a flat machine beyond the core's chart validation, found while its rules
// are given to their source states: duplicate states, ambiguous rules, rules that never fire and
// dead ends, with the flat validator's meaning: which rule takes an event in a state is decided by
// the core's `FlatRuleClaims`, as `MachineValidator` decides it.
extension ChartJSONReader {
    /// The claims rules make on (state, event, delay) slots while a flat machine is read, and the
    /// warnings they give. Linear in the states plus the sources the rules list.
    struct FlatChecks {
        /// What happened to one rule's sources.
        struct RuleOutcome {
            /// The rule.
            var rule: FlatRule
            /// How many source states it has (known, not final; every such state for `"*"`).
            var sourceCount: Int
            /// The states (indices among the top-level states) that got its transition.
            var added: [Int] = []
            /// In how many source states an earlier unguarded rule takes its event first.
            var shadowed = 0
            /// Whether it is ambiguous with an earlier rule in some state.
            var ambiguous = false
        }

        /// The warnings found so far.
        private(set) var warnings: [Diagnostic] = []
        /// Which rule takes each event (and delay) in each state, by the core's rule order.
        private var claims = FlatRuleClaims<String, String>()
        /// The states some rule names as its source.
        var hasOutgoing: Set<Int> = []
        /// Whether some rule comes from `"*"` (then no state is a dead end).
        var anyRule = false
        /// Every rule's outcome, in declaration order.
        var outcomes: [RuleOutcome] = []

        /// Warns of a state declared again (the repetition is dropped).
        mutating func duplicate(_ node: ChartNode, file: String) {
            warnings.append(
                Diagnostic(
                    file: file, location: node.location, severity: .warning, kind: "duplicateState",
                    path: "$" + node.step,
                    message: "state '\(node.id)' is declared more than once",
                    hint: "remove the repeated name from \"states\""))
        }

        /// Claims a rule from `"*"` in every state; when an earlier unguarded rule from `"*"` takes
        /// its event (and delay) everywhere first, warns that it never fires and returns `true`.
        mutating func shadowedEverywhere(_ rule: FlatRule, file: String) -> Bool {
            guard
                let other = claims.claimEverywhere(
                    rule: rule.index, key: rule.key, isGuarded: rule.transition.condition != nil)
            else { return false }
            warnings.append(
                neverFires(
                    rule, file: file, location: rule.transition.location, path: "$.events[\(rule.index)]",
                    "can never fire: rule \(other) from \"*\" handles it first in every state without a guard"))
            return true
        }

        /// Whether `rule` gives its transition to state `id`: not when an earlier rule takes the
        /// event there first (a warning) or as well (an ambiguity, an error added to `invalid`).
        mutating func admit(
            _ rule: FlatRule, in id: String, at location: ChartLocation, path: String, file: String,
            outcome: inout RuleOutcome,
            invalid: inout [Diagnostic]
        ) -> Bool {
            guard rule.sources != nil else {
                // From "*": a state whose event an earlier named rule takes first is left out.
                let earlier = claims.answered(in: id, key: rule.key)
                if earlier != nil { outcome.shadowed += 1 }
                return earlier == nil
            }
            var guardName: String?
            if case .named(let name)? = rule.transition.condition { guardName = name }
            let claim = claims.claim(
                rule: rule.index, in: id, key: rule.key, isGuarded: rule.transition.condition != nil,
                guardName: guardName)
            switch claim {
            case .ambiguous(let other):
                outcome.ambiguous = true
                invalid.append(
                    Diagnostic(
                        file: file, location: location, kind: "ambiguousRules", path: path,
                        message:
                            "rules \(other) and \(rule.index) both handle event '\(rule.transition.events.joined())' "
                            + "in state '\(id)' without a distinguishing guard",
                        hint: "give one of the rules a \"guard\", or remove the duplicate rule"))
                return false
            case .shadowed(let other):
                outcome.shadowed += 1
                warnings.append(
                    neverFires(
                        rule, file: file, location: location, path: path,
                        "can never fire in state '\(id)': rule \(other) handles it there first without a guard"))
                return false
            case .fires:
                return true
            }
        }

        /// Adds the warnings that need every rule read: rules with no source state, or whose
        /// source states are all unreachable or taken, and dead ends.
        mutating func finish(_ document: ChartDocument, slots: [String: Int], file: String) {
            let states = document.states
            var reached = [Bool](repeating: false, count: states.count)
            var work: [Int] = []
            if let first = document.initial.first, let slot = slots[first] {
                reached[slot] = true
                work.append(slot)
            }
            while let slot = work.popLast() {
                for transition in states[slot].transitions {
                    for target in transition.targets {
                        guard let next = slots[target], !reached[next] else { continue }
                        reached[next] = true
                        work.append(next)
                    }
                }
            }
            for outcome in outcomes {
                let rule = outcome.rule
                if outcome.sourceCount == 0 {
                    warnings.append(
                        neverFires(
                            rule, file: file, location: rule.transition.location, path: "$.events[\(rule.index)]",
                            "can never fire: it has no known source state"))
                    continue
                }
                guard !outcome.added.contains(where: { reached[$0] }), !outcome.ambiguous,
                    outcome.shadowed != outcome.sourceCount
                else { continue }
                let names = rule.sources ?? states.filter { $0.kind != .final }.map(\.id)
                warnings.append(
                    neverFires(
                        rule, file: file, location: rule.transition.location, path: "$.events[\(rule.index)]",
                        "can never fire: each of its source states (\(names.list(showing: 10))) is unreachable or handled "
                            + "first by an earlier rule without a guard"))
            }
            guard !anyRule else { return }
            for (slot, node) in states.enumerated() where node.kind != .final && !hasOutgoing.contains(slot) {
                warnings.append(
                    Diagnostic(
                        file: file, location: node.location, severity: .warning, kind: "deadEnd",
                        message: "state '\(node.id)' has no outgoing rule and is not final",
                        hint: "add a rule out of '\(node.id)', or list it in \"final\""))
            }
        }

        private func neverFires(
            _ rule: FlatRule, file: String, location: ChartLocation, path: String, _ what: String
        ) -> Diagnostic {
            Diagnostic(
                file: file, location: location, severity: .warning, kind: "ruleNeverFires", path: path,
                message: "rule \(rule.index) (event '\(rule.transition.events.joined())') \(what)",
                hint: "remove the rule, give the earlier rule a \"guard\", or make a source state reachable")
        }
    }
}
