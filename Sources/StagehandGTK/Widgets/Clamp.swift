import CAdwaita

/// Limits its child's width and centers it (`AdwClamp`), for readable content on wide windows.
@MainActor
public final class Clamp: Widget {
    /// Creates a clamp.
    /// - Parameter maximumSize: The widest the child may get, in pixels.
    public init(maximumSize: Int = 600) {
        super.init(sinking: adw_clamp_new())
        self.maximumSize = maximumSize
    }

    /// The widest the child may get, in pixels.
    public var maximumSize: Int {
        get { Int(adw_clamp_get_maximum_size(cadw_clamp(pointer))) }
        set { adw_clamp_set_maximum_size(cadw_clamp(pointer), gint32(newValue)) }
    }

    /// Sets the clamped child.
    /// - Parameter child: The child, or `nil` for none.
    public func setChild(_ child: Widget?) {
        adw_clamp_set_child(cadw_clamp(pointer), child?.widget)
    }
}
