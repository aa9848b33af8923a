import CAdwaita

/// A top-level window (`AdwWindow`, or `AdwApplicationWindow` when made by an ``Application``).
///
/// GTK owns top-level windows: a window stays open after its wrapper is dropped, until it is
/// closed or ``destroy()`` is called.
@MainActor
public final class Window: Widget {
    private let isApplicationWindow: Bool

    /// Creates a free-standing window (not tied to an ``Application``), e.g. for tests.
    /// - Parameters:
    ///   - title: The window title.
    ///   - width: The default width in pixels.
    ///   - height: The default height in pixels.
    public init(title: String = "", width: Int = 800, height: Int = 600) {
        isApplicationWindow = false
        super.init(sinking: adw_window_new())
        configure(title: title, width: width, height: height)
    }

    init(applicationWindow: UnsafeMutablePointer<GtkWidget>, title: String, width: Int, height: Int) {
        isApplicationWindow = true
        super.init(sinking: applicationWindow)
        configure(title: title, width: width, height: height)
    }

    private func configure(title: String, width: Int, height: Int) {
        self.title = title
        setDefaultSize(width: width, height: height)
    }

    private var window: UnsafeMutablePointer<GtkWindow> { cadw_window(pointer) }

    /// The window title.
    public var title: String {
        get { string(gtk_window_get_title(window)) }
        set { gtk_window_set_title(window, newValue) }
    }

    /// Sets the size the window opens with.
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, gint32(width), gint32(height))
    }

    /// Sets the window's whole content (libadwaita windows have no built-in title bar; put a
    /// ``HeaderBar`` at the top of a vertical ``Box`` for one).
    /// - Parameter content: The content widget, or `nil` for none.
    public func setContent(_ content: Widget?) {
        if isApplicationWindow {
            adw_application_window_set_content(cadw_adw_application_window(pointer), content?.widget)
        } else {
            adw_window_set_content(cadw_adw_window(pointer), content?.widget)
        }
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(window)
    }

    /// Asks the window to close, as if the user clicked its close button.
    public func close() {
        gtk_window_close(window)
    }

    /// Destroys the window at once, dropping GTK's own reference to it.
    public func destroy() {
        gtk_window_destroy(window)
    }
}
