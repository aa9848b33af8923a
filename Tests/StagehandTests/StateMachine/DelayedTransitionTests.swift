import Stagehand
import StagehandTesting
import Testing

@Suite struct DelayedTransitionTests {
    enum Phase: String, Hashable, Sendable, Codable { case idle, loading, slow, done }
    enum Step: String, Hashable, Sendable { case load, finish, timeout, reset }

    private func definition() throws -> StateMachine<Phase, Step>.Definition {
        try .init(
            initial: .idle, final: [.done],
            rules: [
                .on(.load, from: .idle, to: .loading),
                .after(.seconds(2), on: .timeout, from: .loading, to: .slow),
                .on(.finish, from: [.loading, .slow], to: .done),
                .on(.reset, from: .anyState, to: .idle),
            ])
    }

    @Test func firesAfterItsDelayOnTheManualClock() throws {
        let clock = ManualClock()
        let machine = StateMachine(try definition(), clock: clock)
        var log: [String] = []
        machine.observe { log.append("\($0.event.map(\.rawValue) ?? "start")->\($0.to)@\(clock.now)") }
        machine.start()
        try machine.send(.load)
        clock.advance(by: .milliseconds(1999))
        #expect(machine.state == .loading)
        #expect(machine.pendingDelays == [PendingDelay(rule: 1, remaining: .milliseconds(1))])
        clock.advance(by: .milliseconds(1))
        #expect(machine.state == .slow)
        #expect(log == ["start->idle@0.0 seconds", "load->loading@0.0 seconds", "timeout->slow@2.0 seconds"])
        #expect(clock.pendingCount == 0)
    }

    @Test func cancelledWhenItsStateIsLeft() throws {
        let clock = ManualClock()
        let machine = StateMachine(try definition(), clock: clock)
        machine.start()
        try machine.send(.load)
        clock.advance(by: .seconds(1))
        try machine.send(.finish)
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(5))
        #expect(machine.state == .done)
    }

    @Test func reenteringRestartsTheDelay() throws {
        let clock = ManualClock()
        let machine = StateMachine(try definition(), clock: clock)
        machine.start()
        try machine.send(.load)
        clock.advance(by: .seconds(1.5))
        try machine.send(.reset)
        try machine.send(.load)
        clock.advance(by: .seconds(1.5))
        #expect(machine.state == .loading)
        clock.advance(by: .seconds(0.5))
        #expect(machine.state == .slow)
    }

    @Test func snapshotRoundTripRestoresStateAndRemainingDelay() throws {
        let clock = ManualClock()
        let machine = StateMachine(try definition(), clock: clock)
        machine.start()
        try machine.send(.load)
        clock.advance(by: .milliseconds(500))
        let snapshot = machine.snapshot()
        #expect(
            snapshot
                == StateMachine<Phase, Step>.Snapshot(
                    state: .loading, isStarted: true, pending: [PendingDelay(rule: 1, remaining: .milliseconds(1500))],
                    fingerprint: try definition().fingerprint))
        let otherClock = ManualClock(start: .seconds(100))
        let restored = try StateMachine.restored(try definition(), snapshot, clock: otherClock)
        #expect(restored.snapshot() == snapshot)
        #expect(restored.state == .loading)
        #expect(restored.allowedEvents == [.finish, .reset])
        otherClock.advance(by: .milliseconds(1499))
        #expect(restored.state == .loading)
        otherClock.advance(by: .milliseconds(1))
        #expect(restored.state == .slow)
    }

    /// Saving a snapshot when a state is entered is the usual way to persist a machine; the
    /// entered state's delayed rules used to be armed only after the enter handlers, so such a
    /// snapshot had none and its restored machine stayed in `loading` for good.
    @Test func aSnapshotTakenInAnEnterHandlerHasTheEnteredStatesDelays() throws {
        let clock = ManualClock()
        let machine = StateMachine(try definition(), clock: clock)
        var snapshots: [StateMachine<Phase, Step>.Snapshot] = []
        machine.onEnter(.loading) { [unowned machine] _ in snapshots.append(machine.snapshot()) }
        machine.onEnterAny { [unowned machine] _ in snapshots.append(machine.snapshot()) }
        machine.start()
        try machine.send(.load)
        let fingerprint = try definition().fingerprint
        let entered = StateMachine<Phase, Step>.Snapshot(
            state: .loading, isStarted: true, pending: [PendingDelay(rule: 1, remaining: .seconds(2))],
            fingerprint: fingerprint)
        #expect(
            snapshots == [
                StateMachine<Phase, Step>.Snapshot(
                    state: .idle, isStarted: true, pending: [], fingerprint: fingerprint),
                entered, entered,
            ])
        let otherClock = ManualClock()
        let restored = try StateMachine.restored(try definition(), entered, clock: otherClock)
        otherClock.advance(by: .seconds(2))
        #expect(restored.state == .slow)
    }

    /// The initial state's delayed rules are armed before its enter handlers run, too.
    @Test func aSnapshotTakenWhileStartingHasTheInitialStatesDelays() throws {
        let clock = ManualClock()
        let definition = try StateMachine<Phase, Step>.Definition(
            initial: .loading, final: [.done],
            rules: [
                .after(.seconds(2), on: .timeout, from: .loading, to: .slow),
                .on(.finish, from: [.loading, .slow], to: .done),
            ])
        let machine = StateMachine(definition, clock: clock)
        var snapshots: [StateMachine<Phase, Step>.Snapshot] = []
        machine.onEnter(.loading) { [unowned machine] _ in snapshots.append(machine.snapshot()) }
        machine.start()
        #expect(
            snapshots == [
                StateMachine<Phase, Step>.Snapshot(
                    state: .loading, isStarted: true, pending: [PendingDelay(rule: 0, remaining: .seconds(2))],
                    fingerprint: definition.fingerprint)
            ])
    }

    /// A hand-edited snapshot listing an internal delayed rule twice made it fire twice.
    @Test func aRuleListedTwiceInASnapshotIsArmedOnce() throws {
        let definition = try StateMachine<Phase, Step>.Definition(
            initial: .slow, final: [.done],
            rules: [
                .init(
                    event: .timeout, sources: .states([.slow]), target: .slow, delay: .seconds(1), isInternal: true),
                .on(.finish, from: .slow, to: .done),
            ])
        let snapshot = StateMachine<Phase, Step>.Snapshot(
            state: .slow, isStarted: true,
            pending: [PendingDelay(rule: 0, remaining: .seconds(1)), PendingDelay(rule: 0, remaining: .seconds(2))],
            fingerprint: definition.fingerprint)
        let clock = ManualClock()
        let machine = try StateMachine.restored(definition, snapshot, clock: clock)
        var fired: [String] = []
        machine.observe { fired.append("\($0.event.map(\.rawValue) ?? "-")@\(clock.now)") }
        #expect(machine.pendingDelays == [PendingDelay(rule: 0, remaining: .seconds(1))])
        clock.advance(by: .seconds(5))
        #expect(fired == ["timeout@1.0 seconds"])
        #expect(clock.pendingCount == 0)
    }

    @Test func snapshotThatDoesNotFitIsRejected() throws {
        let bad = StateMachine<Phase, Step>.Snapshot(
            state: .idle, isStarted: true, pending: [PendingDelay(rule: 1, remaining: .seconds(1))],
            fingerprint: try definition().fingerprint)
        #expect(throws: SnapshotError.invalidPendingRule(1, state: "idle")) {
            try StateMachine.restored(try definition(), bad, clock: ManualClock())
        }
    }

    @Test func delayedRuleDescriptionUsesSeconds() throws {
        let description = try definition().description
        #expect(description.events[1] == EventDescription(name: "timeout", from: ["loading"], to: "slow", after: 2))
    }

    @Test func queuedRejectionDuringADelayedTransitionGoesToTheReportPolicy() throws {
        let clock = ManualClock()
        let machine = StateMachine(try definition(), clock: clock)
        var reported: [String] = []
        machine.onEnter(.slow) { [unowned machine] _ in
            #expect((try? machine.send(.load)) == .queued)
        }
        machine.start()
        try machine.send(.load)
        machine.unhandledEventPolicy = .report { reported.append($0.description) }
        clock.advance(by: .seconds(2))
        #expect(machine.state == .slow)
        #expect(reported == ["event 'load' is not allowed in state 'slow'; allowed: finish, reset"])
    }
}
