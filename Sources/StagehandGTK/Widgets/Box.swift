import CAdwaita

/// Lays out children in a row or a column (`GtkBox`).
@MainActor
public final class Box: Widget {
    /// Creates an empty box.
    /// - Parameters:
    ///   - orientation: Row (`.horizontal`) or column (`.vertical`).
    ///   - spacing: The gap between children, in pixels.
    public init(_ orientation: Orientation = .vertical, spacing: Int = 0) {
        super.init(sinking: gtk_box_new(orientation.gtk, gint32(spacing)))
    }

    /// Creates a box holding `children`, in order.
    /// - Parameters:
    ///   - orientation: Row (`.horizontal`) or column (`.vertical`).
    ///   - spacing: The gap between children, in pixels.
    ///   - children: Widgets without a parent.
    public convenience init(_ orientation: Orientation, spacing: Int = 0, children: [Widget]) {
        self.init(orientation, spacing: spacing)
        for child in children { append(child) }
    }

    private var box: UnsafeMutablePointer<GtkBox> { cadw_box(pointer) }

    /// The gap between children, in pixels.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(box)) }
        set { gtk_box_set_spacing(box, gint32(newValue)) }
    }

    /// Whether every child gets the same size.
    public var isHomogeneous: Bool {
        get { bool(gtk_box_get_homogeneous(box)) }
        set { gtk_box_set_homogeneous(box, gbool(newValue)) }
    }

    /// Adds `child` after the existing children.
    /// - Parameter child: A widget without a parent.
    public func append(_ child: Widget) {
        gtk_box_append(box, child.widget)
    }

    /// Adds `child` before the existing children.
    /// - Parameter child: A widget without a parent.
    public func prepend(_ child: Widget) {
        gtk_box_prepend(box, child.widget)
    }

    /// Removes `child`; does nothing when it is not a child of this box.
    /// - Parameter child: The child to remove.
    public func remove(_ child: Widget) {
        guard child.isChild(of: self) else { return }
        gtk_box_remove(box, child.widget)
    }
}
