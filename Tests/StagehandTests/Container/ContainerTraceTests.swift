import Stagehand
import StagehandTesting
import Testing

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

    @Test func animatedLoadingToReadyKeepsTheTable() {
        let fixture = ContainerFixture()
        fixture.appear()
        fixture.container.setNeedsTransition(to: .ready, animated: true)
        #expect(fixture.container.isTransitioning)
        #expect(
            fixture.host.takeEvents() == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: true),
                .willDetach("spinner"), .willDisappear("spinner", animated: true),
                .views(["table", "spinner"]),
                .animate("spinner", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        fixture.clock.advance(by: .milliseconds(349))
        #expect(fixture.host.events == [])
        fixture.clock.advance(by: .milliseconds(1))
        #expect(
            fixture.host.takeEvents() == [
                .animationEnded("spinner", appearing: false),
                .views(["table"]),
                .didDisappear("spinner", animated: true),
                .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: true),
            ])
        #expect(!fixture.container.isTransitioning)
        #expect(fixture.childrenRequests == [.ready])
    }
}
