import Stagehand
import StagehandGTK

/// The list screen: comments loaded through a `Loader`, shown by a `ContentStateView` (loading,
/// empty, error with Retry), with a search whose no-match result shows the search page over the
/// list.
@MainActor
final class CommentsScreen {
    /// The screen's widget: a search field above the content.
    let root = Box(.vertical)
    /// The search field.
    let searchEntry = SearchEntry(placeholder: "Search comments")
    /// Decides loading, content, empty and error.
    let loader: Loader<CommentsError>
    /// Shows the loader's state over the list.
    let content: ContentStateView<CommentsError>
    /// The list with its own empty page (the search page when a search finds nothing).
    let list: ListEmptyState

    private let api: CommentsAPI
    private let visible = StringList()
    private var all: [String] = []

    init(api: CommentsAPI) {
        self.api = api
        let rows = ListBox().styled("boxed-list")
        rows.verticalAlignment = .start
        rows.bind(to: visible) { text in
            let row = Label(text)
            row.horizontalAlignment = .start
            row.wraps = true
            row.setMargins(top: 12, leading: 14, bottom: 12, trailing: 14)
            return row
        }
        let clamp = Clamp(maximumSize: 640)
        clamp.setChild(rows)
        clamp.setMargins(top: 12, leading: 12, bottom: 24, trailing: 12)
        list = ListEmptyState(list: clamp, model: visible, configuration: .empty)

        let model = CommentsModel()
        loader = Loader(hasContent: { !model.comments.isEmpty })
        content = ContentStateView(content: list, following: loader) { !model.comments.isEmpty }
        content.errorConfiguration = { failure in
            var page = EmptyStateConfiguration.error(message: failure.description, retryTitle: "Retry")
            page.title = "Couldn’t Load Comments"
            return page
        }
        self.model = model

        searchEntry.setMargins(top: 12, leading: 12, bottom: 0, trailing: 12)
        searchEntry.horizontalAlignment = .center
        searchEntry.setSizeRequest(width: 400, height: -1)
        searchEntry.onSearchChanged { [weak self] query in self?.filter(by: query) }
        root.append(searchEntry)
        root.append(content)
        reload()
    }

    private let model: CommentsModel

    /// Loads the comments again; a load in flight is cancelled (latest wins). The error page's
    /// Retry button calls `loader.retry()`, which runs this load again.
    func reload() {
        loader.load(mapError: CommentsError.init) { [api, model, weak self] in
            let comments = try await api.comments()
            model.comments = comments
            self?.show(comments)
        }
    }

    /// Types `query` into the search field and filters at once (without GTK's typing delay).
    func search(_ query: String) {
        searchEntry.text = query
        filter(by: query)
    }

    /// Forgets the comments and loads from scratch (as after signing in as someone else): with no
    /// content to keep, a failure shows the error page.
    func startOver() {
        model.comments = []
        show([])
        reload()
    }

    /// Filters the list; a query that matches nothing shows the search page with the query.
    private func filter(by query: String) {
        list.configuration = query.isEmpty ? .empty : .search(query: query)
        show(all, matching: query)
    }

    private func show(_ comments: [String]) {
        all = comments
        show(comments, matching: searchEntry.text)
    }

    private func show(_ comments: [String], matching query: String) {
        let words = query.lowercased()
        visible.replaceAll(with: words.isEmpty ? comments : comments.filter { $0.lowercased().contains(words) })
    }
}

/// The comments the loader's `hasContent` reads; a class so the closure can be made first.
@MainActor
final class CommentsModel {
    var comments: [String] = []
}
