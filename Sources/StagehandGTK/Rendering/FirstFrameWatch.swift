import CAdwaita

/// Watches a widget's frame clock for a frame painted while the widget is mapped and has a size,
/// for ``OffscreenRenderer/waitForFirstFrame(of:iterationLimit:)``.
///
/// While it watches, a frame-length GLib timeout keeps every blocking main-context iteration
/// short (it only wakes the loop), so a wait bounded by iterations cannot block forever when
/// nothing else happens.
@MainActor
final class FirstFrameWatch {
    private let widget: Widget
    private var clock: gpointer?
    private var afterPaint: SignalConnection?
    private var hasQueuedDraw = false
    private var wakeUp: guint = 0

    /// Whether a frame has painted the widget, mapped and with a size, after it asked for one.
    private(set) var hasPainted = false

    init(_ widget: Widget) {
        self.widget = widget
        let tick: GSourceFunc = { _ in gbool(true) }  // G_SOURCE_CONTINUE: only wakes the loop
        wakeUp = g_timeout_add(16, tick, nil)
    }

    private var isReady: Bool {
        widget.isMapped && widget.allocatedWidth > 0 && widget.allocatedHeight > 0
    }

    /// Connects to the widget's frame clock once it has one (again if it changes), and asks for a
    /// redraw once the widget is mapped and has a size; the next frame then paints it.
    func prepareFrame() {
        if let frameClock = gtk_widget_get_frame_clock(widget.widget), clock != gp(frameClock) {
            afterPaint?.disconnect()
            clock = gp(frameClock)
            afterPaint = Signals.connect(gp(frameClock), "after-paint") { [weak self] in
                guard let self, self.hasQueuedDraw, self.isReady else { return }
                self.hasPainted = true
            }
        }
        if isReady && !hasQueuedDraw {
            hasQueuedDraw = true
            gtk_widget_queue_draw(widget.widget)
        }
    }

    /// Disconnects from the frame clock and removes the wake-up timeout.
    func stop() {
        afterPaint?.disconnect()
        afterPaint = nil
        if wakeUp != 0 {
            g_source_remove(wakeUp)
            wakeUp = 0
        }
    }
}
