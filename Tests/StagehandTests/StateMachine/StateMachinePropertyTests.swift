import Stagehand
import StagehandTesting
import Testing

/// Seeded random machines driven by random event streams, checked against a direct reading of
/// the rules: the state is always a defined state, every accepted event matches the first
/// applicable rule, and leave/enter strictly alternate, also with events queued from handlers.
@Suite struct StateMachinePropertyTests {
    struct RandomRule {
        var event: Int
        var sources: [Int]?
        var target: Int
        var guardModulus: Int?
        var isInternal: Bool

        func applies(in state: Int, to event: Int) -> Bool {
            guard event == self.event else { return false }
            guard sources?.contains(state) ?? true else { return false }
            if let modulus = guardModulus { return (state + event) % modulus != 0 }
            return true
        }
    }

    static func randomRules(stateCount: Int, eventCount: Int, using rng: inout SplitMix64) -> [RandomRule] {
        var rules: [RandomRule] = []
        // (state, event) pairs an explicit unguarded rule already claims: a second one would be
        // ambiguous, so such sources get a guard instead.
        var claimed: Set<[Int]> = []
        let count = Int.random(in: 1...(stateCount * 2), using: &rng)
        for _ in 0..<count {
            let anySource = Int.random(in: 0..<8, using: &rng) == 0
            let sourceCount = Int.random(in: 1...min(3, stateCount), using: &rng)
            let sources = (0..<sourceCount).map { _ in Int.random(in: 0..<stateCount, using: &rng) }
            let event = Int.random(in: 0..<eventCount, using: &rng)
            var modulus: Int? = Bool.random(using: &rng) ? Int.random(in: 2...4, using: &rng) : nil
            if !anySource && modulus == nil {
                if sources.contains(where: { claimed.contains([$0, event]) }) {
                    modulus = 2
                } else {
                    for source in sources { claimed.insert([source, event]) }
                }
            }
            rules.append(
                RandomRule(
                    event: event, sources: anySource ? nil : sources,
                    target: Int.random(in: 0..<stateCount, using: &rng),
                    guardModulus: modulus, isInternal: Int.random(in: 0..<4, using: &rng) == 0))
        }
        return rules
    }

    @Test(arguments: 0..<100)
    func randomMachinesObeyTheirRules(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        let stateCount = Int.random(in: 2...7, using: &rng)
        let eventCount = Int.random(in: 1...4, using: &rng)
        let model = Self.randomRules(stateCount: stateCount, eventCount: eventCount, using: &rng)
        var rules: [StateMachine<Int, Int>.Rule] = []
        for rule in model {
            var check: StateMachine<Int, Int>.Rule.Guard?
            if let modulus = rule.guardModulus {
                check = { state, event in (state + event) % modulus != 0 }
            }
            let sources: StateMachine<Int, Int>.Rule.Sources
            if let list = rule.sources { sources = .states(list) } else { sources = .anyState }
            rules.append(
                StateMachine<Int, Int>.Rule(
                    event: rule.event, sources: sources, target: rule.target, guard: check,
                    guardName: rule.guardModulus.map { "mod\($0)-rule\(rules.count)" }, isInternal: rule.isInternal))
        }
        let definition: StateMachine<Int, Int>.Definition
        do {
            definition = try .init(initial: 0, states: Array(0..<stateCount), rules: rules)
        } catch {
            guard case .invalid(let diagnostics) = error else { throw error }
            Issue.record("generated machine is invalid: \(diagnostics)")
            return
        }
        let machine = StateMachine(definition)
        var log: [String] = []
        var accepted: [StateMachine<Int, Int>.Transition] = []
        var budget = 20
        machine.onLeaveAny { log.append("L\($0.from!)") }
        machine.onEnterAny { [unowned machine] transition in
            log.append("E\(transition.to)")
            if transition.to % 3 == 0 && budget > 0 && transition.from != nil {
                budget -= 1
                let result = try? machine.send(transition.to % eventCount)
                #expect(result == .queued || result == nil)
            }
        }
        machine.observe { if $0.from != nil { accepted.append($0) } }
        machine.start()

        var state = 0
        var modelBudget = 20
        var expected: [String] = []
        for _ in 0..<200 {
            var queue = [Int.random(in: 0..<(eventCount + 1), using: &rng)]
            let event = queue[0]
            while !queue.isEmpty {
                let next = queue.removeFirst()
                guard let rule = model.first(where: { $0.applies(in: state, to: next) }) else { continue }
                let isInternal = rule.isInternal && rule.target == state
                expected.append("\(state)-\(next)->\(rule.target)")
                if !isInternal && rule.target % 3 == 0 && modelBudget > 0 {
                    modelBudget -= 1
                    queue.append(rule.target % eventCount)
                }
                state = rule.target
            }
            _ = try? machine.send(event)
            #expect(machine.state == state)
            #expect((0..<stateCount).contains(machine.state))
        }
        #expect(accepted.map { "\($0.from!)-\($0.event!)->\($0.to)" } == expected)
        var inside: Int?
        for entry in log {
            let value = Int(entry.dropFirst())!
            if entry.hasPrefix("E") {
                #expect(inside == nil, "enter without leave")
                inside = value
            } else {
                #expect(inside == value, "leave of a state not entered")
                inside = nil
            }
        }
        #expect(inside == machine.state)
    }
}
