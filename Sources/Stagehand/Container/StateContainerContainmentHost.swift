/// A ``StateContainerHost`` whose children have a containment and appearance lifecycle of their
/// own, which the container drives: UIKit's view controllers (`addChild(_:)`,
/// `beginAppearanceTransition(_:animated:)`, …), or a recording host in tests.
///
/// A container checks once, when it is created, whether its host adopts this protocol, and then
/// makes these calls in the exact order of the contract. For a leaving child: ``willDetach(_:)``,
/// ``deliverAppearance(_:to:animated:)`` with ``AppearanceCall/willDisappear``, the animation, the
/// view removed, ``AppearanceCall/didDisappear`` and ``detach(_:)``. For an arriving child:
/// ``attach(_:)``, ``AppearanceCall/willAppear``, the view inserted, the animation,
/// ``AppearanceCall/didAppear`` and ``didAttach(_:)``. Appearance calls are only made while the
/// container is on screen.
@MainActor
public protocol StateContainerContainmentHost<Child>: StateContainerHost {
    /// Makes `child` a child of the container (UIKit: `addChild(_:)`, which sends
    /// `willMove(toParent:)`).
    /// - Parameter child: A child that is not attached yet.
    func attach(_ child: Child)

    /// Tells `child` that attaching it has finished (UIKit: `didMove(toParent:)`).
    /// - Parameter child: A child previously passed to ``attach(_:)``.
    func didAttach(_ child: Child)

    /// Tells `child` that it is about to be detached (UIKit: `willMove(toParent: nil)`).
    /// - Parameter child: An attached child.
    func willDetach(_ child: Child)

    /// Removes `child` from the container (UIKit: `removeFromParent()`). After this call the
    /// container keeps no reference to the child; the host must not keep one either.
    /// - Parameter child: A child previously passed to ``willDetach(_:)``; its view is already removed.
    func detach(_ child: Child)

    /// Delivers one appearance call to `child` (UIKit: `beginAppearanceTransition(_:animated:)`
    /// for the `will` calls, `endAppearanceTransition()` for the `did` calls).
    ///
    /// The container guarantees the per-child grammar
    /// `(willAppear (didAppear willDisappear | willDisappear) didDisappear)*`.
    /// - Parameters:
    ///   - call: Which appearance call to make.
    ///   - child: An attached child.
    ///   - animated: Whether the appearance change is animated.
    func deliverAppearance(_ call: AppearanceCall, to child: Child, animated: Bool)
}
