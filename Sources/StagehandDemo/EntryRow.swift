import CAdwaita
import StagehandGTK

/// A list row with a title and a text field (`AdwEntryRow`), or a password field with a reveal
/// button (`AdwPasswordEntryRow`).
@MainActor
final class EntryRow {
    /// The row widget, to add to a boxed ``ListBox``.
    let row: Widget

    /// Creates a row.
    /// - Parameters:
    ///   - title: The label shown in the row (and above the text once typed).
    ///   - isPassword: Whether the text is hidden.
    init(title: String, isPassword: Bool = false) {
        row = Widget(sinking: isPassword ? adw_password_entry_row_new() : adw_entry_row_new())
        adw_preferences_row_set_title(cadw_preferences_row(row.pointer), title)
    }

    /// The text in the field.
    var text: String {
        get { gtk_editable_get_text(cadw_editable(row.pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(cadw_editable(row.pointer), newValue) }
    }
}
