/// The source of time for everything in Stagehand that waits: delayed transitions, animations
/// the engines schedule, anti-flicker delays and minimum visible durations.
///
/// Engines never read a wall clock or sleep. They ask their clock for ``now`` and schedule work
/// with ``schedule(after:_:)``; a clock calls scheduled actions on the isolation domain that owns
/// it (the main actor for every UI engine). Tests inject a ``ManualClock`` and move time forward
/// explicitly; backends inject a clock driven by their toolkit's main loop.
///
/// A clock is not `Sendable`: it belongs to the domain that created it, exactly like the engines
/// that use it.
///
/// A clock of your own that lives on the main actor (a `@MainActor` class, as a UI clock usually
/// is) declares an isolated conformance, `@MainActor StagehandClock` — its members stay main-actor
/// isolated and it is used only from the main actor, where every engine runs:
///
/// ```swift
/// @MainActor final class FrameClock: @MainActor StagehandClock {
///     var now: Duration { … }
///     func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer { … }
/// }
/// ```
///
/// Without `@MainActor` before the protocol name, Swift 6 rejects the conformance ("main
/// actor-isolated property 'now' cannot be used to satisfy nonisolated requirement").
/// ``MainActorClock`` is declared this way.
public protocol StagehandClock: AnyObject {
    /// The time elapsed since the clock's origin; never decreases.
    var now: Duration { get }

    /// Runs `action` once, `delay` after ``now``, unless the returned timer is cancelled first.
    ///
    /// A zero or negative delay still runs the action later, never inside this call, so callers
    /// can schedule from within their own callbacks without re-entering themselves.
    /// - Parameters:
    ///   - delay: How long to wait.
    ///   - action: The work to run when the delay has elapsed.
    /// - Returns: A handle that cancels the action.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer
}
