import Stagehand
import StagehandTesting
import Testing

/// `showDelay` and `minimumVisibleDuration`, on the manual clock.
@MainActor
@Suite struct ContainerAntiFlickerTests {
    /// A ready container on screen whose spinner shows after 0.2 s and then stays at least 0.5 s.
    func makeFixture(policy: TransitionPolicy = .coalesce) -> ContainerFixture {
        let fixture = ContainerFixture(initial: .ready, policy: policy)
        fixture.spinner.appearing = ChildTransition(
            showDelay: .milliseconds(200), minimumVisibleDuration: .milliseconds(500))
        fixture.appear()
        return fixture
    }

    @Test func aLoadThatFinishesWithinTheShowDelayNeverShowsTheSpinner() {
        let fixture = makeFixture()
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        #expect(!fixture.container.isTransitioning)
        fixture.clock.advance(by: .milliseconds(199))
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        fixture.clock.advance(by: .seconds(2))
        #expect(
            fixture.take() == [
                .requested("loading", animated: true),
                .willTransition(to: "loading", animated: true),
                .views(["table"]),
                .didTransition(from: "ready", to: "loading", animated: true),
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .views(["table"]),
                .didTransition(from: "loading", to: "ready", animated: true),
            ])
        #expect(fixture.clock.pendingCount == 0)
        #expect(fixture.check() == [])
    }

    @Test func aShownSpinnerStaysForTheMinimumVisibleDuration() {
        let fixture = makeFixture()
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        _ = fixture.take()
        fixture.clock.advance(by: .milliseconds(200))
        #expect(
            fixture.take() == [
                .attach("spinner"), .willAppear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: true, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.advance(by: .milliseconds(100))  // t = 0.3: the load finishes
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(fixture.take() == [.requested("ready", animated: true)])
        fixture.clock.advance(by: .milliseconds(250))  // t = 0.55: the fade-in ends
        #expect(
            fixture.take() == [
                .animationEnded("spinner", appearing: true), .didAppear("spinner", animated: true),
                .didAttach("spinner"),
            ])
        fixture.clock.advance(by: .milliseconds(149))  // t = 0.699: still held
        #expect(fixture.take() == [])
        #expect(fixture.container.currentState == .loading)
        fixture.clock.advance(by: .milliseconds(1))  // t = 0.7 = shown at 0.2 + 0.5
        #expect(
            fixture.take() == [
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.runUntilIdle()
        #expect(fixture.container.currentState == .ready)
        #expect(fixture.check() == [])
    }

    @Test(arguments: [TransitionPolicy.coalesce, .queue, .interrupt])
    func requestsDuringTheHoldFollowThePolicy(policy: TransitionPolicy) {
        let fixture = makeFixture(policy: policy)
        fixture.container.setNeedsTransition(to: .loading, animated: false)
        fixture.clock.advance(by: .milliseconds(300))
        fixture.container.setNeedsTransition(to: .failed, animated: false)
        fixture.container.setNeedsTransition(to: .ready, animated: false)
        #expect(fixture.container.currentState == .loading)
        fixture.clock.advance(by: .milliseconds(400))
        #expect(fixture.container.currentState == .ready)
        let expected: [Screen] = policy == .queue ? [.loading, .failed, .ready] : [.loading, .ready]
        #expect(fixture.childrenRequests == expected)
        #expect(fixture.check() == [])
    }

    @Test func aRequestDuringARevealsFadeInFinishesItAtOnce() {
        let fixture = ContainerFixture(initial: .ready)
        fixture.spinner.appearing = ChildTransition(showDelay: .milliseconds(200))
        fixture.appear()
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        fixture.clock.advance(by: .milliseconds(300))  // revealed at 0.2, fading in until 0.55
        _ = fixture.take()
        #expect(!fixture.container.isTransitioning)
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(
            fixture.take() == [
                .requested("ready", animated: true),
                .finishAnimation("spinner", appearing: true),
                .didAppear("spinner", animated: true), .didAttach("spinner"),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.runUntilIdle()
        #expect(fixture.check() == [])
    }

    @Test func offScreenNothingWaits() {
        let fixture = ContainerFixture(initial: .ready)
        fixture.spinner.appearing = ChildTransition(
            showDelay: .milliseconds(200), minimumVisibleDuration: .milliseconds(500))
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        fixture.clock.advance(by: .milliseconds(200))
        #expect(fixture.host.attachedNames == ["table", "spinner"])
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(fixture.host.attachedNames == ["table"])
        #expect(fixture.check() == [])
    }

    /// Issue 11 (#47/#52): off screen nothing is seen, so a show delay holds nothing back; the
    /// container appears already showing the spinner, never the bare table first.
    @Test func aSpinnerComposedOffScreenIsInTheFirstFrame() {
        let fixture = ContainerFixture(initial: .ready)
        fixture.spinner.appearing = ChildTransition(showDelay: .milliseconds(200))
        fixture.container.setNeedsTransition(to: .loading, animated: false)
        #expect(fixture.host.attachedNames == ["table", "spinner"])
        fixture.container.containerWillAppear(animated: false)
        fixture.container.containerDidAppear(animated: false)
        #expect(fixture.host.views == ["table", "spinner"])
        #expect(fixture.clock.pendingCount == 0)
        #expect(fixture.check() == [])
    }

    @Test func twoObserversBothHearEveryEventInOrder() {
        let fixture = ContainerFixture(initial: .ready)
        var heard: [String] = []
        let first = fixture.container.observe { heard.append("first \($0)") }
        fixture.container.observe { heard.append("second \($0)") }
        fixture.container.setNeedsTransition(to: .loading, animated: false)
        fixture.container.removeObserver(first)
        fixture.container.setNeedsTransition(to: .ready, animated: false)
        #expect(
            heard == [
                "first requested(loading, not animated)",
                "second requested(loading, not animated)",
                "first willTransition(to: loading, not animated)",
                "second willTransition(to: loading, not animated)",
                "first attach(table)",
                "second attach(table)",
                "first attach(spinner)",
                "second attach(spinner)",
                "first views[table, spinner]",
                "second views[table, spinner]",
                "first didAttach(table)",
                "second didAttach(table)",
                "first didAttach(spinner)",
                "second didAttach(spinner)",
                "first didTransition(from: ready, to: loading, not animated)",
                "second didTransition(from: ready, to: loading, not animated)",
                "second requested(ready, not animated)",
                "second willTransition(to: ready, not animated)",
                "second willDetach(spinner)",
                "second views[table]",
                "second detach(spinner)",
                "second didTransition(from: loading, to: ready, not animated)",
            ])
    }
}
