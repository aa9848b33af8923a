import Stagehand
import StagehandTesting
import Testing

/// Requests during a transition, under each policy, and same-state requests.
@MainActor
@Suite struct ContainerPolicyTests {
    @Test func coalesceBuildsOnlyTheLatestRequest() {
        let fixture = ContainerFixture(policy: .coalesce)
        fixture.appear()
        var outcomes: [String] = []
        fixture.container.setNeedsTransition(to: .ready, animated: true) { outcomes.append("ready: \($0)") }
        fixture.container.setNeedsTransition(to: .failed, animated: true) { outcomes.append("failed: \($0)") }
        fixture.container.setNeedsTransition(to: .loading, animated: true) { outcomes.append("loading: \($0)") }
        fixture.container.setNeedsTransition(to: .empty, animated: false) { outcomes.append("empty: \($0)") }
        #expect(outcomes == ["failed: superseded", "loading: superseded"])
        fixture.clock.advance(by: .milliseconds(350))
        #expect(
            fixture.take() == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
                .requested("failed", animated: true),
                .requested("loading", animated: true),
                .requested("empty", animated: false),
                .animationEnded("spinner", appearing: false),
                .views(["table"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: true),
                .willTransition(to: "empty", animated: false),
                .willDetach("table"), .willDisappear("table", animated: false),
                .attach("blank"), .willAppear("blank", animated: false),
                .views(["blank"]),
                .didDisappear("table", animated: false), .detach("table"),
                .didAppear("blank", animated: false), .didAttach("blank"),
                .didTransition(from: "ready", to: "empty", animated: false),
            ])
        #expect(fixture.childrenRequests == [.ready, .empty])
        #expect(outcomes == ["failed: superseded", "loading: superseded", "ready: shown", "empty: shown"])
    }

    @Test func coalesceDropsARequestThatLeadsBackToTheTarget() {
        let fixture = ContainerFixture(policy: .coalesce)
        fixture.appear()
        var outcomes: [String] = []
        fixture.container.setNeedsTransition(to: .ready, animated: true) { outcomes.append("ready: \($0)") }
        fixture.container.setNeedsTransition(to: .loading, animated: true) { outcomes.append("loading: \($0)") }
        fixture.container.setNeedsTransition(to: .ready, animated: true) { outcomes.append("ready again: \($0)") }
        fixture.clock.runUntilIdle()
        #expect(fixture.childrenRequests == [.ready])
        #expect(outcomes == ["loading: superseded", "ready: shown", "ready again: alreadyShown"])
        #expect(fixture.container.currentState == .ready)
    }

    @Test func queuePlaysEveryRequestInOrder() {
        let fixture = ContainerFixture(policy: .queue)
        fixture.appear()
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        fixture.container.setNeedsTransition(to: .failed, animated: true)
        fixture.container.setNeedsTransition(to: .empty, animated: false)
        #expect(fixture.childrenRequests == [.ready])
        fixture.clock.advance(by: .milliseconds(350))
        #expect(fixture.childrenRequests == [.ready, .failed])
        fixture.clock.advance(by: .milliseconds(350))
        #expect(
            fixture.take() == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
                .requested("failed", animated: true),
                .requested("empty", animated: false),
                .animationEnded("spinner", appearing: false),
                .views(["table"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: true),
                .willTransition(to: "failed", animated: true),
                .attach("error"), .willAppear("error", animated: true),
                .views(["table", "error"]),
                .animate("error", appearing: true, duration: .milliseconds(350), delay: .zero),
                .animationEnded("error", appearing: true),
                .didAppear("error", animated: true), .didAttach("error"),
                .didTransition(from: "ready", to: "failed", animated: true),
                .willTransition(to: "empty", animated: false),
                .willDetach("table"), .willDisappear("table", animated: false),
                .willDetach("error"), .willDisappear("error", animated: false),
                .attach("blank"), .willAppear("blank", animated: false),
                .views(["blank"]),
                .didDisappear("table", animated: false), .detach("table"),
                .didDisappear("error", animated: false), .detach("error"),
                .didAppear("blank", animated: false), .didAttach("blank"),
                .didTransition(from: "failed", to: "empty", animated: false),
            ])
        #expect(fixture.childrenRequests == [.ready, .failed, .empty])
    }

    @Test func interruptFinishesInFlightAnimationsAndStartsAtOnce() {
        let fixture = ContainerFixture(policy: .interrupt)
        fixture.appear()
        var ended: [String] = []
        fixture.spinner.disappearing.didEnd = { ended.append("spinner didEnd") }
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        fixture.clock.advance(by: .milliseconds(100))
        fixture.container.setNeedsTransition(to: .failed, animated: true)
        #expect(ended == ["spinner didEnd"])
        #expect(
            fixture.take() == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
                .requested("failed", animated: true),
                .finishAnimation("spinner", appearing: false),
                .views(["table"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: true),
                .willTransition(to: "failed", animated: true),
                .attach("error"), .willAppear("error", animated: true),
                .views(["table", "error"]),
                .animate("error", appearing: true, duration: .milliseconds(350), delay: .zero),
            ])
        // The new transition runs its full length from the interruption.
        fixture.clock.advance(by: .milliseconds(349))
        #expect(fixture.container.isTransitioning)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(!fixture.container.isTransitioning)
        #expect(fixture.check() == [])
    }

    @Test(arguments: [TransitionPolicy.coalesce, .queue, .interrupt])
    func theLastRequestedStateIsReachedUnderEveryPolicy(policy: TransitionPolicy) {
        let fixture = ContainerFixture(policy: policy)
        fixture.appear()
        for state in [Screen.ready, .failed, .loading, .empty, .failed] {
            fixture.container.setNeedsTransition(to: state, animated: true)
            fixture.clock.advance(by: .milliseconds(120))
        }
        fixture.clock.runUntilIdle()
        #expect(fixture.container.currentState == .failed)
        #expect(fixture.host.views == ["table", "error"])
        #expect(fixture.check() == [])
    }

    @Test func aRequestForTheShownStateDoesNothing() {
        let fixture = ContainerFixture()
        fixture.appear()
        var outcomes: [TransitionOutcome] = []
        fixture.container.setNeedsTransition(to: .loading, animated: true) { outcomes.append($0) }
        #expect(fixture.host.events == [.requested("loading", animated: true)])
        #expect(fixture.childrenRequests == [])
        #expect(outcomes == [.alreadyShown])
        #expect(!fixture.container.isTransitioning)
    }

    @Test func aRequestForTheRunningTransitionsTargetJoinsIt() {
        let fixture = ContainerFixture()
        fixture.appear()
        var outcomes: [String] = []
        fixture.container.setNeedsTransition(to: .ready, animated: true) { outcomes.append("first: \($0)") }
        fixture.container.setNeedsTransition(to: .ready, animated: false) { outcomes.append("second: \($0)") }
        #expect(outcomes == [])
        fixture.clock.runUntilIdle()
        #expect(outcomes == ["first: shown", "second: shown"])
        #expect(fixture.childrenRequests == [.ready])
    }

    @Test func withoutEquatableStatesEveryRequestRunsATransition() {
        struct Opaque { let name: String }
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let table = RecordingChild("table")
        var calls = 0
        let container = StateContainer<Opaque, RecordingHost>(
            initialState: Opaque(name: "list"), host: host, clock: clock
        ) { _ in
            calls += 1
            return [table]
        }
        container.setNeedsTransition(to: Opaque(name: "list"), animated: false)
        container.setNeedsTransition(to: Opaque(name: "list"), animated: false)
        #expect(calls == 2)
        #expect(
            host.events == [
                .attach("table"), .views(["table"]), .didAttach("table"),
                .views(["table"]),
            ])
    }
}
