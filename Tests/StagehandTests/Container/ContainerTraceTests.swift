import Stagehand
import StagehandTesting
import Testing

/// Exact traces of the basic scenarios.
@MainActor
@Suite struct ContainerTraceTests {
    @Test func firstAppearanceWithoutAnimation() {
        let fixture = ContainerFixture()
        fixture.container.containerWillAppear(animated: false)
        fixture.container.containerDidAppear(animated: false)
        #expect(
            fixture.host.events == [
                .willTransition(to: "loading", animated: false),
                .attach("table"), .attach("spinner"),
                .views(["table", "spinner"]),
                .didAttach("table"), .didAttach("spinner"),
                .didTransition(from: "loading", to: "loading", animated: false),
                .container(.willAppear, animated: false),
                .willAppear("table", animated: false), .willAppear("spinner", animated: false),
                .container(.didAppear, animated: false),
                .didAppear("table", animated: false), .didAppear("spinner", animated: false),
            ])
        #expect(fixture.childrenRequests == [.loading])
        #expect(fixture.check() == [])
    }

    @Test func firstAppearanceAnimated() {
        let fixture = ContainerFixture()
        fixture.container.containerWillAppear(animated: true)
        #expect(
            fixture.take() == [
                .willTransition(to: "loading", animated: false),
                .attach("table"), .attach("spinner"),
                .views(["table", "spinner"]),
                .didAttach("table"), .didAttach("spinner"),
                .didTransition(from: "loading", to: "loading", animated: false),
                .container(.willAppear, animated: true),
                .willAppear("table", animated: true), .willAppear("spinner", animated: true),
            ])
        // The container's own appearance animates; its children get no fade of their own.
        #expect(fixture.host.animations.isEmpty)
        fixture.clock.advance(by: .seconds(1))
        #expect(fixture.host.events == [])
        fixture.container.containerDidAppear(animated: true)
        #expect(
            fixture.take() == [
                .container(.didAppear, animated: true),
                .didAppear("table", animated: true), .didAppear("spinner", animated: true),
            ])
        #expect(fixture.container.isOnScreen)
        #expect(fixture.container.visibility == .onScreen)
    }

    @Test func animatedLoadingToReadyKeepsTheTable() {
        let fixture = ContainerFixture()
        fixture.appear()
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(fixture.container.isTransitioning)
        #expect(
            fixture.take() == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.advance(by: .milliseconds(349))
        #expect(fixture.host.events == [])
        #expect(fixture.container.isTransitioning)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(
            fixture.take() == [
                .animationEnded("spinner", appearing: false),
                .views(["table"]),
                .didDisappear("spinner", animated: true),
                .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: true),
            ])
        #expect(!fixture.container.isTransitioning)
        #expect(fixture.childrenRequests == [.ready])
        #expect(fixture.container.attachedChildren.map(\.name) == ["table"])
    }

    @Test func crossFadePutsArrivingViewsBelowLeavingOnes() {
        let fixture = ContainerFixture()
        fixture.appear()
        fixture.container.setNeedsTransition(to: .failed, animated: true)
        #expect(
            fixture.take() == [
                .requested("failed", animated: true),
                .willTransition(to: "failed", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .attach("error"), .willAppear("error", animated: true),
                .views(["table", "error", "spinner"]),
                .animate("error", appearing: true, duration: .milliseconds(350), delay: .zero),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.advance(by: .milliseconds(350))
        #expect(
            fixture.take() == [
                .animationEnded("error", appearing: true),
                .didAppear("error", animated: true), .didAttach("error"),
                .animationEnded("spinner", appearing: false),
                .views(["table", "error"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didTransition(from: "loading", to: "failed", animated: true),
            ])
    }

    @Test func nonAnimatedTransitionEndsBeforeTheCallReturnsAndReportsThePreviousState() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let table = RecordingChild("table")
        let spinner = RecordingChild("spinner")
        let container = HookedContainer(
            initial: "loading", lists: ["loading": [table, spinner], "ready": [table]], host: host, clock: clock)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.log.removeAll()
        _ = host.takeEvents()
        var outcomes: [TransitionOutcome] = []
        container.setNeedsTransition(to: "ready", animated: false) { outcomes.append($0) }
        #expect(!container.isTransitioning)
        #expect(container.currentState == "ready")
        #expect(outcomes == [.shown])
        #expect(
            container.log == [
                "willTransition(to: ready) current=loading transitioning=true",
                "children(for: ready)",
                "childWillDisappear(spinner)",
                "childDidDisappear(spinner)",
                "didTransition(from: loading) current=ready transitioning=false",
            ])
        #expect(
            host.events == [
                .requested("ready", animated: false),
                .willTransition(to: "ready", animated: false),
                .willDetach("spinner"), .willDisappear("spinner", animated: false),
                .views(["table"]),
                .didDisappear("spinner", animated: false), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: false),
            ])
        #expect(clock.pendingCount == 0)
    }

    @Test func stayingChildrenAreOnlyReordered() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let a = RecordingChild("a")
        let b = RecordingChild("b")
        let container = HookedContainer(initial: "ab", lists: ["ab": [a, b], "ba": [b, a]], host: host, clock: clock)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        _ = host.takeEvents()
        container.setNeedsTransition(to: "ba", animated: true)
        #expect(
            host.events == [
                .requested("ba", animated: true),
                .willTransition(to: "ba", animated: true),
                .views(["b", "a"]),
                .didTransition(from: "ab", to: "ba", animated: true),
            ])
    }

    @Test func aChildListedTwiceCountsOnceAtItsFirstPosition() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let a = RecordingChild("a")
        let b = RecordingChild("b")
        let container = HookedContainer(initial: "x", lists: ["x": [a, b, a]], host: host, clock: clock)
        container.setNeedsTransition(to: "x", animated: false)
        #expect(
            host.events == [
                .requested("x", animated: false),
                .willTransition(to: "x", animated: false),
                .attach("a"), .attach("b"),
                .views(["a", "b"]),
                .didAttach("a"), .didAttach("b"),
                .didTransition(from: "x", to: "x", animated: false),
            ])
    }

    @Test func anAnimatedTransitionEndsAfterTheLongestDelayPlusDuration() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let slow = RecordingChild(
            "slow", appearing: ChildTransition(duration: .milliseconds(100), delay: .milliseconds(400)))
        let quick = RecordingChild("quick", appearing: ChildTransition(duration: .milliseconds(200)))
        let old = RecordingChild(
            "old", disappearing: ChildTransition(duration: .milliseconds(300), delay: .milliseconds(100)))
        let container = HookedContainer(
            initial: "before", lists: ["before": [old], "after": [slow, quick]], host: host, clock: clock)
        container.containerDidAppear(animated: false)
        _ = host.takeEvents()
        container.setNeedsTransition(to: "after", animated: true)
        #expect(
            host.takeEvents() == [
                .requested("after", animated: true),
                .willTransition(to: "after", animated: true),
                .willDetach("old"), .willDisappear("old", animated: true),
                .attach("slow"), .willAppear("slow", animated: true),
                .attach("quick"), .willAppear("quick", animated: true),
                .views(["slow", "quick", "old"]),
                .animate("slow", appearing: true, duration: .milliseconds(100), delay: .milliseconds(400)),
                .animate("quick", appearing: true, duration: .milliseconds(200), delay: .zero),
                .animate("old", appearing: false, duration: .milliseconds(300), delay: .milliseconds(100)),
            ])
        clock.advance(by: .milliseconds(200))
        #expect(
            host.takeEvents() == [
                .animationEnded("quick", appearing: true), .didAppear("quick", animated: true), .didAttach("quick"),
            ])
        clock.advance(by: .milliseconds(200))
        #expect(
            host.takeEvents() == [
                .animationEnded("old", appearing: false), .views(["slow", "quick"]),
                .didDisappear("old", animated: true), .detach("old"),
            ])
        #expect(container.isTransitioning)
        clock.advance(by: .milliseconds(99))
        #expect(container.isTransitioning)
        clock.advance(by: .milliseconds(1))
        #expect(
            host.takeEvents() == [
                .animationEnded("slow", appearing: true), .didAppear("slow", animated: true), .didAttach("slow"),
                .didTransition(from: "before", to: "after", animated: true),
            ])
        #expect(clock.now == .milliseconds(500))
    }

    @Test func theHostRunsTheChildsCallbacksAroundItsAnimation() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        var calls: [String] = []
        let child = RecordingChild(
            "card",
            appearing: ChildTransition(
                duration: .milliseconds(100), delay: .milliseconds(50),
                willBegin: { calls.append("willBegin@\(clock.now)") },
                animateAlongside: { calls.append("animateAlongside@\(clock.now)") },
                didEnd: { calls.append("didEnd@\(clock.now)") }))
        let container = HookedContainer(initial: "empty", lists: ["card": [child]], host: host, clock: clock)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: "card", animated: true)
        clock.advance(by: .seconds(1))
        #expect(calls == ["willBegin@0.0 seconds", "animateAlongside@0.0 seconds", "didEnd@0.15 seconds"])
        #expect(LifecycleChecker(initialState: "empty").check(host.events) == [])
    }
}
