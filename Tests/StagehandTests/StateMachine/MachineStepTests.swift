import Stagehand
import StagehandTesting
import Testing

/// The public seams a layer above the machine uses (the router does): plain steps taken
/// without handlers, and `resume(at:pending:)`, which snapshot restore shares.
@Suite struct MachineStepTests {
    enum Mode: Hashable, Sendable { case idle, busy, done }
    enum Input: Hashable, Sendable { case work, finish, guarded, unknown }

    static func definition(delayed: Bool = false) throws -> StateMachine<Mode, Input>.Definition {
        var rules: [StateMachine<Mode, Input>.Rule] = [
            .on(.work, from: .idle, to: .busy), .on(.finish, from: .busy, to: .done),
            .on(.guarded, from: .idle, to: .done, guardName: "yes", guard: { _, _ in true }),
            .on(.work, from: .busy, to: .busy, internal: true),
        ]
        if delayed { rules.append(.after(.seconds(3), on: .finish, from: .busy, to: .done)) }
        return try StateMachine<Mode, Input>.Definition(initial: .idle, rules: rules)
    }

    @Test func aPlainStepIsTakenWithoutHandlersAndOtherStepsAreLeftToSend() throws {
        let definition = try Self.definition()
        let machine = StateMachine(definition)
        var heard: [String] = []
        machine.onEnterAny { heard.append("enter \($0.to)") }
        #expect(!machine.step(for: .work).isPlain)
        #expect(machine.take(machine.step(for: .work)) == nil)
        machine.start()
        let step = machine.step(for: .work)
        #expect(step.isPlain && !step.isRejection)
        #expect(step.targetIndex.map { definition.states[$0] } == .busy)
        #expect(machine.step(for: .unknown).isRejection)
        #expect(machine.step(for: .finish).isRejection)
        let guarded = machine.step(for: .guarded)
        #expect(!guarded.isPlain && !guarded.isRejection && guarded.targetIndex == nil)
        #expect(machine.take(guarded) == nil)
        #expect(machine.state == .idle)
        #expect(machine.take(step) == definition.states.firstIndex(of: .idle))
        #expect(machine.state == .busy)
        #expect(machine.stateIndex == definition.states.firstIndex(of: .busy))
        #expect(machine.isInternalRule(for: .work))
        #expect(!machine.isInternalRule(for: .finish))
        #expect(heard == ["enter idle"])
        #expect(
            machine.rejection(for: .unknown).description
                == "event 'unknown' is not allowed in state 'busy'; allowed: work, finish")
    }

    @Test func aMachineWithDelayedRulesHasNoPlainSteps() throws {
        let machine = StateMachine(try Self.definition(delayed: true), clock: ManualClock())
        machine.start()
        #expect(!machine.step(for: .work).isPlain)
        #expect(try machine.send(.work) == .processed)
    }

    @Test func resumeMovesWithoutHandlersAndArmsTheStatesDelayedRules() throws {
        let clock = ManualClock()
        let definition = try Self.definition(delayed: true)
        let machine = StateMachine(definition, clock: clock)
        var heard: [String] = []
        machine.onEnterAny { heard.append("enter \($0.to)") }
        machine.start()
        try machine.resume(at: .busy)
        #expect(machine.state == .busy)
        #expect(machine.pendingDelays == [PendingDelay(rule: 4, remaining: .seconds(3))])
        try machine.resume(at: .busy, pending: [PendingDelay(rule: 4, remaining: .seconds(1))])
        #expect(machine.pendingDelays == [PendingDelay(rule: 4, remaining: .seconds(1))])
        clock.advance(by: .seconds(1))
        #expect(machine.state == .done)
        #expect(heard == ["enter idle", "enter done"])
    }

    @Test func resumeRefusesWhatTheDefinitionDoesNotHaveAndChangesNothing() throws {
        let clock = ManualClock()
        let machine = StateMachine(try Self.definition(delayed: true), clock: clock)
        machine.start()
        #expect(throws: SnapshotError.invalidPendingRule(4, state: "idle")) {
            try machine.resume(at: .idle, pending: [PendingDelay(rule: 4, remaining: .seconds(1))])
        }
        #expect(throws: SnapshotError.invalidRemainingTime(rule: 4, remaining: .seconds(-1))) {
            try machine.resume(at: .busy, pending: [PendingDelay(rule: 4, remaining: .seconds(-1))])
        }
        let strings = StateMachine<String, String>(
            try StateMachine<String, String>.Definition(initial: "a", rules: [.on("go", from: "a", to: "b")]))
        #expect(throws: SnapshotError.unknownState("z", known: ["a", "b"])) { try strings.resume(at: "z") }
        #expect(machine.state == .idle)
        #expect(machine.pendingDelays.isEmpty)
    }
}
