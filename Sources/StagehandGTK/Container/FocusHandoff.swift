import CAdwaita

/// Hands the window's keyboard focus from a layer that leaves a ``LayerStack`` to one that
/// stays, the way `GtkStack` does when its visible child changes.
///
/// Left alone, the focus stays in the leaving layer until it is removed or hidden; GTK then gives
/// it to the first focusable widget of the whole window, often an unrelated text field, whose
/// cursor then blinks (a tick callback that paints every frame for `gtk-cursor-blink-timeout`,
/// 10 s). Instead, the leaving layer remembers its focus widget (weakly, for when it is shown
/// again) and the focus goes to the arriving layer: to the widget it remembered, else its first
/// focusable widget; when no layer can take it, the window has no focus widget until the user
/// moves it.
@MainActor
enum FocusHandoff {
    private static let key = "stagehand-layer-last-focus"

    /// The focus widget of `widget`'s window, or `nil` when it has none (or no window).
    static func focus(of widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget.widget) else { return nil }
        return gtk_root_get_focus(root)
    }

    /// Remembers `focus` (weakly) as the focus widget of `layer`.
    static func remember(_ focus: UnsafeMutablePointer<GtkWidget>, in layer: Widget) {
        let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, gp(focus))
        let release: GDestroyNotify = { data in
            guard let reference = data?.assumingMemoryBound(to: GWeakRef.self) else { return }
            g_weak_ref_clear(reference)
            reference.deinitialize(count: 1)
            reference.deallocate()
        }
        g_object_set_data_full(cadw_object(layer.pointer), key, reference, release)
    }

    /// Moves the focus into `layer`: to the widget it remembered, if that is still inside it and
    /// can take it, else to its first focusable widget.
    /// - Returns: Whether the layer took the focus.
    static func give(to layer: Widget) -> Bool {
        guard layer.isVisible else { return false }
        if let data = g_object_get_data(cadw_object(layer.pointer), key),
            let remembered = g_weak_ref_get(data.assumingMemoryBound(to: GWeakRef.self))
        {
            defer { g_object_unref(remembered) }
            let widget = cadw_widget(remembered)
            if let widget, gtk_widget_is_ancestor(widget, layer.widget) != 0, gtk_widget_grab_focus(widget) != 0 {
                return true
            }
        }
        return gtk_widget_child_focus(layer.widget, GTK_DIR_TAB_FORWARD) != 0
    }

    /// Leaves `widget`'s window without a focus widget.
    static func clear(in widget: Widget) {
        guard let root = gtk_widget_get_root(widget.widget) else { return }
        gtk_root_set_focus(root, nil)
    }
}
