import Stagehand

/// The old name of the simulator's clock, which `Chart/ChartClock.swift` still names; the
/// simulator runs on the core's ``ManualClock`` now. Delete this once that line names
/// `ManualClock`.
typealias VirtualClock = ManualClock

extension CommandLineTool {
    /// Renders a usage mistake and returns its exit status, for the chart simulator
    /// (`Chart/ChartSimulateCommand`), which still reports its own failures; every other command
    /// throws ``CommandFailure/usage(_:)`` instead.
    /// - Parameters:
    ///   - error: The mistake.
    ///   - context: The run's outputs.
    /// - Returns: The exit status of a usage mistake.
    static func usageError(_ error: UsageError, in context: inout CommandContext) -> Int32 {
        let failure = CommandFailure.usage(error)
        FailureRenderer.render(failure, in: &context)
        return failure.exitStatus
    }
}
