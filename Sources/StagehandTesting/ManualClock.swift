import Stagehand

/// A `StagehandClock` whose time moves only when a test says so, which makes every timed
/// behaviour deterministic.
///
/// Scheduled actions run inside ``advance(by:)`` (or ``runUntilIdle(limit:)``) in deadline order;
/// actions due at the same instant run in the order they were scheduled. An action that
/// schedules more work due within the advanced span sees it run in the same call. ``now`` is set
/// to each action's deadline while it runs, so actions observe the time they were due.
public final class ManualClock: StagehandClock {
    private struct Entry {
        let sequence: Int
        let timer: ScheduledTimer
        let action: () -> Void
    }

    /// The current time of this clock, since its origin.
    public private(set) var now: Duration

    private var entries: [Entry] = []
    private var nextSequence = 0

    /// Creates a clock that starts at `start` (zero by default).
    /// - Parameter start: The initial value of ``now``.
    public init(start: Duration = .zero) {
        self.now = start
    }

    /// The number of actions still waiting to run.
    public var pendingCount: Int {
        entries.count { $0.timer.isPending }
    }

    /// The deadline of the earliest pending action, or `nil` when nothing waits.
    public var nextDeadline: Duration? {
        entries.lazy.filter { $0.timer.isPending }.map(\.timer.deadline).min()
    }

    /// Schedules `action` to run once `delay` has elapsed on this clock.
    /// - Parameters:
    ///   - delay: How long to wait; values below zero count as zero.
    ///   - action: The work to run.
    /// - Returns: A handle that cancels the action.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(deadline: now + max(delay, .zero))
        entries.append(Entry(sequence: nextSequence, timer: timer, action: action))
        nextSequence += 1
        return timer
    }

    /// Moves time forward by `duration`, running every action that falls due on the way.
    /// - Parameter duration: How far to move; must not be negative (a negative value does nothing).
    public func advance(by duration: Duration) {
        guard duration >= .zero else { return }
        let target = now + duration
        while let index = indexOfEarliestPending(dueBy: target) {
            let entry = entries.remove(at: index)
            now = max(now, entry.timer.deadline)
            if entry.timer.fire() { entry.action() }
        }
        // An action may advance the clock itself, past `target`; time never goes back.
        now = max(now, target)
        entries.removeAll { !$0.timer.isPending }
    }

    /// Moves time forward to `instant`, running every action due by then.
    /// - Parameter instant: The time to reach; an instant in the past does nothing.
    public func advance(to instant: Duration) {
        advance(by: instant - now)
    }

    /// Runs pending actions, moving time to each deadline, until none is left.
    ///
    /// - Parameter limit: The most actions to run, a guard against work that reschedules itself
    ///   for ever.
    /// - Returns: The number of deadlines reached.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Int {
        var count = 0
        while count < limit, let deadline = nextDeadline {
            advance(to: deadline)
            count += 1
        }
        return count
    }

    private func indexOfEarliestPending(dueBy target: Duration) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.timer.isPending && entry.timer.deadline <= target {
            guard let current = best else {
                best = index
                continue
            }
            let other = entries[current]
            if (entry.timer.deadline, entry.sequence) < (other.timer.deadline, other.sequence) { best = index }
        }
        return best
    }
}
