#if canImport(UIKit)
import Stagehand
import UIKit

/// Runs the child animations a `StateContainer` asks a UIKit host for, one
/// `UIViewPropertyAnimator` per token, shared by ``UIKitContainerHost`` and
/// ``PlaceholderViewHost``.
///
/// ``finish(_:)`` stops an animator without running its completion and jumps to the end values,
/// so a completion that arrives late can never touch a view that was shown again.
@MainActor
final class ChildAnimationRunner {
    private struct Running {
        let animator: UIViewPropertyAnimator
        let view: UIView
        let isAppearing: Bool
        let transition: ChildTransition
    }

    private var running: [AnimationToken: Running] = [:]

    /// Animates `view` for `animation`; see `StateContainerHost.startAnimation(_:completion:)`.
    func start<Child>(
        _ animation: ChildAnimation<Child>, view: UIView, completion: @escaping @MainActor () -> Void
    ) {
        let transition = animation.transition
        let isAppearing = animation.isAppearing
        if let willBegin = transition.willBegin {
            willBegin()
        } else {
            view.alpha = isAppearing ? 0 : 1
        }
        guard transition.totalDuration > .zero else {
            Self.applyEnd(view: view, isAppearing: isAppearing, transition: transition)
            completion()
            return
        }
        let animator = UIViewPropertyAnimator(duration: transition.duration.timeInterval, curve: .easeInOut) {
            if let alongside = transition.animateAlongside {
                alongside()
            } else {
                view.alpha = isAppearing ? 1 : 0
            }
        }
        let token = animation.token
        animator.addCompletion { [weak self] _ in
            guard let self, self.running.removeValue(forKey: token) != nil else { return }
            Self.runDidEnd(view: view, isAppearing: isAppearing, transition: transition)
            completion()
        }
        running[token] = Running(animator: animator, view: view, isAppearing: isAppearing, transition: transition)
        animator.startAnimation(afterDelay: transition.delay.timeInterval)
    }

    /// Stops the animation with `token` without its completion and applies its end values;
    /// unknown tokens are ignored.
    func finish(_ token: AnimationToken) {
        guard let entry = running.removeValue(forKey: token) else { return }
        entry.animator.stopAnimation(true)
        Self.applyEnd(view: entry.view, isAppearing: entry.isAppearing, transition: entry.transition)
    }

    private static func applyEnd(view: UIView, isAppearing: Bool, transition: ChildTransition) {
        if let alongside = transition.animateAlongside {
            alongside()
        } else {
            view.alpha = isAppearing ? 1 : 0
        }
        runDidEnd(view: view, isAppearing: isAppearing, transition: transition)
    }

    /// Runs the transition's clean-up, or settles the default fade: an appeared view ends fully
    /// opaque; a disappeared one stays transparent until the host removes its view (and resets
    /// it then), so it never flashes back while other children still animate.
    private static func runDidEnd(view: UIView, isAppearing: Bool, transition: ChildTransition) {
        if let didEnd = transition.didEnd {
            didEnd()
        } else if isAppearing {
            view.alpha = 1
        }
    }
}
#endif
