/// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Animation: Equatable, Sendable {
    /// Not an Apple API: the curve's name, kept so tests can read which animation was asked for.
    public let curve: String
    /// Not an Apple API: the duration in seconds.
    public let duration: Double
    /// Not an Apple API: the delay before the animation starts, in seconds.
    public let delay: Double

    /// https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation(curve: "default", duration: 0.35, delay: 0)

    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(curve: "easeInOut", duration: duration, delay: 0)
    }

    /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(curve: curve, duration: duration, delay: self.delay + delay)
    }
}

/// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String

    /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    StandInAnimationLog.record(animation, completion: nil)
    return try body()
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    StandInAnimationLog.record(animation, completion: completion)
    return try body()
}
