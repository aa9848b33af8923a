import StagehandTesting
import Testing

@testable import Stagehand

/// A machine's slots are dense while `states × events` is small next to its rules and sparse
/// beyond: memory stays linear in the rules, and both layouts take the same rules.
@Suite struct DispatchLayoutTests {
    typealias Machine = StateMachine<Int, Int>

    /// 50,000 states and 50,000 distinct events: a dense table would be 2.5 billion slots.
    @Test func fiftyThousandStatesAndEventsDispatchThroughLinearSlots() throws {
        let count = 50_000
        let rules = (0..<count).map { Machine.Rule.on($0, from: $0, to: ($0 + 1) % count) }
        let definition = try Machine.Definition(initial: 0, states: Array(0..<count), rules: rules)
        #expect(!definition.isDense)
        // One slot per kind for rules from any state, one per listed pair, one empty slot.
        #expect(definition.table.table.count == count + count + 1)
        let machine = Machine(definition)
        machine.start()
        for event in 0..<count { try machine.send(event) }
        #expect(machine.state == 0)
        #expect(throws: TransitionRejected<Int, Int>.self) { try machine.send(7) }
        #expect(machine.allowedEvents == [0])
        #expect(machine.canSend(0) && !machine.canSend(1))
    }

    /// Rules from any state are kept once per event, not once per state.
    @Test func rulesFromAnyStateAreNotCopiedIntoEveryState() throws {
        let count = 50_000
        var rules = (0..<count).map { Machine.Rule.on($0, from: $0, to: ($0 + 1) % count) }
        rules += (0..<count).map { Machine.Rule.on(count + $0, from: .anyState, to: $0) }
        let definition = try Machine.Definition(initial: 0, states: Array(0..<count), rules: rules)
        #expect(!definition.isDense)
        #expect(definition.table.table.count == 2 * count + count + 1)
        let machine = Machine(definition)
        machine.start()
        try machine.send(count + 41_000)
        #expect(machine.state == 41_000)
        try machine.send(41_000)
        #expect(machine.state == 41_001)
        // Its own event, then every event from any state, in definition order, cut at 16.
        #expect(definition.table.allowedEvents(in: 5).count == 1 + count)
        #expect(definition.table.rejectionInfo.allowedEvents(in: 5, limit: 16) == [5] + (count..<(count + 15)))
    }

    /// 50,000 guarded rules from any state for one event, over 50,000 states: each state's
    /// candidates are the one chain of the event, walked once per send.
    @Test func fiftyThousandGuardedRulesFromAnyStateShareOneChain() throws {
        let count = 50_000
        var rules = (0..<count).map { index in
            Machine.Rule.on(
                0, from: .anyState, to: index, guardName: "g\(index)", guard: { state, _ in index == state + 1 })
        }
        rules += (0..<count).map { Machine.Rule.on(1, from: $0, to: 0) }
        let definition = try Machine.Definition(initial: 0, states: Array(0..<count), rules: rules)
        #expect(definition.table.chains.count <= 3 * count + 4)
        let machine = Machine(definition)
        machine.start()
        for _ in 0..<3 { try machine.send(0) }
        #expect(machine.state == 3)
    }

    /// A delayed rule from any state is kept once, not in each of 50,000 states' lists, and
    /// armed in whichever state the machine enters, after the state's own delayed rules that
    /// come before it in the definition.
    @Test func delayedRulesFromAnyStateAreKeptOnce() throws {
        let count = 50_000
        var rules = (0..<count).map { Machine.Rule.on($0, from: $0, to: ($0 + 1) % count) }
        rules.append(.after(.seconds(2), on: -2, from: 7, to: 100))
        rules.append(Machine.Rule(event: -1, sources: .anyState, target: 0, delay: .seconds(2)))
        let definition = try Machine.Definition(initial: 0, states: Array(0..<count), rules: rules)
        #expect(definition.table.anyStateDelayedRules == [count + 1])
        #expect(definition.table.delayedRules.reduce(0) { $0 + $1.count } == 1)
        #expect(definition.table.delayedRules(of: 7) == [count, count + 1])
        let clock = ManualClock()
        let machine = Machine(definition, clock: clock)
        machine.start()
        for event in 0..<7 { try machine.send(event) }
        #expect(machine.state == 7)
        clock.advance(by: .seconds(2))
        // Both fire at the same time; the one listed first wins and cancels the other.
        #expect(machine.state == 100)
        clock.advance(by: .seconds(2))
        #expect(machine.state == 0)
    }

    /// Declaring 50,000 distinct states twice each reports each once, in order, in linear work.
    @Test func fiftyThousandDuplicatedStatesAreFoundInLinearWork() throws {
        let count = 50_000
        let states = Array(0..<count) + Array(0..<count)
        let definition = try Machine.Definition(
            initial: 0, states: states, final: Array(0..<count), rules: [.on(0, from: 0, to: 1)])
        let duplicates = definition.diagnostics.filter { $0.kind == .duplicateState }
        #expect(duplicates.count == count)
        #expect(duplicates.first?.message.contains("'0'") == true)
    }

    /// The same random rules, dense and sparse: every send ends in the same state with the same
    /// result, and the same events are allowed.
    @Test(arguments: 0..<200)
    func denseAndSparseLayoutsAgree(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
        let stateCount = Int.random(in: 2...9, using: &rng)
        let eventCount = Int.random(in: 1...6, using: &rng)
        let model = StateMachinePropertyTests.randomRules(stateCount: stateCount, eventCount: eventCount, using: &rng)
        var rules: [Machine.Rule] = []
        for rule in model {
            var check: Machine.Rule.Guard?
            if let modulus = rule.guardModulus { check = { state, event in (state + event) % modulus != 0 } }
            let sources: Machine.Rule.Sources = rule.sources.map { .states($0) } ?? .anyState
            rules.append(
                Machine.Rule(
                    event: rule.event, sources: sources, target: rule.target, guard: check,
                    guardName: rule.guardModulus.map { "mod\($0)-rule\(rules.count)" }, isInternal: rule.isInternal))
        }
        let states = Array(0..<stateCount)
        guard let dense = try? Machine.Definition(initial: 0, states: states, rules: rules, dense: true) else { return }
        let sparse = try Machine.Definition(initial: 0, states: states, rules: rules, dense: false)
        #expect(dense.isDense && !sparse.isDense)
        let machines = [Machine(dense), Machine(sparse)]
        for machine in machines { machine.start() }
        for _ in 0..<100 {
            let event = Int.random(in: 0..<(eventCount + 1), using: &rng)
            let expected = model.first { $0.applies(in: machines[0].state, to: event) }?.target
            #expect(machines[0].target(of: event) == expected)
            #expect(machines[1].target(of: event) == expected)
            #expect(machines[0].allowedEvents == machines[1].allowedEvents)
            let results = machines.map { try? $0.send(event) }
            #expect(results[0] == results[1])
            #expect(machines[0].state == machines[1].state)
            if let expected { #expect(machines[0].state == expected) }
        }
    }
}
