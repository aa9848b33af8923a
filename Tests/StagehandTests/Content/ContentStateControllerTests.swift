import Stagehand
import StagehandTesting
import Testing

@MainActor
@Suite struct ContentStateControllerTests {
    @Test func contentStaysAndThePlaceholderSitsOnTop() {
        let screen = ContentScreenFixture()
        screen.settle()
        #expect(screen.host.views == ["content", "spinner"])
        screen.model.items = ["a"]
        screen.controller.endLoading()
        screen.settle()
        #expect(screen.host.views == ["content"])
        screen.model.items = []
        screen.controller.endLoading()
        screen.settle()
        #expect(screen.host.views == ["content", "empty"])
        #expect(screen.viewHistory.allSatisfy { $0.first == "content" })
        #expect(screen.host.events.filter { $0.child == "content" && "\($0)".contains("Detach") } == [])
        #expect(screen.violations(initialState: "loading") == [])
    }

    /// StatefulViewController bug 2.4.2 (PR #53): the old placeholder vanished without a fade.
    @Test func placeholdersCrossFadeInAndOut() {
        let screen = ContentScreenFixture(initialState: .error(.offline))
        screen.settle()
        _ = screen.host.takeEvents()
        screen.controller.endLoading()
        #expect(screen.host.views == ["content", "empty", "error"])
        screen.settle()
        let animations = screen.host.takeEvents().filter {
            if case .animate = $0 { return true }
            return false
        }
        #expect(
            animations == [
                .animate("empty", appearing: true, duration: .milliseconds(350), delay: .zero),
                .animate("error", appearing: false, duration: .milliseconds(350), delay: .zero),
            ])
        #expect(screen.host.views == ["content", "empty"])
    }

    /// StatefulViewController bug 2.4.11 and issues #5, #47: the state changed a main-queue turn
    /// later, and `lastState` raced with `currentState`.
    @Test func stateIsAppliedBeforeTheCallReturns() {
        let screen = ContentScreenFixture(initialState: .empty)
        var seen: [String] = []
        for step in 0..<4 {
            switch step {
            case 0: screen.controller.startLoading()
            case 1: screen.controller.endLoading(error: .server(1))
            case 2:
                screen.model.items = ["a"]
                screen.controller.endLoading()
            default: screen.controller.show(.empty, animated: false)
            }
            seen.append("\(screen.controller.currentState)=\(screen.controller.container.lastRequestedState.kind)")
        }
        #expect(
            seen == [
                "loading=loading", "error(server(1))=error",
                "content=content", "empty=empty",
            ])
        screen.settle()
        #expect(screen.controller.container.currentState.kind == .empty)
    }

    /// StatefulViewController bug 2.4.1: the completion was dropped for the state already shown.
    @Test func completionIsCalledAlsoForTheStateAlreadyShown() {
        let screen = ContentScreenFixture(initialState: .empty)
        var completions: [String] = []
        screen.controller.endLoading { completions.append("same") }
        #expect(completions == ["same"])
        screen.controller.startLoading { completions.append("loading") }
        screen.controller.startLoading { completions.append("loading again") }
        screen.settle()
        #expect(completions == ["same", "loading", "loading again"])
        screen.controller.endLoading(animated: false) { completions.append("off screen") }
        #expect(completions.count == 4)
    }

    /// StatefulViewController bug 2.4.3: a placeholder replaced while shown stayed on screen for good.
    @Test func placeholderReplacedWhileShownIsReplaced() {
        let screen = ContentScreenFixture(initialState: .empty)
        screen.settle()
        let newEmpty = RecordingChild("empty2")
        screen.controller.emptyPlaceholder = newEmpty
        screen.settle()
        #expect(screen.host.views == ["content", "empty2"])
        #expect(screen.host.attachedNames == ["content", "empty2"])
        screen.controller.emptyPlaceholder = nil
        screen.settle()
        #expect(screen.host.views == ["content"])
        #expect(
            screen.placeholderLog == [
                "empty: prepare(empty)", "empty: willAppear(not animated)", "empty: didAppear(not animated)",
                "empty2: prepare(empty)", "empty: willDisappear(animated)", "empty2: willAppear(animated)",
                "empty2: didAppear(animated)", "empty: didDisappear(animated)", "empty2: willDisappear(animated)",
                "empty2: didDisappear(animated)",
            ])
        #expect(screen.violations(initialState: "empty") == [])
    }

    /// StatefulViewController bug 2.4.4 (issue #24): a transition made before its placeholder was
    /// registered showed nothing, and later calls for that state were skipped.
    @Test func placeholderRegisteredAfterItsStateIsShownAppears() {
        let screen = ContentScreenFixture(placeholders: false)
        screen.controller.endLoading(error: .offline)
        screen.settle()
        #expect(screen.host.views == ["content"])
        screen.controller.errorPlaceholder = screen.failure
        screen.settle()
        #expect(screen.host.views == ["content", "error"])
        #expect(screen.placeholderLog.first == "error: prepare(error(offline))")
    }

    /// StatefulViewController bug 2.4.10 (issue #7): no way to pass the error to the error view and
    /// no appear/disappear hooks for placeholders.
    @Test func errorReachesTheErrorPlaceholderWithAppearanceCallbacks() {
        let screen = ContentScreenFixture(initialState: .empty)
        screen.settle()
        screen.placeholderLog.removeAll()
        screen.controller.endLoading(error: .server(500))
        screen.settle()
        screen.controller.endLoading(error: .server(503))
        screen.settle()
        #expect(
            screen.placeholderLog == [
                "error: prepare(error(server(500)))",
                "empty: willDisappear(animated)", "error: willAppear(animated)",
                "error: didAppear(animated)", "empty: didDisappear(animated)",
                "error: prepare(error(server(503)))",
            ])
    }

    @Test func errorWhileContentKeepsTheContentAndReportsIt() {
        let screen = ContentScreenFixture()
        screen.model.items = ["a"]
        screen.controller.endLoading()
        screen.settle()
        _ = screen.host.takeEvents()
        screen.controller.startLoading()
        screen.controller.endLoading(error: .offline)
        screen.settle()
        #expect(screen.errorsWhileContent == [.offline])
        #expect(screen.controller.currentState == .content)
        #expect(screen.host.views == ["content"])
        #expect(screen.host.events.filter { $0.child != nil } == [])
    }

    /// StatefulViewController issues #47/#52 (issue 11): a screen created loading showed the bare
    /// content (an empty list) for the show delay, then the spinner. The spinner is attached in the
    /// very first pass, with the content under it; the show delay never applies to a first state.
    @Test func screenCreatedLoadingShowsTheSpinnerInItsFirstFrame() {
        let screen = ContentScreenFixture(timing: .standard)
        #expect(
            screen.host.events == [
                .requested("loading#1", animated: false),
                .willTransition(to: "loading#1", animated: false),
                .attach("content"), .attach("spinner"), .views(["content", "spinner"]),
                .didAttach("content"), .didAttach("spinner"),
                .didTransition(from: "loading", to: "loading#1", animated: false),
                .container(.willAppear, animated: false),
                .willAppear("content", animated: false), .willAppear("spinner", animated: false),
                .container(.didAppear, animated: false),
                .didAppear("content", animated: false), .didAppear("spinner", animated: false),
            ])
        #expect(screen.viewHistory.first == ["content", "spinner"])
        #expect(screen.clock.pendingCount == 0)
        // The spinner, shown from the first frame, keeps its minimum visible duration.
        screen.clock.advance(by: .milliseconds(100))
        screen.controller.endLoading()
        screen.clock.advance(by: .milliseconds(399))
        #expect(screen.host.views == ["content", "spinner"])
        screen.settle()
        #expect(screen.host.views == ["content", "empty"])
        #expect(screen.violations(initialState: "loading") == [])
    }

    /// The same for a screen that follows a loader: the loader is loading at once and the first
    /// frame has the spinner.
    @Test func screenFollowingALoaderThatStartsLoadingShowsTheSpinnerInItsFirstFrame() {
        let screen = ContentScreenFixture(initialState: .empty, timing: .standard, onScreen: false)
        let loader = Loader<LoadFailure>(hasContent: { false })
        screen.controller.follow(loader)
        _ = screen.host.takeEvents()
        screen.controller.container.containerWillAppear(animated: false)
        screen.controller.container.containerDidAppear(animated: false)
        #expect(
            screen.host.events == [
                .container(.willAppear, animated: false),
                .willAppear("content", animated: false), .willAppear("spinner", animated: false),
                .container(.didAppear, animated: false),
                .didAppear("content", animated: false), .didAppear("spinner", animated: false),
            ])
        #expect(screen.host.views == ["content", "spinner"])
        #expect(screen.clock.pendingCount == 0)
    }

    /// When loading replaces content that is on screen, the show delay applies (in the
    /// container, the one anti-flicker mechanism).
    @Test func loadingThatReplacesShownContentWaitsForTheShowDelay() {
        let screen = ContentScreenFixture(initialState: .content, timing: .standard)
        screen.settle()
        screen.controller.startLoading()
        screen.clock.advance(by: .milliseconds(199))
        #expect(screen.host.views == ["content"])
        screen.clock.advance(by: .milliseconds(1))
        #expect(screen.host.views == ["content", "spinner"])
        screen.settle()
        #expect(screen.violations(initialState: "content") == [])
    }

    @Test func loadingThatEndsInsideTheShowDelayNeverShowsTheSpinner() {
        let screen = ContentScreenFixture(initialState: .empty, timing: .standard)
        screen.settle()
        screen.controller.startLoading()
        screen.clock.advance(by: .milliseconds(150))
        screen.model.items = ["a"]
        screen.controller.endLoading()
        screen.settle()
        #expect(!screen.host.events.contains { $0.child == "spinner" })
        #expect(screen.host.views == ["content"])
        #expect(screen.violations(initialState: "empty") == [])
    }

    @Test func spinnerOnceShownStaysForTheMinimum() {
        let screen = ContentScreenFixture(initialState: .empty, timing: .standard)
        screen.settle()
        var appeared: [String: Duration] = [:]
        screen.controller.onPlaceholderEvent = { [unowned screen] child, event in
            if case .appearance(.willAppear, _) = event { appeared[child.name] = screen.clock.now }
        }
        let start = screen.clock.now
        screen.controller.startLoading()
        screen.clock.advance(by: .milliseconds(400))
        // The empty placeholder stayed until the spinner was revealed at 0.2 s and now fades out
        // above it (until 0.55 s), so the bare content never showed.
        #expect(screen.host.views == ["content", "spinner", "empty"])
        screen.controller.endLoading(error: .offline)
        #expect(screen.controller.currentState == .error(.offline))
        let spinnerShown = appeared["spinner"] ?? .zero
        screen.clock.advance(to: spinnerShown + .milliseconds(499))
        #expect(screen.host.views == ["content", "spinner"])
        screen.settle()
        #expect(screen.host.views == ["content", "error"])
        #expect(spinnerShown - start >= .milliseconds(200))
        #expect((appeared["error"] ?? .zero) - spinnerShown == .milliseconds(500))
        #expect(screen.violations(initialState: "empty") == [])
    }

    /// StatefulViewController bugs 2.4.5 and 2.4.6 (issue #62): `hasContent()` defaulted to true in a
    /// protocol extension that subclasses could not override; here it is the app's closure.
    @Test func hasContentIsAskedAtEveryDecision() {
        let screen = ContentScreenFixture(initialState: .empty)
        screen.controller.endLoading()
        #expect(screen.controller.currentState == .empty)
        screen.model.items = ["a"]
        screen.controller.endLoading()
        #expect(screen.controller.currentState == .content)
        screen.model.items = []
        screen.controller.startLoading()
        #expect(screen.controller.currentState == .loading)
    }

    /// StatefulViewController bug 2.4.9 (issue #71): the adopter and its state machine retained each other.
    @Test func controllerIsReleasedWhenDropped() {
        let clock = ManualClock()
        var controller: ContentStateController<RecordingHost, LoadFailure>? = ContentStateController(
            content: RecordingChild("c"), host: RecordingHost(), clock: clock, hasContent: { false })
        controller?.loadingPlaceholder = RecordingChild("s")
        controller?.startLoading()
        weak let weakController = controller
        controller = nil
        #expect(weakController == nil)
    }

    /// StatefulViewController issue #6: off screen, the state was rebuilt from `lastState` with a
    /// made-up error, and the error view flashed before loading came back.
    @Test func stateRequestedOffScreenIsWhatAppearsWithoutAFlash() {
        let screen = ContentScreenFixture(onScreen: false)
        screen.controller.endLoading(error: .offline)
        screen.controller.startLoading()
        screen.controller.container.containerWillAppear(animated: true)
        screen.controller.container.containerDidAppear(animated: true)
        screen.settle()
        #expect(screen.viewHistory.last == ["content", "spinner"])
        #expect(!screen.host.events.contains(.willAppear("error", animated: true)))
        #expect(!screen.host.events.contains(.willAppear("error", animated: false)))
        #expect(
            screen.placeholderLog.filter { $0.contains("Appear") } == [
                "spinner: willAppear(animated)", "spinner: didAppear(animated)",
            ])
        #expect(screen.violations(initialState: "loading") == [])
    }

    /// StatefulViewController bug 2.4.7: a custom state key crashed `currentState` (force-unwrapped
    /// raw value); states here are a closed enum, and names parse back without trapping.
    @Test func unknownStateNamesAreRejectedWithoutCrashing() {
        #expect(ContentStateKind(rawValue: "custom") == nil)
        #expect(ContentStateKind.allCases.map { ContentStateKind(rawValue: $0.rawValue) } == ContentStateKind.allCases)
    }

    @Test func followsALoaderAndChangesNoTiming() async {
        let screen = ContentScreenFixture(timing: .standard)
        let loader = Loader<LoadFailure>(hasContent: { false })
        screen.controller.follow(loader)
        #expect(screen.controller.loadingTiming == .standard)
        let operation = ControllableOperation<Void>()
        operation.finish(.failure(.offline))
        await loader.load(operation.run).value
        screen.settle()
        #expect(screen.controller.currentState == .error(.offline))
        #expect(screen.host.views == ["content", "error"])
    }

    /// Following a second loader stops following the first.
    @Test func followingAnotherLoaderStopsFollowingTheFirst() {
        let screen = ContentScreenFixture(initialState: .empty)
        let first = Loader<LoadFailure>(initialState: .empty, hasContent: { false })
        let second = Loader<LoadFailure>(initialState: .empty, hasContent: { false })
        screen.controller.follow(first)
        screen.controller.follow(second)
        first.load { () async throws(LoadFailure) in }
        #expect(screen.controller.currentState == .empty)
        second.load { () async throws(LoadFailure) in }
        #expect(screen.controller.currentState == .loading)
    }
}
