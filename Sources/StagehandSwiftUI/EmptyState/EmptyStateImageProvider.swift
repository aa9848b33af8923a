#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

/// Turns an `EmptyStateImage` name into a SwiftUI `Image`.
///
/// Stagehand's presets name freedesktop icons (`"folder-open-symbolic"`); the default resolver
/// maps those to close SF Symbols and treats every other name as an image in the app's asset
/// catalog. Supply your own closure to use SF Symbols by name or any other scheme.
public struct EmptyStateImageProvider: Sendable {
    private let resolve: @MainActor @Sendable (EmptyStateImage) -> Image

    /// Creates a resolver from a closure.
    /// - Parameter resolve: Returns the image to show for a layout image.
    public init(_ resolve: @escaping @MainActor @Sendable (EmptyStateImage) -> Image) {
        self.resolve = resolve
    }

    /// Resolves `image`.
    /// - Parameter image: The image description from the layout.
    /// - Returns: The image to show.
    @MainActor
    public func image(for image: EmptyStateImage) -> Image {
        resolve(image)
    }

    /// The SF Symbol that matches a preset's icon, otherwise the asset with that name.
    public static let standard = EmptyStateImageProvider { image in
        if let symbol = image.presetSymbolName { return Image(systemName: symbol) }
        return Image(image.name)
    }

    /// Every name as an SF Symbol name, after mapping the presets' icons.
    public static let systemSymbols = EmptyStateImageProvider { image in
        Image(systemName: image.presetSymbolName ?? image.name)
    }
}
#endif
