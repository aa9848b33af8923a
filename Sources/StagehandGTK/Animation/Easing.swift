import CAdwaita

/// The shape of an animation's progress over time (a subset of libadwaita's `AdwEasing`).
public enum Easing: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Starts slowly, ends fast.
    case easeInCubic
    /// Starts fast, ends slowly (libadwaita's default).
    case easeOutCubic
    /// Slow at both ends.
    case easeInOutCubic

    var adw: AdwEasing {
        switch self {
        case .linear: ADW_LINEAR
        case .easeInCubic: ADW_EASE_IN_CUBIC
        case .easeOutCubic: ADW_EASE_OUT_CUBIC
        case .easeInOutCubic: ADW_EASE_IN_OUT_CUBIC
        }
    }
}
