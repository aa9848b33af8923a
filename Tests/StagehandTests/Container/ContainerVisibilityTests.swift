import Stagehand
import StagehandTesting
import Testing

/// The container's own appearance: off-screen composition, appearing, disappearing mid-transition.
@MainActor
@Suite struct ContainerVisibilityTests {
    @Test func requestsWhileOffScreenComposeSilentlyAndEndAtOnce() {
        let fixture = ContainerFixture()
        fixture.container.setNeedsTransition(to: .failed, animated: true)
        #expect(!fixture.container.isTransitioning)
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(
            fixture.take() == [
                .requested("failed", animated: true),
                .willTransition(to: "failed", animated: false),
                .attach("table"), .attach("error"),
                .views(["table", "error"]),
                .didAttach("table"), .didAttach("error"),
                .didTransition(from: "loading", to: "failed", animated: false),
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: false),
                .willDetach("error"),
                .views(["table"]),
                .detach("error"),
                .didTransition(from: "failed", to: "ready", animated: false),
            ])
        #expect(fixture.host.animations.isEmpty)
        fixture.container.containerWillAppear(animated: true)
        fixture.container.containerDidAppear(animated: true)
        #expect(
            fixture.take() == [
                .container(.willAppear, animated: true), .willAppear("table", animated: true),
                .container(.didAppear, animated: true), .didAppear("table", animated: true),
            ])
        #expect(fixture.check() == [])
    }

    @Test func theLastRequestMadeOffScreenIsWhatAppears() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let table = RecordingChild("table")
        let blank = RecordingChild("blank")
        let container = HookedContainer(
            initial: "list", lists: ["list": [table], "empty": [blank]], host: host, clock: clock)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.containerWillDisappear(animated: false)
        container.containerDidDisappear(animated: false)
        container.setNeedsTransition(to: "empty", animated: true)
        container.log.removeAll()
        _ = host.takeEvents()
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        #expect(container.log == ["loadAppearanceState() -> empty", "childWillAppear(blank)", "childDidAppear(blank)"])
        #expect(
            host.events == [
                .container(.willAppear, animated: false), .willAppear("blank", animated: false),
                .container(.didAppear, animated: false), .didAppear("blank", animated: false),
            ])
    }

    @Test func anOverriddenAppearanceStateIsAskedOnEveryAppearance() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let table = RecordingChild("table")
        let blank = RecordingChild("blank")
        let container = HookedContainer(
            initial: "list", lists: ["list": [table], "empty": [blank]], host: host, clock: clock)
        var model = "empty"
        container.appearanceState = { model }
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        #expect(container.currentState == "empty")
        container.containerWillDisappear(animated: false)
        container.containerDidDisappear(animated: false)
        model = "list"
        container.log.removeAll()
        _ = host.takeEvents()
        container.containerWillAppear(animated: false)
        #expect(container.currentState == "list")
        #expect(container.lastRequestedState == "list")
        #expect(
            container.log == [
                "loadAppearanceState() -> list",
                "willTransition(to: list) current=empty transitioning=true",
                "children(for: list)",
                "didTransition(from: empty) current=list transitioning=false",
                "childWillAppear(table)",
            ])
        #expect(
            host.events == [
                .willTransition(to: "list", animated: false),
                .willDetach("blank"), .attach("table"), .views(["table"]), .detach("blank"), .didAttach("table"),
                .didTransition(from: "empty", to: "list", animated: false),
                .container(.willAppear, animated: false), .willAppear("table", animated: false),
            ])
    }

    @Test func disappearingMidTransitionFinishesItAtOnce() {
        let fixture = ContainerFixture()
        fixture.appear()
        fixture.container.setNeedsTransition(to: .failed, animated: true)
        fixture.clock.advance(by: .milliseconds(100))
        _ = fixture.take()
        fixture.container.containerWillDisappear(animated: true)
        #expect(!fixture.container.isTransitioning)
        #expect(
            fixture.take() == [
                .finishAnimation("error", appearing: true),
                .finishAnimation("spinner", appearing: false),
                .views(["table", "error"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didAppear("error", animated: true), .didAttach("error"),
                .didTransition(from: "loading", to: "failed", animated: true),
                .container(.willDisappear, animated: true),
                .willDisappear("table", animated: true), .willDisappear("error", animated: true),
            ])
        // A request while disappearing waits for did-disappear, then composes silently.
        fixture.container.setNeedsTransition(to: .empty, animated: true)
        #expect(fixture.take() == [.requested("empty", animated: true)])
        fixture.container.containerDidDisappear(animated: true)
        #expect(
            fixture.take() == [
                .didDisappear("table", animated: true), .didDisappear("error", animated: true),
                .container(.didDisappear, animated: true),
                .willTransition(to: "empty", animated: false),
                .willDetach("table"), .willDetach("error"), .attach("blank"),
                .views(["blank"]),
                .detach("table"), .detach("error"), .didAttach("blank"),
                .didTransition(from: "failed", to: "empty", animated: false),
            ])
        fixture.clock.runUntilIdle()
        #expect(fixture.take() == [])
        #expect(fixture.check() == [])
    }

    @Test func requestsWhileAppearingRunOnceTheContainerHasAppeared() {
        let fixture = ContainerFixture()
        fixture.container.containerWillAppear(animated: true)
        _ = fixture.take()
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(fixture.take() == [.requested("ready", animated: true)])
        fixture.container.containerDidAppear(animated: true)
        #expect(
            fixture.take() == [
                .container(.didAppear, animated: true),
                .didAppear("table", animated: true), .didAppear("spinner", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.runUntilIdle()
        #expect(fixture.check() == [])
    }

    @Test func eachReappearanceGivesEveryChildOnePair() {
        let fixture = ContainerFixture()
        fixture.appear()
        for _ in 0..<2 {
            fixture.container.containerWillDisappear(animated: true)
            fixture.container.containerDidDisappear(animated: true)
            fixture.container.containerWillAppear(animated: true)
            fixture.container.containerDidAppear(animated: true)
        }
        let pairs = fixture.take().filter { $0.child == "spinner" }
        #expect(
            pairs == [
                .willDisappear("spinner", animated: true), .didDisappear("spinner", animated: true),
                .willAppear("spinner", animated: true), .didAppear("spinner", animated: true),
                .willDisappear("spinner", animated: true), .didDisappear("spinner", animated: true),
                .willAppear("spinner", animated: true), .didAppear("spinner", animated: true),
            ])
        #expect(fixture.check() == [])
    }

    @Test func anAppearanceCancelledBeforeDidAppearStaysBalanced() {
        let fixture = ContainerFixture()
        fixture.container.containerWillAppear(animated: true)
        fixture.container.containerWillDisappear(animated: true)
        fixture.container.containerDidDisappear(animated: true)
        let table = fixture.take().filter { $0.child == "table" }
        #expect(
            table == [
                .attach("table"), .didAttach("table"),
                .willAppear("table", animated: true), .willDisappear("table", animated: true),
                .didDisappear("table", animated: true),
            ])
        #expect(fixture.check() == [])
    }

    @Test func malformedAppearanceCallsAreToleratedAndStayBalanced() {
        let fixture = ContainerFixture()
        fixture.container.containerDidAppear(animated: false)  // no will-appear first
        fixture.container.containerWillAppear(animated: false)  // duplicate, ignored
        fixture.container.containerDidAppear(animated: false)  // duplicate, ignored
        fixture.container.containerDidDisappear(animated: false)  // no will-disappear first
        fixture.container.containerWillDisappear(animated: false)  // off screen, ignored
        let table = fixture.take().filter { $0.child == "table" }
        #expect(
            table == [
                .attach("table"), .didAttach("table"),
                .willAppear("table", animated: false), .didAppear("table", animated: false),
                .willDisappear("table", animated: false), .didDisappear("table", animated: false),
            ])
        #expect(fixture.container.visibility == .offScreen)
        #expect(fixture.check() == [])
    }
}
