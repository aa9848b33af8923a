/// Which of the two buttons of an empty-state page is meant.
public enum EmptyStateButtonRole: Hashable, Sendable, CaseIterable {
    /// The main action, such as "Retry" or "Add an item".
    case primary
    /// The less prominent second action, such as "Open settings".
    case secondary
}
