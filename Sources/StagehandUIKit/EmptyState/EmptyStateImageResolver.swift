#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// Turns an `EmptyStateImage` name into a `UIImage`.
///
/// Stagehand's presets name freedesktop icons (`"folder-open-symbolic"`), so the default resolver
/// first looks for an asset with that exact name, then maps the preset names to close SF
/// Symbols, then tries the name as an SF Symbol. Supply your own closure to use any other scheme.
public struct EmptyStateImageResolver: Sendable {
    private let resolve: @MainActor @Sendable (EmptyStateImage) -> UIImage?

    /// Creates a resolver from a closure.
    /// - Parameter resolve: Returns the image to show, or `nil` to show none.
    public init(_ resolve: @escaping @MainActor @Sendable (EmptyStateImage) -> UIImage?) {
        self.resolve = resolve
    }

    /// Resolves `image`.
    /// - Parameter image: The image description from the layout.
    /// - Returns: The image to show, or `nil` when none was found.
    @MainActor
    public func image(for image: EmptyStateImage) -> UIImage? {
        resolve(image)
    }

    /// Asset catalog first, then the SF Symbol that matches a preset's icon, then the name as an
    /// SF Symbol.
    public static let standard = EmptyStateImageResolver { image in
        if let asset = UIImage(named: image.name) { return asset }
        if let symbol = image.presetSymbolName, let systemImage = UIImage(systemName: symbol) {
            return systemImage
        }
        return UIImage(systemName: image.name)
    }
}
#endif
