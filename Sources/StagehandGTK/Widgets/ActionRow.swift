import CAdwaita

/// A list row with a title, a subtitle and optional widgets at either end (`AdwActionRow`).
@MainActor
public final class ActionRow: Widget {
    /// Creates a row.
    /// - Parameters:
    ///   - title: The main line.
    ///   - subtitle: The smaller line below it, or `nil`.
    public init(title: String, subtitle: String? = nil) {
        super.init(sinking: adw_action_row_new())
        self.title = title
        if let subtitle { self.subtitle = subtitle }
    }

    /// The main line.
    public var title: String {
        get { string(adw_preferences_row_get_title(cadw_preferences_row(pointer))) }
        set { adw_preferences_row_set_title(cadw_preferences_row(pointer), newValue) }
    }

    /// The smaller line below the title (empty for none).
    public var subtitle: String {
        get { string(adw_action_row_get_subtitle(cadw_action_row(pointer))) }
        set { adw_action_row_set_subtitle(cadw_action_row(pointer), newValue) }
    }

    /// Adds `child` at the start of the row, e.g. an ``Image``.
    /// - Parameter child: A widget without a parent.
    public func addPrefix(_ child: Widget) {
        adw_action_row_add_prefix(cadw_action_row(pointer), child.widget)
    }

    /// Adds `child` at the end of the row, e.g. a ``Switch``.
    /// - Parameter child: A widget without a parent.
    public func addSuffix(_ child: Widget) {
        adw_action_row_add_suffix(cadw_action_row(pointer), child.widget)
    }
}
