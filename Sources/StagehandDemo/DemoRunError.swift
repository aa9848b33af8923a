/// Why a screenshot or measurement run failed.
enum DemoRunError: Error, CustomStringConvertible {
    /// A step of the run failed: what it could not do (such as `render comments.png` or
    /// `measure frames`) and why.
    case cannot(String, reason: String)
    /// A state did not appear in time.
    case timedOut(waitingFor: String, after: Duration)
    /// A screen the run drives is not on screen.
    case missingScreen(String)

    var description: String {
        switch self {
        case .cannot(let action, let reason): "cannot \(action): \(reason)"
        case .timedOut(let what, let timeout):
            "timed out after \(timeout) waiting for \(what); the demo did not reach that state"
        case .missingScreen(let what): "\(what) is not on screen although its route is shown"
        }
    }
}
