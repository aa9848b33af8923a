import CAdwaita

extension TimedAnimation {
    /// How far into its course a ``TimedAnimation``'s first frame is.
    ///
    /// GTK stamps the first frame after ``TimedAnimation/play()`` with (about) the time the
    /// animation started, so an animation without a lead draws its start value in that frame: the
    /// same picture as before the change, which then shows only one frame later. A frame reaches
    /// the screen about one refresh interval after it was requested, so leading by one interval
    /// shows where the animation is when the frame is seen.
    public enum Lead: Sendable, Hashable {
        /// One refresh interval of the widget's frame clock (``defaultFrameInterval`` when GTK
        /// does not know it, or the widget has no frame clock yet).
        case oneFrame
        /// A fixed time; `.fixed(.zero)` starts at the start value, as libadwaita does.
        case fixed(Duration)

        /// The lead as a time, for an animation driven by `widget`'s frame clock.
        /// - Parameter widget: The widget whose frame clock drives the animation, or `nil` when
        ///   it is gone (one frame is then ``TimedAnimation/defaultFrameInterval``).
        /// - Returns: The time the first frame is ahead.
        @MainActor public func duration(on widget: Widget?) -> Duration {
            switch self {
            case .fixed(let duration): max(duration, .zero)
            case .oneFrame: widget.map { TimedAnimation.frameInterval(of: $0) } ?? TimedAnimation.defaultFrameInterval
            }
        }
    }

    /// The refresh interval assumed when the frame clock does not report one: 1/60 s.
    public static let defaultFrameInterval = Duration.microseconds(16_667)

    /// The refresh interval of `widget`'s frame clock (`gdk_frame_clock_get_refresh_info`), or
    /// ``defaultFrameInterval`` when the widget has none or it reports none.
    /// - Parameter widget: A widget.
    /// - Returns: The time between two frames.
    public static func frameInterval(of widget: Widget) -> Duration {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return defaultFrameInterval }
        var interval: gint64 = 0
        var presentation: gint64 = 0
        gdk_frame_clock_get_refresh_info(clock, gdk_frame_clock_get_frame_time(clock), &interval, &presentation)
        // Anything outside 1/1000 s … 1 s is not a display's refresh interval.
        guard interval >= 1_000, interval <= 1_000_000 else { return defaultFrameInterval }
        return .microseconds(interval)
    }
}
