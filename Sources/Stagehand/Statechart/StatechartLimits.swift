/// Limits that keep a ``Statechart`` from hanging, overflowing its stack or growing without bound
/// on user-supplied definitions and events.
public struct StatechartLimits: Sendable, Hashable {
    /// The default number of microsteps one macrostep may take: the same budget as a flat
    /// machine's run (``MachineLimits/defaultStepLimit``).
    public static let defaultMicrostepLimit = MachineLimits.defaultStepLimit
    /// The deepest nesting of states a definition may declare (the root's children are at 1).
    public static let maximumDepth = 512

    /// How many microsteps one macrostep may take before it stops with
    /// ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``.
    public var microstepsPerMacrostep: Int

    /// Creates limits.
    /// - Parameter microstepsPerMacrostep: The microstep budget of one macrostep; at least 1.
    public init(microstepsPerMacrostep: Int = StatechartLimits.defaultMicrostepLimit) {
        self.microstepsPerMacrostep = max(1, microstepsPerMacrostep)
    }
}
