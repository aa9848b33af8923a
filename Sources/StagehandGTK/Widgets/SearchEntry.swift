import CAdwaita

/// A text field for search queries (`GtkSearchEntry`), with a search icon and a clear button.
@MainActor
public final class SearchEntry: Widget {
    /// Creates an empty search entry.
    /// - Parameter placeholder: The hint shown while it is empty, or `nil`.
    public init(placeholder: String? = nil) {
        super.init(sinking: gtk_search_entry_new())
        if let placeholder { cadw_set_string(pointer, "placeholder-text", placeholder) }
    }

    /// The current query.
    public var text: String {
        get { string(gtk_editable_get_text(cadw_editable(pointer))) }
        set { gtk_editable_set_text(cadw_editable(pointer), newValue) }
    }

    /// Runs `body` with the query whenever it changes, after GTK's short typing delay
    /// (the `search-changed` signal).
    /// - Parameter body: Receives the new query.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onSearchChanged(_ body: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let raw = pointer
        return Signals.connect(raw, "search-changed") {
            body(string(gtk_editable_get_text(cadw_editable(raw))))
        }
    }

    /// Runs `body` with the query when the user presses Enter (the `activate` signal).
    /// - Parameter body: Receives the query.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let raw = pointer
        return Signals.connect(raw, "activate") {
            body(string(gtk_editable_get_text(cadw_editable(raw))))
        }
    }
}
