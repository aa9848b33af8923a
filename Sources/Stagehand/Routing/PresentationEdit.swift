/// One change to what a ``NavigationRouter`` presents over its stacks, as a backend applies it.
public enum PresentationEdit<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Present this presentation state's screen (or alert) over everything shown.
    case present(Route)
    /// Dismiss this presentation (the last presented first).
    case dismiss(Route)

    /// `present x` or `dismiss x`.
    public var description: String {
        switch self {
        case .present(let route): "present \(route)"
        case .dismiss(let route): "dismiss \(route)"
        }
    }
}
