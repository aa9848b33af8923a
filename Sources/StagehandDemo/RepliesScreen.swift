import Stagehand
import StagehandGTK

/// The replies page: the chosen comment, then its replies. The page loads nothing itself: the
/// ``AppRoute/replies`` route invokes the load when it is entered and cancels it when it is left,
/// and the page shows what the route's result says — a spinner until it arrives, then the replies
/// (or a "no replies" page), or an error page whose Retry enters the route again.
@MainActor
final class RepliesScreen {
    /// What the page shows.
    enum Phase: Equatable {
        /// The route's load is running.
        case loading
        /// The load returned this many replies.
        case loaded(Int)
        /// The load failed.
        case failed(CommentStoreError)
    }

    /// The page's widget.
    let widget = Box(.vertical)
    /// What the page shows now.
    private(set) var phase = Phase.loading
    /// Whether the page is cross-fading between the spinner and a result.
    var isTransitioning: Bool { pages.isTransitionRunning }

    private let selection: CommentSelection
    private let commentBox = ListBox().styled("boxed-list")
    private let replies = ListBox().styled("boxed-list")
    private let pages = Stack()
    private let errorPage = StatusPage(title: "Couldn’t Load Replies", iconName: "network-error-symbolic")
    private weak var router: NavigationRouter<AppRoute, AppEvent, String>?
    /// The page's observation of the router, removed when the page goes (a page is built each
    /// time the route is shown, so a kept observation would pile up in the router).
    private var observation: ObservationID?

    /// Builds the page and starts following the router: entering the route (again, after Retry)
    /// shows the spinner, and the route's result shows the replies or the error.
    /// - Parameters:
    ///   - router: The router whose ``AppRoute/replies`` route loads the replies (held weakly).
    ///   - selection: The comment the user chose.
    init(router: NavigationRouter<AppRoute, AppEvent, String>, selection: CommentSelection) {
        self.router = router
        self.selection = selection
        let loading = Box(.vertical, spacing: 12)
        loading.append(Spinner())
        loading.append(Label("Loading replies…").styled("dim-label"))
        loading.verticalAlignment = .center
        let empty = StatusPage(
            title: "No Replies Yet", description: "Nobody has answered this comment.",
            iconName: "chat-message-new-symbolic")
        let retry = Button(label: "Retry").styled("pill", "suggested-action")
        retry.horizontalAlignment = .center
        retry.onClicked { [weak self] in self?.router?.perform(.retryReplies) }
        errorPage.setChild(retry)
        replies.verticalAlignment = .start
        pages.addNamed(loading, name: "loading")
        pages.addNamed(replies, name: "replies")
        pages.addNamed(empty, name: "empty")
        pages.addNamed(errorPage, name: "error")
        pages.expandsVertically = true
        let delete = Button(label: "Delete Comment").styled("pill", "destructive-action")
        delete.horizontalAlignment = .center
        delete.onClicked { [weak self] in self?.router?.perform(.deleteComment) }
        let column = Box(.vertical, spacing: 18, children: [commentBox, pages, delete])
        column.setMargins(top: 12, leading: 12, bottom: 24, trailing: 12)
        let clamp = Clamp(maximumSize: 640)
        clamp.setChild(column)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.setChild(clamp)
        scroller.expandsVertically = true
        widget.append(scroller)
        widget.addCSSClass("background")
        observation = router.observe { [weak self] change in self?.follow(change) }
    }

    isolated deinit {
        if let observation { router?.removeObserver(observation) }
    }

    /// Follows a change of the router: the route's load started (it was entered) or ended (its
    /// result arrived). Leaving the route needs nothing: the route cancels its own load.
    /// - Parameter change: The change.
    func follow(_ change: RouteChange<AppRoute, AppEvent, String>) {
        if change.navigation?.entered.contains(.replies) == true { enter() }
        if case .invoked(_, let event) = change.cause { receive(event) }
    }

    /// Shows the chosen comment and the spinner.
    private func enter() {
        commentBox.removeAll()
        let comment = selection.comment ?? (try? CommentStore.bundledComments().first)
        if let comment { commentBox.append(CommentRow.make(comment)) }
        show(.loading)
    }

    /// Shows the result of the route's load; other events change nothing.
    /// - Parameter event: An event an invocation of the router's chart delivered.
    private func receive(_ event: AppEvent) {
        switch event {
        case .repliesLoaded(let list):
            replies.removeAll()
            for reply in list { replies.append(CommentRow.make(reply)) }
            show(.loaded(list.count))
        case .repliesFailed(let failure):
            errorPage.pageDescription = failure.description
            show(.failed(failure))
        default:
            break
        }
    }

    private func show(_ phase: Phase) {
        self.phase = phase
        let name =
            switch phase {
            case .loading: "loading"
            case .loaded(0): "empty"
            case .loaded: "replies"
            case .failed: "error"
            }
        pages.setVisibleChild(name: name, transition: .crossfade)
    }
}
