#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The UIKit shell of a `ContentStateController` whose children are plain views:
/// the screen's content (represented by ``contentMarker``, never moved) and the loading, empty
/// and error placeholder views on top of it.
///
/// Placeholders go into a ``PassthroughView`` laid over ``hostView`` (over a scroll view, such as a
/// `UITableViewController`'s table, the overlay is pinned to its `frameLayoutGuide`, so it does not
/// scroll with the content), each pinned with Auto Layout to the overlay's safe area (or bounds)
/// inset by its `PlaceholderLayout`:
/// the view's own ``StatefulPlaceholderView/placeholderLayout()`` when it conforms, the
/// controller's layout otherwise. Touches outside a visible placeholder reach the content.
/// Views have no containment or appearance lifecycle, so the host implements only the four calls
/// of `StateContainerHost`; the controller reports the placeholders' appearance as placeholder
/// events.
@MainActor
public final class PlaceholderViewHost: StateContainerHost {
    /// The host's children are views, compared by identity.
    public typealias Child = UIView

    /// Stands for the screen's content in the engine's child lists; it is never inserted.
    public let contentMarker = UIView(frame: .zero)

    /// The view the placeholders cover; held weakly.
    public weak var hostView: UIView?

    /// The layout used for placeholders that do not conform to ``StatefulPlaceholderView``.
    public var defaultLayout: () -> PlaceholderLayout = { .standard }

    private let overlay = PassthroughView(frame: .zero)
    private let runner = ChildAnimationRunner()
    private var arranged: [UIView] = []

    /// Creates a host covering `hostView`.
    /// - Parameter hostView: The view the placeholders cover, usually a view controller's view.
    public init(hostView: UIView? = nil) {
        self.hostView = hostView
    }

    /// Makes the overlay's subviews exactly the placeholder views in `children` (the content
    /// marker is skipped), bottom first, and keeps the overlay in front of the content.
    /// - Parameter children: The views to show, bottom to top.
    public func arrangeViews(_ children: [UIView]) {
        let placeholders = children.filter { $0 !== contentMarker }
        for view in arranged where !placeholders.contains(where: { $0 === view }) {
            guard view.superview === overlay else { continue }
            view.removeFromSuperview()
            view.alpha = 1
        }
        arranged = placeholders
        guard !placeholders.isEmpty, let hostView else { return }
        if overlay.superview !== hostView {
            hostView.addSubview(overlay)
            if let scrollView = hostView as? UIScrollView {
                // A scroll view's own edges are its content: pin to its frame so the placeholders
                // stay put while the content scrolls.
                overlay.pinEdges(to: scrollView.frameLayoutGuide)
            } else {
                overlay.pinEdges(to: hostView)
            }
        } else {
            hostView.bringSubviewToFront(overlay)
        }
        for (index, view) in placeholders.enumerated() {
            if view.superview !== overlay {
                view.alpha = 1
                overlay.insertSubview(view, at: min(index, overlay.subviews.count))
                pin(view)
            } else if !overlay.hasSubview(view, at: index) {
                overlay.insertSubview(view, at: min(index, overlay.subviews.count - 1))
            }
        }
    }

    /// Fades a placeholder in or out with a `UIViewPropertyAnimator`; the content marker's
    /// animation completes at once.
    /// - Parameters:
    ///   - animation: What to animate.
    ///   - completion: Run once the animation has ended.
    public func startAnimation(_ animation: ChildAnimation<UIView>, completion: @escaping @MainActor () -> Void) {
        guard animation.child !== contentMarker else { return completion() }
        runner.start(animation, view: animation.child, completion: completion)
    }

    /// Stops a fade without its completion and jumps to its end values.
    /// - Parameter token: The animation to finish.
    public func finishAnimation(_ token: AnimationToken) {
        runner.finish(token)
    }

    private func pin(_ view: UIView) {
        let layout = (view as? any StatefulPlaceholderView)?.placeholderLayout() ?? defaultLayout()
        let insets = UIEdgeInsets(
            top: layout.insets.top, left: layout.insets.leading, bottom: layout.insets.bottom,
            right: layout.insets.trailing)
        switch layout.reference {
        case .safeArea: view.pinEdges(to: overlay.safeAreaLayoutGuide, insets: insets)
        case .bounds: view.pinEdges(to: overlay, insets: insets)
        }
    }
}
#endif
