import Stagehand
import StagehandTesting
import StagehandUIKit
import Testing
import UIKit

/// A placeholder view that notes what it is prepared for.
final class NotingPlaceholderView: PlaceholderView {
    override func preparePlaceholder(for state: ContentStateKind, error: (any Error)?) {
        let name = UIKitCallRecorder.name(of: self)
        UIKitCallRecorder.note("\(name).prepare(\(state), error: \(error.map { "\($0)" } ?? "nil"))")
    }
}

/// A screen written against StatefulViewController's call shapes.
final class SeedShapeScreen: UIViewController, StatefulViewController {
    let clock = ManualClock()
    var hasContent = false
    let loading = NotingPlaceholderView(frame: .zero)
    let empty = NotingPlaceholderView(frame: .zero)
    let failure = NotingPlaceholderView(frame: .zero)

    lazy var placeholders = ContentPlaceholderController<TestFailure>(hostView: view, clock: clock) {
        [weak self] in
        self?.hasContent == true
    }

    /// Labels the views, registers the placeholders and shows the screen, then forgets the calls.
    func prepare() {
        UIKitCallRecorder.label(view, "screen")
        UIKitCallRecorder.label(loading, "loading")
        UIKitCallRecorder.label(empty, "empty")
        UIKitCallRecorder.label(failure, "failure")
        loadingView = loading
        emptyView = empty
        errorView = failure
        placeholders.onErrorWhileContent = { _ in UIKitCallRecorder.note("screen.errorWhileContent") }
        placeholders.viewWillAppear(false)
        placeholders.viewDidAppear(false)
        clock.advance(by: .seconds(5))
        UIKitCallRecorder.finishRunningAnimations()
        UIKitCallRecorder.reset(keepingLabels: true)
    }
}

/// The StatefulViewController call shapes kept on ``StatefulViewController``: the seed's
/// `endLoading(animated:error:completion:)`, `transitionViewStates(loading:error:animated:completion:)`
/// and `setupInitialViewState(_:)`, with their exact UIKit calls.
@MainActor
@Suite(.serialized)
struct StatefulSeedShapeTests {
    /// Runs `body` on a fresh, shown screen and returns the calls it made.
    private func calls(_ body: (SeedShapeScreen) -> Void) -> (SeedShapeScreen, [String]) {
        UIKitCallRecorder.reset()
        let screen = SeedShapeScreen()
        screen.prepare()
        body(screen)
        return (screen, UIKitCallRecorder.calls)
    }

    @Test func theSeedArgumentOrderOfEndLoadingMakesTheSameCallsAsStagehands() {
        let (seed, seedCalls) = calls { screen in
            screen.endLoading(animated: false, error: TestFailure()) { UIKitCallRecorder.note("completion") }
        }
        let (own, ownCalls) = calls { screen in
            screen.endLoading(error: TestFailure(), animated: false) { UIKitCallRecorder.note("completion") }
        }
        #expect(
            seedCalls == [
                "failure.prepare(error, error: TestFailure())",
                "loading.removeFromSuperview()",
                "screen.bringSubviewToFront(PassthroughView#1)",
                "PassthroughView#1.insertSubview(failure, at: 0)",
                "completion",
            ])
        #expect(seedCalls == ownCalls)
        #expect(seed.currentState == .error(TestFailure()))
        #expect(own.currentState == .error(TestFailure()))
    }

    @Test func theSeedShapesWithoutAnErrorStillCompileAndEndInTheEmptyState() {
        let (screen, recorded) = calls { screen in
            screen.endLoading(animated: false)
            screen.endLoading(animated: false) { UIKitCallRecorder.note("completion") }
            screen.endLoading(animated: false, error: nil)
        }
        #expect(
            recorded == [
                "empty.prepare(empty, error: nil)",
                "loading.removeFromSuperview()",
                "screen.bringSubviewToFront(PassthroughView#1)",
                "PassthroughView#1.insertSubview(empty, at: 0)",
                "completion",
            ])
        #expect(screen.currentState == .empty)
        #expect(screen.lastState == .empty)
    }

    @Test func transitionViewStatesAppliesTheSeedsDecisionTable() {
        // (has content, loading, error) → state, as in the seed's table.
        let rows: [(Bool, Bool, TestFailure?, ContentState<TestFailure>, [String])] = [
            (true, false, nil, .content, ["completion"]),
            (true, true, nil, .content, ["completion"]),
            (true, false, TestFailure(), .content, ["screen.errorWhileContent", "completion"]),
            (true, true, TestFailure(), .content, ["screen.errorWhileContent", "completion"]),
            (false, true, TestFailure(), .loading, ["completion"]),
            (false, true, nil, .loading, ["completion"]),
            (false, false, TestFailure(), .error(TestFailure()), ["completion"]),
            (false, false, nil, .empty, ["completion"]),
        ]
        for (hasContent, loading, error, state, notes) in rows {
            let (screen, recorded) = calls { screen in
                screen.hasContent = hasContent
                screen.transitionViewStates(loading: loading, error: error, animated: false) {
                    UIKitCallRecorder.note("completion")
                }
            }
            #expect(screen.currentState == state)
            #expect(screen.lastState == state)
            #expect(
                recorded.filter { $0 == "completion" || $0 == "screen.errorWhileContent" } == notes,
                "hasContent \(hasContent), loading \(loading), error \(String(describing: error))")
        }
    }

    @Test func transitionViewStatesWithTheSeedsDefaultsEndsLoadingAnimated() {
        let (screen, recorded) = calls { screen in
            screen.transitionViewStates()
            screen.clock.advance(by: .seconds(5))
            UIKitCallRecorder.finishRunningAnimations()
        }
        #expect(
            recorded == [
                "empty.prepare(empty, error: nil)",
                "screen.bringSubviewToFront(PassthroughView#1)",
                "PassthroughView#1.insertSubview(empty, at: 0)",
                // The cross-fade: the empty placeholder in, the loading one out.
                "UIViewPropertyAnimator#1.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#2.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#1.completion(.end)",
                "UIViewPropertyAnimator#2.completion(.end)",
                "loading.removeFromSuperview()",
                "screen.bringSubviewToFront(PassthroughView#1)",
            ])
        #expect(screen.currentState == .empty)
    }

    @Test func setupInitialViewStateShowsTheLastStateAgainWithoutAnimationAskingForContentAnew() {
        let (screen, recorded) = calls { screen in
            // Loading, and content arrived meanwhile: the content is shown, without a fade.
            screen.hasContent = true
            screen.setupInitialViewState { UIKitCallRecorder.note("completion 1") }
            // Content, and it went away: empty.
            screen.hasContent = false
            screen.setupInitialViewState { UIKitCallRecorder.note("completion 2") }
        }
        #expect(
            recorded == [
                "loading.removeFromSuperview()",
                "completion 1",
                "empty.prepare(empty, error: nil)",
                "screen.bringSubviewToFront(PassthroughView#1)",
                "PassthroughView#1.insertSubview(empty, at: 0)",
                "completion 2",
            ])
        #expect(screen.currentState == .empty)
    }

    @Test func setupInitialViewStateKeepsTheLastErrorAndLoading() {
        let (screen, recorded) = calls { screen in
            screen.setupInitialViewState { UIKitCallRecorder.note("still loading") }
            screen.endLoading(animated: false, error: TestFailure())
            UIKitCallRecorder.note("ended")
            screen.setupInitialViewState { UIKitCallRecorder.note("still failed") }
        }
        #expect(
            recorded == [
                "still loading",
                "failure.prepare(error, error: TestFailure())",
                "loading.removeFromSuperview()",
                "screen.bringSubviewToFront(PassthroughView#1)",
                "PassthroughView#1.insertSubview(failure, at: 0)",
                "ended",
                "failure.prepare(error, error: TestFailure())",
                "still failed",
            ])
        #expect(screen.currentState == .error(TestFailure()))
    }
}
