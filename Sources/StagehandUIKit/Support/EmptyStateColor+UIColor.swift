#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

extension EmptyStateColor {
    /// The same colour as a `UIColor` (sRGB components, alpha as given).
    var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
#endif
