import Stagehand
import StagehandGTK

/// The comments screen: a boxed list of comments loaded through a ``Loader`` (spinner while
/// loading, an error page with Retry, an empty page), a search whose no-match result shows the
/// search preset, and the two switches that make the next load fail or return nothing.
@MainActor
final class CommentsScreen {
    /// The screen's root widget.
    let root = Box(.vertical)
    /// The store the comments come from.
    let store: CommentStore
    /// Decides loading / content / error / empty for the thread.
    let loader: Loader<CommentStoreError>
    /// The "Simulate failure" switch.
    let failureSwitch = Switch()
    /// The "Empty data set" switch.
    let emptySwitch = Switch()

    private(set) var comments: [Comment] = []
    private(set) var query = ""
    private let visible = StringList()
    private let list = ListBox()
    private let stage = Overlay()
    private let listPage = StatusPage()
    private let loadingPage = Box(.vertical, spacing: 12)
    private let errorPage = StatusPage(title: "Couldn’t Load Comments", iconName: "network-error-symbolic")
    private let emptyPage = StatusPage()

    /// Creates the screen and starts the first load.
    /// - Parameters:
    ///   - store: Where the comments come from.
    ///   - clock: The clock of the loader's anti-flicker policy.
    init(store: CommentStore, clock: any StagehandClock) {
        self.store = store
        var hasContent: () -> Bool = { false }
        loader = Loader(clock: clock, hasContent: { hasContent() })
        hasContent = { [weak self] in self?.comments.isEmpty == false }
        build()
        loader.onStateChange = { [weak self] _, new in self?.show(new) }
        show(loader.state)
        reload()
    }

    /// What the screen shows now: the loader's state, or `.empty` over the content when a search
    /// finds nothing.
    var isShowingNoResults: Bool { loader.state.kind == .content && visible.count == 0 }

    /// Drops the comments and loads them again (the Refresh button).
    func reload() {
        comments = []
        applyQuery()
        loader.load({ [store] () async throws(CommentStoreError) -> [Comment] in try await store.fetch() }) {
            [weak self] in
            self?.comments = $0
            self?.applyQuery()
        }
    }

    /// Filters the list by `query` (the search entry).
    func search(_ query: String) {
        self.query = query
        applyQuery()
    }

    private func applyQuery() {
        let indices = comments.indices.filter { comments[$0].matches(query) }.map(String.init)
        visible.replaceAll(with: indices)
        let page = EmptyStateConfiguration.search(query: query)
        listPage.title = page.title ?? ""
        listPage.pageDescription = page.detail
        listPage.iconName = page.image?.name
        listPage.isVisible = loader.state.kind == .content && indices.isEmpty
    }

    private func build() {
        root.append(optionsBar())

        list.addCSSClass("boxed-list")
        list.bind(to: visible) { [weak self] item in
            guard let self, let index = Int(item), comments.indices.contains(index) else { return Label(item) }
            return CommentRow.make(comments[index])
        }
        let clamp = Clamp(maximumSize: 640)
        clamp.setChild(list)
        clamp.setMargins(top: 12, leading: 12, bottom: 24, trailing: 12)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.setChild(clamp)
        stage.setChild(scroller)
        stage.expandsVertically = true

        let spinner = Spinner(size: 32)
        loadingPage.append(spinner)
        loadingPage.append(Label("Loading comments…"))
        loadingPage.verticalAlignment = .center
        loadingPage.addCSSClass("dim-label")
        let retry = Button(label: "Retry")
        retry.addCSSClass("pill")
        retry.addCSSClass("suggested-action")
        retry.horizontalAlignment = .center
        retry.onClicked { [weak self] in self?.loader.retry() }
        errorPage.setChild(retry)
        let empty = EmptyStateConfiguration.emptyThread
        emptyPage.title = empty.title ?? ""
        emptyPage.pageDescription = empty.detail
        emptyPage.iconName = empty.image?.name
        for page in [listPage, loadingPage, errorPage, emptyPage] as [Widget] {
            page.addCSSClass("background")
            stage.addOverlay(page)
        }
        root.append(stage)
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

    private func show(_ state: ContentState<CommentStoreError>) {
        loadingPage.isVisible = state.kind == .loading
        stage.setAccessibleBusy(state.kind == .loading)
        errorPage.isVisible = state.kind == .error
        errorPage.pageDescription = state.error?.description
        emptyPage.isVisible = state.kind == .empty
        listPage.isVisible = state.kind == .content && visible.count == 0
    }
}

extension EmptyStateConfiguration {
    /// The empty preset, worded for a thread without comments.
    static var emptyThread: EmptyStateConfiguration {
        var page = EmptyStateConfiguration.empty
        page.title = "No Comments Yet"
        page.detail = "Be the first to say something about this release."
        page.image = EmptyStateImage(name: "chat-message-new-symbolic")
        return page
    }
}
