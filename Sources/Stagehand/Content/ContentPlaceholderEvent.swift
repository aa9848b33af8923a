/// What a ``ContentStateController`` tells the app about one of its placeholders.
public enum ContentPlaceholderEvent<Failure: Error> {
    /// The placeholder is about to stand for `state`: sent before it is shown, when it is set
    /// while its state is shown, and again when the shown error changes. The error placeholder
    /// reads the error here. Sent on and off screen.
    case prepare(ContentState<Failure>)
    /// The placeholder received an appearance call: it is about to appear (`willAppear`), has
    /// appeared after its fade-in (`didAppear`), is about to disappear (`willDisappear`) or has
    /// disappeared after its fade-out (`didDisappear`). Sent only while the screen is on screen.
    case appearance(AppearanceCall, animated: Bool)
}

extension ContentPlaceholderEvent: CustomStringConvertible {
    /// The event as one short line, such as `prepare(error(offline))` or `willAppear(animated)`.
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "animated" : "not animated" }
        switch self {
        case .prepare(let state): return "prepare(\(state))"
        case .appearance(let call, let animated): return "\(call)(\(flag(animated)))"
        }
    }
}

extension ContentPlaceholderEvent: Equatable where Failure: Equatable {}

extension ContentPlaceholderEvent: Hashable where Failure: Hashable {}

extension ContentPlaceholderEvent: Sendable where Failure: Sendable {}
