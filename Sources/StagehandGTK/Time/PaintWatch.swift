import CAdwaita

/// Counts the frames a window's frame clock paints and remembers when the last one ended, so a
/// measurement can start from rest (no frame in flight, none just painted).
///
/// A frame painted within one refresh interval before a state change delays the frame that shows
/// the change: the frame clock paces frames to the refresh rate, so the change then waits for the
/// clock's next slot. Start timing only once ``sinceLastPaint`` exceeds a few frame intervals.
///
/// ```swift
/// let watch = try PaintWatch(of: window)
/// defer { watch.stop() }
/// // … wait until (watch.sinceLastPaint ?? .seconds(1)) > .milliseconds(50), then time a change
/// ```
@MainActor
public final class PaintWatch {
    /// The frames painted since the watch started.
    public private(set) var paints = 0

    /// When the last painted frame ended (``FrameTiming/monotonicNow``), or `nil` before the first.
    public private(set) var lastPaint: Duration?

    private var connection: SignalConnection?

    /// Starts counting the frames of `widget`'s window.
    /// - Parameter widget: A realized widget (inside a presented window).
    /// - Throws: ``FrameTimingError/notRealized(typeName:)`` when the widget has no frame clock.
    public init(of widget: Widget) throws(FrameTimingError) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else {
            throw .notRealized(typeName: widget.typeName)
        }
        connection = Signals.connect(gp(clock), "after-paint") { [weak self] in
            guard let self else { return }
            self.paints += 1
            self.lastPaint = FrameTiming.monotonicNow
        }
    }

    /// The time since the last painted frame ended, or `nil` when none was painted yet.
    public var sinceLastPaint: Duration? {
        lastPaint.map { FrameTiming.monotonicNow - $0 }
    }

    /// Stops counting (disconnects from the frame clock); the counts stay as they are.
    public func stop() {
        connection?.disconnect()
        connection = nil
    }

    isolated deinit {
        connection?.disconnect()
    }
}
