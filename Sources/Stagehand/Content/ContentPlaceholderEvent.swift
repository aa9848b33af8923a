/// What a ``ContentStateController`` tells the app about one of its placeholders.
public enum ContentPlaceholderEvent<Failure: Error> {
    /// The placeholder is about to stand for `state`: sent before it is shown, when it is set
    /// while its state is shown, and again when the shown error changes. The error placeholder
    /// reads the error here. Sent on and off screen.
    case prepare(ContentState<Failure>)
    /// The placeholder is about to appear on screen.
    case willAppear(animated: Bool)
    /// The placeholder has appeared (after its fade-in).
    case didAppear(animated: Bool)
    /// The placeholder is about to disappear from screen.
    case willDisappear(animated: Bool)
    /// The placeholder has disappeared (after its fade-out).
    case didDisappear(animated: Bool)
}

extension ContentPlaceholderEvent: CustomStringConvertible {
    /// The event as one short line, such as `prepare(error(offline))` or `willAppear(animated)`.
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "animated" : "not animated" }
        switch self {
        case .prepare(let state): return "prepare(\(state))"
        case .willAppear(let animated): return "willAppear(\(flag(animated)))"
        case .didAppear(let animated): return "didAppear(\(flag(animated)))"
        case .willDisappear(let animated): return "willDisappear(\(flag(animated)))"
        case .didDisappear(let animated): return "didDisappear(\(flag(animated)))"
        }
    }
}

extension ContentPlaceholderEvent: Equatable where Failure: Equatable {}

extension ContentPlaceholderEvent: Hashable where Failure: Hashable {}

extension ContentPlaceholderEvent: Sendable where Failure: Sendable {}
