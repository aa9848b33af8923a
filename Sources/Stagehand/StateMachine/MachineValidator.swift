/// The checks every machine definition goes through, typed or string-typed.
///
/// Validation is linear in the size of the definition (its states plus the sources its rules
/// list), however the rules repeat or overlap: earlier claims on a (state, event, delay) slot are
/// kept as the first rule of each kind rather than as a list, and a rule from any state is
/// checked against per-event summaries instead of against every state.
enum MachineValidator {
    /// The longest delay a description may give, in seconds: far beyond any real use, far below
    /// what `Duration` and the clocks can represent.
    static var maximumDelaySeconds: Double { RunLimits.maximumDelaySeconds }

    /// How many state names a message lists before it says how many more there are.
    static let listedNames = 10

    /// Validates `graph`, returning errors and warnings in a stable order: declarations, then
    /// rules in order, then states in order.
    static func validate(_ graph: MachineGraph) -> [MachineDiagnostic] {
        var work = 0
        return validate(graph, work: &work)
    }

    /// Validates `graph`, adding to `work` one unit per source, state or earlier claim examined
    /// (tests bound it to prove that validation stays linear).
    static func validate(_ graph: MachineGraph, work: inout Int) -> [MachineDiagnostic] {
        var out: [MachineDiagnostic] = []
        let names = graph.stateNames
        let declared = graph.declaredCount > 0
        let declaredList = list(names.prefix(graph.knownStateCount))
        work += min(graph.knownStateCount, listedNames)

        for name in graph.duplicateStates {
            work += 1
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
            work += 1
            out.append(
                MachineDiagnostic(
                    kind: .unknownState, severity: .error, location: .state(name: names[final]),
                    message: "final state '\(names[final])' is not a declared state; declared: \(declaredList)"))
        }

        let reachable = graph.reachable()
        var reachableKnown = 0
        for state in 0..<graph.knownStateCount where reachable[state] { reachableKnown += 1 }
        work += graph.knownStateCount
        var claims = FlatRuleClaims<Int, EventKey>()
        // How many reachable states an unguarded rule listing them claimed, per event and delay.
        var reachableClaimed: [EventKey: Int] = [:]

        for (index, rule) in graph.rules.enumerated() {
            work += 1
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
                        kind: .invalidDelay, severity: .error, location: .eventDelay(index: index),
                        message: "\(label) has delay \(delay) s; a delay must be a finite number of seconds >= 0"))
            } else if let delay = rule.delay, delay > maximumDelaySeconds {
                // `Duration.seconds(_:)` traps beyond about 1.7e20 s; refuse long before that.
                out.append(
                    MachineDiagnostic(
                        kind: .invalidDelay, severity: .error, location: .eventDelay(index: index),
                        message:
                            "\(label) has delay \(delay) s; a delay must be at most \(Int(maximumDelaySeconds)) s (about 31,700 years)"
                    ))
            }

            let key = EventKey(event: rule.event, delay: rule.delay)
            guard rule.sources != nil else {
                // From any state: shadowed everywhere by an earlier unguarded any-state rule, else
                // in each reachable state an earlier unguarded rule listing it claimed first.
                let shadowedEverywhere = claims.claimEverywhere(rule: index, key: key, isGuarded: rule.hasGuard) != nil
                let live = shadowedEverywhere ? 0 : reachableKnown - reachableClaimed[key, default: 0]
                if graph.knownStateCount == 0 {
                    out.append(neverFires(label, index))
                } else if live == 0 {
                    let list = list(names.prefix(graph.knownStateCount))
                    work += min(graph.knownStateCount, listedNames)
                    out.append(unreachableSources(label, index, list))
                }
                continue
            }
            let sources = graph.effectiveSourcePositions(of: rule)
            work += rule.sources?.count ?? 0
            if sources.isEmpty {
                out.append(neverFires(label, index))
                continue
            }
            var live = 0
            var shadowed = 0
            var ambiguousAny = false
            for (source, sourceIndex) in sources {
                work += 1
                let location = MachineDiagnostic.Location.eventSource(index: index, sourceIndex: sourceIndex)
                switch claims.claim(
                    rule: index, in: source, key: key, isGuarded: rule.hasGuard, guardName: rule.guardName)
                {
                case .ambiguous(let other):
                    ambiguousAny = true
                    out.append(
                        MachineDiagnostic(
                            kind: .ambiguousRules, severity: .error, location: location,
                            message:
                                "rules \(other) and \(index) both handle event '\(rule.name)' in state '\(names[source])' without a distinguishing guard"
                        ))
                case .shadowed(let other):
                    shadowed += 1
                    out.append(
                        MachineDiagnostic(
                            kind: .ruleNeverFires, severity: .warning, location: location,
                            message:
                                "\(label) can never fire in state '\(names[source])': rule \(other) handles it there first without a guard"
                        ))
                case .fires:
                    guard reachable[source] else { break }
                    live += 1
                    if !rule.hasGuard { reachableClaimed[key, default: 0] += 1 }
                }
            }
            if live == 0 && !ambiguousAny && shadowed != sources.count {
                let list = list(sources.lazy.map { names[$0.state] })
                work += min(sources.count, listedNames)
                out.append(unreachableSources(label, index, list))
            }
        }

        var hasOutgoing = [Bool](repeating: false, count: names.count)
        var anyRule = false
        for rule in graph.rules {
            if let sources = rule.sources {
                work += sources.count
                for source in sources { hasOutgoing[source] = true }
            } else {
                anyRule = true
            }
        }
        let finals = Set(graph.finals)
        for state in 0..<graph.knownStateCount {
            work += 1
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

    /// `a, b, c`, or the first ``listedNames`` names and how many more there are:
    /// `a, b, …, j and 40 more`.
    static func list(_ names: some Collection<String>) -> String {
        names.list(showing: listedNames)
    }

    private static func neverFires(_ label: String, _ index: Int) -> MachineDiagnostic {
        MachineDiagnostic(
            kind: .ruleNeverFires, severity: .warning, location: .event(index: index),
            message: "\(label) can never fire: it has no known source state")
    }

    private static func unreachableSources(_ label: String, _ index: Int, _ list: String) -> MachineDiagnostic {
        MachineDiagnostic(
            kind: .ruleNeverFires, severity: .warning, location: .event(index: index),
            message:
                "\(label) can never fire: each of its source states (\(list)) is unreachable or handled first by an earlier rule without a guard"
        )
    }

    /// An (event, delay) pair, for rules from any state.
    private struct EventKey: Hashable {
        var event: Int
        var delay: Double?
    }
}
