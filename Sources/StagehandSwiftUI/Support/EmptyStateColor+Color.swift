#if canImport(SwiftUI)
import Stagehand
import SwiftUI

extension EmptyStateColor {
    /// The same colour as a SwiftUI `Color` (sRGB components, opacity from alpha).
    @MainActor var color: Color {
        Color(red: red, green: green, blue: blue, opacity: alpha)
    }
}
#endif
