/// Why ``NavigationRouter/restore(_:context:)`` refused a snapshot; the router is then unchanged.
public enum NavigationRestoreError<Route: Hashable & Sendable>: Error, Hashable, Sendable, CustomStringConvertible {
    /// The snapshot was written by a newer format than this version of Stagehand reads.
    case newerVersion(found: Int, supported: Int)
    /// The snapshot's format version is not one Stagehand ever wrote.
    case invalidVersion(Int)
    /// The snapshot was taken from another chart (its fingerprint differs): start fresh.
    case otherChart(expected: UInt64, found: UInt64)
    /// The snapshot's tabs are not the router's.
    case tabsDiffer(expected: [Route], found: [Route])
    /// The snapshot's stack of `tab` (`nil`: the root stack) cannot be the stack of its
    /// configuration.
    case invalidStack(tab: Route?, reason: String)
    /// The chart refused the snapshot's configuration, history, sends or invocations.
    case chart(SnapshotError)
    /// Restore was called from a screen's or an observer's callback, during a change.
    case busy
    /// The saved data could not be decoded as a snapshot (truncated or not a snapshot); the
    /// decoder's explanation.
    case unreadable(String)

    /// What was refused, and what is allowed.
    public var description: String {
        switch self {
        case .newerVersion(let found, let supported):
            "the navigation snapshot has format version \(found); this version of Stagehand reads up to \(supported)"
        case .invalidVersion(let version):
            "the navigation snapshot has format version \(version); versions start at 1"
        case .otherChart(let expected, let found):
            "the navigation snapshot was taken from another chart (fingerprint \(found), this chart's is \(expected)); "
                + "start fresh"
        case .tabsDiffer(let expected, let found):
            "the navigation snapshot's tabs are \(found.map { "'\($0)'" }.joined(separator: ", ")); "
                + "the router's are \(expected.map { "'\($0)'" }.joined(separator: ", "))"
        case .invalidStack(let tab?, let reason):
            "the navigation snapshot's stack of tab '\(tab)' is invalid: \(reason)"
        case .invalidStack(nil, let reason):
            "the navigation snapshot's root stack is invalid: \(reason)"
        case .chart(let error):
            "the navigation snapshot's chart was refused: \(error)"
        case .busy:
            "a navigation snapshot cannot be restored during a change (from a screen's or an observer's callback)"
        case .unreadable(let reason):
            "the saved navigation could not be read as a snapshot: \(reason)"
        }
    }
}
