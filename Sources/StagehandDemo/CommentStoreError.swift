/// Why loading the demo's comments failed.
enum CommentStoreError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The "Simulate failure" switch is on.
    case simulatedFailure
    /// `comments.json` is missing from the demo's resource bundle.
    case resourceMissing
    /// `comments.json` is not a JSON array of comments.
    case invalidData(String)
    /// The load was cancelled by a newer one.
    case cancelled

    var description: String {
        switch self {
        case .simulatedFailure:
            "The server did not answer (simulated failure). Turn off “Simulate failure” and try again."
        case .resourceMissing:
            "comments.json is missing from the demo's resource bundle; rebuild the demo with SwiftPM."
        case .invalidData(let reason):
            "comments.json could not be read: \(reason)"
        case .cancelled:
            "The load was cancelled."
        }
    }
}
