#if canImport(UIKit) && !os(watchOS)
import Foundation

extension Duration {
    /// The duration in seconds, as UIKit's animation APIs take it; negative values become zero.
    var timeInterval: TimeInterval {
        let parts = components
        let seconds = Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
        return max(seconds, 0)
    }
}
#endif
