import CAdwaita

/// Keeps a screen's controller alive while its widget is in use (see ``WidgetController``), and
/// marks persistent screens.
@MainActor
enum NavigationScreenController {
    private static let key = "stagehand-navigation-screen-controller"

    static func attach(_ controller: AnyObject, to widget: Widget) {
        WidgetController.attach(controller, to: widget, key: key)
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
        WidgetController.controller(of: widget, key: key)
    }
}
