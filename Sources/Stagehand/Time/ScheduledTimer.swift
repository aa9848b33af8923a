/// A handle to an action scheduled on a ``StagehandClock``; cancelling it guarantees the action
/// never runs.
///
/// Handles are cheap reference values. Cancelling twice, or after the action ran, does nothing.
public final class ScheduledTimer {
    /// The time, on the clock that created it, at which the action is due.
    public let deadline: Duration

    /// Whether the action will still run: false once it ran or was cancelled.
    public private(set) var isPending: Bool = true

    private var onCancel: (() -> Void)?

    /// Creates a handle for an action due at `deadline`.
    ///
    /// Clock implementations create these; `onCancel` lets them drop the action from their own
    /// storage when the handle is cancelled.
    /// - Parameters:
    ///   - deadline: When the action is due.
    ///   - onCancel: Called once, when the handle is cancelled while pending.
    public init(deadline: Duration, onCancel: (() -> Void)? = nil) {
        self.deadline = deadline
        self.onCancel = onCancel
    }

    /// Prevents the action from running, if it has not run yet.
    public func cancel() {
        guard isPending else { return }
        isPending = false
        let hook = onCancel
        onCancel = nil
        hook?()
    }

    /// Marks the action as run; clocks call this just before running it.
    ///
    /// - Returns: `true` if the action must run now, `false` if it was cancelled or already ran.
    public func fire() -> Bool {
        guard isPending else { return false }
        isPending = false
        onCancel = nil
        return true
    }
}
