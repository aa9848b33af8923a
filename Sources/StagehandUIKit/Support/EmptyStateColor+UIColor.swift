#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

extension EmptyStateColor {
    /// The same colour as a dynamic `UIColor` that follows the trait collection it is drawn in.
    ///
    /// The presets' neutral ``EmptyStateColor/gray`` tint becomes the system's `secondaryLabel`,
    /// which adapts to dark mode and to Increase Contrast. Any other colour keeps its sRGB
    /// components in light and dark mode, and is drawn fully opaque when the user asked for
    /// increased contrast (a translucent tint or background would lower it).
    var uiColor: UIColor {
        if self == .gray { return .secondaryLabel }
        if self == .clear { return .clear }
        let color = self
        return UIColor { traits in
            let alpha = traits.accessibilityContrast == .high ? 1 : color.alpha
            return UIColor(
                red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(alpha))
        }
    }
}
#endif
