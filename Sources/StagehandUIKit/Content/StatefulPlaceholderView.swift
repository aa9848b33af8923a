#if canImport(UIKit)
import Stagehand
import UIKit

/// A loading, empty or error view that wants to know where it sits and when it comes and goes,
/// in the spirit of StatefulViewController's placeholder protocol.
///
/// Every requirement is a real method (no protocol-extension defaults), so subclasses of a
/// conforming class override them reliably; subclass ``PlaceholderView`` to get empty
/// implementations. Views that do not conform are placed with ``Stagehand/PlaceholderLayout/standard``
/// (the safe area, no insets) and get no callbacks.
@MainActor
public protocol StatefulPlaceholderView: UIView {
    /// Where the view sits: insets relative to the host's safe area (or its bounds).
    func placeholderLayout() -> PlaceholderLayout

    /// Called before the view appears and whenever the error changes while it is shown.
    /// - Parameters:
    ///   - state: The state the view represents.
    ///   - error: The error for the error state, `nil` otherwise.
    func placeholderWillAppear(for state: ContentStateKind, error: (any Error)?)

    /// Called once the view is fully visible.
    func placeholderDidAppear()

    /// Called before the view starts to fade out.
    func placeholderWillDisappear()

    /// Called once the view has been removed.
    func placeholderDidDisappear()
}

/// A base class for placeholder views with empty, overridable implementations of every
/// ``StatefulPlaceholderView`` callback.
@MainActor
open class PlaceholderView: UIView, StatefulPlaceholderView {
    /// Insets used by ``placeholderLayout()``; the safe area with no insets by default.
    open var layout: PlaceholderLayout = .standard

    /// Returns ``layout``.
    open func placeholderLayout() -> PlaceholderLayout { layout }

    /// Does nothing; override to show the state or error.
    /// - Parameters:
    ///   - state: The state the view represents.
    ///   - error: The error for the error state, `nil` otherwise.
    open func placeholderWillAppear(for state: ContentStateKind, error: (any Error)?) {}

    /// Does nothing; override to start work once visible.
    open func placeholderDidAppear() {}

    /// Does nothing; override to stop work before the fade out.
    open func placeholderWillDisappear() {}

    /// Does nothing; override to clean up after removal.
    open func placeholderDidDisappear() {}
}
#endif
