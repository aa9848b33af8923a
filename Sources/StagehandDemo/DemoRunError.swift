/// Why a screenshot or measurement run failed.
enum DemoRunError: Error, CustomStringConvertible {
    /// The output directory could not be created.
    case directory(path: String, reason: String)
    /// A state did not appear in time.
    case timedOut(waitingFor: String, after: Duration)
    /// A state could not be rendered to PNG.
    case render(name: String, reason: String)
    /// A screen the run drives is not on screen.
    case missingScreen(String)
    /// A deep link the run opens was refused.
    case deepLink(String, reason: String)
    /// The window's frame clock was unavailable.
    case frameClock(String)

    var description: String {
        switch self {
        case .directory(let path, let reason):
            "cannot create the screenshot directory \(path): \(reason)"
        case .timedOut(let what, let timeout):
            "timed out after \(timeout) waiting for \(what); the demo did not reach that state"
        case .render(let name, let reason):
            "cannot render \(name).png: \(reason)"
        case .missingScreen(let what):
            "\(what) is not on screen although its route is shown"
        case .deepLink(let link, let reason):
            "cannot open the deep link \(link): \(reason)"
        case .frameClock(let reason):
            "cannot measure frames: \(reason)"
        }
    }
}
