/// The four kinds of ``ContentState`` without the error value, for comparing and switching.
public enum ContentStateKind: String, Hashable, Sendable, CaseIterable {
    /// The content itself is shown; every placeholder is hidden.
    case content
    /// The loading placeholder is shown.
    case loading
    /// The error placeholder is shown.
    case error
    /// The empty placeholder is shown.
    case empty
}
