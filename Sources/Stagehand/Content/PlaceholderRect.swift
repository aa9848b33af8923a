/// A toolkit-free rectangle (origin at the top left, y growing downwards), in logical points.
package struct PlaceholderRect: Hashable, Sendable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width; never negative.
    package var width: Double
    /// The height; never negative.
    package var height: Double

    /// Creates a rectangle; a negative or NaN width or height becomes zero.
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width > 0 ? width : 0
        self.height = height > 0 ? height : 0
    }
}
