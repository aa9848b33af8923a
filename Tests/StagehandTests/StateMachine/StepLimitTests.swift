import Stagehand
import StagehandTesting
import Testing

/// Enter handlers that send each other's events used to make one `send` run for ever. A run
/// now stops at the machine's step limit with a rejection naming the cycle.
@Suite struct StepLimitTests {
    enum Side: String, Hashable, Sendable { case left, right, done }
    enum Hit: String, Hashable, Sendable { case serve, ping, pong, stop }

    private func definition() throws -> StateMachine<Side, Hit>.Definition {
        try .init(
            initial: .left, final: [.done],
            rules: [
                .on(.serve, from: .left, to: .right),
                .on(.pong, from: .right, to: .left),
                .on(.ping, from: .left, to: .right),
                .on(.stop, from: [.left, .right], to: .done),
            ])
    }

    /// A machine whose `left` and `right` enter handlers serve the ball back for ever.
    private func endlessRally(clock: ManualClock? = nil) throws -> (StateMachine<Side, Hit>, Counter) {
        let machine = StateMachine(try definition(), clock: clock)
        let counter = Counter()
        machine.onEnter(.right) { _, sender in
            counter.entries += 1
            sender.send(.pong)
        }
        machine.onEnter(.left) { transition, sender in
            counter.entries += 1
            if transition.from != nil { sender.send(.ping) }
        }
        return (machine, counter)
    }

    final class Counter {
        var entries = 0
    }

    @Test func theDefaultLimitIsTenThousandAndConfigurable() throws {
        let machine = StateMachine(try definition())
        #expect(RunLimits.defaultStepLimit == 10_000)
        #expect(machine.limits.stepsPerRun == 10_000)
        machine.limits.stepsPerRun = 0
        #expect(machine.limits.stepsPerRun == 1)
        let limited = StateMachine(try definition(), limits: RunLimits(stepsPerRun: 3))
        #expect(limited.limits == RunLimits(stepsPerRun: 3))
    }

    @Test func anEndlessCycleStopsAtTheLimitWithATrace() throws {
        let (machine, counter) = try endlessRally()
        machine.start()
        counter.entries = 0
        var caught: TransitionRejected<Side, Hit>?
        do {
            try machine.send(.serve)
            Issue.record("expected the run to stop")
        } catch {
            caught = error
        }
        let rejection = try #require(caught)
        // serve (1), then pong/ping alternately: 10,000 transitions in all, each entering a state.
        #expect(counter.entries == 10_000)
        #expect(rejection.reason == .stepLimitExceeded)
        #expect(rejection.stepLimit == 10_000)
        // Transition 10,000 was a pong (even numbers enter `left`), so the dropped one is a ping.
        #expect(rejection.state == .left)
        #expect(rejection.event == .ping)
        typealias Step = StateMachine<Side, Hit>.Transition
        let pair = [Step(from: .left, to: .right, event: .ping), Step(from: .right, to: .left, event: .pong)]
        #expect(rejection.trace == pair + pair + pair + pair)
        #expect(
            rejection.description
                == "run stopped in state 'left' after 10000 transitions, the machine's step limit: event 'ping' and the "
                + "rest of the queue were dropped; last transitions: left --ping--> right, right --pong--> left, "
                + "left --ping--> right, right --pong--> left, left --ping--> right, right --pong--> left, "
                + "left --ping--> right, right --pong--> left; handlers probably send events in a cycle — break it, "
                + "or raise limits.stepsPerRun (now 10000) if the run is meant to be this long")
        #expect(rejection.allowedEvents == [.serve, .ping, .stop])
    }

    @Test func theMachineIsConsistentAfterAStoppedRun() throws {
        let (machine, counter) = try endlessRally()
        machine.limits.stepsPerRun = 5
        machine.start()
        #expect(throws: TransitionRejected<Side, Hit>.self) { try machine.send(.serve) }
        // Five transitions: serve, pong, ping, pong, ping: the machine rests in `right`, idle.
        #expect(machine.state == .right)
        #expect(counter.entries == 6)
        #expect(machine.canSend(.stop))
        #expect(try machine.send(.stop) == .processed)
        #expect(machine.state == .done)
    }

    @Test func aShortLimitTracesTheWholeRunFromItsFirstTransition() throws {
        let (machine, _) = try endlessRally()
        machine.limits.stepsPerRun = 3
        machine.start()
        do {
            try machine.send(.serve)
            Issue.record("expected the run to stop")
        } catch {
            typealias Step = StateMachine<Side, Hit>.Transition
            #expect(
                error.trace == [
                    Step(from: .left, to: .right, event: .serve), Step(from: .right, to: .left, event: .pong),
                    Step(from: .left, to: .right, event: .ping),
                ])
            #expect(error.state == .right)
            #expect(error.event == .pong)
        }
    }

    @Test func aRunOfExactlyTheLimitIsNotStopped() throws {
        let machine = StateMachine(try definition())
        machine.limits.stepsPerRun = 3
        machine.onEnter(.right) { transition, sender in
            if transition.event == .serve { sender.send(.pong) }
        }
        machine.onEnter(.left) { transition, sender in
            if transition.event == .pong { sender.send(.ping) }
        }
        machine.start()
        #expect(try machine.send(.serve) == .processed)
        #expect(machine.state == .right)
    }

    @Test func aCycleStartedByStartGoesToOnUndeliveredRejection() throws {
        let machine = StateMachine(try definition())
        machine.limits.stepsPerRun = 4
        var delivered: [TransitionRejected<Side, Hit>] = []
        machine.onUndeliveredRejection = { delivered.append($0) }
        machine.onEnter(.left) { _, sender in sender.send(.ping) }
        machine.onEnter(.right) { _, sender in sender.send(.pong) }
        machine.start()
        #expect(delivered.count == 1)
        typealias Step = StateMachine<Side, Hit>.Transition
        #expect(
            delivered.first?.trace == [
                Step(from: nil, to: .left, event: nil), Step(from: .left, to: .right, event: .ping),
                Step(from: .right, to: .left, event: .pong), Step(from: .left, to: .right, event: .ping),
            ])
        #expect(
            delivered.first?.description.contains("last transitions: (start) --> left, left --ping--> right") == true)
        #expect(machine.state == .right)
        #expect(try machine.send(.stop) == .processed)
    }

    @Test func aCycleStartedByADelayedRuleGoesToOnUndeliveredRejection() throws {
        let clock = ManualClock()
        let definition = try StateMachine<Side, Hit>.Definition(
            initial: .left, final: [.done],
            rules: [
                .after(.seconds(1), on: .serve, from: .left, to: .right),
                .on(.pong, from: .right, to: .right, internal: true),
                .on(.stop, from: [.left, .right], to: .done),
            ])
        let machine = StateMachine(definition, clock: clock)
        machine.limits.stepsPerRun = 100
        var delivered: [TransitionRejected<Side, Hit>] = []
        machine.onUndeliveredRejection = { delivered.append($0) }
        machine.observe { _, sender in sender.send(.pong) }
        machine.start()
        // start's observer queued a pong in `left`, rejected: that is the start run's rejection.
        #expect(delivered.map(\.reason) == [.notAllowed])
        clock.advance(by: .seconds(1))
        #expect(delivered.map(\.reason) == [.notAllowed, .stepLimitExceeded])
        let trace = delivered.last?.trace ?? []
        #expect(trace.count == 8)
        #expect(
            trace.last == StateMachine<Side, Hit>.Transition(from: .right, to: .right, event: .pong, isInternal: true))
        #expect(delivered.last?.description.contains("right --pong--> right (internal)") == true)
        #expect(machine.state == .right)
        #expect(machine.canSend(.stop))
    }

    @Test func theReportPolicyReceivesTheStopAndSendReturns() throws {
        let (machine, _) = try endlessRally()
        machine.limits.stepsPerRun = 10
        var reported: [TransitionRejected<Side, Hit>.Reason] = []
        machine.unhandledEventPolicy = .report { reported.append($0.reason) }
        machine.start()
        #expect(try machine.send(.serve) == .processed)
        #expect(reported == [.stepLimitExceeded])
    }

    @Test func theIgnorePolicyStillThrowsTheStop() throws {
        let (machine, _) = try endlessRally()
        machine.limits.stepsPerRun = 10
        machine.unhandledEventPolicy = .ignore
        machine.start()
        #expect(throws: TransitionRejected<Side, Hit>.self) { try machine.send(.serve) }
        #expect(try machine.send(.stop) == .processed)
    }

    @Test func theStopTakesPrecedenceOverAnEarlierQueuedRejection() throws {
        let (machine, _) = try endlessRally()
        machine.limits.stepsPerRun = 10
        machine.onEnter(.right) { transition, sender in
            // A second pong, rejected in `left`, where the first one leads.
            if transition.event == .serve { sender.send(.pong) }
        }
        machine.start()
        do {
            try machine.send(.serve)
            Issue.record("expected the run to stop")
        } catch {
            #expect(error.reason == .stepLimitExceeded)
        }
    }

    @Test func aFunctionMachineStopsToo() throws {
        let machine = StateMachine<Int, Int>(initial: 0) { state, step in state + step }
        machine.limits.stepsPerRun = 20
        machine.observe { _, sender in sender.send(1) }
        machine.start()
        var caught: TransitionRejected<Int, Int>?
        do { try machine.send(1) } catch { caught = error }
        #expect(caught?.reason == .stepLimitExceeded)
        // The start run stopped at 20 already (its entry plus 19 steps): 19; then 20 more.
        #expect(machine.state == 39)
        #expect(caught?.trace.map(\.to) == Array(32...39))
        #expect(caught?.allowedEvents == [])
    }
}
