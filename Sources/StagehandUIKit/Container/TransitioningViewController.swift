#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A view controller that describes its own transitions in a ``StateViewController``, through a
/// method its subclasses override.
///
/// Adopting `ChildTransitioning` directly in a base class and relying on the protocol's default
/// brings back StatefulViewController's pitfall: a subclass's `stateTransition(isAppearing:)` is
/// then never called, because the conformance is bound to the protocol extension. This class
/// implements the requirement itself, so an `override` in any subclass is what the container
/// asks.
///
/// ```swift
/// class CardViewController: TransitioningViewController {}
/// final class SpinnerCard: CardViewController {
///     override func stateTransition(isAppearing: Bool) -> ChildTransition {
///         ChildTransition(duration: .milliseconds(200), delay: isAppearing ? .milliseconds(300) : .zero)
///     }
/// }
/// ```
@MainActor
open class TransitioningViewController: UIViewController, ChildTransitioning {
    /// How this controller appears or disappears; the default is `ChildTransition.fade`.
    /// - Parameter isAppearing: Whether the controller is arriving.
    /// - Returns: The transition description.
    open func stateTransition(isAppearing: Bool) -> ChildTransition {
        .fade
    }
}
#endif
