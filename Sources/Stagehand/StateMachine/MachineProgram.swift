/// A flat machine's definition compiled into the chart runtime's program: the chart whose
/// meaning is the machine's, run by the same executor as every statechart.
///
/// The mapping:
/// - each state is an atomic child of the root, numbered as in the definition (the chart's
///   states are the definition's state indices), and the initial state is the root's initial
///   child; final states are ordinary atomic states (a flat machine keeps taking their rules);
/// - each state's transitions are the rules that apply to it, in declaration order, rules from
///   any state included, so the chart tries them in the order the machine does: the first
///   declared rule whose guard holds wins. A rule is left out of a state where an earlier
///   unguarded rule for its event already answers, and a rule from any state is left out whole
///   after an unguarded one for its event (see ``FlatRuleClaims``): those never fire;
/// - an event is matched by its kind: a transition's descriptor names the kind (``keys``), and
///   the machine sends the chart ``MachineSignal``s that carry it, so the chart classifies an
///   event without its name;
/// - a guard is a condition that receives the state the transition belongs to and the event;
/// - an internal rule to its own state is a targetless transition (the state is not left);
///   `internal` means nothing for a rule to another state;
/// - a delayed rule arms a timer when a state it applies to is entered (a delayed send, id
///   ``timerID(rule:)``, of a key only its own transition takes) and cancels it when the state
///   is left. A delay of zero waits the shortest positive duration, so the timer fires when time
///   passes, as the machine's does, rather than at once.
///
/// Transition and state indices are the chart's: state `s` of the definition is chart state
/// `s + 1` (0 is the root).
@usableFromInline
final class MachineProgram<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    @usableFromInline typealias Chart = Statechart<Int, MachineSignal<Event>>

    /// The most transitions rules from any state may give together (each gives one per state):
    /// as many as the `stagehand` command reads.
    static var maximumAnyStateCopies: Int { MachineDescription.maximumAnyStateCopies }

    /// The compiled chart.
    @usableFromInline let definition: Chart.Definition
    /// Per chart transition, the rule it was compiled from.
    @usableFromInline let transitionRule: [Int]
    /// The number of event kinds: a timer's key is this plus its rule's index.
    @usableFromInline let kindCount: Int

    /// Compiles a validated definition.
    /// - Throws: ``DefinitionError/invalid(diagnostics:)`` when rules from any state would give
    ///   more than ``maximumAnyStateCopies`` transitions together.
    init(_ table: DefinitionTable<State, Event>) throws(DefinitionError) {
        let states = table.states
        let rules = table.rules
        let kindCount = table.kindCount
        var transitions = [[Chart.Element]](repeating: [], count: states.count)
        var transitionRules = [[Int]](repeating: [], count: states.count)
        var entries = [[Chart.Element]](repeating: [], count: states.count)
        var exits = [[Chart.Element]](repeating: [], count: states.count)
        var claims = FlatRuleClaims<Int, Int>()
        var copies = 0
        for (index, rule) in rules.enumerated() {
            let kind = table.kindIndex[rule.event] ?? -1
            let target = table.stateIndex[rule.target] ?? -1
            let delayed = rule.delay != nil
            // Delayed rules have timers of their own: they compete with nothing.
            var sources: [Int] = []
            switch rule.sources {
            case .anyState:
                if !delayed && claims.claimEverywhere(rule: index, key: kind, isGuarded: rule.guard != nil) != nil {
                    continue
                }
                for state in 0..<table.knownStateCount
                where delayed || claims.answered(in: state, key: kind) == nil {
                    sources.append(state)
                }
                copies += sources.count
                if copies > Self.maximumAnyStateCopies { throw Self.tooManyCopies(rule: index, event: rule.event) }
            case .states(let list):
                var seen: Set<Int> = []
                for state in list {
                    guard let source = table.stateIndex[state], seen.insert(source).inserted else { continue }
                    if delayed
                        || claims.claim(rule: index, in: source, key: kind, isGuarded: rule.guard != nil) == .fires
                    {
                        sources.append(source)
                    }
                }
            }
            let key = delayed ? kindCount + index : kind
            for source in sources {
                let stays = rule.isInternal && target == source
                transitions[source].append(
                    Chart.Element(
                        .transition(
                            .events(MachineSignal<Event>.descriptor(key)), targets: stays ? [] : [target],
                            .external, Self.condition(rule.guard, in: states[source]),
                            Self.action(rule.action, from: states[source], to: rule.target, stays: stays))))
                transitionRules[source].append(index)
                if let delay = rule.delay {
                    let id = Self.timerID(rule: index)
                    let signal = MachineSignal(rule.event, key: key)
                    let wait = max(delay, Self.shortestDelay)
                    entries[source].append(Chart.Element(.entry({ $0.send(signal, after: wait, id: id) })))
                    exits[source].append(Chart.Element(.exit({ $0.cancel(id: id) })))
                }
            }
        }
        var content: [Chart.Element] = []
        var transitionRule: [Int] = []
        content.reserveCapacity(states.count)
        for state in states.indices {
            content.append(
                Chart.Element(.state(state, initial: nil), children: entries[state] + exits[state] + transitions[state])
            )
            transitionRule += transitionRules[state]
        }
        let keys = (0..<(kindCount + rules.count)).map { MachineSignal<Event>.descriptor($0) }
        definition = try Chart.Definition(
            initial: table.initial, exactEventNames: true, keys: (keys, { $0.key })
        ) { content }
        self.transitionRule = transitionRule
        self.kindCount = kindCount
    }

    /// The identifier of a delayed rule's timer.
    static func timerID(rule: Int) -> String { "r\(rule)" }

    /// The shortest positive duration, which a delay of zero waits.
    static var shortestDelay: Duration { Duration(secondsComponent: 0, attosecondsComponent: 1) }

    /// A rule's guard as the condition of its copy in `state`.
    private static func condition(
        _ check: StateMachine<State, Event>.Rule.Guard?, in state: State
    ) -> Chart.Guard? {
        guard let check else { return nil }
        return .when { signal in
            guard case .event(let sent)? = signal else { return false }
            return check(state, sent.event)
        }
    }

    /// A rule's action as the action of its copy from `source`.
    private static func action(
        _ action: StateMachine<State, Event>.Rule.Action?, from source: State, to target: State, stays: Bool
    ) -> Chart.Action? {
        guard let action else { return nil }
        return { context in
            guard case .event(let sent)? = context.signal else { return }
            action(.init(from: source, to: stays ? source : target, event: sent.event, isInternal: stays))
        }
    }

    private static func tooManyCopies(rule: Int, event: Event) -> DefinitionError {
        .invalid(diagnostics: [
            MachineDiagnostic(
                kind: .tooManyTransitions, severity: .error, location: .eventSource(index: rule, sourceIndex: 0),
                message:
                    "rule \(rule) (event '\(event)'): the rules from any state give more than "
                    + "\(maximumAnyStateCopies) transitions together (one per state each); at most "
                    + "\(maximumAnyStateCopies) are supported")
        ])
    }
}
