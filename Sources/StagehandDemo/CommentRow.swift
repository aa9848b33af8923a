import StagehandGTK

/// The list row of one comment: an avatar with the author's initials, the author as title, the
/// text as subtitle and the date at the end.
@MainActor
enum CommentRow {
    /// Makes the row widget for `comment`.
    static func make(_ comment: Comment) -> Widget {
        let row = ActionRow(title: comment.author, subtitle: comment.body)
        row.addPrefix(Avatar.make(name: comment.author, size: 36))
        let date = Label(comment.displayDate)
        date.addCSSClass("dim-label")
        date.addCSSClass("caption")
        date.verticalAlignment = .start
        date.setMargins(top: 12, leading: 0, bottom: 0, trailing: 0)
        row.addSuffix(date)
        row.setAccessibleLabel("\(comment.author), \(comment.displayDate): \(comment.body)")
        return row
    }
}
