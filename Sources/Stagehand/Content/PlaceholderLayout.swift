/// Where a content screen's placeholders go: the area they cover, as insets measured from the
/// safe area (or from the full bounds), which every backend applies the same way.
///
/// StatefulViewController pinned placeholders to the full bounds of the backing view, so they slid
/// under navigation bars (its issue #67) and could not leave room for a header (issue #59); here
/// the default covers exactly the safe area, and ``insets`` move the edges further in (or out,
/// with negative values).
public struct PlaceholderLayout: Hashable, Sendable {
    /// What the insets are measured from.
    public enum Reference: Hashable, Sendable {
        /// The safe area: the bounds minus bars, notches and other obscured edges.
        case safeArea
        /// The full bounds of the content area.
        case bounds
    }

    /// Extra distances from the reference area's edges.
    public var insets: PlaceholderInsets
    /// What the insets are measured from; the safe area by default.
    public var reference: Reference

    /// Creates a layout.
    /// - Parameters:
    ///   - insets: Extra distances from the reference area's edges; none by default.
    ///   - reference: What they are measured from; the safe area by default.
    public init(insets: PlaceholderInsets = .zero, reference: Reference = .safeArea) {
        self.insets = insets
        self.reference = reference
    }

    /// The default: the safe area, no extra insets.
    public static let standard = PlaceholderLayout()

    /// The insets from the full bounds that a backend applies to a placeholder.
    /// - Parameter safeAreaInsets: The safe area's insets from the bounds, as the toolkit reports them.
    /// - Returns: The total distance of each placeholder edge from the bounds' edges.
    package func effectiveInsets(safeAreaInsets: PlaceholderInsets) -> PlaceholderInsets {
        switch reference {
        case .safeArea: safeAreaInsets + insets
        case .bounds: insets
        }
    }

    /// The frame a placeholder covers.
    /// - Parameters:
    ///   - bounds: The content area's bounds.
    ///   - safeAreaInsets: The safe area's insets from those bounds.
    ///   - isRightToLeft: Whether leading is the right edge; `false` by default.
    /// - Returns: The placeholder's frame; an area smaller than the insets collapses to zero size.
    package func frame(
        in bounds: PlaceholderRect, safeAreaInsets: PlaceholderInsets = .zero, isRightToLeft: Bool = false
    ) -> PlaceholderRect {
        let edges = effectiveInsets(safeAreaInsets: safeAreaInsets)
        let left = isRightToLeft ? edges.trailing : edges.leading
        let right = isRightToLeft ? edges.leading : edges.trailing
        return PlaceholderRect(
            x: bounds.x + left, y: bounds.y + edges.top, width: bounds.width - left - right,
            height: bounds.height - edges.top - edges.bottom)
    }
}
