import CAdwaita

/// Keeps a screen's controller alive for exactly as long as its widget: a retained box stored as
/// GObject data on the widget, released by GLib when the widget is finalized.
@MainActor
enum NavigationScreenController {
    private static let key = "stagehand-navigation-screen-controller"

    private final class Box {
        let controller: AnyObject
        init(_ controller: AnyObject) { self.controller = controller }
    }

    static func attach(_ controller: AnyObject, to widget: Widget) {
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).release()
        }
        g_object_set_data_full(
            cadw_object(widget.pointer), key, Unmanaged.passRetained(Box(controller)).toOpaque(), release)
    }

    private static let persistentKey = "stagehand-navigation-persistent-screen"

    /// Marks `widget` as a screen the app keeps and returns again.
    static func setPersistent(_ widget: Widget) {
        g_object_set_data(cadw_object(widget.pointer), persistentKey, gpointer(bitPattern: 1))
    }

    /// Whether `widget` was marked with ``setPersistent(_:)``.
    static func isPersistent(_ widget: Widget) -> Bool {
        g_object_get_data(cadw_object(widget.pointer), persistentKey) != nil
    }

    static func controller(of widget: Widget) -> AnyObject? {
        guard let data = g_object_get_data(cadw_object(widget.pointer), key) else { return nil }
        return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().controller
    }
}
