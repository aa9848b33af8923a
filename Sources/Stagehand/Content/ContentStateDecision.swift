/// The decision table that maps what the app knows to the ``ContentState`` to show.
///
/// Exactly StatefulViewController's table, as a pure value:
///
/// | has content | loading | error | state | error-while-content |
/// |---|---|---|---|---|
/// | yes | any | none | content | — |
/// | yes | any | some | content | the error |
/// | no | yes | any | loading | — |
/// | no | no | some | error | — |
/// | no | no | none | empty | — |
///
/// When content is present it always wins, and an error is handed back in ``errorWhileContent``
/// so the app can report it unobtrusively (a banner, a toast). Otherwise loading beats error beats
/// empty.
package struct ContentStateDecision<Failure: Error> {
    /// The state to show.
    package let state: ContentState<Failure>
    /// The error to report next to the content; `nil` unless content is shown and there was an error.
    package let errorWhileContent: Failure?

    /// Applies the decision table.
    /// - Parameters:
    ///   - hasContent: Whether the app has content to show, asked at the moment of the decision.
    ///   - isLoading: Whether a load is in progress.
    ///   - error: The error of the last load, or `nil` if it succeeded.
    package init(hasContent: Bool, isLoading: Bool, error: Failure?) {
        if hasContent {
            state = .content
            errorWhileContent = error
        } else if isLoading {
            state = .loading
            errorWhileContent = nil
        } else if let error {
            state = .error(error)
            errorWhileContent = nil
        } else {
            state = .empty
            errorWhileContent = nil
        }
    }
}

extension ContentStateDecision: Sendable where Failure: Sendable {}
