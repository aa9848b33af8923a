#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A view controller that describes its own transitions in a ``StateViewController``, through a
/// method its subclasses override.
///
/// A ready base class for the pattern `ChildTransitioning` asks for: the requirement is
/// implemented here (the fade), as an `open` method, so an `override` in any subclass is what the
/// container asks — never StatefulViewController's pitfall of an override bound past.
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
