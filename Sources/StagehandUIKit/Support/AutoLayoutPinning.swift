#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
    /// Pins this view's four edges to `guide` with Auto Layout, inset by `insets`.
    ///
    /// `insets.left` and `insets.right` apply to the leading and trailing edges. Turns off the
    /// autoresizing-mask translation of this view only; the guide's owner is left alone.
    /// - Returns: The activated constraints, so a caller can deactivate them later.
    @discardableResult
    func pinEdges(to guide: UILayoutGuide, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        pinEdges(
            top: guide.topAnchor, leading: guide.leadingAnchor, bottom: guide.bottomAnchor,
            trailing: guide.trailingAnchor, insets: insets)
    }

    /// Pins this view's four edges to `view`'s edges with Auto Layout, inset by `insets`.
    ///
    /// - Returns: The activated constraints, so a caller can deactivate them later.
    @discardableResult
    func pinEdges(to view: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        pinEdges(
            top: view.topAnchor, leading: view.leadingAnchor, bottom: view.bottomAnchor,
            trailing: view.trailingAnchor, insets: insets)
    }

    /// Pins this view's edges to the four anchors: the top and leading edges at `insets.top`
    /// and `insets.left` inside them, the bottom and trailing edges at `insets.bottom` and
    /// `insets.right`.
    private func pinEdges(
        top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor,
        trailing: NSLayoutXAxisAnchor, insets: UIEdgeInsets
    ) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: top, constant: insets.top),
            leadingAnchor.constraint(equalTo: leading, constant: insets.left),
            bottom.constraint(equalTo: bottomAnchor, constant: insets.bottom),
            trailing.constraint(equalTo: trailingAnchor, constant: insets.right),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension UIView {
    /// Whether `view` is this view's subview at `index` (so re-inserting it there would change
    /// nothing).
    func hasSubview(_ view: UIView, at index: Int) -> Bool {
        let current = subviews
        return index < current.count && current[index] === view
    }
}
#endif
