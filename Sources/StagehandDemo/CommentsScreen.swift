import Foundation
import Stagehand
import StagehandGTK

/// The comments screen: a boxed list of comments loaded through a ``Loader`` and shown by a
/// ``ContentStateView`` (a spinner page while loading, an error page with Retry, an empty
/// page), a search whose no-match result shows the search preset over the list, and the two
/// switches that make the next load fail or return nothing.
@MainActor
final class CommentsScreen {
    /// The screen's root widget.
    let root = Box(.vertical)
    /// The store the comments come from.
    let store: CommentStore
    /// Decides loading / content / error / empty for the thread.
    let loader: Loader<CommentStoreError>
    /// Shows the loader's state: the list, with the placeholder of the state cross-faded on top.
    let content: ContentStateView<CommentStoreError>
    /// The list with its own empty-state page (the search preset while a search finds nothing).
    let list: ListEmptyState
    /// The "Simulate failure" switch.
    let failureSwitch = Switch()
    /// The "Empty data set" switch.
    let emptySwitch = Switch()

    /// Called with the comment whose row was activated (clicked, or Enter).
    var onOpen: ((Comment) -> Void)?

    /// The comments of the last successful load.
    var comments: [Comment] { storage.comments }
    private(set) var query = ""
    /// One item per comment of the last load: the list's rows, made once per load.
    private let all = StringList()
    /// The comments the query matches: what the empty-state binding counts.
    private let visible = StringList()

    /// Creates the screen and starts the first load.
    /// - Parameters:
    ///   - store: Where the comments come from.
    ///   - clock: The clock every engine of the screen is timed on.
    init(store: CommentStore, clock: any StagehandClock) {
        self.store = store
        let rows = ListBox()
        let clamp = Clamp(maximumSize: 640)
        clamp.setChild(rows)
        clamp.setMargins(top: 12, leading: 12, bottom: 24, trailing: 12)
        list = ListEmptyState(list: clamp, model: visible, configuration: .emptyThread, clock: clock)
        list.scrolledWindow.setPolicy(horizontal: .never, vertical: .automatic)

        let storage = CommentsBox()
        loader = Loader(hasContent: { !storage.comments.isEmpty })
        content = ContentStateView(content: list, following: loader, clock: clock) { !storage.comments.isEmpty }
        self.storage = storage

        rows.addCSSClass("boxed-list")
        rows.verticalAlignment = .start
        rows.bind(to: all) { [weak self] item in
            guard let self, let index = Int(item) else { return Label(item) }
            return row(for: index)
        }
        // Rows are hidden, never removed, by a search: a row's index is its comment's.
        rows.onRowActivated { [weak self] index in
            guard let self, comments.indices.contains(index) else { return }
            onOpen?(comments[index])
        }
        root.append(optionsBar())
        root.append(content)
        setUpPlaceholders()
        reload()
    }

    private let storage: CommentsBox
    private var rowCache: [Int: Widget] = [:]

    /// Whether a search is on screen that found nothing (the list shows the search preset).
    var isShowingNoResults: Bool { content.state.kind == .content && list.isPageShown }

    /// Loads the thread again from scratch (the Refresh button and the empty switch): the
    /// screen has no content until the result arrives, so a failure shows the error page. The old
    /// rows stay in the list, under the loading placeholder once it appears, so nothing flashes
    /// during the loader's show delay.
    func reload() {
        storage.comments = []
        loader.load({ [store] () async throws(CommentStoreError) -> [Comment] in try await store.fetch() }) {
            [weak self] in self?.setComments($0)
        }
    }

    /// Filters the list by `query` (the search entry); a query that matches nothing shows the
    /// search preset with the query. The same query again changes nothing (the search entry
    /// reports a cleared query at once, and ``DemoWindow/search(_:)`` applies it too).
    func search(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        applyQuery()
    }

    /// The row of comment `index`, made once per load. A search only hides and shows rows: they
    /// stay in the list, so clearing a search neither re-inserts nor re-measures them (re-inserted
    /// rows would restyle, replay their corner transitions and re-fit every avatar's initials).
    private func row(for index: Int) -> Widget {
        if let row = rowCache[index] { return row }
        guard comments.indices.contains(index) else { return Label("") }
        let row = CommentRow.make(comments[index])
        rowCache[index] = row
        return row
    }

    private func setComments(_ new: [Comment]) {
        rowCache = [:]
        storage.comments = new
        all.replaceAll(with: new.indices.map(String.init))
        applyQuery()
    }

    private func applyQuery() {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        list.configuration = trimmed.isEmpty ? .emptyThread : .search(query: trimmed)
        let matches = comments.indices.filter { comments[$0].matches(trimmed) }
        var isMatch = [Bool](repeating: false, count: comments.count)
        for index in matches { isMatch[index] = true }
        for (index, row) in rowCache where isMatch.indices.contains(index) && row.isVisible != isMatch[index] {
            row.isVisible = isMatch[index]
        }
        visible.replaceAll(with: matches.map(String.init))
    }

    private func setUpPlaceholders() {
        content.loadingIndicator.text = "Loading comments…"
        content.emptyConfiguration = .emptyThread
        content.errorConfiguration = { failure in
            var page = EmptyStateConfiguration.error(message: failure.description, retryTitle: "Retry")
            page.title = "Couldn’t Load Comments"
            page.image = EmptyStateImage(name: "network-error-symbolic")
            return page
        }
        for page in [content.loadingIndicator, content.emptyPage, content.errorPage] as [Widget] {
            page.addCSSClass("background")
        }
    }

    private func optionsBar() -> Widget {
        let bar = Box(.horizontal, spacing: 8)
        bar.horizontalAlignment = .center
        bar.setMargins(top: 8, leading: 12, bottom: 4, trailing: 12)
        for (title, toggle) in [("Simulate failure", failureSwitch), ("Empty data set", emptySwitch)] {
            let label = Label(title)
            label.setMargins(top: 0, leading: 16, bottom: 0, trailing: 0)
            bar.append(label)
            bar.append(toggle)
        }
        failureSwitch.onToggled { [weak self] on in self?.store.simulatesFailure = on }
        emptySwitch.onToggled { [weak self] on in
            self?.store.servesEmptyThread = on
            self?.reload()
        }
        return bar
    }
}

/// The comments the screen's `hasContent` closures read; a box so the closures can be made
/// before the screen exists.
@MainActor
private final class CommentsBox {
    var comments: [Comment] = []
}

extension EmptyStateConfiguration {
    /// The empty preset, worded for a thread without comments.
    static var emptyThread: EmptyStateConfiguration {
        var page = EmptyStateConfiguration.empty
        page.title = "No Comments Yet"
        page.detail = "Be the first to say something about this release."
        page.image = EmptyStateImage(name: "chat-message-new-symbolic", tint: .gray)
        return page
    }
}
