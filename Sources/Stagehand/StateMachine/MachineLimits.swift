/// The limits every machine shares: the longest delay a definition or a snapshot may give and
/// the default number of steps one run may take.
///
/// One set of figures for the core, the `stagehand` command and snapshots, so a machine the core
/// exports always loads back, and a snapshot can never carry a delay its definition could not.
public enum MachineLimits {
    /// The longest delay, in seconds, a delayed rule or a snapshot's remaining time may have:
    /// 10¹² s (about 31,700 years), far beyond any real use and far below what `Duration` and
    /// the clocks can represent (`Duration.seconds(_:)` traps beyond about 1.7 × 10²⁰ s).
    public static let maximumDelaySeconds: Double = 1e12

    /// The number of transitions one run may take unless the machine says otherwise
    /// (`StateMachine.stepLimit`): 10,000, far more than any real run-to-completion cascade and
    /// few enough that an endless cycle of handlers stops within milliseconds.
    public static let defaultStepLimit: Int = 10_000
}
