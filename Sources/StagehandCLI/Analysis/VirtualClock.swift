import Stagehand

/// A clock whose time moves only when the simulator moves it, so delayed rules fire on demand.
final class VirtualClock: StagehandClock {
    private struct Entry {
        var sequence: Int
        var timer: ScheduledTimer
        var action: () -> Void
    }

    /// The simulated time since the start.
    private(set) var now: Duration = .zero
    private var entries: [Entry] = []
    private var sequence = 0

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(deadline: now + max(delay, .zero))
        sequence += 1
        entries.append(Entry(sequence: sequence, timer: timer, action: action))
        return timer
    }

    /// Moves time forward by `duration`, running every action that falls due, in deadline order
    /// (and scheduling order for equal deadlines), each at its own time.
    func advance(by duration: Duration) {
        let end = now + duration
        while true {
            entries.removeAll { !$0.timer.isPending }
            let due = entries.filter { $0.timer.deadline <= end }
            guard
                let next = due.min(by: {
                    ($0.timer.deadline, $0.sequence) < ($1.timer.deadline, $1.sequence)
                })
            else { break }
            now = max(now, next.timer.deadline)
            if next.timer.fire() { next.action() }
        }
        now = end
    }
}
