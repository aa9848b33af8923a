/// The image at the top of an empty-state page: a named icon with a fixed size and an optional tint.
public struct EmptyStateImage: Hashable, Sendable {
    /// The icon's name, looked up by the backend (an icon-theme name on GTK, an asset or SF Symbol
    /// name on Apple platforms).
    public var name: String
    /// The size the image is shown at; 100 × 100 by default.
    public var size: EmptyStateSize
    /// The colour a template image is drawn in; `nil` keeps the image's own colours.
    public var tint: EmptyStateColor?

    /// Creates an image description.
    /// - Parameters:
    ///   - name: The icon's name.
    ///   - size: The size it is shown at; 100 × 100 by default.
    ///   - tint: The tint; `nil` (the default) keeps the image's own colours.
    public init(
        name: String, size: EmptyStateSize = EmptyStateSize(width: 100, height: 100), tint: EmptyStateColor? = nil
    ) {
        self.name = name
        self.size = size
        self.tint = tint
    }
}
