import Stagehand
import StagehandTesting
import StagehandUIKit
import Testing
import UIKit

/// The UIKit calls of `ContentPlaceholderController` and `ListEmptyState`, recorded by the
/// stand-in UIKit.
@MainActor
@Suite(.serialized)
struct PlaceholderCallOrderTests {
    @Test func theLoadingPlaceholderCoversTheScreenThenFadesOutWhenContentArrives() {
        UIKitCallRecorder.reset()
        let clock = ManualClock()
        let screen = UIView(frame: .zero)
        UIKitCallRecorder.label(screen, "screen")
        var hasContent = false
        let placeholders = ContentPlaceholderController<TestFailure>(hostView: screen, clock: clock) { hasContent }
        let loading = PlaceholderView(frame: .zero)
        UIKitCallRecorder.label(loading, "loading")
        placeholders.loadingView = loading
        placeholders.viewWillAppear(false)
        placeholders.viewDidAppear(false)
        clock.advance(by: .seconds(5))
        UIKitCallRecorder.finishRunningAnimations()
        #expect(
            UIKitCallRecorder.calls == [
                "screen.addSubview(PassthroughView#1)", "PassthroughView#1.insertSubview(loading, at: 0)",
            ])
        #expect(placeholders.currentState == .loading)

        let mark = UIKitCallRecorder.calls.count
        hasContent = true
        placeholders.endLoading()
        clock.advance(by: .seconds(5))
        UIKitCallRecorder.finishRunningAnimations()
        clock.advance(by: .seconds(5))
        #expect(
            Array(UIKitCallRecorder.calls[mark...]) == [
                "screen.bringSubviewToFront(PassthroughView#1)",
                "UIViewPropertyAnimator#1.startAnimation(afterDelay: 0.0)",
                "UIViewPropertyAnimator#1.completion(.end)",
                "loading.removeFromSuperview()",
            ])
        #expect(placeholders.currentState == .content)
        #expect(loading.superview == nil)
        #expect(loading.alpha == 1)
    }

    @Test func placeholdersOverAScrollViewPinToItsFrameNotItsContent() {
        UIKitCallRecorder.reset()
        let controller = UITableViewController(style: .plain)
        UIKitCallRecorder.label(controller.tableView, "table")
        let placeholders = ContentPlaceholderController<TestFailure>(
            hostView: controller.tableView, clock: ManualClock()
        ) {
            false
        }
        placeholders.emptyView = PlaceholderView(frame: .zero)
        placeholders.endLoading(animated: false)
        #expect(
            Array(UIKitCallRecorder.activatedConstraints.prefix(4)) == [
                "PassthroughView#1.top = table.frameLayoutGuide.top + 0.0",
                "PassthroughView#1.leading = table.frameLayoutGuide.leading + 0.0",
                "table.frameLayoutGuide.bottom = PassthroughView#1.bottom + 0.0",
                "table.frameLayoutGuide.trailing = PassthroughView#1.trailing + 0.0",
            ])
    }

    @Test func placeholdersOverAPlainViewPinToItsEdges() {
        UIKitCallRecorder.reset()
        let screen = UIView(frame: .zero)
        UIKitCallRecorder.label(screen, "screen")
        let placeholders = ContentPlaceholderController<TestFailure>(hostView: screen, clock: ManualClock()) { false }
        placeholders.emptyView = PlaceholderView(frame: .zero)
        placeholders.endLoading(animated: false)
        #expect(
            Array(UIKitCallRecorder.activatedConstraints.prefix(4)) == [
                "PassthroughView#1.top = screen.top + 0.0",
                "PassthroughView#1.leading = screen.leading + 0.0",
                "screen.bottom = PassthroughView#1.bottom + 0.0",
                "screen.trailing = PassthroughView#1.trailing + 0.0",
            ])
    }

    @Test func anEmptyListShowsThePageAsItsBackgroundAndRestoresItsOwnState() {
        UIKitCallRecorder.reset()
        let clock = ManualClock()
        let table = CountingTableView(frame: .zero, style: .plain)
        let ownBackground = UIView(frame: .zero)
        table.backgroundView = ownBackground
        let emptyState = ListEmptyState(tableView: table, clock: clock)
        var events: [EmptyStateEvent] = []
        emptyState.onEvent = { events.append($0) }

        emptyState.reload()
        clock.advance(by: .seconds(5))
        UIKitCallRecorder.finishRunningAnimations()
        #expect(table.backgroundView is EmptyStateView)
        #expect(!table.isScrollEnabled)
        #expect(events == [.willShow, .animationCompleted(finished: true), .didShow])

        table.rows = [2, 3]
        emptyState.reload()
        #expect(table.backgroundView === ownBackground)
        #expect(table.isScrollEnabled)
        #expect(events == [.willShow, .animationCompleted(finished: true), .didShow, .willHide, .didHide])
        #expect(
            UIKitCallRecorder.calls.filter { $0.hasPrefix("UIViewPropertyAnimator") } == [
                "UIViewPropertyAnimator#1.startAnimation()",
                "UIViewPropertyAnimator#1.completion(.end)",
                "UIViewPropertyAnimator#1.stopAnimation(true)",
            ])
    }

    @Test func theRetryButtonOfAnEmptyCollectionReachesTheEventHandler() throws {
        UIKitCallRecorder.reset()
        let collection = CountingCollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let emptyState = ListEmptyState(
            collectionView: collection, configuration: .error(message: "Offline"), clock: ManualClock())
        var events: [EmptyStateEvent] = []
        emptyState.onEvent = { events.append($0) }
        emptyState.reload()
        let page = try #require(collection.backgroundView as? EmptyStateView)
        let stack = try #require(page.subviews.first as? UIStackView)
        let retry = try #require(stack.arrangedSubviews.compactMap { $0 as? UIButton }.first)
        #expect(retry.configuration?.title == "Try Again")
        retry.sendActions(for: .primaryActionTriggered)
        #expect(events.contains(.buttonTapped(.primary)))
        page.sendActions(for: .touchUpInside)
        #expect(events.last == .viewTapped)
    }
}
