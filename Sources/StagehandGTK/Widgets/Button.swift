import CAdwaita

/// A push button (`GtkButton`) with a text label or an icon.
@MainActor
public final class Button: Widget {
    /// Creates a button with a text label.
    /// - Parameter label: The button text.
    public init(label: String) {
        super.init(sinking: gtk_button_new_with_label(label))
    }

    /// Creates a button that shows a themed icon.
    /// - Parameter iconName: An icon name such as `view-refresh-symbolic`.
    public init(iconName: String) {
        super.init(sinking: gtk_button_new_from_icon_name(iconName))
    }

    /// The button text (empty for an icon button).
    public var label: String {
        get { string(gtk_button_get_label(cadw_button(pointer))) }
        set { gtk_button_set_label(cadw_button(pointer), newValue) }
    }

    /// The themed icon shown instead of a text label, if any.
    public var iconName: String? {
        get { gtk_button_get_icon_name(cadw_button(pointer)).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(cadw_button(pointer), newValue ?? "") }
    }

    /// Runs `body` each time the button is clicked (the `clicked` signal).
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onClicked(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(pointer, "clicked", body)
    }

    /// Emits `clicked` as if the user clicked the button.
    public func click() {
        cadw_emit0(pointer, "clicked")
    }
}
