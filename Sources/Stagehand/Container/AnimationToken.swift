/// The identity of one child animation a ``StateContainer`` asked its host to run.
///
/// Every animation gets a fresh token, so a completion that arrives after its animation was
/// finished or cancelled (a stale completion) is recognised and ignored, even when the same child
/// has been added again and is animating under a new token.
public struct AnimationToken: Hashable, Sendable, CustomStringConvertible {
    /// The token's number, unique within its container.
    public let rawValue: UInt64

    /// Creates a token with the given number.
    /// - Parameter rawValue: The token's number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The token as `#n`.
    public var description: String { "#\(rawValue)" }
}
