/// A toolkit-free width and height, in the backend's logical points (pixels before scaling).
public struct EmptyStateSize: Hashable, Sendable {
    /// The width; never negative.
    public let width: Double
    /// The height; never negative.
    public let height: Double

    /// Creates a size; negative or NaN values become zero.
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: Double, height: Double) {
        self.width = width > 0 ? width : 0
        self.height = height > 0 ? height : 0
    }
}
