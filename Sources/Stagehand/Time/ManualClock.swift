/// A ``StagehandClock`` whose time moves only when its owner says so, which makes every timed
/// behaviour deterministic.
///
/// Tests drive engines with it (`StagehandTesting` offers the same type), and tools that replay
/// a machine on simulated time, such as the `stagehand simulate` command, move it to each
/// delayed rule's deadline.
///
/// Scheduled actions run inside ``advance(by:)`` (or ``runUntilIdle(limit:)``) in deadline order;
/// actions due at the same instant run in the order they were scheduled. An action that
/// schedules more work due within the advanced span sees it run in the same call. ``now`` is set
/// to each action's deadline while it runs, so actions observe the time they were due.
///
/// Async code can wait on the clock too: ``sleep(for:isolation:)`` suspends until the clock has
/// been advanced past the sleeper's deadline, so an `async` operation under test (a load, a
/// debounce) takes exactly as long as the test says. ``untilSleeping(_:isolation:)`` lets the test
/// wait until the operation has reached its sleep before it advances the clock.
///
/// Scheduling, firing and cancelling cost O(log n) for n pending actions.
public final class ManualClock: StagehandClock {
    private struct Entry {
        let deadline: Duration
        let sequence: Int
        let timer: ScheduledTimer
        let action: () -> Void

        func precedes(_ other: Entry) -> Bool {
            (deadline, sequence) < (other.deadline, other.sequence)
        }
    }

    /// The current time of this clock, since its origin.
    public private(set) var now: Duration

    /// A binary min-heap on (deadline, sequence); cancelled entries stay until they reach the top
    /// or are compacted away.
    private var heap: [Entry] = []
    private var nextSequence = 0
    private var pending = 0
    private var sleepers = 0
    private var sleeperWaiters: [(id: Int, count: Int, signal: AsyncStream<Void>.Continuation)] = []

    /// Creates a clock that starts at `start` (zero by default).
    /// - Parameter start: The initial value of ``now``.
    public init(start: Duration = .zero) {
        self.now = start
    }

    /// The number of actions still waiting to run (sleepers included).
    public var pendingCount: Int { pending }

    /// The number of tasks suspended in ``sleep(for:isolation:)`` or ``sleep(until:isolation:)``.
    public var sleepingCount: Int { sleepers }

    /// The deadline of the earliest pending action, or `nil` when nothing waits.
    public var nextDeadline: Duration? {
        dropCancelledTop()
        return heap.first?.deadline
    }

    /// Schedules `action` to run once `delay` has elapsed on this clock.
    /// - Parameters:
    ///   - delay: How long to wait; values below zero count as zero.
    ///   - action: The work to run.
    /// - Returns: A handle that cancels the action.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let deadline = now + max(delay, .zero)
        let timer = ScheduledTimer(deadline: deadline) { [weak self] in self?.timerCancelled() }
        push(Entry(deadline: deadline, sequence: nextSequence, timer: timer, action: action))
        nextSequence += 1
        pending += 1
        return timer
    }

    /// Moves time forward by `duration`, running every action that falls due on the way.
    /// - Parameter duration: How far to move; must not be negative (a negative value does nothing).
    public func advance(by duration: Duration) {
        guard duration >= .zero else { return }
        let target = now + duration
        while let first = heap.first, first.deadline <= target {
            let entry = popFirst()
            guard entry.timer.fire() else { continue }
            pending -= 1
            now = max(now, entry.deadline)
            entry.action()
        }
        // An action may advance the clock itself, past `target`; time never goes back.
        now = max(now, target)
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

    // MARK: Sleeping

    /// Suspends the calling task until the clock has been advanced by `duration` from ``now``.
    ///
    /// The sleeper is a pending action like any other: ``advance(by:)`` resumes it when it
    /// passes the deadline (the task then runs as soon as its actor is free, for example when the
    /// test next awaits). A duration of zero or less returns at once.
    /// - Parameters:
    ///   - duration: How long to sleep on this clock.
    ///   - isolation: The caller's actor, where the clock is used; filled in automatically.
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps; a
    ///   cancelled sleeper resumes at once and no longer counts as pending.
    public func sleep(for duration: Duration, isolation: isolated (any Actor)? = #isolation) async throws {
        try await sleep(until: now + duration, isolation: isolation)
    }

    /// Suspends the calling task until the clock has reached `deadline`.
    ///
    /// See ``sleep(for:isolation:)``; a deadline that is not in the future returns at once.
    /// - Parameters:
    ///   - deadline: The time, on this clock, to sleep until.
    ///   - isolation: The caller's actor, where the clock is used; filled in automatically.
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps.
    public func sleep(until deadline: Duration, isolation: isolated (any Actor)? = #isolation) async throws {
        try Task.checkCancellation()
        guard deadline > now else { return }
        let (stream, signal) = AsyncStream<Void>.makeStream()
        let timer = schedule(after: deadline - now) { signal.yield() }
        sleepers += 1
        wakeSleeperWaiters()
        // The loop gets the element once the timer fires, or ends as soon as the task is
        // cancelled (the stream finishes itself then, from whichever thread cancels).
        var woke = false
        for await _ in stream {
            woke = true
            break
        }
        sleepers -= 1
        guard woke else {
            timer.cancel()
            throw CancellationError()
        }
    }

    /// Suspends until at least `count` tasks are sleeping on this clock (at once if they already
    /// are), so a test can advance the clock knowing the operation under test has reached its
    /// sleep.
    /// - Parameters:
    ///   - count: The number of sleepers to wait for; 1 by default.
    ///   - isolation: The caller's actor, where the clock is used; filled in automatically.
    /// - Throws: `CancellationError` if the task is cancelled while it waits.
    public func untilSleeping(_ count: Int = 1, isolation: isolated (any Actor)? = #isolation) async throws {
        try Task.checkCancellation()
        guard sleepers < count else { return }
        let (stream, signal) = AsyncStream<Void>.makeStream()
        let id = nextSequence
        nextSequence += 1
        sleeperWaiters.append((id, count, signal))
        for await _ in stream { return }
        sleeperWaiters.removeAll { $0.id == id }
        throw CancellationError()
    }

    private func wakeSleeperWaiters() {
        guard !sleeperWaiters.isEmpty else { return }
        var waiting: [(id: Int, count: Int, signal: AsyncStream<Void>.Continuation)] = []
        for waiter in sleeperWaiters {
            if waiter.count <= sleepers {
                waiter.signal.yield()
            } else {
                waiting.append(waiter)
            }
        }
        sleeperWaiters = waiting
    }

    // MARK: The heap

    private func timerCancelled() {
        pending -= 1
        // Keep the heap proportional to what is pending: drop cancelled entries once they dominate.
        if heap.count > 2 * pending + 64 {
            heap.removeAll { !$0.timer.isPending }
            heap.sort { $0.precedes($1) }  // a sorted array is a valid min-heap
        }
    }

    private func dropCancelledTop() {
        while let first = heap.first, !first.timer.isPending { _ = popFirst() }
    }

    private func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func popFirst() -> Entry {
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let smaller = right < heap.count && heap[right].precedes(heap[left]) ? right : left
            guard heap[smaller].precedes(heap[parent]) else { break }
            heap.swapAt(smaller, parent)
            parent = smaller
        }
        return first
    }
}
