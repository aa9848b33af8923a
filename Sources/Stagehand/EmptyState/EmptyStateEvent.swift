/// Something that happened to an empty-state page, reported by ``EmptyStatePresenter``.
///
/// Each event is reported once per real change: a list that stays empty across reloads gets no
/// second ``willShow``, and a list that stays filled gets no ``willHide``.
public enum EmptyStateEvent: Hashable, Sendable {
    /// The page is about to be shown (the list became empty).
    case willShow
    /// The page is fully shown: after its show animation ended, or at once when not animated.
    case didShow
    /// The page is about to be hidden (the list got items).
    case willHide
    /// The page is hidden and the list's own scroll setting is restored.
    case didHide
    /// The user tapped one of the page's buttons.
    case buttonTapped(EmptyStateButtonRole)
    /// The user tapped the page outside its buttons.
    case viewTapped
    /// The show animation ended: `finished` is `false` when the page was hidden before it ended.
    case animationCompleted(finished: Bool)
}
