#if canImport(SwiftUI) && !os(watchOS)
import Stagehand

/// A clock that forwards to a clock the SwiftUI view may replace: the engines keep one clock for
/// their lifetime, while a view's `clock` argument can change from one update to the next.
///
/// Timers already scheduled stay on the clock they were scheduled on; everything scheduled after
/// a change goes to the new clock, and ``now`` reads the new clock.
final class FollowingClock: StagehandClock {
    /// The clock everything is forwarded to.
    var target: any StagehandClock

    init(_ target: any StagehandClock) {
        self.target = target
    }

    var now: Duration { target.now }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        target.schedule(after: delay, action)
    }
}
#endif
