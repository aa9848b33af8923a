import Stagehand

// A flat machine file (`initial`, a `states` list of strings, `final`, `events` rules) read as a
// chart: its states are atomic children of the root, `initial` is the root's initial child, its
// `final` states are final, and its rules become their source states' transitions.
extension ChartJSONReader {
    /// The longest delay a rule may have, in seconds (as the core's flat validator allows).
    static let maximumRuleDelay = 1e12

    /// The delay a rule of `"after": 0` waits: the shortest positive duration, so that its timer
    /// is armed and fires when time passes, as a flat machine's does (a chart's send of no delay
    /// is delivered at once instead).
    static let shortestRuleDelay = Duration(secondsComponent: 0, attosecondsComponent: 1)

    /// The most transitions the rules from `"*"` may give together (each gives one per state that
    /// is not final): 50,000 states with twenty such rules for distinct events; more is a
    /// validation error, so a hostile file cannot make the chart grow with states × rules.
    static let maximumAnyStateCopies = MachineDescription.maximumAnyStateCopies

    /// One rule of a flat machine, read but not yet given to its source states.
    struct FlatRule {
        /// The rule's index in `events`.
        var index: Int
        /// The source states in the order written, each once; `nil` for `"from": "*"`.
        var sources: [String]?
        /// The transition each source state gets (event, target, type, guard).
        var transition: ChartTransition
        /// The delay of a delayed rule (`after`).
        var delay: Duration?
        /// Where `from` was written.
        var from: JSONValue
        /// Where each of ``sources`` was written, in the same order.
        var sourceLocations: [ChartLocation] = []
        /// The JSON path of each of ``sources``.
        var sourcePaths: [String] = []
        /// The event and the delay in seconds: rules for one key compete in a state.
        var key: String
    }

    /// Reads a flat machine's states and rules into `document`.
    ///
    /// A state's transitions are its rules in declaration order, rules from `"*"` included, so
    /// the chart tries them in the order the flat machine does: the first declared rule whose
    /// source matches and whose guard holds wins. A rule is left out of a state where an earlier
    /// unguarded rule for the same event (and delay) already answers, and a rule from `"*"` is
    /// left out whole after an unguarded one for its event: those never fire, and a thousand
    /// copies of a rule from any state cost nothing. A delayed rule arms a timer (a delayed send,
    /// id ``delayedRulePrefix`` and its index, of an event only the rule's own transition takes,
    /// ``delayedRuleTimerEvent(index:event:)``) when its state is entered and cancels it when
    /// the state is left. An `internal` rule whose target is its source state is
    /// targetless (the state is not left, its timers keep running); `internal` means nothing
    /// for a rule to another state. The document rejects events no rule takes
    /// (``ChartDocument/rejectsUnhandledEvents``).
    mutating func flatMachine(_ members: [JSONMember], into document: inout ChartDocument) {
        document.rejectsUnhandledEvents = true
        document.exactEventNames = true
        var rules: [FlatRule] = []
        if let events = field("events", members) {
            let values = array(events, "the events")
            document.flatRuleCount = values.count
            for (index, value) in values.enumerated() {
                if let rule = flatRule(value, index: index) { rules.append(rule) }
            }
        } else {
            report(document.location, "a machine needs \"events\"; add \"events\": [{\"name\", \"from\", \"to\"}]")
        }
        if field("initial", members) == nil {
            report(document.location, "a machine needs \"initial\"; add \"initial\": \"<state>\"")
        }
        // No states, or an empty list (as `MachineDescription` reads it): derived from the rules.
        if field("states", members).map({ if case .array(let items) = $0.kind { items.isEmpty } else { false } })
            ?? true
        {
            document.states = derivedStates(document.initial, rules, finals: document.states)
        } else {
            // A final state must be one of the declared states.
            var declared: SuggestionIndex?
            for node in document.states where node.step.hasPrefix(".final") {
                if declared == nil {
                    declared = SuggestionIndex(document.states.filter { !$0.step.hasPrefix(".final") }.map(\.id))
                }
                let hint = declared?.closest(to: node.id).map { "did you mean '\($0)'? " } ?? ""
                invalid.append(
                    Diagnostic(
                        file: file, location: node.location, kind: "unknownState", path: "$" + node.step,
                        message: "final state '\(node.id)' is not a declared state",
                        hint: "\(hint)add \"\(node.id)\" to \"states\""))
            }
            document.states.removeAll { $0.step.hasPrefix(".final") }
        }
        var checks = FlatChecks()
        var slots: [String: Int] = [:]
        var unique: [ChartNode] = []
        for node in document.states {
            if slots[node.id] == nil {
                slots[node.id] = unique.count
                unique.append(node)
            } else {
                checks.duplicate(node, file: file)
            }
        }
        document.states = unique
        defer {
            document.invalid = invalid
            document.checkWarnings = checks.warnings
        }
        // Built for the first unknown source, bounded per lookup however many states there are.
        var suggestions: SuggestionIndex?
        // The transitions rules from "*" gave so far (each one per state).
        var copies = 0
        for rule in rules {
            // A delayed rule has a timer of its own: an earlier rule with the same event and delay
            // that stays in the state (an internal self-transition) leaves it running, so it still
            // fires, as in the core; `check` warns of it all the same, as the core's validator does.
            var shadowedEverywhere = false
            if rule.sources == nil, checks.shadowedEverywhere(rule, file: file) {
                guard rule.delay != nil else { continue }
                shadowedEverywhere = true
            }
            var sources: [(slot: Int, location: ChartLocation, path: String)] = []
            if let named = rule.sources {
                for (offset, source) in named.enumerated() {
                    guard let slot = slots[source] else {
                        unknownSource(
                            source, rule: rule, offset: offset, among: document.states, suggestions: &suggestions)
                        continue
                    }
                    checks.hasOutgoing.insert(slot)
                    // A final state is final: rules from it never fire (`check` says so).
                    if document.states[slot].kind != .final {
                        sources.append((slot, rule.sourceLocations[offset], rule.sourcePaths[offset]))
                    }
                }
            } else {
                checks.anyRule = true
                sources = document.states.indices.filter { document.states[$0].kind != .final }.map {
                    ($0, ChartLocation(rule.from.position), "$.events[\(rule.index)].from")
                }
                copies += sources.count
                guard copies <= Self.maximumAnyStateCopies else {
                    invalid.append(
                        Diagnostic(
                            file: file, location: ChartLocation(rule.from.position), kind: "tooManyTransitions",
                            message:
                                "rule \(rule.index) (event '\(rule.transition.events.joined())'): the rules from \"*\" "
                                + "give more than \(Self.maximumAnyStateCopies) transitions together (one per state "
                                + "each); at most \(Self.maximumAnyStateCopies) are supported",
                            hint: "give fewer rules from \"*\", or fewer states"))
                    break
                }
            }
            var outcome = FlatChecks.RuleOutcome(rule: rule, sourceCount: sources.count)
            for (slot, location, path) in sources {
                let id = document.states[slot].id
                let admitted =
                    !shadowedEverywhere
                    && checks.admit(
                        rule, in: id, at: location, path: path, file: file, outcome: &outcome, invalid: &invalid)
                if admitted {
                    outcome.added.append(slot)
                } else if rule.delay == nil {
                    continue
                }
                var transition = rule.transition
                // An internal self-transition leaves and enters nothing: a targetless transition.
                if transition.type == .internal && transition.targets == [id] { transition.targets = [] }
                guard let delay = rule.delay else {
                    document.states[slot].transitions.append(transition)
                    continue
                }
                let timer = Self.delayedRulePrefix + String(rule.index)
                let timerEvent = Self.delayedRuleTimerEvent(index: rule.index, event: rule.transition.events.joined())
                transition.events = [timerEvent]
                document.states[slot].transitions.append(transition)
                var send = ChartSend(event: timerEvent, location: rule.transition.location)
                send.delay = delay
                send.id = timer
                document.states[slot].onEntry.append([.send(send)])
                document.states[slot].onExit.append([.cancel(sendID: timer, location: rule.transition.location)])
            }
            if !shadowedEverywhere { checks.outcomes.append(outcome) }
        }
        checks.finish(document, slots: slots, file: file)
    }

    /// One rule (`name`, `from`, `to`, and optionally `internal`, `guard`, `after`).
    /// - Parameter inChart: Whether the rule is a top-level rule of a chart with nested states,
    ///   where `guard`, `after` and `"from": "*"` are not supported (each is reported) and `name`
    ///   may hold several event descriptors separated by spaces.
    mutating func flatRule(_ value: JSONValue, index: Int, inChart: Bool = false) -> FlatRule? {
        let allowed = ["name", "from", "to", "internal", "guard", "after"]
        guard let members = members(value, "an event", allowed: allowed) else { return nil }
        if inChart {
            for key in ["guard", "after"] {
                if let unsupported = field(key, members) {
                    report(
                        unsupported,
                        "\"\(key)\" is not supported in a chart file; use a transition's \"cond\" (In('id')) or a "
                            + "delayed \"send\" action")
                }
            }
        }
        var transition = ChartTransition(location: ChartLocation(value.position))
        transition.attributes = attributes(members)
        transition.step = "$.events[\(index)]"
        for (attribute, key) in [("event", "name"), ("target", "to"), ("cond", "guard")] {
            transition.attributes[attribute] = transition.attributes[key]
            transition.keys[attribute] = key
        }
        guard let nameValue = field("name", members), let name = string(nameValue, "the event's name"),
            let fromValue = field("from", members), let toValue = field("to", members),
            let target = string(toValue, "the target state")
        else {
            report(value, "an event needs \"name\", \"from\" and \"to\"")
            return nil
        }
        transition.events = inChart ? name.split(whereSeparator: \.isWhitespace).map(String.init) : [name]
        transition.targets = [target]
        if let flag = field("internal", members) {
            if case .bool(let isInternal) = flag.kind {
                transition.type = isInternal ? .internal : .external
            } else {
                report(flag, "expected \"internal\" as true or false, found \(flag.kindName)")
            }
        }
        if !inChart, let guardValue = field("guard", members), let name = string(guardValue, "the guard's name") {
            transition.condition = .named(name)
        }
        var delay: Duration?
        var key = name
        if !inChart, let after = field("after", members) {
            if case .number(let text) = after.kind, let seconds = Double(text) {
                if seconds.isFinite && seconds >= 0 && seconds <= Self.maximumRuleDelay {
                    // A timer, even of 0 s: it fires when time passes (or its event is named), as a
                    // flat machine's does, not at once as a chart's send without delay would.
                    delay = max(.seconds(seconds), Self.shortestRuleDelay)
                    key += "\u{0}\(seconds)"
                } else {
                    // A validation error (the machine is read, but not run), as the core's validator says it.
                    invalid.append(
                        Diagnostic(
                            file: file, location: ChartLocation(after.position), kind: "invalidDelay",
                            message: "rule \(index) (event '\(name)') has delay \(seconds) s; a delay must be "
                                + (seconds.isFinite && seconds >= 0
                                    ? "at most \(Int(Self.maximumRuleDelay)) s (about 31,700 years)"
                                    : "a finite number of seconds >= 0"),
                            hint: "use a finite number of seconds from 0 to 1000000000000, e.g. \"after\": 2.5"))
                }
            } else {
                report(after, "expected \"after\" as a number of seconds, found \(after.kindName)")
            }
        }
        var sources: [String]? = []
        var seen: Set<String> = []
        var sourceLocations: [ChartLocation] = []
        var sourcePaths: [String] = []
        // Where each source name was first written (an array's entries, or the one string).
        var written: [String: (location: ChartLocation, path: String)] = [:]
        if case .array(let items) = fromValue.kind {
            for (offset, item) in items.enumerated() {
                if case .string(let text) = item.kind, written[text] == nil {
                    written[text] = (ChartLocation(item.position), "$.events[\(index)].from[\(offset)]")
                }
            }
        }
        for source in strings(fromValue, "a source state") {
            if source == "*" && inChart {
                report(fromValue, "\"from\": \"*\" is not supported in a chart file; put the transition in a state")
                continue
            }
            if source == "*" {
                sources = nil
                break
            }
            if seen.insert(source).inserted {
                sources?.append(source)
                sourceLocations.append(written[source]?.location ?? ChartLocation(fromValue.position))
                sourcePaths.append(written[source]?.path ?? "$.events[\(index)].from")
            }
        }
        return FlatRule(
            index: index, sources: sources, transition: transition, delay: delay, from: fromValue,
            sourceLocations: sourceLocations, sourcePaths: sourcePaths, key: key)
    }

    /// The states of a machine that declares none: every state its `initial`, its rules and its
    /// `final` name, each once, in that order, atomic unless final.
    private func derivedStates(_ initial: [String], _ rules: [FlatRule], finals: [ChartNode]) -> [ChartNode] {
        var nodes: [ChartNode] = []
        var known: [String: Int] = [:]
        func add(_ id: String, _ location: ChartLocation) {
            guard known[id] == nil else { return }
            known[id] = nodes.count
            nodes.append(ChartNode(kind: .state, id: id, location: location))
        }
        for id in initial { add(id, .start) }
        for rule in rules {
            for source in rule.sources ?? [] { add(source, ChartLocation(rule.from.position)) }
            for target in rule.transition.targets { add(target, rule.transition.location(ofAttribute: "target")) }
        }
        for final in finals {
            if let index = known[final.id] {
                nodes[index].kind = .final
            } else {
                add(final.id, final.location)
                nodes[nodes.count - 1].kind = .final
            }
        }
        return nodes
    }

    /// Reports a rule's source state that is not declared, with the closest declared one.
    private mutating func unknownSource(
        _ source: String, rule: FlatRule, offset: Int, among states: [ChartNode], suggestions: inout SuggestionIndex?
    ) {
        if suggestions == nil { suggestions = SuggestionIndex(states.map(\.id)) }
        let hint = suggestions?.closest(to: source).map { "did you mean '\($0)'? " } ?? ""
        invalid.append(
            Diagnostic(
                file: file, location: rule.sourceLocations[offset], kind: "unknownState",
                path: rule.sourcePaths[offset],
                message:
                    "rule \(rule.index) (event '\(rule.transition.events.joined())') leaves unknown state '\(source)'",
                hint: "\(hint)declare it in \"states\", or fix the name"))
    }
}
