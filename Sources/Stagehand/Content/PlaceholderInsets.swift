/// Distances from the four edges of an area, in the backend's logical points, with leading and
/// trailing that follow the layout direction.
public struct PlaceholderInsets: Hashable, Sendable {
    /// The distance from the top edge.
    public var top: Double
    /// The distance from the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// The distance from the bottom edge.
    public var bottom: Double
    /// The distance from the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Creates insets; every edge is zero by default.
    /// - Parameters:
    ///   - top: The distance from the top edge.
    ///   - leading: The distance from the leading edge.
    ///   - bottom: The distance from the bottom edge.
    ///   - trailing: The distance from the trailing edge.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = PlaceholderInsets()

    /// The same inset on all four edges.
    /// - Parameter value: The distance from every edge.
    /// - Returns: Insets of `value` everywhere.
    public static func all(_ value: Double) -> PlaceholderInsets {
        PlaceholderInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The edge-wise sum of two insets.
    /// - Parameters:
    ///   - lhs: The first insets.
    ///   - rhs: The insets added to them.
    /// - Returns: Each edge's distances added.
    static func + (lhs: PlaceholderInsets, rhs: PlaceholderInsets) -> PlaceholderInsets {
        PlaceholderInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading, bottom: lhs.bottom + rhs.bottom,
            trailing: lhs.trailing + rhs.trailing)
    }
}
