import CAdwaita

/// Shows a piece of text (`GtkLabel`).
@MainActor
public final class Label: Widget {
    /// Creates a label.
    /// - Parameter text: The text to show.
    public init(_ text: String = "") {
        super.init(sinking: gtk_label_new(text))
    }

    /// The text shown.
    public var text: String {
        get { string(gtk_label_get_text(cadw_label(pointer))) }
        set { gtk_label_set_text(cadw_label(pointer), newValue) }
    }

    /// Whether long text wraps onto several lines.
    public var wraps: Bool {
        get { bool(gtk_label_get_wrap(cadw_label(pointer))) }
        set { gtk_label_set_wrap(cadw_label(pointer), gbool(newValue)) }
    }

    /// The horizontal alignment of the text inside the label, from 0 (start) to 1 (end).
    public var xAlign: Double {
        get { Double(gtk_label_get_xalign(cadw_label(pointer))) }
        set { gtk_label_set_xalign(cadw_label(pointer), Float(newValue)) }
    }
}
