import CAdwaita

/// Measures frames with the frame clock of a widget's window (`GdkFrameClock`).
///
/// Use ``measure(of:change:until:frameLimit:completion:)`` to time "state change → the frame
/// that shows it": the change is applied, the widget is queued for redraw, and the frame clock's
/// phases are followed until the end of the paint of the first frame that shows the change, with
/// the frame count, main-thread CPU time and a phase breakdown (``FrameMeasurement``).
/// ``measureLatency(of:change:completion:)`` reports only the wall-clock time to the next frame.
@MainActor
public enum FrameTiming {
    /// GLib's monotonic time (`g_get_monotonic_time`), microsecond resolution.
    public static var monotonicNow: Duration {
        .microseconds(g_get_monotonic_time())
    }

    /// CPU time the calling thread has used so far (`CLOCK_THREAD_CPUTIME_ID`), the load-robust
    /// counterpart of ``monotonicNow``.
    public static var threadCPUTime: Duration {
        FrameRecorder.Mark.now.cpu
    }

    /// Runs `body` once, right after the next frame of `widget`'s window has been painted.
    /// - Parameters:
    ///   - widget: A realized widget (inside a presented window).
    ///   - body: Called once, after the paint phase of the next frame.
    /// - Throws: ``FrameTimingError/notRealized(typeName:)`` when the widget has no frame clock.
    public static func afterNextPaint(
        of widget: Widget, _ body: @escaping @MainActor () -> Void
    ) throws(FrameTimingError) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else {
            throw .notRealized(typeName: widget.typeName)
        }
        let once = OnceHandler()
        once.connection = Signals.connect(gp(clock), "after-paint") {
            guard let connection = once.connection else { return }
            once.connection = nil
            connection.disconnect()
            body()
        }
        widget.queueDraw()
    }

    /// Applies `change`, then reports how long it took until the frame that shows it was
    /// painted.
    /// - Parameters:
    ///   - widget: A realized widget whose window shows the change.
    ///   - change: The state change to time, applied at once.
    ///   - completion: Receives the time from just before `change` to the end of the next paint.
    /// - Throws: ``FrameTimingError/notRealized(typeName:)`` when the widget has no frame clock.
    public static func measureLatency(
        of widget: Widget, change: () -> Void, completion: @escaping @MainActor (Duration) -> Void
    ) throws(FrameTimingError) {
        try measure(of: widget, change: change) { completion($0.total.wall) }
    }

    /// Applies `change`, then follows the frame clock of `widget`'s window until the first frame
    /// after which `isShown` holds, and reports where the time went (see ``FrameMeasurement``).
    ///
    /// The clock starts just before `change` runs and stops at the end of that frame's paint
    /// phase (its `after-paint` signal). `isShown` is asked after each painted frame; use it when
    /// the change becomes visible only in a later frame, for example a fade-in whose first frame
    /// draws it at opacity 0. While it does not hold, the widget is queued for redraw so that
    /// frames keep coming even when nothing animates.
    /// - Parameters:
    ///   - widget: A realized widget whose window shows the change.
    ///   - change: The state change to time, applied at once.
    ///   - isShown: Whether the frame just painted shows the change; by default the first frame does.
    ///   - frameLimit: The most frames to follow; the measurement then ends with
    ///     ``FrameMeasurement/frames`` equal to it even if `isShown` never held.
    ///   - completion: Receives the measurement, once.
    /// - Throws: ``FrameTimingError/notRealized(typeName:)`` when the widget has no frame clock.
    public static func measure(
        of widget: Widget, change: () -> Void, until isShown: @escaping @MainActor () -> Bool = { true },
        frameLimit: Int = 600, completion: @escaping @MainActor (FrameMeasurement) -> Void
    ) throws(FrameTimingError) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else {
            throw .notRealized(typeName: widget.typeName)
        }
        let recorder = FrameRecorder(
            clock: clock, widget: widget, isShown: isShown, frameLimit: max(frameLimit, 1), completion: completion)
        change()
        recorder.changeEnded()
        widget.queueDraw()
    }

    @MainActor private final class OnceHandler {
        var connection: SignalConnection?
    }
}
