import Foundation
import StagehandGTK

/// When the demo process started, for "time to first frame".
enum ProcessTimes {
    /// GLib's monotonic time now (the clock the frame timings use).
    @MainActor static var now: Duration { FrameTiming.monotonicNow }

    /// How long ago the kernel started this process (`/proc/self/stat` start time against
    /// `CLOCK_BOOTTIME`), to 1/`CLK_TCK` s (10 ms); `nil` where `/proc` is unavailable.
    static func sinceExec() -> Duration? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name start at field 3; the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var boot = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        let bootSeconds = Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9
        let started = ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        return .microseconds(Int64((bootSeconds - started) * 1e6))
    }
}
