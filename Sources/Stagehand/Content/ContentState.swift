/// What a content screen shows: its content, or the loading, error or empty placeholder.
///
/// The error state carries the error, so the error placeholder can say what went wrong. `Failure`
/// is the error type of the loads, `any Error` for untyped throws.
///
/// ``ContentStateController`` and ``Loader`` decide the state with StatefulViewController's table:
///
/// | has content | loading | error | state | error-while-content |
/// |---|---|---|---|---|
/// | yes | any | none | content | — |
/// | yes | any | some | content | the error |
/// | no | yes | any | loading | — |
/// | no | no | some | error | — |
/// | no | no | none | empty | — |
///
/// When content is present it always wins, and an error is handed to `onErrorWhileContent` so the
/// app can report it unobtrusively (a banner, a toast). Otherwise loading beats error beats empty.
public enum ContentState<Failure: Error> {
    /// The content itself.
    case content
    /// Loading, with no content to show yet.
    case loading
    /// Loading failed and there is no content to show.
    case error(Failure)
    /// Loading finished and there is nothing to show.
    case empty

    /// The state without its error value.
    public var kind: ContentStateKind {
        switch self {
        case .content: .content
        case .loading: .loading
        case .error: .error
        case .empty: .empty
        }
    }

    /// The error of an ``error(_:)`` state, `nil` for the others.
    public var error: Failure? {
        if case .error(let failure) = self { return failure }
        return nil
    }
}

extension ContentState: CustomStringConvertible {
    /// The state's name, with the error for the error state, such as `error(offline)`.
    public var description: String {
        switch self {
        case .error(let failure): "error(\(failure))"
        default: kind.rawValue
        }
    }
}

extension ContentState: Sendable where Failure: Sendable {}

extension ContentState: Equatable where Failure: Equatable {}

extension ContentState: Hashable where Failure: Hashable {}
