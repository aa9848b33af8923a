/// An empty-state page as data a backend renders: the visible items in their fixed order (activity
/// indicator, image, title, detail, primary button, secondary button) and the page's geometry.
///
/// Items that are not set are left out, and the order never depends on which ones are missing
/// (UIEmptyState put the detail below the button when there was no image; this cannot happen here).
public struct EmptyStateLayout: Hashable, Sendable {
    /// The visible items, top to bottom.
    public let items: [EmptyStateLayoutItem]
    /// The gap between consecutive items, in points.
    public let spacing: Double
    /// The offset of the whole page (background and tap area included) from the centre, in points.
    public let verticalOffset: Double
    /// The page's background.
    public let background: EmptyStateColor
    /// Whether the page is centred in the safe area rather than in the full bounds.
    public let fitsSafeArea: Bool

    /// Computes the layout of a configuration.
    /// - Parameter configuration: The page to lay out.
    package init(configuration: EmptyStateConfiguration) {
        var items: [EmptyStateLayoutItem] = []
        if configuration.showsActivityIndicator { items.append(.activityIndicator) }
        if let image = configuration.image { items.append(.image(image)) }
        if let title = configuration.title, !title.isEmpty { items.append(.title(title)) }
        if let detail = configuration.detail, !detail.isEmpty { items.append(.detail(detail)) }
        for role in EmptyStateButtonRole.allCases {
            if let button = configuration.button(role), button.isVisible { items.append(.button(role, button)) }
        }
        self.items = items
        self.spacing = max(configuration.spacing, 0)
        self.verticalOffset = configuration.verticalOffset
        self.background = configuration.background
        self.fitsSafeArea = configuration.fitsSafeArea
    }
}
