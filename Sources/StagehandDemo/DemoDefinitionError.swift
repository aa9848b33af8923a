import Stagehand

/// Why the demo's navigation could not be built (a bug in the demo, reported instead of trapping).
enum DemoDefinitionError: Error, CustomStringConvertible {
    /// The statechart is invalid.
    case chart(DefinitionError)
    /// The chart's tabs state is not usable by the router.
    case tabs(String)

    var description: String {
        switch self {
        case .chart(let error): "the demo's navigation chart is invalid: \(error)"
        case .tabs(let reason): "the demo's tabs are invalid: \(reason)"
        }
    }
}
