import CAdwaita

/// An on/off switch (`GtkSwitch`).
@MainActor
public final class Switch: Widget {
    /// Creates a switch.
    /// - Parameter isOn: Whether it starts on.
    public init(isOn: Bool = false) {
        super.init(sinking: gtk_switch_new())
        self.isOn = isOn
        verticalAlignment = .center
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { bool(gtk_switch_get_active(cadw_switch(pointer))) }
        set { gtk_switch_set_active(cadw_switch(pointer), gbool(newValue)) }
    }

    /// Runs `body` with the new value whenever the switch turns on or off, by the user or in
    /// code (`notify::active`).
    /// - Parameter body: Receives the new value.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let raw = pointer
        return Signals.connectNotify(raw, property: "active") {
            body(bool(gtk_switch_get_active(cadw_switch(raw))))
        }
    }
}
