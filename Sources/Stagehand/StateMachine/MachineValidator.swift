/// The checks every machine definition goes through, typed or string-typed.
enum MachineValidator {
    /// The longest delay a description may give, in seconds: far beyond any real use, far below
    /// what `Duration` and the clocks can represent.
    static var maximumDelaySeconds: Double { MachineLimits.maximumDelaySeconds }

    /// Validates `graph`, returning errors and warnings in a stable order: declarations, then
    /// rules in order, then states in order.
    static func validate(_ graph: MachineGraph) -> [MachineDiagnostic] {
        var out: [MachineDiagnostic] = []
        let names = graph.stateNames
        let declared = graph.declaredCount > 0
        let declaredList = graph.knownStateNames.joined(separator: ", ")

        for name in graph.duplicateStates {
            out.append(
                MachineDiagnostic(
                    kind: .duplicateState, severity: .warning, location: .state(name: name),
                    message: "state '\(name)' is declared more than once"))
        }
        if declared && !graph.isKnown(graph.initial) {
            out.append(
                MachineDiagnostic(
                    kind: .unknownInitialState, severity: .error, location: .initial,
                    message:
                        "initial state '\(names[graph.initial])' is not a declared state; declared: \(declaredList)"))
        }
        for final in graph.finals where declared && !graph.isKnown(final) {
            out.append(
                MachineDiagnostic(
                    kind: .unknownState, severity: .error, location: .state(name: names[final]),
                    message: "final state '\(names[final])' is not a declared state; declared: \(declaredList)"))
        }

        let reachable = graph.reachable()
        // For each (state, event, delay) slot: the earlier rules that handle it.
        struct Claim {
            var rule: Int
            var explicit: Bool
            var hasGuard: Bool
            var guardName: String?
        }
        var claims: [SlotKey: [Claim]] = [:]

        for (index, rule) in graph.rules.enumerated() {
            let label = "rule \(index) (event '\(rule.name)')"
            if let sources = rule.sources {
                for (sourceIndex, source) in sources.enumerated() where declared && !graph.isKnown(source) {
                    out.append(
                        MachineDiagnostic(
                            kind: .unknownState, severity: .error,
                            location: .eventSource(index: index, sourceIndex: sourceIndex),
                            message: "\(label) comes from unknown state '\(names[source])'; declared: \(declaredList)"))
                }
            }
            if declared && !graph.isKnown(rule.target) {
                out.append(
                    MachineDiagnostic(
                        kind: .unknownState, severity: .error, location: .eventTarget(index: index),
                        message: "\(label) leads to unknown state '\(names[rule.target])'; declared: \(declaredList)"))
            }
            if let delay = rule.delay, !(delay.isFinite && delay >= 0) {
                out.append(
                    MachineDiagnostic(
                        kind: .invalidDelay, severity: .error, location: .event(index: index),
                        message: "\(label) has delay \(delay) s; a delay must be a finite number of seconds >= 0"))
            } else if let delay = rule.delay, delay > maximumDelaySeconds {
                // `Duration.seconds(_:)` traps beyond about 1.7e20 s; refuse long before that.
                out.append(
                    MachineDiagnostic(
                        kind: .invalidDelay, severity: .error, location: .event(index: index),
                        message:
                            "\(label) has delay \(delay) s; a delay must be at most \(Int(maximumDelaySeconds)) s (about 31,700 years)"
                    ))
            }

            let sources = graph.effectiveSources(of: rule)
            if sources.isEmpty {
                out.append(
                    MachineDiagnostic(
                        kind: .ruleNeverFires, severity: .warning, location: .event(index: index),
                        message: "\(label) can never fire: it has no known source state"))
                continue
            }
            var live = 0
            var shadowed = 0
            var ambiguousAny = false
            for source in sources {
                let key = SlotKey(state: source, event: rule.event, delay: rule.delay)
                let explicit = rule.sources != nil
                var shadow: Int?
                var ambiguous: Int?
                for claim in claims[key, default: []] {
                    if !claim.hasGuard {
                        if claim.explicit && explicit && !rule.hasGuard {
                            ambiguous = ambiguous ?? claim.rule
                        } else {
                            shadow = shadow ?? claim.rule
                        }
                    } else if rule.hasGuard, let name = rule.guardName, name == claim.guardName, claim.explicit,
                        explicit
                    {
                        ambiguous = ambiguous ?? claim.rule
                    }
                }
                if let other = ambiguous {
                    ambiguousAny = true
                    out.append(
                        MachineDiagnostic(
                            kind: .ambiguousRules, severity: .error, location: location(of: rule, index, source),
                            message:
                                "rules \(other) and \(index) both handle event '\(rule.name)' in state '\(names[source])' without a distinguishing guard"
                        ))
                } else if let other = shadow {
                    shadowed += 1
                    if rule.sources != nil {
                        out.append(
                            MachineDiagnostic(
                                kind: .ruleNeverFires, severity: .warning, location: location(of: rule, index, source),
                                message:
                                    "\(label) can never fire in state '\(names[source])': rule \(other) handles it there first without a guard"
                            ))
                    }
                } else if reachable[source] {
                    live += 1
                }
                claims[key, default: []].append(
                    Claim(rule: index, explicit: explicit, hasGuard: rule.hasGuard, guardName: rule.guardName))
            }
            if live == 0 && !ambiguousAny && !(rule.sources != nil && shadowed == sources.count) {
                let list = sources.map { names[$0] }.joined(separator: ", ")
                out.append(
                    MachineDiagnostic(
                        kind: .ruleNeverFires, severity: .warning, location: .event(index: index),
                        message:
                            "\(label) can never fire: each of its source states (\(list)) is unreachable or handled first by an earlier rule without a guard"
                    ))
            }
        }

        var hasOutgoing = [Bool](repeating: false, count: names.count)
        var anyRule = false
        for rule in graph.rules {
            if let sources = rule.sources {
                for source in sources { hasOutgoing[source] = true }
            } else {
                anyRule = true
            }
        }
        let finals = Set(graph.finals)
        for state in 0..<graph.knownStateCount {
            if !reachable[state] {
                out.append(
                    MachineDiagnostic(
                        kind: .unreachableState, severity: .warning, location: .state(name: names[state]),
                        message:
                            "state '\(names[state])' cannot be reached from the initial state '\(names[graph.initial])'"
                    ))
            }
            if !hasOutgoing[state] && !anyRule && !finals.contains(state) {
                out.append(
                    MachineDiagnostic(
                        kind: .deadEnd, severity: .warning, location: .state(name: names[state]),
                        message: "state '\(names[state])' has no outgoing rule and is not final"))
            }
        }
        return out
    }

    private struct SlotKey: Hashable {
        var state: Int
        var event: Int
        var delay: Double?
    }

    private static func location(of rule: MachineGraph.Rule, _ index: Int, _ source: Int) -> MachineDiagnostic.Location
    {
        if let sources = rule.sources, let sourceIndex = sources.firstIndex(of: source) {
            return .eventSource(index: index, sourceIndex: sourceIndex)
        }
        return .event(index: index)
    }
}
