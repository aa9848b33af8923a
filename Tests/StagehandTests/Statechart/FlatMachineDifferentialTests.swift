import Stagehand
import StagehandTesting
import Testing

/// Flat machines against the Appendix D reference: a seeded random `StateMachine` (rules from
/// one state, several states or any state, guards that test the current state, internal
/// self-transitions) and the same machine written as a flat chart must agree, event by event,
/// on the state, on whether the event was taken, and on the order of leave, action and enter
/// handlers.
///
/// The chart is the flat machine's meaning spelled out in SCXML terms: the states are atomic
/// children of the root; each state lists, in declaration order, every rule that applies to it
/// (rules from any state included, copied into each state, because a flat machine picks the
/// first declared rule across specific and any-state rules, where a chart would try a state's own
/// transitions before its parent's); a guard `state == s` is `In(s)`; an internal
/// self-transition is a targetless transition. Under the `.ignore` policy, an event the machine
/// ignores is one the reference discards.
@Suite struct FlatMachineDifferentialTests {
    typealias Machine = StateMachine<String, String>

    /// One generated rule.
    struct Rule {
        var event: String
        /// `nil`: any state.
        var sources: [Int]?
        var target: Int
        var isInternal: Bool
        /// The guard holds in this state only (`negated`: in every other state).
        var guardState: Int?
        var negated: Bool
    }

    struct Flat {
        var states: [String]
        var rules: [Rule]

        func machine(log: ChartLog) throws(DefinitionError) -> Machine.Definition {
            let machineRules = rules.enumerated().map { index, rule -> Machine.Rule in
                let sources: Machine.Rule.Sources =
                    rule.sources.map { .states($0.map { states[$0] }) } ?? .anyState
                var check: Machine.Rule.Guard?
                if let guardState = rule.guardState {
                    let name = states[guardState]
                    let negated = rule.negated
                    check = { state, _ in (state == name) != negated }
                }
                let tag = "t\(index)"
                return Machine.Rule(
                    event: rule.event, sources: sources, target: states[rule.target], guard: check,
                    guardName: check == nil ? nil : "g\(index)", isInternal: rule.isInternal,
                    action: { _ in log.add(tag) })
            }
            return try Machine.Definition(initial: states[0], states: states, rules: machineRules)
        }

        /// The flat chart: each state's transitions are the rules that apply to it, in declaration
        /// order. A rule's transitions share its index, so the reference logs `t<index>` as the
        /// machine's action does.
        var model: (ChartModel, transitionRule: [Int]) {
            var model = ChartModel()
            for id in states { _ = model.add(id, .atomic, parent: 0) }
            var transitionRule: [Int] = []
            for state in states.indices {
                for (index, rule) in rules.enumerated() where rule.sources?.contains(state) ?? true {
                    let selfInternal = rule.isInternal && rule.target == state
                    let condition: ChartModel.Condition? = rule.guardState.map {
                        rule.negated ? .notInState($0 + 1) : .inState($0 + 1)
                    }
                    model.transitions.append(
                        ChartModel.Transition(
                            source: state + 1, events: rule.event, targets: selfInternal ? [] : [rule.target + 1],
                            isInternal: false, condition: condition, raises: []))
                    transitionRule.append(index)
                }
            }
            return (model, transitionRule)
        }
    }

    static func generate(_ random: inout SplitMix64) -> Flat {
        let count = 2 + Int(random.next() % 5)
        let states = (0..<count).map { "s\($0)" }
        let events = ["a", "b", "c", "d"]
        var rules: [Rule] = []
        for _ in 0..<(2 + Int(random.next() % 10)) {
            let event = events[Int(random.next() % UInt64(events.count))]
            var sources: [Int]?
            switch random.next() % 4 {
            case 0: sources = nil
            case 1: sources = [Int(random.next() % UInt64(count)), Int(random.next() % UInt64(count))]
            default: sources = [Int(random.next() % UInt64(count))]
            }
            if let list = sources { sources = Array(Set(list)).sorted() }
            let target = Int(random.next() % UInt64(count))
            let guardState = random.next() % 3 == 0 ? Int(random.next() % UInt64(count)) : nil
            rules.append(
                Rule(
                    event: event, sources: sources, target: target, isInternal: random.next() % 4 == 0,
                    guardState: guardState, negated: random.next() % 2 == 0))
        }
        return Flat(states: states, rules: rules)
    }

    /// Runs one seed: whether the machine and the reference agreed, or the first disagreement.
    static func compare(seed: UInt64, events count: Int) -> SeedOutcome {
        var random = SplitMix64(seed: seed)
        let flat = generate(&random)
        let log = ChartLog()
        let definition: Machine.Definition
        do {
            definition = try flat.machine(log: log)
        } catch {
            return .invalid
        }
        let (model, transitionRule) = flat.model
        let machine = Machine(definition)
        machine.unhandledEventPolicy = .ignore
        // Leave handlers, the rule's action and enter handlers all write into one log, so its
        // order is the order they ran in.
        machine.onLeaveAny { log.add("exit:\($0.from ?? "-")") }
        machine.onEnterAny { log.add("entry:\($0.to)") }
        machine.start()
        let reference = ReferenceInterpreter(model, limit: 8)
        reference.start()
        func engineLog() -> [String] { log.take() }
        func referenceLog() -> [String] {
            defer { reference.log.removeAll() }
            return reference.log.map { entry in
                // The reference logs a transition by its index among the chart's transitions.
                if entry.hasPrefix("t"), let index = Int(entry.dropFirst()) { return "t\(transitionRule[index])" }
                return entry
            }
        }
        _ = engineLog()
        _ = referenceLog()
        let events = (0..<count).map { _ in ["a", "b", "c", "d", "e"][Int(random.next() % 5)] }
        for (position, event) in events.enumerated() {
            let result = try? machine.send(event)
            reference.send(event)
            let engine = engineLog()
            let expected = referenceLog()
            let context =
                "seed \(seed), event \(position) '\(event)' (\(events)), rules \(flat.rules), states \(flat.states)"
            if [machine.state] != reference.atomicConfiguration {
                return .disagree("\(context): state \(machine.state), reference \(reference.atomicConfiguration)")
            }
            if (result == .processed) == expected.isEmpty {
                return .disagree("\(context): machine \(String(describing: result)), reference log \(expected)")
            }
            if engine != expected {
                return .disagree("\(context): handlers \(engine), reference \(expected)")
            }
        }
        return .agree
    }

    @Test("seeded random flat machines agree with the reference on states and handler order")
    func randomFlatMachines() {
        expectAgreement(seeds: 1...600, minimumValid: 300) { Self.compare(seed: $0, events: 40) }
    }
}
