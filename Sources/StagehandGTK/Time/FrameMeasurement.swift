/// What ``FrameTiming/measure(of:change:until:frameLimit:completion:)`` found for one state
/// change: how long it took until the frame that shows it was painted, how many frames that was,
/// how much main-thread CPU time it cost, and where the time of the last frame went.
///
/// Wall-clock figures grow with the machine's load; ``frames`` and the CPU times hardly do, so
/// compare those on a busy machine.
public struct FrameMeasurement: Sendable, Hashable {
    /// Wall-clock and main-thread CPU time of one stretch of the measurement.
    public struct Span: Sendable, Hashable {
        /// Wall-clock time (`g_get_monotonic_time`).
        public var wall: Duration
        /// CPU time of the main thread (`CLOCK_THREAD_CPUTIME_ID`).
        public var cpu: Duration

        /// Creates a span.
        /// - Parameters:
        ///   - wall: Wall-clock time.
        ///   - cpu: Main-thread CPU time.
        public init(wall: Duration, cpu: Duration) {
            self.wall = wall
            self.cpu = cpu
        }

        /// No time.
        public static let zero = Span(wall: .zero, cpu: .zero)
    }

    /// From the request to the end of the paint of the frame that shows the change.
    public var total: Span
    /// The frames the frame clock began from the request up to and including the one that shows
    /// the change: 1 when the very next frame shows it.
    public var frames: Int
    /// Running the change itself (the app's own work: rebuilding widgets, filling lists).
    public var change: Span
    /// From the end of the change (or of the previous frame) to the start of the last frame:
    /// waiting for the frame clock's next slot, plus any other main-loop work dispatched meanwhile.
    public var wait: Span
    /// The last frame's update and layout phases (tick callbacks and animations, CSS, measuring
    /// and allocating widgets).
    public var layout: Span
    /// The last frame's paint phase to the end of the frame (snapshotting the widgets, rendering
    /// the damaged region, handing it to the display).
    public var paint: Span
    /// The frames before the last one, when the change showed only in a later frame (for example
    /// a fade that starts invisible).
    public var earlierFrames: Span

    /// Creates a measurement.
    /// - Parameters:
    ///   - total: Request → end of the paint that shows the change.
    ///   - frames: Frames from the request up to and including that one.
    ///   - change: The change itself.
    ///   - wait: Waiting for the last frame to begin.
    ///   - layout: The last frame's update and layout phases.
    ///   - paint: The last frame's paint phase.
    ///   - earlierFrames: Frames before the last one.
    public init(
        total: Span, frames: Int, change: Span, wait: Span, layout: Span, paint: Span, earlierFrames: Span = .zero
    ) {
        self.total = total
        self.frames = frames
        self.change = change
        self.wait = wait
        self.layout = layout
        self.paint = paint
        self.earlierFrames = earlierFrames
    }
}
