/// A button on an empty-state page: a title, an image, or both, with an optional fixed size.
///
/// A button with neither title nor image is not shown (the layout leaves it out).
public struct EmptyStateButton: Hashable, Sendable {
    /// The button's label; `nil` for an image-only button.
    public var title: String?
    /// The name of an icon shown in the button; `nil` for a text-only button.
    public var imageName: String?
    /// A fixed size; `nil` (the default) lets the backend size the button to its content.
    public var size: EmptyStateSize?

    /// Creates a button description.
    /// - Parameters:
    ///   - title: The label.
    ///   - imageName: The name of an icon shown in the button.
    ///   - size: A fixed size, or `nil` to fit the content.
    public init(title: String? = nil, imageName: String? = nil, size: EmptyStateSize? = nil) {
        self.title = title
        self.imageName = imageName
        self.size = size
    }

    /// Whether the button has anything to show: a non-empty title or an image.
    package var isVisible: Bool {
        (title.map { !$0.isEmpty } ?? false) || imageName != nil
    }
}
