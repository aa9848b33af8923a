import CAdwaita

/// An animation of one number from a start to an end value over a fixed time
/// (`AdwTimedAnimation` with a callback target), driven by a widget's frame clock.
///
/// libadwaita completes an animation at once, without intermediate values, when the widget is
/// not mapped or GTK's `gtk-enable-animations` setting is off; ``onDone(_:)`` handlers still run.
///
/// ```swift
/// let fade = TimedAnimation(on: label, from: 0, to: 1, duration: .milliseconds(250)) { label.opacity = $0 }
/// fade.onDone { print("shown") }
/// fade.play()
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
    public let animation: UnsafeMutablePointer<AdwAnimation>

    private final class ValueBox {
        let body: @MainActor (Double) -> Void
        init(_ body: @escaping @MainActor (Double) -> Void) { self.body = body }
    }

    /// Creates an idle animation.
    /// - Parameters:
    ///   - widget: The widget whose frame clock drives the animation (usually the animated one).
    ///   - from: The start value.
    ///   - to: The end value.
    ///   - duration: How long it runs; rounded to whole milliseconds, at most `UInt32.max` ms.
    ///   - easing: The progress curve.
    ///   - onValue: Receives every new value, the end value last.
    public init(
        on widget: Widget, from: Double, to: Double, duration: Duration, easing: Easing = .easeOutCubic,
        onValue: @escaping @MainActor (Double) -> Void
    ) {
        let callback: AdwAnimationTargetFunc = { value, data in
            guard let data else { return }
            let box = Unmanaged<ValueBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(value) }
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<ValueBox>.fromOpaque(data).release()
        }
        let target = adw_callback_animation_target_new(
            callback, Unmanaged.passRetained(ValueBox(onValue)).toOpaque(), release)
        animation = adw_timed_animation_new(widget.widget, from, to, Self.milliseconds(duration), target)
        adw_timed_animation_set_easing(cadw_timed_animation(gp(animation)), easing.adw)
    }

    isolated deinit {
        g_object_unref(gp(animation))
    }

    /// The current value.
    public var value: Double { adw_animation_get_value(animation) }

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
    public var durationMilliseconds: Int {
        Int(adw_timed_animation_get_duration(cadw_timed_animation(gp(animation))))
    }

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

    /// Starts the animation from its start value (it may complete before this returns; see the
    /// type's discussion).
    public func play() {
        adw_animation_play(animation)
    }

    /// Jumps to the end value and finishes (emits `done`).
    public func skip() {
        adw_animation_skip(animation)
    }

    /// Stops and returns to the start value without finishing (no `done`).
    public func reset() {
        adw_animation_reset(animation)
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
