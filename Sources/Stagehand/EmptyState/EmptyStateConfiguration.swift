/// Everything an empty-state page shows and how it behaves, as one value.
///
/// It holds every item of UIEmptyState's data source, plus a secondary button and an activity
/// indicator for the loading preset. Start from the initializer (every parameter has a default) or a preset
/// (``empty``, ``loading``, ``search(query:)``, ``error(message:retryTitle:)``, ``offline``) and
/// change what you need:
///
/// ```swift
/// var page = EmptyStateConfiguration.empty
/// page.title = "No Photos"
/// page.primaryButton = EmptyStateButton(title: "Import")
/// ```
///
/// Unlike UIEmptyState, the title is optional, every optional really resets when set to `nil`,
/// and the default background is clear.
public struct EmptyStateConfiguration: Hashable, Sendable {
    /// The headline; `nil` shows no title at all.
    public var title: String?
    /// The explanatory text under the title; `nil` shows none. Backends wrap it over as many
    /// lines as it needs.
    public var detail: String?
    /// The image above the text; `nil` shows none.
    public var image: EmptyStateImage?
    /// Whether a spinning activity indicator is shown where the image would be (the loading
    /// preset sets it). When both are set, the indicator comes first.
    public var showsActivityIndicator: Bool
    /// The main button; `nil` (or a button with neither title nor image) shows none.
    public var primaryButton: EmptyStateButton?
    /// The second button, below the primary one; `nil` shows none.
    public var secondaryButton: EmptyStateButton?
    /// The gap between consecutive items, in points; 12 by default.
    public var spacing: Double
    /// How far the whole page is moved down from the centre (negative moves it up), in points; 0
    /// by default. The offset moves the page with its background and tap area, not just its content.
    public var verticalOffset: Double
    /// The page's background; clear by default, so the list's own background shows.
    public var background: EmptyStateColor
    /// Whether the list can still scroll while the page is shown; `false` by default. The list's
    /// own setting is restored when the page hides.
    public var allowsScrollingWhileShown: Bool
    /// Whether the page is centred in the safe area (below bars and notches) rather than in the
    /// full bounds; `true` by default.
    public var fitsSafeArea: Bool
    /// How the page animates in.
    public var animation: EmptyStateAnimation

    /// Creates a configuration; every parameter has the documented default.
    /// - Parameters:
    ///   - title: The headline, or `nil` for none.
    ///   - detail: The explanatory text, or `nil` for none.
    ///   - image: The image, or `nil` for none.
    ///   - showsActivityIndicator: Whether a spinner is shown; `false` by default.
    ///   - primaryButton: The main button, or `nil` for none.
    ///   - secondaryButton: The second button, or `nil` for none.
    ///   - spacing: The gap between items; 12 by default.
    ///   - verticalOffset: The offset of the whole page from the centre; 0 by default.
    ///   - background: The background colour; clear by default.
    ///   - allowsScrollingWhileShown: Whether the list scrolls while shown; `false` by default.
    ///   - fitsSafeArea: Whether the page is centred in the safe area; `true` by default.
    ///   - animation: The show animation; animated, first time only, 0.5 s by default.
    public init(
        title: String? = nil,
        detail: String? = nil,
        image: EmptyStateImage? = nil,
        showsActivityIndicator: Bool = false,
        primaryButton: EmptyStateButton? = nil,
        secondaryButton: EmptyStateButton? = nil,
        spacing: Double = 12,
        verticalOffset: Double = 0,
        background: EmptyStateColor = .clear,
        allowsScrollingWhileShown: Bool = false,
        fitsSafeArea: Bool = true,
        animation: EmptyStateAnimation = .standard
    ) {
        self.title = title
        self.detail = detail
        self.image = image
        self.showsActivityIndicator = showsActivityIndicator
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
        self.spacing = spacing
        self.verticalOffset = verticalOffset
        self.background = background
        self.allowsScrollingWhileShown = allowsScrollingWhileShown
        self.fitsSafeArea = fitsSafeArea
        self.animation = animation
    }

    /// The button with the given role, if it is set.
    /// - Parameter role: Which button.
    /// - Returns: The primary or secondary button, or `nil` when that one is not set.
    package func button(_ role: EmptyStateButtonRole) -> EmptyStateButton? {
        switch role {
        case .primary: primaryButton
        case .secondary: secondaryButton
        }
    }

    /// The page as ordered data for a backend to render: what is shown, top to bottom, and how.
    package var layout: EmptyStateLayout {
        EmptyStateLayout(configuration: self)
    }
}
