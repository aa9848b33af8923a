import Stagehand
import StagehandGTK

/// The demo's window: a header bar (search, Refresh) above the comments screen.
@MainActor
final class DemoWindow {
    /// The window's fixed default size, also the size of every screenshot.
    static let size = (width: 720, height: 560)

    /// The top-level window.
    let window: Window
    /// The comments screen.
    let comments: CommentsScreen
    /// The search field in the header bar.
    let searchEntry = SearchEntry(placeholder: "Search comments")
    /// The header bar's Refresh button.
    let refreshButton = Button(iconName: "view-refresh-symbolic")

    private let header = HeaderBar()

    /// Builds the window (not yet presented) and starts loading the comments.
    /// - Parameters:
    ///   - app: The application the window belongs to.
    ///   - store: Where the comments come from.
    ///   - clock: The clock every engine is timed on.
    init(app: Application, store: CommentStore, clock: any StagehandClock) {
        window = app.makeWindow(title: "Comments", width: Self.size.width, height: Self.size.height)
        comments = CommentsScreen(store: store, clock: clock)
        let root = Box(.vertical)
        root.append(header)
        root.append(comments.root)
        window.setContent(root)

        searchEntry.setSizeRequest(width: 280, height: -1)
        header.setTitleWidget(searchEntry)
        searchEntry.onSearchChanged { [weak self] query in self?.comments.search(query) }
        refreshButton.tooltip = "Refresh"
        refreshButton.setAccessibleLabel("Refresh comments")
        refreshButton.onClicked { [weak self] in self?.comments.reload() }
        header.packStart(refreshButton)
    }

    /// Sets the search text and filters at once (without GTK's typing delay).
    /// - Parameter query: The new query.
    func search(_ query: String) {
        searchEntry.text = query
        comments.search(query)
    }
}
