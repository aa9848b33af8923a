import Stagehand
import StagehandTesting
import Testing
import UIKit

@testable import StagehandUIKit

/// A screen class that leaves every hook to `StateViewController` — the intermediate base class
/// of StatefulViewController's #62, whose subclass's overrides a protocol extension's default
/// would have bound past.
class PlainCommentsBase: StateViewController<CommentsState> {
    let spinner = UIViewController()
    let comments = UIViewController()

    init(clock: ManualClock) {
        super.init(initialState: .loading, clock: clock)
        UIKitCallRecorder.label(self, "root")
        UIKitCallRecorder.label(spinner, "spinner")
        UIKitCallRecorder.label(comments, "comments")
        UIKitCallRecorder.label(childContainerView, "container")
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// A subclass two levels below `StateViewController` that overrides every hook and notes each call.
final class EveryHookViewController: PlainCommentsBase {
    var appearanceState: CommentsState = .comments

    override func children(for state: CommentsState) -> [UIViewController] {
        UIKitCallRecorder.note("hook.children(for: \(state))")
        return state == .loading ? [spinner] : [comments]
    }

    override func loadAppearanceState() -> CommentsState {
        UIKitCallRecorder.note("hook.loadAppearanceState() -> \(appearanceState)")
        return appearanceState
    }

    override func transition(for child: UIViewController, isAppearing: Bool) -> ChildTransition {
        UIKitCallRecorder.note("hook.transition(for: \(UIKitCallRecorder.name(of: child)), appearing: \(isAppearing))")
        return ChildTransition(duration: .milliseconds(100))
    }

    override func willTransition(to nextState: CommentsState, animated: Bool) {
        UIKitCallRecorder.note("hook.willTransition(to: \(nextState), animated: \(animated))")
    }

    override func didTransition(from previousState: CommentsState, animated: Bool) {
        UIKitCallRecorder.note("hook.didTransition(from: \(previousState), animated: \(animated))")
    }

    override func childWillAppear(_ child: UIViewController, animated: Bool) {
        UIKitCallRecorder.note("hook.childWillAppear(\(UIKitCallRecorder.name(of: child)))")
    }

    override func childDidAppear(_ child: UIViewController, animated: Bool) {
        UIKitCallRecorder.note("hook.childDidAppear(\(UIKitCallRecorder.name(of: child)))")
    }

    override func childWillDisappear(_ child: UIViewController, animated: Bool) {
        UIKitCallRecorder.note("hook.childWillDisappear(\(UIKitCallRecorder.name(of: child)))")
    }

    override func childDidDisappear(_ child: UIViewController, animated: Bool) {
        UIKitCallRecorder.note("hook.childDidDisappear(\(UIKitCallRecorder.name(of: child)))")
    }
}

/// Every hook a subclass overrides is the one the container calls (the #62 trap), in the order of
/// the contract, and the controller is released with no cycle through its container.
@MainActor
@Suite(.serialized)
struct StateViewControllerSubclassHookTests {
    private var hookCalls: [String] {
        UIKitCallRecorder.calls.filter { $0.hasPrefix("hook.") }
    }

    @Test func everyOverriddenHookOfASubclassOfASubclassIsCalledInOrder() {
        UIKitCallRecorder.reset()
        let root = EveryHookViewController(clock: ManualClock())
        present(root, appearing: true, animated: false)
        #expect(
            hookCalls == [
                "hook.loadAppearanceState() -> comments",
                "hook.willTransition(to: comments, animated: false)",
                "hook.children(for: comments)",
                "hook.transition(for: comments, appearing: true)",
                "hook.didTransition(from: loading, animated: false)",
                "hook.childWillAppear(comments)",
                "hook.childDidAppear(comments)",
            ])
        #expect(root.currentState == .comments)

        UIKitCallRecorder.reset(keepingLabels: true)
        root.setNeedsStateTransition(to: .loading, animated: true)
        UIKitCallRecorder.finishRunningAnimations()
        #expect(
            hookCalls == [
                "hook.willTransition(to: loading, animated: true)",
                "hook.children(for: loading)",
                "hook.transition(for: spinner, appearing: true)",
                "hook.transition(for: comments, appearing: false)",
                "hook.childWillDisappear(comments)",
                "hook.childWillAppear(spinner)",
                "hook.childDidAppear(spinner)",
                "hook.childDidDisappear(comments)",
                "hook.didTransition(from: comments, animated: true)",
            ])
        #expect(root.stateChildren == [root.spinner])
    }

    @Test func theOverriddenHooksAreCalledAlsoOnEveryLaterAppearance() {
        UIKitCallRecorder.reset()
        let root = EveryHookViewController(clock: ManualClock())
        present(root, appearing: true, animated: false)
        present(root, appearing: false, animated: false)
        root.appearanceState = .loading
        UIKitCallRecorder.reset(keepingLabels: true)
        present(root, appearing: true, animated: false)
        #expect(
            hookCalls == [
                "hook.loadAppearanceState() -> loading",
                "hook.willTransition(to: loading, animated: false)",
                "hook.children(for: loading)",
                "hook.transition(for: spinner, appearing: true)",
                "hook.didTransition(from: comments, animated: false)",
                "hook.childWillAppear(spinner)",
                "hook.childDidAppear(spinner)",
            ])
    }

    @Test func aControllerReleasedByItsOwnerIsFreedWithItsContainer() {
        UIKitCallRecorder.reset()
        weak var released: EveryHookViewController?
        do {
            let root = EveryHookViewController(clock: ManualClock())
            present(root, appearing: true, animated: false)
            present(root, appearing: false, animated: false)
            released = root
        }
        #expect(released == nil)
    }
}
