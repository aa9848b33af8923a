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
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: guide.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: insets.left),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Pins this view's four edges to `view`'s edges with Auto Layout, inset by `insets`.
    ///
    /// - Returns: The activated constraints, so a caller can deactivate them later.
    @discardableResult
    func pinEdges(to view: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: view.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: insets.left),
            view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
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
