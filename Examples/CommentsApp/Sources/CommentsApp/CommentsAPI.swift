import Stagehand

/// Why the comments could not be loaded: the app's own error type.
enum CommentsError: Error, Equatable, CustomStringConvertible {
    /// The server could not be reached.
    case offline
    /// Anything else, with what was thrown.
    case other(String)

    /// Makes the app's error from whatever the networking threw (see `Loader.load(mapError:_:)`).
    init(_ error: any Error) {
        self = (error as? CommentsError) ?? .other("\(error)")
    }

    var description: String {
        switch self {
        case .offline: "The server can’t be reached. Check your connection and try again."
        case .other(let message): message
        }
    }
}

/// A stand-in for a web service: it answers after a delay on the app's clock, and can be told to
/// fail or to have no comments, so every screen of the app can be seen.
@MainActor
final class CommentsAPI {
    /// Whether the next loads fail with ``CommentsError/offline``.
    var isOffline = false
    /// Whether the next loads find no comments.
    var isEmpty = false

    private let clock: any StagehandClock

    init(clock: any StagehandClock) {
        self.clock = clock
    }

    /// The comments, after 400 ms; throws like real networking code (`any Error`).
    func comments() async throws -> [String] {
        try await sleep(.milliseconds(400))
        if isOffline { throw CommentsError.offline }
        if isEmpty { return [] }
        return [
            "Ada: The new placeholders don’t flicker any more.",
            "Grace: Search shows its own page when nothing matches.",
            "Linus: Back in the Account tab keeps the Comments tab where it was.",
            "Margaret: Retry on the error page loads again.",
        ]
    }

    /// Sleeps on the injected clock; cancelling the task ends the sleep with `CancellationError`.
    private func sleep(_ duration: Duration) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            _ = clock.schedule(after: duration) { continuation.resume() }
        }
        try Task.checkCancellation()
    }
}
