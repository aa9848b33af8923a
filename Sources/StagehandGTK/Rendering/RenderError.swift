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
    /// The widget cannot be drawn: it is not inside a window, or it or one of its ancestors (the
    /// window included) is hidden.
    case notShown(typeName: String)
    /// No frame painted the widget within the main-context iterations allowed.
    case noFirstFrame(typeName: String, iterations: Int)

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
        case .notShown(let typeName):
            "OffscreenRenderer: the \(typeName) can never be drawn: it is not in a window, or it or an ancestor is "
                + "hidden; put it in a window, show it and present the window before waiting for its first frame"
        case .noFirstFrame(let typeName, let iterations):
            "OffscreenRenderer: no frame painted the \(typeName) within \(iterations) main-loop iterations; pass a "
                + "larger iterationLimit, or check that its window is presented on a working display"
        }
    }
}
