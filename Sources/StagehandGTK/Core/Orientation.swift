import CAdwaita

/// The direction in which a container lays out its children (`GtkOrientation`).
public enum Orientation: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}
