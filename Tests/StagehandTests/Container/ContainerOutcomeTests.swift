import Stagehand
import StagehandTesting
import Testing

/// What a request's completion receives when it asks for a state that is shown or on its way.
@MainActor
@Suite struct ContainerOutcomeTests {
    @Test func aRequestForTheShownStateWhileIdleIsAlreadyShownAtOnce() {
        let fixture = ContainerFixture(initial: .ready)
        fixture.appear()
        var outcomes: [TransitionOutcome] = []
        fixture.container.setNeedsTransition(to: .ready, animated: true) { outcomes.append($0) }
        #expect(outcomes == [.alreadyShown])
        #expect(fixture.childrenRequests == [])
    }

    @Test func aRequestForTheRunningTargetCompletesShownWhenTheTransitionEnds() {
        let fixture = ContainerFixture(initial: .ready)
        fixture.appear()
        var outcomes: [String] = []
        fixture.container.setNeedsTransition(to: .failed, animated: true) { outcomes.append("first: \($0)") }
        fixture.clock.advance(by: .milliseconds(100))
        fixture.container.setNeedsTransition(to: .failed, animated: true) { outcomes.append("second: \($0)") }
        fixture.clock.advance(by: .milliseconds(249))
        #expect(outcomes == [])  // the error is not on screen yet
        fixture.clock.advance(by: .milliseconds(1))
        #expect(outcomes == ["first: shown", "second: shown"])
        #expect(fixture.childrenRequests == [.failed])
        #expect(fixture.container.isAtRest)
    }

    @Test func aRequestForTheWaitingTargetCompletesWithIt() {
        let fixture = ContainerFixture(initial: .ready)
        fixture.appear()
        var outcomes: [String] = []
        fixture.container.setNeedsTransition(to: .failed, animated: true) { outcomes.append("failed: \($0)") }
        fixture.container.setNeedsTransition(to: .empty, animated: true) { outcomes.append("empty: \($0)") }
        fixture.container.setNeedsTransition(to: .empty, animated: true) { outcomes.append("empty again: \($0)") }
        fixture.clock.advance(by: .milliseconds(350))
        #expect(outcomes == ["failed: shown"])
        fixture.clock.advance(by: .milliseconds(350))
        #expect(outcomes == ["failed: shown", "empty: shown", "empty again: shown"])
        #expect(fixture.childrenRequests == [.failed, .empty])
    }

    @Test func aRequestThatReplacedAWaitingOneAndWasReachedMeanwhileIsAlreadyShown() {
        let fixture = ContainerFixture(initial: .ready)
        fixture.appear()
        var outcomes: [String] = []
        fixture.container.setNeedsTransition(to: .failed, animated: true) { outcomes.append("failed: \($0)") }
        fixture.container.setNeedsTransition(to: .empty, animated: true) { outcomes.append("empty: \($0)") }
        fixture.container.setNeedsTransition(to: .failed, animated: true) { outcomes.append("failed again: \($0)") }
        #expect(outcomes == ["empty: superseded"])
        fixture.clock.advance(by: .milliseconds(350))
        #expect(outcomes == ["empty: superseded", "failed: shown", "failed again: alreadyShown"])
        #expect(fixture.childrenRequests == [.failed])
    }
}
