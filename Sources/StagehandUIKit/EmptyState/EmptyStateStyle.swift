#if canImport(UIKit) && !os(watchOS)

/// How a list's empty state is drawn.
public enum EmptyStateStyle: Sendable, Hashable {
    /// Stagehand's own ``EmptyStateView``: honours every layout field (background, spacing,
    /// vertical offset, safe area, the show animation) and reports taps on the view.
    case standard

    /// Apple's `UIContentUnavailableView` (iOS 17 and later): the system look; background,
    /// spacing and offset follow the system, and taps outside the buttons are not reported.
    /// On earlier systems ``standard`` is used instead.
    case contentUnavailable
}
#endif
