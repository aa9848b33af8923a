import Stagehand
import StagehandTesting
import Testing
import UIKit

@testable import StagehandUIKit

/// The UIKit calls `StateViewController` makes, recorded by the stand-in UIKit, for the scenarios
/// of a comments screen. Each test asserts the exact sequence and that `LifecycleChecker` accepts
/// the appearance trace.
@MainActor
@Suite(.serialized)
struct StateViewControllerCallOrderTests {
    private func expectLifecycleHolds(_ result: Scenarios.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        let events = AppearanceTrace().events(from: result.all)
        let initial = result.all.first { $0.hasPrefix("root.willTransition(to: ") }.map {
            String($0.dropFirst("root.willTransition(to: ".count).prefix { $0 != "," })
        }
        let violations = LifecycleChecker(initialState: initial ?? "loading").check(events)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
    }

    @Test func appearingShowsTheInitialChildWithContainmentAndAppearance() {
        UIKitCallRecorder.reset()
        let root = CommentsViewController(clock: ManualClock())
        present(root, appearing: true, animated: false)
        #expect(
            UIKitCallRecorder.calls == [
                "root.beginAppearanceTransition(true, animated: false)",
                "root.viewWillAppear(false)",
                "root.willTransition(to: loading, animated: false)",
                "root.addChild(spinner)",
                "spinner.willMove(toParent: root)",
                "spinner.viewDidLoad()",
                "root.viewDidLoad()",
                "root.view.addSubview(container)",
                "container.insertSubview(spinner.view, at: 0)",
                "root.setNeedsStatusBarAppearanceUpdate()",
                "root.setNeedsUpdateOfHomeIndicatorAutoHidden()",
                "root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()",
                "spinner.didMove(toParent: root)",
                "root.didTransition(from: loading, to: loading, animated: false)",
                "spinner.beginAppearanceTransition(true, animated: false)",
                "spinner.viewWillAppear(false)",
                "root.endAppearanceTransition()",
                "root.viewDidAppear(false)",
                "spinner.endAppearanceTransition()",
                "spinner.viewDidAppear(false)",
            ])
        #expect(root.stateChildren == [root.spinner])
        #expect(root.childContainerView.subviews == [root.spinner.view])
    }

    @Test func commentsArriveWithACrossFade() {
        let result = Scenarios.commentsScreen()
        #expect(
            result.calls == [
                "root.request(comments, animated: true)",
                "root.willTransition(to: comments, animated: true)",
                "spinner.willMove(toParent: nil)",
                "spinner.beginAppearanceTransition(false, animated: true)",
                "spinner.viewWillDisappear(true)",
                "root.addChild(comments)",
                "comments.willMove(toParent: root)",
                "comments.viewDidLoad()",
                "comments.beginAppearanceTransition(true, animated: true)",
                "comments.viewWillAppear(true)",
                "container.insertSubview(comments.view, at: 0)",
                "UIViewPropertyAnimator#1.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#2.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#1.completion(.end)",
                "comments.endAppearanceTransition()",
                "comments.viewDidAppear(true)",
                "comments.didMove(toParent: root)",
                "UIViewPropertyAnimator#2.completion(.end)",
                "spinner.view.removeFromSuperview()",
                "root.setNeedsStatusBarAppearanceUpdate()",
                "root.setNeedsUpdateOfHomeIndicatorAutoHidden()",
                "root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()",
                "spinner.endAppearanceTransition()",
                "spinner.viewDidDisappear(true)",
                "spinner.removeFromParent()",
                "spinner.didMove(toParent: nil)",
                "root.didTransition(from: loading, to: comments, animated: true)",
            ])
        #expect(result.root.stateChildren == [result.root.comments])
        #expect(result.root.children == [result.root.comments])
        #expect(result.root.childContainerView.subviews == [result.root.comments.view])
        #expect(result.root.comments.view.alpha == 1)
        expectLifecycleHolds(result)
    }

    @Test func aRequestDuringTheFadeRunsAfterIt() {
        let result = Scenarios.interruption()
        #expect(
            result.calls == [
                "root.request(comments, animated: true)",
                "root.willTransition(to: comments, animated: true)",
                "spinner.willMove(toParent: nil)",
                "spinner.beginAppearanceTransition(false, animated: true)",
                "spinner.viewWillDisappear(true)",
                "root.addChild(comments)",
                "comments.willMove(toParent: root)",
                "comments.viewDidLoad()",
                "comments.beginAppearanceTransition(true, animated: true)",
                "comments.viewWillAppear(true)",
                "container.insertSubview(comments.view, at: 0)",
                "UIViewPropertyAnimator#1.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#2.startAnimation(afterDelay: 0.0)",
                "root.request(failed, animated: true)",
                "UIViewPropertyAnimator#1.completion(.end)",
                "comments.endAppearanceTransition()",
                "comments.viewDidAppear(true)",
                "comments.didMove(toParent: root)",
                "UIViewPropertyAnimator#2.completion(.end)",
                "spinner.view.removeFromSuperview()",
                "root.setNeedsStatusBarAppearanceUpdate()",
                "root.setNeedsUpdateOfHomeIndicatorAutoHidden()",
                "root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()",
                "spinner.endAppearanceTransition()",
                "spinner.viewDidDisappear(true)",
                "spinner.removeFromParent()",
                "spinner.didMove(toParent: nil)",
                "root.didTransition(from: loading, to: comments, animated: true)",
                "root.willTransition(to: failed, animated: true)",
                "comments.willMove(toParent: nil)",
                "comments.beginAppearanceTransition(false, animated: true)",
                "comments.viewWillDisappear(true)",
                "root.addChild(failure)",
                "failure.willMove(toParent: root)",
                "failure.viewDidLoad()",
                "failure.beginAppearanceTransition(true, animated: true)",
                "failure.viewWillAppear(true)",
                "container.insertSubview(failure.view, at: 0)",
                "UIViewPropertyAnimator#3.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#4.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#3.completion(.end)",
                "failure.endAppearanceTransition()",
                "failure.viewDidAppear(true)",
                "failure.didMove(toParent: root)",
                "UIViewPropertyAnimator#4.completion(.end)",
                "comments.view.removeFromSuperview()",
                "root.setNeedsStatusBarAppearanceUpdate()",
                "root.setNeedsUpdateOfHomeIndicatorAutoHidden()",
                "root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()",
                "comments.endAppearanceTransition()",
                "comments.viewDidDisappear(true)",
                "comments.removeFromParent()",
                "comments.didMove(toParent: nil)",
                "root.didTransition(from: comments, to: failed, animated: true)",
            ])
        #expect(result.root.stateChildren == [result.root.failure])
        #expect(UIKitCallRecorder.runningAnimators.isEmpty)
        expectLifecycleHolds(result)
    }

    @Test func aModalCoverForwardsDisappearanceAndAppearanceToTheShownChild() {
        let result = Scenarios.modalCover()
        #expect(
            result.calls == [
                "root.beginAppearanceTransition(false, animated: true)",
                "root.viewWillDisappear(true)",
                "comments.beginAppearanceTransition(false, animated: true)",
                "comments.viewWillDisappear(true)",
                "root.endAppearanceTransition()",
                "root.viewDidDisappear(true)",
                "comments.endAppearanceTransition()",
                "comments.viewDidDisappear(true)",
                "root.beginAppearanceTransition(true, animated: true)",
                "root.viewWillAppear(true)",
                "comments.beginAppearanceTransition(true, animated: true)",
                "comments.viewWillAppear(true)",
                "root.endAppearanceTransition()",
                "root.viewDidAppear(true)",
                "comments.endAppearanceTransition()",
                "comments.viewDidAppear(true)",
            ])
        expectLifecycleHolds(result)
    }

    @Test func disappearingMidTransitionEndsTheTransitionFirst() {
        let result = Scenarios.disappearMidTransition()
        #expect(
            result.calls == [
                "root.request(comments, animated: true)",
                "root.willTransition(to: comments, animated: true)",
                "spinner.willMove(toParent: nil)",
                "spinner.beginAppearanceTransition(false, animated: true)",
                "spinner.viewWillDisappear(true)",
                "root.addChild(comments)",
                "comments.willMove(toParent: root)",
                "comments.viewDidLoad()",
                "comments.beginAppearanceTransition(true, animated: true)",
                "comments.viewWillAppear(true)",
                "container.insertSubview(comments.view, at: 0)",
                "UIViewPropertyAnimator#1.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#2.startAnimation(afterDelay: 0.0)",
                "root.beginAppearanceTransition(false, animated: true)",
                "root.viewWillDisappear(true)",
                "UIViewPropertyAnimator#1.stopAnimation(true)",
                "UIViewPropertyAnimator#2.stopAnimation(true)",
                "spinner.view.removeFromSuperview()",
                "root.setNeedsStatusBarAppearanceUpdate()",
                "root.setNeedsUpdateOfHomeIndicatorAutoHidden()",
                "root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()",
                "spinner.endAppearanceTransition()",
                "spinner.viewDidDisappear(true)",
                "spinner.removeFromParent()",
                "spinner.didMove(toParent: nil)",
                "comments.endAppearanceTransition()",
                "comments.viewDidAppear(true)",
                "comments.didMove(toParent: root)",
                "root.didTransition(from: loading, to: comments, animated: true)",
                "comments.beginAppearanceTransition(false, animated: true)",
                "comments.viewWillDisappear(true)",
                "root.endAppearanceTransition()",
                "root.viewDidDisappear(true)",
                "comments.endAppearanceTransition()",
                "comments.viewDidDisappear(true)",
            ])
        #expect(result.root.stateChildren == [result.root.comments])
        #expect(result.root.childContainerView.subviews == [result.root.comments.view])
        expectLifecycleHolds(result)
    }

    @Test func anArrivingChildLoadsItsViewBeforeItsFirstAppearanceCall() throws {
        let result = Scenarios.commentsScreen()
        let loaded = try #require(result.calls.firstIndex(of: "comments.viewDidLoad()"))
        let appearing = try #require(
            result.calls.firstIndex(of: "comments.beginAppearanceTransition(true, animated: true)"))
        #expect(loaded < appearing)
    }

    @Test func theTopmostChildDecidesStatusBarHomeIndicatorAndScreenEdges() {
        let result = Scenarios.commentsScreen()
        let root = result.root
        #expect(root.childForStatusBarStyle === root.comments)
        #expect(root.childForStatusBarHidden === root.comments)
        #expect(root.childForHomeIndicatorAutoHidden === root.comments)
        #expect(root.childForScreenEdgesDeferringSystemGestures === root.comments)
        #expect(result.calls.contains("root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()"))
    }

    @Test func theCheckerRejectsAChildMovedInBeforeItsAppearanceEnded() throws {
        var lines = Scenarios.commentsScreen().all
        let moved = try #require(lines.firstIndex(of: "comments.didMove(toParent: root)"))
        let ended = try #require(lines.firstIndex(of: "comments.endAppearanceTransition()"))
        lines.swapAt(moved, ended)
        let violations = LifecycleChecker(initialState: "loading").check(AppearanceTrace().events(from: lines))
        #expect(violations.map(\.rule) == [.arrivingOrder])
    }
}
