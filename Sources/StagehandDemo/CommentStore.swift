import Foundation

/// The demo's "server": it serves the comments shipped in `Resources/comments.json` after a
/// simulated network delay, and can be told to fail or to return an empty thread.
@MainActor
final class CommentStore {
    /// How long a simulated request takes.
    let delay: Duration
    /// Waits for the delay; `Task.sleep` by default (tests pass one that returns at once).
    private let wait: @MainActor (Duration) async throws -> Void
    /// Whether the next loads fail with ``CommentStoreError/simulatedFailure``.
    var simulatesFailure = false
    /// Whether loads return an empty thread.
    var servesEmptyThread = false

    /// Creates a store.
    /// - Parameters:
    ///   - delay: How long a simulated request takes; 1.2 s by default.
    ///   - wait: Waits for a delay, throwing when cancelled; `Task.sleep` by default.
    init(
        delay: Duration = .milliseconds(1_200),
        wait: @escaping @MainActor (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.delay = delay
        self.wait = wait
    }

    /// Fetches the thread after ``delay``, honouring the failure and empty switches as they are
    /// when the delay ends.
    /// - Returns: The comments, newest first.
    /// - Throws: ``CommentStoreError``; `.cancelled` when the calling task was cancelled.
    func fetch() async throws(CommentStoreError) -> [Comment] {
        do {
            try await wait(delay)
        } catch {
            throw .cancelled
        }
        if simulatesFailure { throw .simulatedFailure }
        if servesEmptyThread { return [] }
        return try Self.bundledComments()
    }

    /// Fetches the replies to `comment` after ``delay``, honouring the failure switch as it is
    /// when the delay ends.
    /// - Parameter comment: The comment; `nil` (a deep link to the replies page) means the
    ///   thread's first comment.
    /// - Returns: Its replies, oldest first.
    /// - Throws: ``CommentStoreError``; `.cancelled` when the calling task was cancelled (the
    ///   user left the replies page).
    func fetchReplies(to comment: Comment?) async throws(CommentStoreError) -> [Comment] {
        do {
            try await wait(delay)
        } catch {
            throw .cancelled
        }
        if simulatesFailure { throw .simulatedFailure }
        if let comment { return comment.replies ?? [] }
        return try Self.bundledComments().first?.replies ?? []
    }

    /// Reads and decodes `comments.json` from the resource bundle.
    nonisolated static func bundledComments() throws(CommentStoreError) -> [Comment] {
        guard let url = Bundle.module.url(forResource: "comments", withExtension: "json", subdirectory: "Resources")
        else { throw .resourceMissing }
        do {
            return try JSONDecoder().decode([Comment].self, from: Data(contentsOf: url))
        } catch {
            throw .invalidData(String(describing: error))
        }
    }
}
