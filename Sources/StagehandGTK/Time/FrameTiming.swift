import CAdwaita

/// Measures frames with the frame clock of a widget's window (`GdkFrameClock`).
///
/// Use ``measureLatency(of:change:completion:)`` to time "state change → the frame that shows
/// it": the change is applied, the widget is queued for redraw, and the time until the frame
/// clock's next `after-paint` is reported.
@MainActor
public enum FrameTiming {
    /// GLib's monotonic time (`g_get_monotonic_time`), microsecond resolution.
    public static var monotonicNow: Duration {
        .microseconds(g_get_monotonic_time())
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
        guard gtk_widget_get_frame_clock(widget.widget) != nil else {
            throw .notRealized(typeName: widget.typeName)
        }
        let start = monotonicNow
        change()
        try afterNextPaint(of: widget) { completion(monotonicNow - start) }
    }

    @MainActor private final class OnceHandler {
        var connection: SignalConnection?
    }
}
