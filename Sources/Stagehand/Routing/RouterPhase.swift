/// Where a router (``Router`` or ``NavigationRouter``) is in its life: not started yet, ready for
/// a request, or inside a run (announcing a change, performing the requests its callbacks
/// queued).
@usableFromInline
enum RouterPhase: UInt8, Sendable {
    /// ``Router/start(context:)`` (or the navigation router's) has not run.
    case notStarted
    /// At rest: a request starts a run.
    case ready
    /// Inside a run: a request from a callback is queued until the change is over.
    case routing
}
