import Stagehand
import StagehandTesting
import Testing

// The code of the "How a transition runs" article
// (Sources/Stagehand/Stagehand.docc/HowATransitionRuns.md), kept compiling and asserted here.

@MainActor
@Suite struct HowATransitionRunsTests {
    typealias Screen = Article.Screen

    @Test func theWalkFromARequestToTheHostCalls() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let table = RecordingChild("table")
        let spinner = RecordingChild("spinner")
        let container = StateContainer<Screen, RecordingHost>(
            initialState: .loading, host: host, clock: clock
        ) { state in state == .loading ? [table, spinner] : [table] }
        host.observe(container)  // the container's own events join the host's trace
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        _ = host.takeEvents()

        container.setNeedsTransition(to: .ready, animated: true)
        clock.advance(by: .milliseconds(350))

        #expect(
            host.events == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
                .animationEnded("spinner", appearing: false), .views(["table"]),
                .didDisappear("spinner", animated: true), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: true),
            ])
        #expect(container.isAtRest)
    }
}
