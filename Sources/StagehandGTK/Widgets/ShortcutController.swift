import CAdwaita

/// Keyboard shortcuts that run Swift closures while the window holding a widget has the focus
/// (a `GtkShortcutController` with global scope).
///
/// ```swift
/// let shortcuts = ShortcutController()
/// shortcuts.add("<Alt>Left") { router.back(); return true }
/// shortcuts.attach(to: view)
/// ```
@MainActor
public final class ShortcutController {
    /// The wrapped controller; this wrapper holds one reference, the widget it is attached to another.
    public let controller: OpaquePointer
    private var shortcuts: [(trigger: String, shortcut: OpaquePointer)] = []

    /// Creates a controller whose shortcuts work anywhere in the window of the widget it is
    /// attached to.
    public init() {
        controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(cadw_shortcut_controller(gp(controller)), GTK_SHORTCUT_SCOPE_GLOBAL)
    }

    isolated deinit {
        g_object_unref(gp(controller))
    }

    /// Adds a shortcut.
    /// - Parameters:
    ///   - trigger: The keys in GTK's syntax, e.g. `<Alt>Left` or `<Control>w`.
    ///   - action: Runs when the keys are pressed; returns whether it handled them (`false` lets
    ///     the key press go on to other handlers).
    /// - Returns: `false` (adding nothing) when GTK cannot parse `trigger`.
    @discardableResult
    public func add(_ trigger: String, action: @escaping @MainActor () -> Bool) -> Bool {
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { return false }
        let callback: GtkShortcutFunc = { _, _, data in
            guard let data else { return 0 }
            let box = Unmanaged<ShortcutActionBox>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<ShortcutActionBox>.fromOpaque(data).release()
        }
        let box = Unmanaged.passRetained(ShortcutActionBox(action)).toOpaque()
        let shortcut = gtk_shortcut_new(parsed, gtk_callback_action_new(callback, box, release))  // takes both
        gtk_shortcut_controller_add_shortcut(cadw_shortcut_controller(gp(controller)), shortcut)  // takes it
        if let shortcut { shortcuts.append((Self.text(of: shortcut), shortcut)) }
        return true
    }

    /// The triggers of the shortcuts added, as GTK prints them (`<Alt>Left`), in order.
    public var triggers: [String] { shortcuts.map(\.trigger) }

    /// Runs the action of the shortcut whose trigger GTK prints as `trigger`, as a key press would
    /// (for tests: GTK cannot synthesize a key event).
    /// - Parameters:
    ///   - trigger: The trigger, as in ``triggers``.
    ///   - widget: The widget the action is activated on.
    /// - Returns: Whether a shortcut with that trigger exists and its action handled it.
    @discardableResult
    public func activate(_ trigger: String, on widget: Widget) -> Bool {
        guard let shortcut = shortcuts.first(where: { $0.trigger == trigger })?.shortcut,
            let action = gtk_shortcut_get_action(shortcut)
        else { return false }
        return bool(gtk_shortcut_action_activate(action, GTK_SHORTCUT_ACTION_EXCLUSIVE, widget.widget, nil))
    }

    /// Attaches the controller to `widget` (a controller belongs to one widget at a time).
    /// - Parameter widget: The widget whose window receives the shortcuts.
    public func attach(to widget: Widget) {
        g_object_ref(gp(controller))  // gtk_widget_add_controller takes a reference of its own
        gtk_widget_add_controller(widget.widget, controller)
    }

    private static func text(of shortcut: OpaquePointer) -> String {
        guard let text = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut)) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}

/// Holds a shortcut's Swift action; GLib owns one retain, released by the action's destroy notify.
private final class ShortcutActionBox {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
