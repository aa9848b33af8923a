/// One element of an empty-state page, as the backend draws it.
public enum EmptyStateLayoutItem: Hashable, Sendable {
    /// A spinning activity indicator.
    case activityIndicator
    /// The image, with its size and tint.
    case image(EmptyStateImage)
    /// The headline.
    case title(String)
    /// The explanatory text, wrapped over as many lines as it needs.
    case detail(String)
    /// A button and which one it is; taps are reported with that role.
    case button(EmptyStateButtonRole, EmptyStateButton)
}
