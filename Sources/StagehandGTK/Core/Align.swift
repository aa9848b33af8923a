import CAdwaita

/// How a widget uses the extra space its parent gives it along one axis (`GtkAlign`).
public enum Align: Sendable, Hashable, GTKEnumeration {
    /// Stretch to fill the space.
    case fill
    /// Sit at the start (left or top).
    case start
    /// Sit at the end (right or bottom).
    case end
    /// Sit in the middle.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }

    /// Fill, for the values not offered here (GTK's baseline alignments).
    static var unlisted: Align { .fill }
}
