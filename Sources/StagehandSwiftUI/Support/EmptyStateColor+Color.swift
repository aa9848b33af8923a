#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

extension EmptyStateColor {
    /// The same colour as a SwiftUI `Color` that follows dark mode and Increase Contrast.
    ///
    /// The presets' neutral ``EmptyStateColor/gray`` tint becomes the system's `secondary`
    /// colour, which adapts to dark mode and to increased contrast. Any other colour keeps its
    /// sRGB components, and is drawn fully opaque when the user asked for increased contrast (a
    /// translucent tint or background would lower it).
    /// - Parameter contrast: The environment's `colorSchemeContrast`.
    /// - Returns: The colour to draw.
    @MainActor func color(contrast: ColorSchemeContrast) -> Color {
        if self == .gray { return .secondary }
        if self == .clear { return .clear }
        let opacity = contrast == .increased ? 1 : alpha
        return Color(red: red, green: green, blue: blue, opacity: opacity)
    }
}
#endif
