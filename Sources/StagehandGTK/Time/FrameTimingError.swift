/// Why a frame-clock measurement could not start.
public enum FrameTimingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The widget has no frame clock because it is not realized (not inside a shown window).
    case notRealized(typeName: String)

    /// A message that says what happened, where, and what is allowed.
    public var description: String {
        switch self {
        case .notRealized(let typeName):
            "FrameTiming: the \(typeName) has no frame clock because it is not realized; add it to a window and "
                + "present the window before measuring frames"
        }
    }
}
