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

    /// The default number of external events one call may process: 10,000.
    public static let defaultExternalEventLimit = 10_000

    /// The default depth of nested child charts: 16.
    public static let defaultInvocationDepth = 16

    /// How deep child charts may nest (a chart invoking a chart invoking …): a child chart
    /// that would be deeper is not started, and
    /// ``StatechartError/invocationDepthExceeded(invocation:limit:)`` is reported. Charts that
    /// invoke each other recursively stop here.
    public var invocationDepth: Int

    /// How many microsteps one macrostep may take before it stops with
    /// ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``.
    public var microstepsPerMacrostep: Int

    /// How many external events one call — ``Statechart/send(_:)``, ``Statechart/start()``,
    /// ``Statechart/move(to:from:)`` or a delayed send's delivery — may process: the event it
    /// was given and those sent meanwhile (by actions, or with a zero delay). An action that
    /// keeps sending events would otherwise keep the call from returning; past this bound it
    /// stops with ``StatechartError/externalEventLimitExceeded(limit:configuration:recentEvents:)``.
    public var externalEventsPerCall: Int

    /// Creates limits.
    /// - Parameters:
    ///   - microstepsPerMacrostep: The microstep budget of one macrostep; at least 1.
    ///   - externalEventsPerCall: The external-event budget of one call; at least 1.
    ///   - invocationDepth: How deep child charts may nest; at least 0 (0: no child chart).
    public init(
        microstepsPerMacrostep: Int = StatechartLimits.defaultMicrostepLimit,
        externalEventsPerCall: Int = StatechartLimits.defaultExternalEventLimit,
        invocationDepth: Int = StatechartLimits.defaultInvocationDepth
    ) {
        self.invocationDepth = max(0, invocationDepth)
        self.microstepsPerMacrostep = max(1, microstepsPerMacrostep)
        self.externalEventsPerCall = max(1, externalEventsPerCall)
    }
}
