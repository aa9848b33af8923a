/// One of the four appearance calls a ``StateContainer`` delivers to a child.
public enum AppearanceCall: Hashable, Sendable, CustomStringConvertible {
    /// The child is about to appear.
    case willAppear
    /// The child has appeared.
    case didAppear
    /// The child is about to disappear.
    case willDisappear
    /// The child has disappeared.
    case didDisappear

    /// Whether the call belongs to an appearing change (`willAppear`, `didAppear`).
    public var isAppearing: Bool {
        self == .willAppear || self == .didAppear
    }

    /// The call's name, such as `willAppear`.
    public var description: String {
        switch self {
        case .willAppear: "willAppear"
        case .didAppear: "didAppear"
        case .willDisappear: "willDisappear"
        case .didDisappear: "didDisappear"
        }
    }
}
