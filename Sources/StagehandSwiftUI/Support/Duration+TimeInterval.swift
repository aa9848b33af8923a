#if canImport(SwiftUI) && !os(watchOS)
import Foundation

extension Duration {
    /// The duration in seconds, as SwiftUI's animations take it; negative values become zero.
    var timeInterval: TimeInterval {
        let parts = components
        let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        return max(seconds, 0)
    }
}
#endif
