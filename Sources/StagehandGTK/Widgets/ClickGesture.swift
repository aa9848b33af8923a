import CAdwaita

/// Recognizes presses of one mouse button on a widget and runs a Swift closure
/// (`GtkGestureClick`), e.g. the mouse's back button (button 8).
@MainActor
public final class ClickGesture {
    /// The wrapped gesture; this wrapper holds one reference, the widget it is attached to another.
    public let gesture: OpaquePointer

    /// The mouse's back button (X11 and Wayland number it 8).
    public static let backButton = 8
    /// The mouse's forward button.
    public static let forwardButton = 9

    /// Creates a gesture for `button` (1 primary, 2 middle, 3 secondary, 8 back, 9 forward; 0 any).
    /// - Parameter button: The button to listen to.
    public init(button: Int) {
        gesture = gtk_gesture_click_new()
        gtk_gesture_single_set_button(cadw_gesture_single(gp(gesture)), guint(clamping: max(button, 0)))
    }

    isolated deinit {
        g_object_unref(gp(gesture))
    }

    /// The button the gesture listens to (0 for any).
    public var button: Int { Int(gtk_gesture_single_get_button(cadw_gesture_single(gp(gesture)))) }

    /// Runs `body` on each press (the `pressed` signal) with the press count (2 for a double
    /// click) and the position in the widget.
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onPressed(
        _ body: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void
    )
        -> SignalConnection
    {
        let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
            _, count, x, y, data in
            guard let data else { return }
            let box = Unmanaged<PressBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(Int(count), x, y) }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<PressBox>.fromOpaque(data).release()
        }
        let data = Unmanaged.passRetained(PressBox(body)).toOpaque()
        let id = cadw_signal_connect(
            gp(gesture), "pressed", unsafeBitCast(trampoline, to: GCallback.self), data, release)
        return SignalConnection(object: gp(gesture), handlerID: UInt(id))
    }

    /// Emits `pressed` as one press of the button at (`x`, `y`) would, for tests (a press of
    /// button 8 cannot be synthesized through GTK).
    /// - Parameters:
    ///   - x: The position in the widget.
    ///   - y: The position in the widget.
    public func emitPress(x: Double = 1, y: Double = 1) {
        cadw_emit_pressed(gp(gesture), 1, x, y)
    }

    /// Attaches the gesture to `widget` (a gesture belongs to one widget at a time); it sees
    /// presses anywhere inside the widget, before its children (capture phase).
    /// - Parameter widget: The widget.
    public func attach(to widget: Widget) {
        let controller = cadw_event_controller(gp(gesture))
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        g_object_ref(gp(gesture))  // gtk_widget_add_controller takes a reference of its own
        gtk_widget_add_controller(widget.widget, controller)
    }
}

/// Holds a press handler; GLib owns one retain, released by the destroy notify.
private final class PressBox {
    let body: @MainActor (Int, Double, Double) -> Void
    init(_ body: @escaping @MainActor (Int, Double, Double) -> Void) { self.body = body }
}
