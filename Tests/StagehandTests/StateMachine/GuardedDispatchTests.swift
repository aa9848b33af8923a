import Stagehand
import Testing

/// The guarded slots dispatch takes inline (one guarded rule, optionally followed by one
/// unguarded rule) and those it leaves to the general chain walk: each guard is asked exactly
/// once per event, with the current state, and its answer picks the rule.
@Suite struct GuardedDispatchTests {
    enum Door: Hashable, Sendable { case closed, open, locked, alarm }
    enum Push: Hashable, Sendable { case push, lock, reset }

    /// `push` from `closed`: a guard that asks `allow`, then an unguarded fallback to `alarm`.
    static func doorWithFallback(
        _ recorder: Recorder, allow: @escaping @Sendable () -> Bool
    ) throws
        -> StateMachine<Door, Push>.Definition
    {
        try StateMachine<Door, Push>.Definition(
            initial: .closed,
            rules: [
                .on(
                    .push, from: .closed, to: .open, guardName: "unlocked",
                    guard: { state, event in
                        recorder.add("guard \(state) \(event)")
                        return allow()
                    }),
                .on(.push, from: .closed, to: .alarm),
                .on(.reset, from: [.open, .alarm], to: .closed),
            ])
    }

    @Test func aGuardThatAllowsTakesItsRuleAndOneThatRefusesTakesTheFallback() throws {
        let recorder = Recorder()
        let answers = AnswerQueue([true, false, true])
        let machine = StateMachine(try Self.doorWithFallback(recorder) { answers.next() })
        machine.start()
        var states: [Door] = []
        for _ in 0..<3 {
            #expect(try machine.send(.push) == .processed)
            states.append(machine.state)
            try machine.send(.reset)
        }
        #expect(states == [.open, .alarm, .open])
        #expect(recorder.entries == ["guard closed push", "guard closed push", "guard closed push"])
    }

    @Test func aRefusingGuardWithoutFallbackRejectsAndLeavesTheState() throws {
        let recorder = Recorder()
        let definition = try StateMachine<Door, Push>.Definition(
            initial: .closed,
            rules: [
                .on(
                    .lock, from: .closed, to: .locked, guardName: "never",
                    guard: { state, _ in
                        recorder.add("never \(state)")
                        return false
                    }),
                .on(.push, from: .closed, to: .open),
                .on(.reset, from: .open, to: .closed),
            ])
        let machine = StateMachine(definition)
        machine.start()
        #expect(!machine.canSend(.lock))
        do {
            try machine.send(.lock)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.reason == .guardRejected)
            #expect(error.state == .closed)
            #expect(
                error.description == "event 'lock' was refused by every guard in state 'closed'; allowed: lock, push")
        }
        #expect(machine.state == .closed)
        machine.unhandledEventPolicy = .ignore
        #expect(try machine.send(.lock) == .discarded)
        #expect(try machine.send(.push) == .processed)
        #expect(machine.state == .open)
        // canSend asked once, send twice.
        #expect(recorder.entries == ["never closed", "never closed", "never closed"])
    }

    @Test func aChainOfGuardsAsksEachInOrderUntilOneAllows() throws {
        let recorder = Recorder()
        let definition = try StateMachine<Door, Push>.Definition(
            initial: .closed,
            rules: [
                .on(
                    .push, from: .closed, to: .locked, guardName: "first",
                    guard: { _, _ in
                        recorder.add("first")
                        return false
                    }),
                .on(
                    .push, from: .closed, to: .open, guardName: "second",
                    guard: { _, _ in
                        recorder.add("second")
                        return true
                    }),
                .on(.push, from: .closed, to: .alarm),
                .on(.reset, from: [.open, .alarm, .locked], to: .closed),
            ])
        let machine = StateMachine(definition)
        machine.start()
        try machine.send(.push)
        #expect(machine.state == .open)
        #expect(recorder.entries == ["first", "second"])
    }

    @Test func aGuardedRuleWithHandlersRunsThemInOrder() throws {
        let recorder = Recorder()
        let machine = StateMachine(try Self.doorWithFallback(recorder) { true })
        var trace: [String] = []
        machine.onLeave(.closed) { _ in trace.append("leave closed") }
        machine.onEnter(.open) { _ in trace.append("enter open") }
        machine.start()
        try machine.send(.push)
        #expect(trace == ["leave closed", "enter open"])
        #expect(recorder.entries == ["guard closed push"])
        #expect(machine.state == .open)
    }

    @Test func aGuardedRuleWithAnActionRunsTheActionOnce() throws {
        let recorder = Recorder()
        let definition = try StateMachine<Door, Push>.Definition(
            initial: .closed,
            rules: [
                .on(
                    .push, from: .closed, to: .open, guardName: "always",
                    guard: { _, _ in
                        recorder.add("guard")
                        return true
                    }, action: { transition in recorder.add("action \(transition.to)") }),
                .on(.reset, from: .open, to: .closed),
            ])
        let machine = StateMachine(definition)
        machine.start()
        try machine.send(.push)
        #expect(recorder.entries == ["guard", "action open"])
    }
}

/// Hands out prepared answers in order (guards must be `@Sendable`).
final class AnswerQueue: Sendable {
    private let recorder = Recorder()
    private let answers: [Bool]

    init(_ answers: [Bool]) { self.answers = answers }

    func next() -> Bool {
        let index = recorder.entries.count
        recorder.add("asked")
        return answers[index]
    }
}
