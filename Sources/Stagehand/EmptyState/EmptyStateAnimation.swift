/// How an empty-state page animates in when it is shown.
public struct EmptyStateAnimation: Hashable, Sendable {
    /// Whether showing is animated at all; on by default.
    public var isEnabled: Bool
    /// Whether every show animates (`true`) or only the first one for a list (`false`, the default).
    public var animatesEveryTime: Bool
    /// How long the show animation takes; 0.5 s by default.
    public var duration: Duration

    /// Creates an animation description.
    /// - Parameters:
    ///   - isEnabled: Whether showing is animated; `true` by default.
    ///   - animatesEveryTime: Whether every show animates; `false` (first time only) by default.
    ///   - duration: The animation's length; 0.5 s by default. Negative values count as zero.
    public init(isEnabled: Bool = true, animatesEveryTime: Bool = false, duration: Duration = .milliseconds(500)) {
        self.isEnabled = isEnabled
        self.animatesEveryTime = animatesEveryTime
        self.duration = max(duration, .zero)
    }

    /// The default: animated, first time only, 0.5 s.
    public static let standard = EmptyStateAnimation()
    /// No animation: the page appears at once and did-show follows will-show immediately.
    public static let none = EmptyStateAnimation(isEnabled: false)
}
