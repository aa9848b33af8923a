import Stagehand
import StagehandTesting
import Testing

/// Requests and host completions made from inside callbacks are deferred until the current step is done.
@MainActor
@Suite struct ContainerReentrancyTests {
    func makeContainer(
        mode: (ManualClock) -> RecordingHost.AnimationMode = { .onClock($0) }
    ) -> (
        HookedContainer, RecordingHost, ManualClock
    ) {
        let clock = ManualClock()
        let host = RecordingHost(mode: mode(clock))
        let table = RecordingChild("table")
        let container = HookedContainer(
            initial: "loading",
            lists: [
                "loading": [table, RecordingChild("spinner")], "ready": [table],
                "failed": [table, RecordingChild("error")],
            ], host: host, clock: clock)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.log.removeAll()
        _ = host.takeEvents()
        return (container, host, clock)
    }

    @Test func aRequestFromWillTransitionRunsAfterTheTransitionHasEnded() {
        let (container, host, _) = makeContainer()
        container.onWillTransition = { [unowned container] next in
            if next == "ready" { container.setNeedsTransition(to: "failed", animated: false) }
        }
        container.setNeedsTransition(to: "ready", animated: false)
        #expect(container.currentState == "failed")
        #expect(
            container.log == [
                "willTransition(to: ready) current=loading transitioning=true",
                "children(for: ready)",
                "childWillDisappear(spinner)",
                "childDidDisappear(spinner)",
                "didTransition(from: loading) current=ready transitioning=false",
                "willTransition(to: failed) current=ready transitioning=true",
                "children(for: failed)",
                "childWillAppear(error)",
                "childDidAppear(error)",
                "didTransition(from: ready) current=failed transitioning=false",
            ])
        #expect(
            host.events == [
                .requested("ready", animated: false),
                .willTransition(to: "ready", animated: false),
                .requested("failed", animated: false),
                .willDetach("spinner"), .willDisappear("spinner", animated: false),
                .views(["table"]),
                .didDisappear("spinner", animated: false), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: false),
                .willTransition(to: "failed", animated: false),
                .attach("error"), .willAppear("error", animated: false),
                .views(["table", "error"]),
                .didAppear("error", animated: false), .didAttach("error"),
                .didTransition(from: "ready", to: "failed", animated: false),
            ])
    }

    @Test func aRequestFromWillTransitionOfAnAnimatedTransitionWaitsForItsEnd() {
        let (container, host, clock) = makeContainer()
        container.onWillTransition = { [unowned container] next in
            if next == "ready" { container.setNeedsTransition(to: "failed", animated: true) }
        }
        container.setNeedsTransition(to: "ready", animated: true)
        #expect(container.currentState == "ready")
        #expect(container.isTransitioning)
        clock.advance(by: .milliseconds(350))
        #expect(container.currentState == "failed")
        clock.runUntilIdle()
        #expect(!container.isTransitioning)
        let transitions = host.events.filter {
            if case .willTransition = $0 { return true }
            if case .didTransition = $0 { return true }
            return false
        }
        #expect(
            transitions == [
                .willTransition(to: "ready", animated: true),
                .didTransition(from: "loading", to: "ready", animated: true),
                .willTransition(to: "failed", animated: true),
                .didTransition(from: "ready", to: "failed", animated: true),
            ])
    }

    @Test func aRequestFromDidTransitionRunsNext() {
        let (container, _, _) = makeContainer()
        container.onDidTransition = { [unowned container] previous in
            if previous == "loading" { container.setNeedsTransition(to: "failed", animated: false) }
        }
        container.setNeedsTransition(to: "ready", animated: false)
        #expect(container.currentState == "failed")
        #expect(
            container.log.filter { $0.hasPrefix("willTransition") || $0.hasPrefix("didTransition") } == [
                "willTransition(to: ready) current=loading transitioning=true",
                "didTransition(from: loading) current=ready transitioning=false",
                "willTransition(to: failed) current=ready transitioning=true",
                "didTransition(from: ready) current=failed transitioning=false",
            ])
    }

    @Test func completionsTheHostCallsSynchronouslyWaitForTheStepToFinish() {
        let (container, host, _) = makeContainer { _ in .immediate }
        container.setNeedsTransition(to: "failed", animated: true)
        #expect(!container.isTransitioning)
        #expect(
            host.events == [
                .requested("failed", animated: true),
                .willTransition(to: "failed", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .attach("error"), .willAppear("error", animated: true),
                .views(["table", "error", "spinner"]),
                .animate("error", appearing: true, duration: .milliseconds(350), delay: .zero),
                .animationEnded("error", appearing: true),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
                .animationEnded("spinner", appearing: false),
                .views(["table", "error"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didAppear("error", animated: true), .didAttach("error"),
                .didTransition(from: "loading", to: "failed", animated: true),
            ])
    }

    @Test func appearanceCallsMadeInsideAHookWaitForTheStep() {
        let (container, host, _) = makeContainer()
        container.onWillTransition = { [unowned container] _ in
            container.containerWillDisappear(animated: false)
            container.containerDidDisappear(animated: false)
        }
        container.setNeedsTransition(to: "ready", animated: false)
        #expect(
            host.events == [
                .requested("ready", animated: false),
                .willTransition(to: "ready", animated: false),
                .willDetach("spinner"), .willDisappear("spinner", animated: false),
                .views(["table"]),
                .didDisappear("spinner", animated: false), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: false),
                .container(.willDisappear, animated: false), .willDisappear("table", animated: false),
                .didDisappear("table", animated: false), .container(.didDisappear, animated: false),
            ])
    }
}
