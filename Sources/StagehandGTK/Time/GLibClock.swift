import CAdwaita
import Stagehand

/// A `StagehandClock` driven by GLib's main loop: time is `g_get_monotonic_time`, and
/// scheduled actions are `g_timeout_add_full` sources on the default main context.
///
/// Actions run on the main thread, in the main loop, never inside ``schedule(after:_:)``.
/// Actions due at the same instant run in the order they were scheduled (GLib dispatches
/// timeouts of equal priority and deadline in creation order). Cancelling removes the GLib
/// source, which releases the action.
@MainActor
public final class GLibClock: @MainActor StagehandClock {
    private let origin: gint64

    /// Creates a clock whose ``now`` starts at zero.
    public init() {
        origin = g_get_monotonic_time()
    }

    /// The time elapsed since the clock was created, with microsecond resolution.
    public var now: Duration {
        .microseconds(g_get_monotonic_time() - origin)
    }

    /// Runs `action` once, `delay` from now, in the GLib main loop.
    /// - Parameters:
    ///   - delay: How long to wait; values below zero count as zero. GLib timeouts have
    ///     millisecond resolution, so the delay is rounded up to whole milliseconds. A GLib
    ///     timeout lasts at most `UInt32.max` ms (about 49.7 days); a longer delay is waited for
    ///     in several timeouts, so the action never runs early.
    ///   - action: The work to run.
    /// - Returns: A handle that cancels the action.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let start = now
        let clamped = max(delay, .zero)
        let entry = Entry(action: action, origin: origin)
        let timer = ScheduledTimer(deadline: start + clamped) { [weak entry] in entry?.removeSource() }
        entry.timer = timer
        entry.arm(waiting: clamped)
        return timer
    }

    /// A GLib timeout interval for `duration`: whole milliseconds rounded up, and whether the
    /// interval had to be shortened to the longest one GLib takes (`UInt32.max` ms).
    nonisolated static func timeoutInterval(_ duration: Duration) -> (milliseconds: guint, isShortened: Bool) {
        let (seconds, attoseconds) = max(duration, .zero).components
        // `seconds * 1_000` would overflow for durations near `Int64.max` seconds.
        guard seconds < Int64(guint.max / 1_000) + 1 else { return (guint.max, true) }
        let millis = seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return millis > Int64(guint.max) ? (guint.max, true) : (guint(millis), false)
    }

    private nonisolated static let fire: GSourceFunc = { data in
        guard let data else { return gbool(false) }
        let entry = Unmanaged<Entry>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { entry.run() }
        return gbool(false)  // G_SOURCE_REMOVE: one shot (a shortened wait arms a new source)
    }

    private nonisolated static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Entry>.fromOpaque(data).release()
    }

    /// One scheduled action; each of its GLib sources owns one retain until it is destroyed.
    @MainActor private final class Entry {
        let action: () -> Void
        /// The clock's origin, so the entry can tell the time after the clock is gone.
        let origin: gint64
        var timer: ScheduledTimer?
        var sourceID: guint = 0
        /// Whether the current source waits less than the remaining delay.
        var isShortened = false

        init(action: @escaping () -> Void, origin: gint64) {
            self.action = action
            self.origin = origin
        }

        /// The owning clock's ``GLibClock/now``.
        var now: Duration { .microseconds(g_get_monotonic_time() - origin) }

        /// Adds a GLib timeout for `wait` (or as much of it as GLib takes).
        func arm(waiting wait: Duration) {
            let (milliseconds, shortened) = GLibClock.timeoutInterval(wait)
            isShortened = shortened
            sourceID = g_timeout_add_full(
                G_PRIORITY_DEFAULT, milliseconds, GLibClock.fire, Unmanaged.passRetained(self).toOpaque(),
                GLibClock.release)
        }

        func run() {
            sourceID = 0  // the source is being removed by returning G_SOURCE_REMOVE
            if isShortened, let timer, timer.isPending, timer.deadline > now {
                arm(waiting: timer.deadline - now)
                return
            }
            if timer?.fire() == true { action() }
        }

        func removeSource() {
            guard sourceID != 0 else { return }
            let id = sourceID
            sourceID = 0
            g_source_remove(id)
        }
    }
}
