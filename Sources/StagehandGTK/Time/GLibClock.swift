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
    ///     millisecond resolution, so the delay is rounded up to whole milliseconds.
    ///   - action: The work to run.
    /// - Returns: A handle that cancels the action.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let clamped = max(delay, .zero)
        let entry = Entry(action: action)
        let timer = ScheduledTimer(deadline: now + clamped) { [weak entry] in entry?.removeSource() }
        entry.timer = timer
        let callback: GSourceFunc = { data in
            guard let data else { return gbool(false) }
            let entry = Unmanaged<Entry>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { entry.run() }
            return gbool(false)  // G_SOURCE_REMOVE: one shot
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<Entry>.fromOpaque(data).release()
        }
        let id = g_timeout_add_full(
            G_PRIORITY_DEFAULT, Self.milliseconds(clamped), callback, Unmanaged.passRetained(entry).toOpaque(),
            release)
        entry.sourceID = id
        return timer
    }

    private static func milliseconds(_ duration: Duration) -> guint {
        let (seconds, attoseconds) = duration.components
        let millis = seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return guint(clamping: millis)
    }

    /// One scheduled action; GLib owns one retain until its source is destroyed.
    private final class Entry {
        let action: () -> Void
        var timer: ScheduledTimer?
        var sourceID: guint = 0

        init(action: @escaping () -> Void) {
            self.action = action
        }

        func run() {
            sourceID = 0  // the source is being removed by returning G_SOURCE_REMOVE
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
