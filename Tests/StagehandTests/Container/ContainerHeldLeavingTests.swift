import Stagehand
import StagehandTesting
import Testing

/// Children that leave in a transition whose arrivals are held back (`showDelay`) stay on screen
/// until the reveal: error → loading never shows the bare table while the spinner waits.
@MainActor
@Suite struct ContainerHeldLeavingTests {
    /// A container showing the error page (failed = [table, error]) whose spinner shows after
    /// 0.2 s and then stays at least 0.5 s; on screen unless `onScreen` is `false`.
    func makeFixture(onScreen: Bool = true, policy: TransitionPolicy = .coalesce) -> ContainerFixture {
        let fixture = ContainerFixture(initial: .failed, policy: policy)
        fixture.spinner.appearing = ChildTransition(
            showDelay: .milliseconds(200), minimumVisibleDuration: .milliseconds(500))
        if onScreen {
            fixture.appear()
        } else {
            fixture.container.setNeedsTransition(to: .failed, animated: false)
            _ = fixture.take()
        }
        return fixture
    }

    @Test(arguments: [TransitionPolicy.coalesce, .queue, .interrupt])
    func aLoadDoneWithinTheShowDelayGoesFromTheErrorStraightToTheContent(policy: TransitionPolicy) {
        let fixture = makeFixture(policy: policy)
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        #expect(
            fixture.take() == [
                .requested("loading", animated: true),
                .willTransition(to: "loading", animated: true),
                .views(["table", "error"]),
                .didTransition(from: "failed", to: "loading", animated: true),
            ])
        #expect(!fixture.container.isTransitioning)
        #expect(fixture.container.attachedChildren.map(\.name) == ["table", "error"])
        fixture.clock.advance(by: .milliseconds(100))  // t = 0.1: the load is done
        #expect(fixture.take() == [])
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(
            fixture.take() == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("error"), .willDisappear("error", animated: true),
                .views(["table", "error"]),
                .animate("error", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.runUntilIdle()
        #expect(
            fixture.take() == [
                .animationEnded("error", appearing: false),
                .views(["table"]),
                .didDisappear("error", animated: true), .detach("error"),
                .didTransition(from: "loading", to: "ready", animated: true),
            ])
        #expect(fixture.clock.now == .milliseconds(450))
        #expect(fixture.clock.pendingCount == 0)
        #expect(fixture.childrenRequests == [.loading, .ready])
        #expect(fixture.check() == [])
    }

    @Test func aSlowLoadHandsTheErrorOverToTheSpinnerWhenItIsRevealed() {
        let fixture = makeFixture()
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        _ = fixture.take()
        fixture.clock.advance(by: .milliseconds(199))
        #expect(fixture.take() == [])
        #expect(fixture.host.views == ["table", "error"])
        fixture.clock.advance(by: .milliseconds(1))  // t = 0.2: revealed, the error leaves with it
        #expect(
            fixture.take() == [
                .willDetach("error"), .willDisappear("error", animated: true),
                .attach("spinner"), .willAppear("spinner", animated: true),
                .views(["table", "spinner", "error"]),
                .animate("spinner", appearing: true, duration: .milliseconds(350), delay: .zero),
                .animate("error", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        #expect(!fixture.container.isTransitioning)
        #expect(fixture.container.attachedChildren.map(\.name) == ["table", "spinner", "error"])
        fixture.clock.advance(by: .milliseconds(350))  // t = 0.55: the cross-fade ends
        #expect(
            fixture.take() == [
                .animationEnded("spinner", appearing: true), .didAppear("spinner", animated: true),
                .didAttach("spinner"),
                .animationEnded("error", appearing: false), .views(["table", "spinner"]),
                .didDisappear("error", animated: true), .detach("error"),
            ])
        fixture.clock.advance(by: .milliseconds(450))  // t = 1.0: the load is done
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(
            fixture.take() == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.runUntilIdle()
        #expect(
            fixture.take() == [
                .animationEnded("spinner", appearing: false), .views(["table"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: true),
            ])
        #expect(fixture.check() == [])
    }

    @Test func aLoadDoneJustAfterTheRevealStillWaitsForTheMinimumVisibleDuration() {
        let fixture = makeFixture()
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        fixture.clock.advance(by: .milliseconds(300))  // revealed at 0.2, cross-fading until 0.55
        _ = fixture.take()
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(fixture.take() == [.requested("ready", animated: true)])
        fixture.clock.advance(by: .milliseconds(399))  // t = 0.699
        #expect(fixture.container.currentState == .loading)
        #expect(fixture.host.views == ["table", "spinner"])
        _ = fixture.take()
        fixture.clock.advance(by: .milliseconds(1))  // t = 0.7 = shown at 0.2 + 0.5
        #expect(
            fixture.take() == [
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.runUntilIdle()
        #expect(fixture.check() == [])
    }

    @Test func aChildTheNextStateKeepsStaysWithoutAnyCall() {
        let fixture = makeFixture()
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        fixture.clock.advance(by: .milliseconds(100))
        _ = fixture.take()
        fixture.container.setNeedsTransition(to: .failed, animated: true)
        #expect(
            fixture.take() == [
                .requested("failed", animated: true),
                .willTransition(to: "failed", animated: true),
                .views(["table", "error"]),
                .didTransition(from: "loading", to: "failed", animated: true),
            ])
        fixture.clock.runUntilIdle()
        #expect(fixture.take() == [])
        #expect(fixture.host.attachedNames == ["table", "error"])
        #expect(fixture.check() == [])
    }

    @Test func aSecondHeldTransitionKeepsWhatIsShownUntilItsOwnReveal() {
        let fixture = makeFixture()
        fixture.blank.appearing = ChildTransition(showDelay: .milliseconds(200))
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        fixture.clock.advance(by: .milliseconds(100))
        _ = fixture.take()
        fixture.container.setNeedsTransition(to: .empty, animated: true)  // empty = [blank], held too
        #expect(
            fixture.take() == [
                .requested("empty", animated: true),
                .willTransition(to: "empty", animated: true),
                .views(["table", "error"]),
                .didTransition(from: "loading", to: "empty", animated: true),
            ])
        fixture.clock.advance(by: .milliseconds(199))  // t = 0.299: the spinner's reveal was cancelled
        #expect(fixture.take() == [])
        fixture.clock.advance(by: .milliseconds(1))  // t = 0.3: the blank page is revealed
        #expect(
            fixture.take() == [
                .willDetach("table"), .willDisappear("table", animated: true),
                .willDetach("error"), .willDisappear("error", animated: true),
                .attach("blank"), .willAppear("blank", animated: true),
                .views(["blank", "table", "error"]),
                .animate("blank", appearing: true, duration: .milliseconds(350), delay: .zero),
                .animate("table", appearing: false, duration: .milliseconds(350), delay: .zero),
                .animate("error", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.runUntilIdle()
        #expect(
            fixture.take() == [
                .animationEnded("blank", appearing: true), .didAppear("blank", animated: true),
                .didAttach("blank"),
                .animationEnded("table", appearing: false), .views(["blank", "error"]),
                .didDisappear("table", animated: true), .detach("table"),
                .animationEnded("error", appearing: false), .views(["blank"]),
                .didDisappear("error", animated: true), .detach("error"),
            ])
        #expect(fixture.check() == [])
    }

    /// Off screen nothing is seen, so the spinner's show delay holds nothing back (issue 11,
    /// #47/#52): the error leaves and the spinner arrives in the same silent transition.
    @Test func offScreenTheSpinnerReplacesTheErrorAtOnce() {
        let fixture = makeFixture(onScreen: false)
        fixture.container.setNeedsTransition(to: .loading, animated: true)
        #expect(
            fixture.take() == [
                .requested("loading", animated: true),
                .willTransition(to: "loading", animated: false),
                .willDetach("error"), .attach("spinner"),
                .views(["table", "spinner"]),
                .detach("error"), .didAttach("spinner"),
                .didTransition(from: "failed", to: "loading", animated: false),
            ])
        #expect(fixture.clock.pendingCount == 0)
        #expect(fixture.check() == [])
    }

    @Test func aContainerAppearingAfterAnOffScreenRequestShowsTheSpinnerInItsFirstFrame() {
        let fixture = makeFixture(onScreen: false)
        fixture.container.setNeedsTransition(to: .loading, animated: false)
        fixture.clock.advance(by: .milliseconds(100))
        _ = fixture.take()
        fixture.container.containerWillAppear(animated: false)
        fixture.container.containerDidAppear(animated: false)
        #expect(
            fixture.take() == [
                .container(.willAppear, animated: false),
                .willAppear("table", animated: false), .willAppear("spinner", animated: false),
                .container(.didAppear, animated: false),
                .didAppear("table", animated: false), .didAppear("spinner", animated: false),
            ])
        fixture.clock.runUntilIdle()
        #expect(fixture.take() == [])
        #expect(fixture.check() == [])
    }

    @Test func aHeldErrorIsKeptUntilTheRevealAndReleasedWhenItLeaves() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        var error: ContainerMemoryTests.Weak<RecordingChild>?
        let spinner = RecordingChild("spinner", appearing: ChildTransition(showDelay: .milliseconds(200)))
        let container = StateContainer<String, RecordingHost>(initialState: "failed", host: host, clock: clock) {
            state in
            guard state == "failed" else { return [spinner] }
            let child = RecordingChild("error")
            error = ContainerMemoryTests.Weak(child)
            return [child]
        }
        host.observe(container)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: "loading", animated: true)
        #expect(error?.value != nil)
        #expect(host.attachedNames == ["error"])
        clock.advance(by: .milliseconds(200))
        #expect(host.attachedNames == ["error", "spinner"])
        clock.runUntilIdle()
        #expect(host.attachedNames == ["spinner"])
        #expect(error?.value == nil)
        #expect(LifecycleChecker(initialState: "failed").check(host.events) == [])
    }

    @Test func theCheckerCatchesAChildThatLeavesBeforeTheReveal() {
        // What the engine did before: the error left at once and the spinner came 0.2 s later.
        let flash: [RecordingHostEvent] = [
            .requested("failed", animated: false), .willTransition(to: "failed", animated: false),
            .attach("table"), .attach("error"), .views(["table", "error"]), .didAttach("table"),
            .didAttach("error"), .didTransition(from: "failed", to: "failed", animated: false),
            .requested("loading", animated: false), .willTransition(to: "loading", animated: false),
            .willDetach("error"), .views(["table"]), .detach("error"),
            .didTransition(from: "failed", to: "loading", animated: false),
            .attach("spinner"), .views(["table", "spinner"]), .didAttach("spinner"),
        ]
        #expect(
            LifecycleChecker(initialState: "failed").check(flash) == [
                LifecycleViolation(
                    rule: .leavingOrder, eventIndex: 14, child: "error",
                    message:
                        "left at its transition although that transition's arrival spinner was held back; children leaving with held-back arrivals stay on screen until the reveal"
                )
            ])
    }
}
