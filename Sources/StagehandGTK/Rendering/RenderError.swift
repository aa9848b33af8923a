/// Why an offscreen render failed.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The widget has no size yet: it must be mapped and laid out (inside a presented window,
    /// after the main loop ran a frame).
    case notAllocated(typeName: String)
    /// GTK produced no render node for the widget (nothing to draw).
    case emptySnapshot(typeName: String)
    /// The cairo renderer could not be realized.
    case rendererUnavailable(message: String)
    /// The PNG file could not be written.
    case writeFailed(path: String)

    /// A message that says what happened, where, and what is allowed.
    public var description: String {
        switch self {
        case .notAllocated(let typeName):
            "OffscreenRenderer: the \(typeName) has no size; present its window and let the main loop lay it out "
                + "before rendering"
        case .emptySnapshot(let typeName):
            "OffscreenRenderer: GTK produced nothing to draw for the \(typeName); is it visible and mapped?"
        case .rendererUnavailable(let message):
            "OffscreenRenderer: the cairo renderer could not be realized: \(message)"
        case .writeFailed(let path):
            "OffscreenRenderer: could not write the PNG file \(path); check that its directory exists and is writable"
        }
    }
}
