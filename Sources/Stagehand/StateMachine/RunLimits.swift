/// The bounds that keep a ``StateMachine`` or a ``Statechart`` from hanging or growing without
/// bound on user-supplied definitions, events and actions: one type for both machines.
///
/// A flat machine reads ``stepsPerRun`` (``StateMachine/limits``); a chart reads all three
/// instance limits (``Statechart/limits``). ``maximumDelaySeconds`` bounds every delay a
/// definition or a snapshot may give, for both machines, the `stagehand` command and snapshots,
/// so a machine the core exports always loads back.
///
/// Nesting needs no limit: every walk over a chart's state tree (building, validating, running,
/// exporting and releasing it) uses an explicit work list, so a chart nested 50,000 levels deep
/// takes no stack space proportional to its depth.
public struct RunLimits: Sendable, Hashable {
    /// The longest delay, in seconds, a delayed rule, a delayed send or a snapshot's remaining
    /// time may have: 10¹² s (about 31,700 years), far beyond any real use and far below what
    /// `Duration` and the clocks can represent (`Duration.seconds(_:)` traps beyond about
    /// 1.7 × 10²⁰ s).
    public static let maximumDelaySeconds: Double = 1e12

    /// The default of ``stepsPerRun``: 10,000, far more than any real run-to-completion cascade
    /// and few enough that an endless cycle stops within milliseconds.
    public static let defaultStepLimit = 10_000

    /// The default of ``externalEventsPerCall``: 10,000.
    public static let defaultExternalEventLimit = 10_000

    /// The default of ``invocationDepth``: 16.
    public static let defaultInvocationDepth = 16

    /// The most steps one run may take; at least 1.
    ///
    /// For a ``StateMachine``, the transitions of one run: the one a `send` (or `start()`, or a
    /// delayed rule) performs plus those of the events its handlers queue, until the queue is
    /// empty; past it the run stops with a ``TransitionRejected`` whose reason is
    /// ``TransitionRejected/Reason/stepLimitExceeded``. For a ``Statechart``, the microsteps of one
    /// macrostep (eventless transitions and raised events that keep enabling each other); past
    /// it the chart stops with ``StatechartError/stepLimitExceeded(limit:configuration:recentEvents:)``.
    public var stepsPerRun: Int {
        didSet { stepsPerRun = max(1, stepsPerRun) }
    }

    /// How many external events one call of a ``Statechart`` — ``Statechart/send(_:)``,
    /// ``Statechart/start()``, ``Statechart/move(to:from:)`` or a delayed send's delivery — may
    /// process: the event it was given and those sent meanwhile (by actions, or with a zero
    /// delay); at least 1. An action that keeps sending events would otherwise keep the call from
    /// returning; past this bound it stops with
    /// ``StatechartError/externalEventLimitExceeded(limit:configuration:recentEvents:)``. (A flat
    /// machine needs no such bound: each event its handlers queue is a step of the run.)
    public var externalEventsPerCall: Int {
        didSet { externalEventsPerCall = max(1, externalEventsPerCall) }
    }

    /// How deep a ``Statechart``'s child charts may nest (a chart invoking a chart invoking …);
    /// at least 0 (0: no child chart). A child chart that would be deeper is not started, and
    /// ``StatechartError/invocationDepthExceeded(invocation:limit:)`` is reported, so charts
    /// that invoke each other recursively stop here.
    public var invocationDepth: Int {
        didSet { invocationDepth = max(0, invocationDepth) }
    }

    /// Creates limits; values below a limit's minimum count as the minimum.
    /// - Parameters:
    ///   - stepsPerRun: The step budget of one run (a chart's macrostep); at least 1.
    ///   - externalEventsPerCall: A chart's external-event budget of one call; at least 1.
    ///   - invocationDepth: How deep a chart's child charts may nest; at least 0.
    public init(
        stepsPerRun: Int = RunLimits.defaultStepLimit,
        externalEventsPerCall: Int = RunLimits.defaultExternalEventLimit,
        invocationDepth: Int = RunLimits.defaultInvocationDepth
    ) {
        self.stepsPerRun = max(1, stepsPerRun)
        self.externalEventsPerCall = max(1, externalEventsPerCall)
        self.invocationDepth = max(0, invocationDepth)
    }
}
