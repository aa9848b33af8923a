import Stagehand
import StagehandTesting
import Testing

/// Retrying after an error: the error placeholder stays until the spinner is revealed, so the bare
/// content never flashes between them.
@MainActor
@Suite struct ContentStateRetryFlickerTests {
    /// A screen on screen showing the error placeholder, with the standard loading timing (the
    /// spinner shows after 0.2 s and stays at least 0.5 s), its trace so far forgotten.
    func makeErrorScreen() -> ContentScreenFixture {
        let screen = ContentScreenFixture(initialState: .error(.offline), timing: .standard)
        screen.settle()
        #expect(screen.host.views == ["content", "error"])
        return screen
    }

    @Test func aRetryThatSucceedsWithinTheShowDelayGoesFromTheErrorStraightToTheContent() {
        let screen = makeErrorScreen()
        let before = screen.host.events.count
        screen.controller.startLoading()
        #expect(screen.controller.currentState == .loading)
        screen.clock.advance(by: .milliseconds(100))
        #expect(screen.host.views == ["content", "error"])
        screen.model.items = ["a"]
        screen.controller.endLoading()
        screen.settle()
        let trace = Array(screen.host.events[before...])
        // Scene names carry the placeholder revision ("#1": the fixture registers placeholders
        // after creating the controller).
        #expect(
            trace == [
                .requested("loading#1", animated: true),
                .willTransition(to: "loading#1", animated: true),
                .views(["content", "error"]),
                .didTransition(from: "error#1", to: "loading#1", animated: true),
                .requested("content", animated: true),
                .willTransition(to: "content", animated: true),
                .willDetach("error"), .willDisappear("error", animated: true),
                .views(["content", "error"]),
                .animate("error", appearing: false, duration: .milliseconds(350), delay: .zero),
                .animationEnded("error", appearing: false),
                .views(["content"]),
                .didDisappear("error", animated: true), .detach("error"),
                .didTransition(from: "loading#1", to: "content", animated: true),
            ])
        // The content alone is shown only once the error has faded out over it, at the end.
        let views = trace.compactMap { event -> [String]? in
            if case .views(let names) = event { return names }
            return nil
        }
        #expect(views == [["content", "error"], ["content", "error"], ["content"]])
        #expect(!trace.contains { $0.child == "spinner" })
        #expect(screen.violations(initialState: "error") == [])
    }

    @Test func aSlowRetryCrossFadesTheErrorIntoTheSpinnerAndNeverShowsTheBareContent() {
        let screen = makeErrorScreen()
        let before = screen.host.events.count
        screen.controller.startLoading()
        screen.clock.advance(by: .seconds(1))
        screen.model.items = ["a"]
        screen.controller.endLoading()
        screen.settle()
        let views = screen.host.events[before...].compactMap { event -> [String]? in
            if case .views(let names) = event { return names }
            return nil
        }
        #expect(
            views == [
                ["content", "error"],  // loading starts: the error stays
                ["content", "spinner", "error"],  // 0.2 s: the spinner fades in below the error
                ["content", "spinner"],  // 0.55 s: the error is gone
                ["content", "spinner"],  // 1 s: content, the spinner fades out
                ["content"],
            ])
        #expect(screen.violations(initialState: "error") == [])
    }
}
