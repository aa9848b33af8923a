#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A loading, empty or error view that wants to know where it sits, which state (and error) it
/// shows, and when it comes and goes — the placeholder protocol StatefulViewController's users
/// asked for.
///
/// Every requirement is a real method (no protocol-extension defaults), so subclasses of a
/// conforming class override them reliably; subclass ``PlaceholderView`` to start from empty
/// implementations. Views that do not conform are laid out with the controller's
/// ``ContentPlaceholderController/placeholderLayout`` and get no callbacks.
@MainActor
public protocol StatefulPlaceholderView: UIView {
    /// Where the view sits: insets relative to the host's safe area (or its bounds).
    func placeholderLayout() -> PlaceholderLayout

    /// Called before the view is shown for a state, and again when a new error arrives while the
    /// error view is shown.
    /// - Parameters:
    ///   - state: The state the view represents.
    ///   - error: The error of the error state, `nil` otherwise.
    func preparePlaceholder(for state: ContentStateKind, error: (any Error)?)

    /// Called when the view is about to appear on screen.
    /// - Parameter animated: Whether it fades in.
    func placeholderWillAppear(animated: Bool)

    /// Called when the view is fully visible.
    /// - Parameter animated: Whether it faded in.
    func placeholderDidAppear(animated: Bool)

    /// Called when the view is about to disappear.
    /// - Parameter animated: Whether it fades out.
    func placeholderWillDisappear(animated: Bool)

    /// Called when the view has disappeared.
    /// - Parameter animated: Whether it faded out.
    func placeholderDidDisappear(animated: Bool)
}

/// A base class for placeholder views with empty, overridable implementations of every
/// ``StatefulPlaceholderView`` callback.
@MainActor
open class PlaceholderView: UIView, StatefulPlaceholderView {
    /// The layout ``placeholderLayout()`` returns: the safe area without insets by default.
    open var layout: PlaceholderLayout = .standard

    /// Returns ``layout``.
    /// - Returns: Where the view sits.
    open func placeholderLayout() -> PlaceholderLayout { layout }

    /// Does nothing; override to show the state or the error.
    /// - Parameters:
    ///   - state: The state the view represents.
    ///   - error: The error of the error state, `nil` otherwise.
    open func preparePlaceholder(for state: ContentStateKind, error: (any Error)?) {}

    /// Does nothing; override to react.
    /// - Parameter animated: Whether the view fades in.
    open func placeholderWillAppear(animated: Bool) {}

    /// Does nothing; override to start work once visible.
    /// - Parameter animated: Whether the view faded in.
    open func placeholderDidAppear(animated: Bool) {}

    /// Does nothing; override to stop work before the fade out.
    /// - Parameter animated: Whether the view fades out.
    open func placeholderWillDisappear(animated: Bool) {}

    /// Does nothing; override to clean up.
    /// - Parameter animated: Whether the view faded out.
    open func placeholderDidDisappear(animated: Bool) {}
}
#endif
