import Stagehand

/// Why the demo's window could not start.
enum DemoStartError: Error, CustomStringConvertible {
    /// The navigation chart or its tabs are invalid (a bug in the demo).
    case definition(DemoDefinitionError)
    /// `--open`'s link names no path of the chart.
    case link(String, RouterError<AppRoute, AppEvent>)
    /// `--record` could not attach to a source (a bug in the demo: a name recorded twice).
    case recording(SessionRecorderError)

    var description: String {
        switch self {
        case .definition(let error): "\(error)"
        case .link(let link, let error): "--open \(link): \(error)"
        case .recording(let error): "--record: \(error)"
        }
    }
}
