import Stagehand
import StagehandTesting
import Testing

/// Rejections of runs that no caller can catch — started by `start()` or by a delayed rule —
/// reach `onUndeliveredRejection` instead of being dropped.
@Suite struct UndeliveredRejectionTests {
    enum Phase: String, Hashable, Sendable { case idle, loading, slow, done }
    enum Step: String, Hashable, Sendable { case load, finish, timeout }

    private func definition() throws -> StateMachine<Phase, Step>.Definition {
        try .init(
            initial: .idle, final: [.done],
            rules: [
                .on(.load, from: .idle, to: .loading),
                .after(.seconds(2), on: .timeout, from: .loading, to: .slow),
                .on(.finish, from: [.loading, .slow], to: .done),
            ])
    }

    @Test func aRejectionQueuedWhileStartingIsDelivered() throws {
        let machine = StateMachine(try definition())
        var delivered: [String] = []
        machine.onUndeliveredRejection = { delivered.append($0.description) }
        machine.onEnter(.idle) { [unowned machine] _ in
            #expect((try? machine.send(.finish)) == .queued)
        }
        machine.start()
        #expect(machine.state == .idle)
        #expect(delivered == ["event 'finish' is not allowed in state 'idle'; allowed: load"])
    }

    @Test func aRejectionQueuedByADelayedTransitionIsDelivered() throws {
        let clock = ManualClock()
        let machine = StateMachine(try definition(), clock: clock)
        var delivered: [Step] = []
        machine.onUndeliveredRejection = { delivered.append($0.event) }
        machine.onEnter(.slow) { [unowned machine] _ in _ = try? machine.send(.load) }
        machine.start()
        try machine.send(.load)
        clock.advance(by: .seconds(2))
        #expect(machine.state == .slow)
        #expect(delivered == [.load])
    }

    @Test func theReportPolicyTakesPrecedenceAndThrownRejectionsAreNotDeliveredTwice() throws {
        let machine = StateMachine(try definition())
        var delivered: [Step] = []
        var reported: [Step] = []
        machine.onUndeliveredRejection = { delivered.append($0.event) }
        machine.start()
        #expect(throws: TransitionRejected<Phase, Step>.self) { try machine.send(.finish) }
        #expect(delivered == [])
        machine.unhandledEventPolicy = .report { reported.append($0.event) }
        machine.onEnter(.loading) { [unowned machine] _ in _ = try? machine.send(.load) }
        #expect(try machine.send(.load) == .processed)
        #expect(reported == [.load])
        #expect(delivered == [])
    }
}
