/// A toolkit-free colour for empty-state pages, as red, green, blue and alpha components.
///
/// Backends convert it to their own colour type (`GdkRGBA`, `UIColor`, `Color`). Components are
/// clamped to `0...1` when the value is created, so every value a backend receives is valid.
public struct EmptyStateColor: Hashable, Sendable {
    /// The red component, from 0 to 1.
    public let red: Double
    /// The green component, from 0 to 1.
    public let green: Double
    /// The blue component, from 0 to 1.
    public let blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public let alpha: Double

    /// Creates a colour from its components; values outside `0...1` are clamped into that range.
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity; opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Fully transparent: the default background, so the list behind shows through.
    public static let clear = EmptyStateColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = EmptyStateColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = EmptyStateColor(red: 1, green: 1, blue: 1)
    /// A neutral mid grey, the tint the presets give their symbols.
    public static let gray = EmptyStateColor(red: 0.55, green: 0.55, blue: 0.57)

    private static func clamp(_ value: Double) -> Double {
        guard value == value else { return 0 }  // NaN
        return min(max(value, 0), 1)
    }
}
