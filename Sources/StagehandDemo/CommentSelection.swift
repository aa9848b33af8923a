/// The comment whose replies the user asked for: set by the thread's row before it sends
/// ``AppEvent/openReplies``, read by the replies route's load and by the replies page.
@MainActor
final class CommentSelection {
    /// The chosen comment; `nil` until one is chosen (a deep link to the replies page shows the
    /// thread's first comment).
    var comment: Comment?
}
