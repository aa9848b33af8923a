/// Why ``Application/run(id:activate:)`` could not start.
public enum ApplicationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The application id is not a valid GApplication id.
    case invalidID(String)
    /// GTK could not be initialised, usually because no display can be opened.
    case cannotOpenDisplay
    /// The main-loop bridge could not be installed or failed its self-check.
    case bridge(MainLoopBridgeError)

    /// A message that says what happened, where, and what is allowed.
    public var description: String {
        switch self {
        case .invalidID(let id):
            "Application.run: \"\(id)\" is not a valid application id; use reverse-DNS form with at least two "
                + "dot-separated elements of letters, digits, '_' or '-', such as \"org.example.Demo\""
        case .cannotOpenDisplay:
            "Application.run: GTK could not open a display; set DISPLAY (or WAYLAND_DISPLAY), or run under xvfb-run"
        case .bridge(let error):
            "Application.run: \(error)"
        }
    }
}
