import CAdwaita

/// An indeterminate progress indicator (`GtkSpinner`).
@MainActor
public final class Spinner: Widget {
    /// Creates a spinner.
    /// - Parameters:
    ///   - spinning: Whether it starts spinning.
    ///   - size: Its width and height in pixels.
    public init(spinning: Bool = true, size: Int = 32) {
        super.init(sinking: gtk_spinner_new())
        isSpinning = spinning
        setSizeRequest(width: size, height: size)
    }

    /// Whether the spinner animates.
    public var isSpinning: Bool {
        get { bool(gtk_spinner_get_spinning(cadw_spinner(pointer))) }
        set { gtk_spinner_set_spinning(cadw_spinner(pointer), gbool(newValue)) }
    }
}
