import Stagehand

extension ChartSimulation {
    /// The most fired transitions a step lists; the others are counted
    /// (``FiredTransitions/more``).
    static let listedFired = 10

    /// A transition that fired during a step (or start-up), named as `paths` names a step.
    struct Fired: Equatable, Sendable {
        /// The state the transition is declared in.
        var source: String
        /// The event it reacted to: the event sent, the rule's own event for a flat machine's
        /// delayed rule, `done.state.ID` for a completion; `nil` for an eventless transition.
        var event: String?
        /// What fired, as ``PathStep/describe(fired:outcomes:)`` names it for `paths`: the
        /// targets (``PathStep/to``), the flat rule, the named guard, the delay of a delayed rule
        /// and whether the transition is internal.
        var step: PathStep
        /// Where the transition is written.
        var location: ChartLocation
        /// The transition's place in the document, as diagnostics name it: a JSON path
        /// (`$.events[3]`, `$.states[0].transitions[1]`) or an XPath expression
        /// (`/scxml/state[@id='a']/transition[2]`); empty until the run is over.
        var path = ""

        /// The transition as text: `rule 2 (go [allowed])` for a flat machine's rule, else
        /// `a --e--> b (3:7)` (`a --> b (3:7)` when eventless, `(no target)` when targetless).
        var text: String {
            let label = step.label
            if let rule = step.rule { return "rule \(rule) (\(label))" }
            let arrow = label.isEmpty ? "-->" : "--\(label)-->"
            let targets = step.to.isEmpty ? "(no target)" : step.to.joined(separator: " ")
            return "\(source) \(arrow) \(targets) (\(location))"
        }

        /// The transition for `--json`: `source`, `event`, `targets`, `rule`, `guard`, `after`,
        /// `internal`, `path`, `line` and `column`.
        var json: JSONOutput {
            .object([
                ("source", .string(source)), ("event", .optional(event)), ("targets", .strings(step.to)),
                ("rule", step.rule.map(JSONOutput.int) ?? .null), ("guard", .optional(step.guardName)),
                ("after", step.delay.map(JSONOutput.double) ?? .null), ("internal", .bool(step.isInternal)),
                ("path", .string(path)), ("line", .int(location.line)), ("column", .int(location.column)),
            ])
        }
    }

    /// The transitions one step (or start-up) fired, in the order they fired: the first
    /// ``ChartSimulation/listedFired`` of them, and how many more.
    struct FiredTransitions: Equatable, Sendable {
        /// The transitions listed.
        var transitions: [Fired] = []
        /// How many more fired.
        var more = 0

        /// `rule 1 (load); a --e--> b (3:7); and 2 more`, or `nil` when nothing fired.
        var text: String? {
            guard !transitions.isEmpty || more > 0 else { return nil }
            var items = transitions.map(\.text)
            if more > 0 { items.append("and \(more) more") }
            return items.joined(separator: "; ")
        }
    }

    /// Names the transitions a ``MacrostepLog`` recorded, by the document's states.
    struct FiredNamer {
        /// The document's states, by id.
        private var states: [String: ChartNode] = [:]
        /// The delay of each flat delayed rule's timer, by its state and its timer event.
        private var timerDelays: [TimerKey: Double] = [:]

        private struct TimerKey: Hashable {
            let state: String
            let event: String
        }

        /// Reads `document`'s states and the timers of its delayed rules (linear in it).
        init(_ document: ChartDocument) {
            for node in document.allNodes where node.isState && states[node.id] == nil {
                states[node.id] = node
                for case .send(let send) in node.onEntry.joined() where send.delayedRuleEvent != nil {
                    let key = TimerKey(state: node.id, event: send.event)
                    if timerDelays[key] == nil { timerDelays[key] = ChartExplorer.seconds(send.delay) }
                }
            }
        }

        /// The transitions `log` lists, named, and how many more fired.
        func name(_ log: MacrostepLog) -> FiredTransitions {
            var named = FiredTransitions(more: log.moreFired)
            for fired in log.fired {
                guard let state = states[fired.source], state.transitions.indices.contains(fired.indexInSource) else {
                    named.more += 1
                    continue
                }
                let transition = state.transitions[fired.indexInSource]
                var event: String?
                var delay: Double?
                switch fired.signal {
                case .event(let name)?:
                    event = ChartJSONReader.delayedRuleEvent(name) ?? name
                    delay = timerDelays[TimerKey(state: fired.source, event: name)]
                case .done(let state)?:
                    event = "done.state." + state
                case nil:
                    break
                }
                var step = PathStep(event: event ?? "", from: [fired.source], to: transition.targets, delay: delay)
                step.describe(fired: transition, outcomes: [])
                named.transitions.append(
                    Fired(source: fired.source, event: event, step: step, location: transition.location))
            }
            return named
        }
    }
}

extension ChartSimulation.Outcome {
    /// The outcome with the document path of every fired transition filled in (one walk over
    /// `document`).
    func locatingFired(in document: ChartDocument) -> Self {
        let locations = Set(
            (initialFired.transitions + steps.flatMap(\.fired.transitions)).map(\.location))
        guard !locations.isEmpty else { return self }
        let paths = document.paths(at: locations)
        func located(_ fired: ChartSimulation.FiredTransitions) -> ChartSimulation.FiredTransitions {
            var fired = fired
            for index in fired.transitions.indices {
                fired.transitions[index].path = paths[fired.transitions[index].location] ?? ""
            }
            return fired
        }
        var outcome = self
        outcome.initialFired = located(initialFired)
        for index in outcome.steps.indices { outcome.steps[index].fired = located(outcome.steps[index].fired) }
        return outcome
    }
}
