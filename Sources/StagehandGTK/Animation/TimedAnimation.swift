import CAdwaita

/// An animation of one number from a start to an end value over a fixed time
/// (`AdwTimedAnimation` with a callback target), driven by a widget's frame clock.
///
/// The first frame painted after ``play()`` already shows the animation moving: it shows the
/// value one frame interval into its course (see ``Lead``), and ``play()`` reports that value at
/// once. A frame clock stamps the first frame of an animation with the time the animation started,
/// so without the lead that frame would repeat the start value and every change would become
/// visible one frame late. The animation still ends `duration` after ``play()`` on the frame
/// clock, on the same curve; it only skips the very start of it.
///
/// libadwaita completes an animation at once, without intermediate values, when the widget is
/// not mapped or GTK's `gtk-enable-animations` setting is off; ``onDone(_:)`` handlers still run.
///
/// ```swift
/// let fade = TimedAnimation(on: label, from: 0, to: 1, duration: .milliseconds(250)) { label.opacity = $0 }
/// fade.onDone { print("shown") }
/// fade.play()   // label.opacity is already 0.19 (one frame of 250 ms, eased out)
/// ```
@MainActor
public final class TimedAnimation {
    /// Where an animation is in its life (`AdwAnimationState`).
    public enum State: Sendable, Hashable {
        /// Not started, or reset.
        case idle
        /// Paused while playing.
        case paused
        /// Running.
        case playing
        /// Reached its end value (by playing through, or by ``TimedAnimation/skip()``).
        case finished
    }

    /// The wrapped `AdwAnimation`; this wrapper owns one reference to it.
    ///
    /// It animates the *fraction* of the course from the lead to 1 linearly; the wrapper maps
    /// that fraction through the easing onto the values it reports.
    public let animation: UnsafeMutablePointer<AdwAnimation>

    /// The animation's course: maps libadwaita's linear fraction onto the reported values.
    @MainActor private final class Course {
        let from: Double
        let to: Double
        let easing: AdwEasing
        let body: @MainActor (Double) -> Void
        /// The value reported last (the start value before the first report).
        var value: Double
        /// The fraction reported last; a repeated fraction is not reported again.
        var fraction: Double?
        /// While set, every report is the start value (libadwaita's reset goes to the lead).
        var isResetting = false

        init(from: Double, to: Double, easing: AdwEasing, body: @escaping @MainActor (Double) -> Void) {
            self.from = from
            self.to = to
            self.easing = easing
            self.body = body
            value = from
        }

        func report(fraction: Double) {
            if isResetting {
                self.fraction = nil
                value = from
                body(from)
                return
            }
            guard fraction != self.fraction else { return }
            self.fraction = fraction
            value = TimedAnimation.value(from: from, to: to, easing: easing, at: fraction)
            body(value)
        }
    }

    private let course: Course
    /// Held weakly: the animation must not keep its widget's wrapper alive.
    private weak var widget: Widget?
    private let lead: Lead
    private let milliseconds: guint

    /// Creates an idle animation.
    /// - Parameters:
    ///   - widget: The widget whose frame clock drives the animation (usually the animated one).
    ///   - from: The start value.
    ///   - to: The end value.
    ///   - duration: How long it runs; rounded to whole milliseconds, at most `UInt32.max` ms.
    ///   - easing: The progress curve.
    ///   - lead: How far into its course the first frame is; one frame interval by default.
    ///   - onValue: Receives every new value, the end value last.
    public init(
        on widget: Widget, from: Double, to: Double, duration: Duration, easing: Easing = .easeOutCubic,
        lead: Lead = .oneFrame, onValue: @escaping @MainActor (Double) -> Void
    ) {
        let course = Course(from: from, to: to, easing: easing.adw, body: onValue)
        let callback: AdwAnimationTargetFunc = { fraction, data in
            guard let data else { return }
            let course = Unmanaged<Course>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { course.report(fraction: fraction) }
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<Course>.fromOpaque(data).release()
        }
        let target = adw_callback_animation_target_new(
            callback, Unmanaged.passRetained(course).toOpaque(), release)
        self.course = course
        self.widget = widget
        self.lead = lead
        milliseconds = Self.milliseconds(duration)
        animation = adw_timed_animation_new(widget.widget, 0, 1, milliseconds, target)
        adw_timed_animation_set_easing(cadw_timed_animation(gp(animation)), ADW_LINEAR)
    }

    isolated deinit {
        g_object_unref(gp(animation))
    }

    /// The value of `easing` between `from` and `to` at `fraction` of the course (0 = start,
    /// 1 = end), exactly `from` and `to` at the ends.
    /// - Parameters:
    ///   - from: The start value.
    ///   - to: The end value.
    ///   - easing: The progress curve.
    ///   - fraction: How far through the course, 0 to 1.
    /// - Returns: The value an animation reports there.
    public static func value(from: Double, to: Double, easing: Easing, at fraction: Double) -> Double {
        value(from: from, to: to, easing: easing.adw, at: fraction)
    }

    nonisolated private static func value(from: Double, to: Double, easing: AdwEasing, at fraction: Double) -> Double {
        if fraction <= 0 { return from }
        if fraction >= 1 { return to }
        return from + (to - from) * adw_easing_ease(easing, fraction)
    }

    /// The fraction of a `duration`-long course its first frame shows when it leads by `lead`,
    /// both in whole milliseconds as libadwaita times them: `lead / duration`, at most 1 (and 1
    /// for a zero duration).
    /// - Parameters:
    ///   - lead: The lead.
    ///   - duration: The animation's duration.
    /// - Returns: The fraction, 0 to 1.
    public static func leadFraction(_ lead: Duration, of duration: Duration) -> Double {
        let total = milliseconds(duration)
        guard total > 0 else { return 1 }
        return Double(min(milliseconds(lead), total)) / Double(total)
    }

    /// The current value (the last one reported).
    public var value: Double { course.value }

    /// Where the animation is in its life.
    public var state: State {
        switch adw_animation_get_state(animation) {
        case ADW_ANIMATION_PAUSED: .paused
        case ADW_ANIMATION_PLAYING: .playing
        case ADW_ANIMATION_FINISHED: .finished
        default: .idle
        }
    }

    /// The duration in milliseconds.
    public var durationMilliseconds: Int { Int(milliseconds) }

    /// Runs `body` each time the animation reaches its end value (the `done` signal), also when
    /// skipped or completed at once because animations are off.
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    ///
    /// The handler may drop the last reference to this wrapper: the animation object is kept
    /// alive until the main loop is idle again, after the signal emission has finished.
    @discardableResult
    public func onDone(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        let raw = gp(animation)
        return Signals.connect(raw, "done") {
            g_object_ref(raw)
            body()
            let unref: GSourceFunc = { data in
                g_object_unref(data)
                return gbool(false)
            }
            g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, unref, raw, nil)
        }
    }

    /// Starts the animation one lead into its course and reports that value at once, so the next
    /// frame shows it (it may instead complete before this returns; see the type's discussion).
    public func play() {
        let total = milliseconds
        let time = lead.duration(on: widget)
        let leading = min(Self.milliseconds(time), total)
        let timed = cadw_timed_animation(gp(animation))
        let fraction = total > 0 ? Double(leading) / Double(total) : 1
        adw_timed_animation_set_value_from(timed, fraction)
        adw_timed_animation_set_duration(timed, total - leading)
        adw_animation_play(animation)
        if state == .playing { course.report(fraction: fraction) }
    }

    /// Jumps to the end value and finishes (emits `done`).
    public func skip() {
        adw_animation_skip(animation)
    }

    /// Stops and returns to the start value without finishing (no `done`).
    public func reset() {
        course.isResetting = true
        adw_animation_reset(animation)
        course.isResetting = false
        if course.value != course.from { course.report(fraction: 0) }
    }

    /// Pauses a playing animation.
    public func pause() {
        adw_animation_pause(animation)
    }

    /// Resumes a paused animation.
    public func resume() {
        adw_animation_resume(animation)
    }

    /// Whether GTK's `gtk-enable-animations` setting is on, i.e. animations really run.
    public static var areEnabled: Bool {
        get { bool(cadw_animations_enabled()) }
        set { cadw_set_animations_enabled(gbool(newValue)) }
    }

    static func milliseconds(_ duration: Duration) -> guint {
        let (seconds, attoseconds) = max(duration, .zero).components
        // `seconds * 1_000` would overflow for durations near `Int64.max` seconds.
        guard seconds < Int64(guint.max / 1_000) + 1 else { return guint.max }
        return guint(clamping: seconds * 1_000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000)
    }
}
