import CAdwaita

/// Ties a controller to a screen widget without a reference cycle: the widget owns the controller
/// (``Widget/own(_:)``), and a weak reference, stored as GObject data under a key, finds it again.
///
/// A controller usually holds its screen's wrapper (a form class with `let widget = Box()`), and
/// the wrapper holds the widget. Were the widget to hold the controller strongly, neither would
/// ever be freed. Owned, the controller is held until the widget is first in use (the factory
/// returns it to a view that shows it right away), then for as long as the widget is in use (in
/// a stack, a window): once its page is popped or replaced and the widget taken out, the
/// controller is released, with the wrapper when nothing else holds it, and the widget finalized.
@MainActor
enum WidgetController {
    /// The GObject data: a weak reference to the controller.
    private final class Slot {
        weak var controller: AnyObject?
        init(_ controller: AnyObject) { self.controller = controller }
    }

    /// Makes `widget` own `controller` and remembers it under `key`, replacing (and disowning)
    /// the controller attached before under that key.
    /// - Parameters:
    ///   - controller: The screen's controller.
    ///   - widget: The screen's widget; own behaviour through this wrapper only (see
    ///     ``Widget/own(_:)``).
    ///   - key: The GObject data key of the kind of controller.
    static func attach(_ controller: AnyObject, to widget: Widget, key: String) {
        if let previous = self.controller(of: widget, key: key) {
            guard previous !== controller else { return }
            widget.disown(previous)
        }
        widget.own(controller, holdingUntilInUse: true)
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<Slot>.fromOpaque(data).release()
        }
        g_object_set_data_full(
            cadw_object(widget.pointer), key, Unmanaged.passRetained(Slot(controller)).toOpaque(), release)
    }

    /// The controller attached to `widget` under `key`, while it is alive.
    /// - Parameters:
    ///   - widget: A screen widget.
    ///   - key: The GObject data key of the kind of controller.
    /// - Returns: The controller, or `nil`.
    static func controller(of widget: Widget, key: String) -> AnyObject? {
        guard let data = g_object_get_data(cadw_object(widget.pointer), key) else { return nil }
        return Unmanaged<Slot>.fromOpaque(data).takeUnretainedValue().controller
    }
}
