import Stagehand
import StagehandTesting
import Testing

/// Handlers that send events used to capture the machine (and needed `unowned` or `weak` to
/// avoid a cycle); the `withSender:` registrations hand them a weak `Sender` instead.
@Suite struct SenderTests {
    enum Phase: String, Hashable, Sendable { case idle, loading, shown, failed }
    enum Step: String, Hashable, Sendable { case load, show, fail, reset }

    private func definition() throws -> StateMachine<Phase, Step>.Definition {
        try .init(
            initial: .idle,
            rules: [
                .on(.load, from: .idle, to: .loading),
                .on(.show, from: .loading, to: .shown),
                .on(.fail, from: [.loading, .shown], to: .failed),
                .on(.reset, from: .anyState, to: .idle),
            ])
    }

    @Test func everyRegistrationCanSendAndEventsRunInOrder() throws {
        let machine = StateMachine(try definition())
        var log: [String] = []
        machine.onLeave(
            .idle,
            withSender: { _, sender in
                log.append("leave idle")
                sender.send(.show)
            })
        machine.onEnter(.loading) { _, sender in
            log.append("enter loading")
            sender.send(.fail)
        }
        machine.onLeaveAny { transition, _ in log.append("leave any \(transition.from?.rawValue ?? "-")") }
        machine.onEnterAny { transition, _ in log.append("enter any \(transition.to)") }
        machine.onTransition { transition, sender in
            if transition.to == .failed { sender.send(.reset) }
        }
        machine.observe { transition, _ in log.append("observe \(transition.event?.rawValue ?? "start")") }
        machine.start()
        log.removeAll()
        #expect(try machine.send(.load) == .processed)
        // show (queued by leave idle) runs before fail (queued by enter loading), then fail
        // queues reset.
        #expect(
            log == [
                "leave idle", "leave any idle", "enter loading", "enter any loading", "observe load",
                "leave any loading", "enter any shown", "observe show",
                "leave any shown", "enter any failed", "observe fail",
                "leave any failed", "enter any idle", "observe reset",
            ])
        #expect(machine.state == .idle)
    }

    @Test func aMachineWhoseHandlersUseTheSenderIsReleased() throws {
        weak var released: StateMachine<Phase, Step>?
        var entered: [Phase] = []
        do {
            let machine = StateMachine(try definition())
            machine.onEnter(.loading) { _, sender in sender.send(.show) }
            machine.onEnterAny { transition, _ in entered.append(transition.to) }
            machine.start()
            try machine.send(.load)
            released = machine
        }
        #expect(entered == [.idle, .loading, .shown])
        #expect(released == nil)
    }

    @Test func aKeptSenderSendsAtOnceAndDoesNothingOnceTheMachineIsGone() throws {
        var kept: StateMachine<Phase, Step>.Sender?
        var undelivered: [String] = []
        do {
            let machine = StateMachine(try definition())
            machine.onEnter(.idle) { _, sender in kept = sender }
            machine.onUndeliveredRejection = { undelivered.append($0.description) }
            machine.start()
            let sender = try #require(kept)
            sender.send(.load)
            #expect(machine.state == .loading)
            // Outside a transition a rejection has no caller: it goes to onUndeliveredRejection.
            sender.send(.load)
            #expect(undelivered == ["event 'load' is not allowed in state 'loading'; allowed: show, fail, reset"])
            #expect(sender.isConnected)
        }
        let sender = try #require(kept)
        #expect(!sender.isConnected)
        sender.send(.reset)
        #expect(undelivered.count == 1)
    }

    @Test func aRejectedEventSentThroughTheSenderIsThrownByTheOutermostSend() throws {
        let machine = StateMachine(try definition())
        machine.onEnter(.loading) { _, sender in sender.send(.load) }
        machine.start()
        do {
            try machine.send(.load)
            Issue.record("expected the queued load to be rejected")
        } catch {
            #expect(error.state == .loading)
            #expect(error.event == .load)
        }
        #expect(machine.state == .loading)
    }
}
