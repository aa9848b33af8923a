import Stagehand
import StagehandGTK

/// The "New Comment" sheet's content: a text field and a Post button that sends
/// ``AppEvent/post``. The sheet itself (its window, close button and Escape) is the navigation
/// view's: closing it sends ``AppEvent/cancelCompose`` through the router.
@MainActor
final class ComposeForm {
    /// The form's widget.
    let widget = Box(.vertical)
    /// The comment's text.
    let text = EntryRow(title: "Your comment")

    /// Builds the form.
    /// - Parameter router: The router the Post button sends to (held weakly).
    init(router: NavigationRouter<AppRoute, AppEvent, String>) {
        let fields = ListBox().styled("boxed-list")
        fields.append(text.row)
        let post = Button(label: "Post").styled("pill", "suggested-action")
        post.horizontalAlignment = .center
        post.onClicked { [weak router] in router?.perform(.post) }
        text.row.connect(signal: "entry-activated") { [weak router] in router?.perform(.post) }
        let clamp = Clamp(maximumSize: 420)
        clamp.setChild(Box(.vertical, spacing: 18, children: [fields, post]))
        clamp.setMargins(24)
        widget.append(clamp)
        widget.addCSSClass("background")
    }
}
