extension ContentState {
    /// The empty-state page a backend can show as this state's placeholder: the loading, error
    /// (with retry) or empty preset; `nil` for content.
    ///
    /// - Parameter describe: Turns the error into the message the user reads; by default the
    ///   error's own description.
    /// - Returns: The preset for the state, with the error's message for the error state.
    package func placeholderConfiguration(
        describingErrorWith describe: (Failure) -> String = { String(describing: $0) }
    ) -> EmptyStateConfiguration? {
        switch self {
        case .content: nil
        case .loading: .loading
        case .error(let failure): .error(message: describe(failure))
        case .empty: .empty
        }
    }
}
