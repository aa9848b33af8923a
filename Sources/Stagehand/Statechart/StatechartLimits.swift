/// Limits that keep a ``Statechart`` from hanging or growing without bound on user-supplied
/// definitions and events.
///
/// Nesting needs no limit: every walk over the state tree (building, validating, running,
/// exporting and releasing a chart) uses an explicit work list, so a chart nested 50,000
/// levels deep takes no stack space proportional to its depth.
public struct StatechartLimits: Sendable, Hashable {
    /// The default number of microsteps one macrostep may take: the same budget as a flat
    /// machine's run (``MachineLimits/defaultStepLimit``).
    public static let defaultMicrostepLimit = MachineLimits.defaultStepLimit

    /// How many microsteps one macrostep may take before it stops with
    /// ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``.
    public var microstepsPerMacrostep: Int

    /// Creates limits.
    /// - Parameter microstepsPerMacrostep: The microstep budget of one macrostep; at least 1.
    public init(microstepsPerMacrostep: Int = StatechartLimits.defaultMicrostepLimit) {
        self.microstepsPerMacrostep = max(1, microstepsPerMacrostep)
    }
}
