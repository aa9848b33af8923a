import Stagehand
import StagehandTesting
import StagehandUIKit
import UIKit

/// The scenarios the call-order tests drive; each returns the UIKit calls made after its setup
/// and the whole record for `LifecycleChecker`.
@MainActor
enum Scenarios {
    struct Result {
        var root: CommentsViewController
        /// The calls after the setup (the screen already on screen, showing its first state).
        var calls: [String]
        /// Every call from the creation of the screen on.
        var all: [String]
    }

    /// A comments screen appears while loading, then shows its comments with a cross-fade.
    static func commentsScreen() -> Result {
        run { root in
            root.request(.comments, animated: true)
            UIKitCallRecorder.finishRunningAnimations()
        }
    }

    /// A second request arrives while the first transition still animates.
    static func interruption() -> Result {
        run { root in
            root.request(.comments, animated: true)
            root.request(.failed, animated: true)
            UIKitCallRecorder.finishRunningAnimations()
            UIKitCallRecorder.finishRunningAnimations()
        }
    }

    /// A modal covers the screen and is dismissed again.
    static func modalCover() -> Result {
        run(initialState: .comments) { root in
            present(root, appearing: false, animated: true)
            present(root, appearing: true, animated: true)
        }
    }

    /// The screen disappears while a transition animates; its animation ends later.
    static func disappearMidTransition() -> Result {
        run { root in
            root.request(.comments, animated: true)
            root.beginAppearanceTransition(false, animated: true)
            UIKitCallRecorder.finishRunningAnimations()
            root.endAppearanceTransition()
        }
    }

    private static func run(
        initialState: CommentsState = .loading, _ body: (CommentsViewController) -> Void
    ) -> Result {
        UIKitCallRecorder.reset()
        let root = CommentsViewController(clock: ManualClock(), initialState: initialState)
        present(root, appearing: true, animated: false)
        let mark = UIKitCallRecorder.calls.count
        body(root)
        let all = UIKitCallRecorder.calls
        return Result(root: root, calls: Array(all[mark...]), all: all)
    }
}
