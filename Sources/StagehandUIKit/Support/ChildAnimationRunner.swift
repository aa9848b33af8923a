#if canImport(UIKit) && !os(watchOS)
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
        let completion: @MainActor () -> Void
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
        // The completion captures only Sendable values (the runner is main-actor isolated, the
        // token a value): everything it touches lives in `running`. UIKit imports
        // `addCompletion(_:)` without `@Sendable` (SE-0463 exempts main-actor methods), but this
        // also type-checks against a `@Sendable` import; UIKit calls completions on the main
        // thread, so `assumeIsolated` holds.
        animator.addCompletion { [weak self] _ in
            MainActor.assumeIsolated { self?.animationEnded(token) }
        }
        running[token] = Running(
            animator: animator, view: view, isAppearing: isAppearing, transition: transition, completion: completion)
        animator.startAnimation(afterDelay: transition.delay.timeInterval)
    }

    private func animationEnded(_ token: AnimationToken) {
        guard let entry = running.removeValue(forKey: token) else { return }
        Self.runDidEnd(view: entry.view, isAppearing: entry.isAppearing, transition: entry.transition)
        entry.completion()
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
