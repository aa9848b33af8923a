#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The UIKit shell of a `StateContainer` whose children are view controllers; the one host that
/// needs `StateContainerContainmentHost`, since view controllers have a containment and
/// appearance lifecycle of their own.
///
/// It performs exactly what the container decides: view-controller containment
/// (`addChild(_:)`, `didMove(toParent:)`, `willMove(toParent: nil)`, `removeFromParent()`),
/// manual appearance forwarding (`beginAppearanceTransition(_:animated:)` /
/// `endAppearanceTransition()`), child views pinned with Auto Layout to ``containerView`` in the
/// container's z-order, and one `UIViewPropertyAnimator` per child animation. Animations are
/// tracked by token: ``finishAnimation(_:)`` stops an animator without running its completion
/// and jumps to the end values, so a stale completion can never touch a child that was re-added.
///
/// The parent must return `false` from `shouldAutomaticallyForwardAppearanceMethods`;
/// ``StateViewController`` does. Use this host directly to build your own container:
///
/// ```swift
/// let host = UIKitContainerHost(parent: self, containerView: view)
/// let container = StateContainer(initialState: .loading, host: host, clock: MainActorClock()) { state in … }
/// ```
@MainActor
public final class UIKitContainerHost: StateContainerContainmentHost {
    /// The host's children are view controllers, compared by identity.
    public typealias Child = UIViewController

    /// The view controller the children are added to; held weakly.
    public weak var parent: UIViewController?

    /// The view the children's views are pinned into; held weakly. When it is `nil` at the time
    /// views must be arranged, the parent's view is loaded first (which lets a parent install the
    /// container view in `viewDidLoad`).
    public weak var containerView: UIView?

    /// The child whose view is on top of the z-order, or `nil` when there is none.
    public private(set) var topmostChild: UIViewController?

    /// Called after ``topmostChild`` changed, for example to update the status bar.
    public var onTopmostChildChange: (() -> Void)?

    private var arranged: [UIViewController] = []
    private let runner = ChildAnimationRunner()

    /// Creates a host.
    /// - Parameters:
    ///   - parent: The view controller the children are added to; held weakly.
    ///   - containerView: The view the children's views go into; held weakly.
    public init(parent: UIViewController? = nil, containerView: UIView? = nil) {
        self.parent = parent
        self.containerView = containerView
    }

    // MARK: Containment

    /// Adds `child` to ``parent`` (which sends `willMove(toParent:)`) and loads its view, so the
    /// child's `viewDidLoad()` runs before its first `beginAppearanceTransition(_:animated:)`.
    /// - Parameter child: The arriving child.
    public func attach(_ child: UIViewController) {
        parent?.addChild(child)
        child.loadViewIfNeeded()
    }

    /// Sends `didMove(toParent:)` to `child`.
    /// - Parameter child: The arrived child.
    public func didAttach(_ child: UIViewController) {
        child.didMove(toParent: parent)
    }

    /// Sends `willMove(toParent: nil)` to `child`.
    /// - Parameter child: The leaving child.
    public func willDetach(_ child: UIViewController) {
        child.willMove(toParent: nil)
    }

    /// Removes `child` from its parent (which sends `didMove(toParent: nil)`).
    /// - Parameter child: The left child, whose view is already removed.
    public func detach(_ child: UIViewController) {
        child.removeFromParent()
    }

    /// Forwards one appearance call: `beginAppearanceTransition(_:animated:)` for the will
    /// calls, `endAppearanceTransition()` for the did calls.
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The attached child.
    ///   - animated: Whether the change is animated.
    public func deliverAppearance(_ call: AppearanceCall, to child: UIViewController, animated: Bool) {
        switch call {
        case .willAppear: child.beginAppearanceTransition(true, animated: animated)
        case .willDisappear: child.beginAppearanceTransition(false, animated: animated)
        case .didAppear, .didDisappear: child.endAppearanceTransition()
        }
    }

    // MARK: Views

    /// Makes ``containerView``'s child views exactly the views of `children`, bottom first,
    /// each pinned to the container's edges with Auto Layout.
    /// - Parameter children: The children whose views must be shown, bottom to top.
    public func arrangeViews(_ children: [UIViewController]) {
        if containerView == nil { parent?.loadViewIfNeeded() }
        guard let container = containerView else { return }
        let kept = Set(children.map(ObjectIdentifier.init))
        for child in arranged where !kept.contains(ObjectIdentifier(child)) {
            guard let view = child.viewIfLoaded, view.superview === container else { continue }
            view.removeFromSuperview()
            view.alpha = 1
        }
        for (index, child) in children.enumerated() {
            let view: UIView = child.view
            if view.superview !== container {
                view.alpha = 1
                container.insertSubview(view, at: min(index, container.subviews.count))
                view.pinEdges(to: container)
            } else if !container.hasSubview(view, at: index) {
                container.insertSubview(view, at: min(index, container.subviews.count - 1))
            }
        }
        arranged = children
        let top = children.last
        if top !== topmostChild {
            topmostChild = top
            onTopmostChildChange?()
        }
    }

    // MARK: Animations

    /// Runs one child's fade (or its own transition) with a `UIViewPropertyAnimator`.
    ///
    /// The start values are set at once (`ChildTransition.willBegin` or opacity 0
    /// for an appearing child), the animator starts after the transition's delay, and when it
    /// ends `ChildTransition.didEnd` (or the opacity reset) runs before `completion`.
    /// A zero-length animation completes before this method returns.
    /// - Parameters:
    ///   - animation: What to animate.
    ///   - completion: Run once the animation has ended.
    public func startAnimation(
        _ animation: ChildAnimation<UIViewController>, completion: @escaping @MainActor () -> Void
    ) {
        runner.start(animation, view: animation.child.view, completion: completion)
    }

    /// Stops the animation with `token` without running its completion and jumps to its end
    /// values; unknown tokens are ignored.
    /// - Parameter token: The animation to finish.
    public func finishAnimation(_ token: AnimationToken) {
        runner.finish(token)
    }
}
#endif
