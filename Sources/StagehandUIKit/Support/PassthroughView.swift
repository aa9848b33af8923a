#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A transparent view that only takes touches that land on one of its visible subviews.
///
/// Placeholder views (loading, empty, error) sit in one of these above the content. Everywhere a
/// placeholder does not cover, touches fall through to the content underneath, as
/// StatefulViewController's users rely on.
@MainActor
open class PassthroughView: UIView {
    /// Creates a clear, passthrough container with the given frame.
    /// - Parameter frame: The initial frame; Auto Layout usually replaces it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    /// Creates the view from an archive.
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    /// Whether `point` lies inside a visible, interactive subview.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinate space.
    ///   - event: The event that caused the hit test, if any.
    /// - Returns: `true` only when a subview that is not hidden, not fully transparent and
    ///   accepts user interaction contains the point; otherwise `false`, so the touch reaches
    ///   the views below.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        for subview in subviews
        where !subview.isHidden && subview.alpha > 0.01 && subview.isUserInteractionEnabled {
            if subview.point(inside: convert(point, to: subview), with: event) { return true }
        }
        return false
    }
}
#endif
