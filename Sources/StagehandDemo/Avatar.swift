import CAdwaita
import StagehandGTK

/// A round avatar with the initials of a name on a colour derived from it (`AdwAvatar`).
@MainActor
enum Avatar {
    /// Makes an avatar widget.
    /// - Parameters:
    ///   - name: The name whose initials are shown.
    ///   - size: The diameter in pixels.
    static func make(name: String, size: Int) -> Widget {
        Widget(sinking: adw_avatar_new(Int32(size), name, 1))
    }
}
