import CAdwaita

/// A page with a large icon, a title, a description and an optional child such as a button
/// (`AdwStatusPage`) — the building block of empty and error states.
///
/// It needs about 400 pixels of height to show a child button without clipping.
@MainActor
public final class StatusPage: Widget {
    /// Creates a status page.
    /// - Parameters:
    ///   - title: The headline.
    ///   - description: The explanation below it, or `nil`.
    ///   - iconName: A themed icon name such as `dialog-error-symbolic`, or `nil`.
    public init(title: String = "", description: String? = nil, iconName: String? = nil) {
        super.init(sinking: adw_status_page_new())
        self.title = title
        self.pageDescription = description
        self.iconName = iconName
    }

    /// The headline.
    public var title: String {
        get { string(adw_status_page_get_title(cadw_status_page(pointer))) }
        set { adw_status_page_set_title(cadw_status_page(pointer), newValue) }
    }

    /// The explanation below the title, or `nil` for none.
    public var pageDescription: String? {
        get { adw_status_page_get_description(cadw_status_page(pointer)).map { String(cString: $0) } }
        set { adw_status_page_set_description(cadw_status_page(pointer), newValue) }
    }

    /// The themed icon above the title, or `nil` for none.
    public var iconName: String? {
        get { adw_status_page_get_icon_name(cadw_status_page(pointer)).map { String(cString: $0) } }
        set { adw_status_page_set_icon_name(cadw_status_page(pointer), newValue) }
    }

    /// Sets the widget below the description, e.g. a Retry ``Button``.
    /// - Parameter child: The child, or `nil` for none.
    public func setChild(_ child: Widget?) {
        adw_status_page_set_child(cadw_status_page(pointer), child?.widget)
    }
}
