import CAdwaita

/// A title bar with the window controls and room for buttons (`AdwHeaderBar`).
///
/// Place it at the top of a vertical ``Box`` that is a ``Window``'s content.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar that shows the window title.
    public init() {
        super.init(sinking: adw_header_bar_new())
    }

    /// Adds `child` at the start (left) side.
    /// - Parameter child: A widget without a parent, typically a ``Button``.
    public func packStart(_ child: Widget) {
        adw_header_bar_pack_start(cadw_header_bar(pointer), child.widget)
    }

    /// Adds `child` at the end (right) side.
    /// - Parameter child: A widget without a parent, typically a ``Button``.
    public func packEnd(_ child: Widget) {
        adw_header_bar_pack_end(cadw_header_bar(pointer), child.widget)
    }

    /// Replaces the title with `child` (for example a ``SearchEntry``); `nil` shows the window
    /// title again.
    /// - Parameter child: The title widget, or `nil`.
    public func setTitleWidget(_ child: Widget?) {
        adw_header_bar_set_title_widget(cadw_header_bar(pointer), child?.widget)
    }
}
