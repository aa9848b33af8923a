import Stagehand

/// Why the demo's window could not start.
enum DemoStartError: Error, CustomStringConvertible {
    /// The navigation chart or its tabs are invalid (a bug in the demo).
    case definition(DemoDefinitionError)
    /// `--open`'s link names no path of the chart.
    case link(String, RouterError<AppRoute, AppEvent>)

    var description: String {
        switch self {
        case .definition(let error): "\(error)"
        case .link(let link, let error): "--open \(link): \(error)"
        }
    }
}
