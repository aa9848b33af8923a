import CAdwaita

#if canImport(Glibc)
import Glibc
#endif

/// Follows one ``FrameTiming/measure(of:change:until:frameLimit:completion:)``: timestamps the
/// frame clock's phases (wall clock and main-thread CPU time) until a painted frame shows the change.
///
/// Its handlers are connected after GTK's own, so the `layout` mark falls at the end of GTK's
/// layout work and the `after-paint` mark at the end of the frame. A frame without a layout phase
/// (nothing to lay out) counts it as zero.
@MainActor
final class FrameRecorder {
    /// A point in time on both clocks.
    struct Mark {
        var wall: Duration
        var cpu: Duration

        static var now: Mark {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Mark(
                wall: .microseconds(g_get_monotonic_time()),
                cpu: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
        }

        static func - (end: Mark, start: Mark) -> FrameMeasurement.Span {
            FrameMeasurement.Span(wall: end.wall - start.wall, cpu: end.cpu - start.cpu)
        }
    }

    private let widget: Widget
    private let isShown: @MainActor () -> Bool
    private let frameLimit: Int
    private var completion: (@MainActor (FrameMeasurement) -> Void)?
    private var connections: [SignalConnection] = []

    private let start: Mark
    private var changeEnd: Mark
    /// The end of the previous frame (or of the change, before the first frame).
    private var lastFrameEnd: Mark
    private var frameStart: Mark?
    private var layoutEnd: Mark?
    private var frames = 0

    init(
        clock: OpaquePointer, widget: Widget, isShown: @escaping @MainActor () -> Bool, frameLimit: Int,
        completion: @escaping @MainActor (FrameMeasurement) -> Void
    ) {
        self.widget = widget
        self.isShown = isShown
        self.frameLimit = frameLimit
        self.completion = completion
        start = .now
        changeEnd = start
        lastFrameEnd = start
        // The handlers hold the recorder until `finish` disconnects them.
        for (signal, phase) in [("before-paint", 0), ("layout", 1), ("after-paint", 2)] {
            connections.append(Signals.connect(gp(clock), signal) { [self] in self.reached(phase) })
        }
    }

    /// Records the end of the change (the measurement started in `init`).
    func changeEnded() {
        changeEnd = .now
        lastFrameEnd = changeEnd
    }

    private func reached(_ phase: Int) {
        guard completion != nil else { return }
        let mark = Mark.now
        switch phase {
        case 0:
            frames += 1
            frameStart = mark
            layoutEnd = nil
        case 1: layoutEnd = mark
        default: frameEnded(at: mark)
        }
    }

    private func frameEnded(at end: Mark) {
        guard let frameStart else { return }  // a frame that began before the change
        if isShown() || frames >= frameLimit {
            finish(frameStart: frameStart, end: end)
        } else {
            lastFrameEnd = end
            widget.queueDraw()
        }
    }

    private func finish(frameStart: Mark, end: Mark) {
        let layoutEnd = layoutEnd ?? frameStart
        let measurement = FrameMeasurement(
            total: end - start, frames: frames, change: changeEnd - start, wait: frameStart - lastFrameEnd,
            layout: layoutEnd - frameStart, paint: end - layoutEnd,
            earlierFrames: lastFrameEnd - changeEnd)
        let completion = completion
        self.completion = nil
        for connection in connections { connection.disconnect() }
        connections = []
        completion?(measurement)
    }
}
