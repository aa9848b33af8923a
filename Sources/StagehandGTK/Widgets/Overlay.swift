import CAdwaita

/// Stacks widgets on top of each other (`GtkOverlay`): a main child at the bottom, then the
/// overlays, each later one drawn above the earlier ones.
///
/// Overlays fill the overlay's area unless their alignment says otherwise. An overlay added with
/// `measured: true` also counts when the overlay computes its own size.
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay.
    public init() {
        super.init(sinking: gtk_overlay_new())
    }

    /// Sets the main (bottom-most) child, which determines the overlay's size.
    /// - Parameter child: The child, or `nil` for none.
    public func setChild(_ child: Widget?) {
        gtk_overlay_set_child(cadw_overlay(pointer), child?.widget)
    }

    /// Adds `child` on top of everything already in the overlay.
    /// - Parameters:
    ///   - child: A widget without a parent.
    ///   - measured: Whether the child's size counts toward the overlay's size.
    public func addOverlay(_ child: Widget, measured: Bool = false) {
        gtk_overlay_add_overlay(cadw_overlay(pointer), child.widget)
        gtk_overlay_set_measure_overlay(cadw_overlay(pointer), child.widget, gbool(measured))
    }

    /// Removes an overlay child; does nothing when `child` is not one of this overlay's overlays.
    /// - Parameter child: The overlay to remove.
    public func removeOverlay(_ child: Widget) {
        guard child.isChild(of: self), gtk_overlay_get_child(cadw_overlay(pointer)) != child.widget else { return }
        gtk_overlay_remove_overlay(cadw_overlay(pointer), child.widget)
    }

    /// Moves the overlay `child` directly above `sibling`, or to the bottom of the overlays (just
    /// above the main child) when `sibling` is `nil`.
    /// - Parameters:
    ///   - child: One of this overlay's overlays.
    ///   - sibling: Another of its overlays, or `nil`.
    public func placeOverlay(_ child: Widget, above sibling: Widget?) {
        guard child.isChild(of: self) else { return }
        let previous = sibling?.widget ?? gtk_overlay_get_child(cadw_overlay(pointer))
        gtk_widget_insert_after(child.widget, widget, previous)
    }

    /// The overlay's children from bottom to top (the main child first, if any), as raw pointers.
    public var childrenInZOrder: [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}
