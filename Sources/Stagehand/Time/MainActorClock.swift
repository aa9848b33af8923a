/// A ``StagehandClock`` driven by the main actor, for any app whose main actor is serviced:
/// UIKit, SwiftUI, AppKit, or a GTK app with its main-loop bridge installed.
///
/// Actions run on the main actor after their delay, through Swift concurrency's task sleep on a
/// continuous clock; cancelling the returned timer guarantees the action never runs. The UIKit
/// and SwiftUI backends use one unless you inject another clock; the GTK backend has its own
/// GLib-driven clock.
@MainActor
public final class MainActorClock: @MainActor StagehandClock {
    private let origin = ContinuousClock.now
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextIdentifier = 0

    /// Creates a clock whose origin is the moment of creation.
    public init() {}

    /// The time elapsed since the clock was created.
    public var now: Duration {
        ContinuousClock.now - origin
    }

    /// Runs `action` on the main actor once `delay` has elapsed, unless the timer is cancelled.
    ///
    /// A zero or negative delay still runs the action on a later main-actor turn, never inside
    /// this call.
    /// - Parameters:
    ///   - delay: How long to wait; values below zero count as zero.
    ///   - action: The work to run.
    /// - Returns: A handle that cancels the action.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let identifier = nextIdentifier
        nextIdentifier += 1
        let wait = max(delay, .zero)
        let timer = ScheduledTimer(deadline: now + wait) { [weak self] in
            self?.tasks.removeValue(forKey: identifier)?.cancel()
        }
        tasks[identifier] = Task { @MainActor [weak self] in
            if wait > .zero {
                do { try await Task.sleep(for: wait) } catch { return }
            } else {
                await Task.yield()
            }
            guard let self, self.tasks.removeValue(forKey: identifier) != nil else { return }
            if timer.fire() { action() }
        }
        return timer
    }
}
