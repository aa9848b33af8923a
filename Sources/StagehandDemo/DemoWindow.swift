import Stagehand
import StagehandGTK

/// The demo's window: a tabbed app whose tabs, stacks and header a ``NavigationRouter`` decides and
/// a ``TabNavigationView`` shows — "Comments" (the thread) and "Account" (the sign-in flow, then a
/// profile).
@MainActor
final class DemoWindow {
    /// The window's default size; screenshots are 10 px smaller each way (GTK's client-side
    /// decoration margin), see ``screenshotSize``.
    static let size = (width: 730, height: 570)
    /// The size of every screenshot.
    static let screenshotSize = (width: 720, height: 560)
    /// How long a push or back slides, in milliseconds.
    static let slideDuration = 200

    /// The application the window belongs to (``RestoreMeasurement`` opens its own window in it).
    let app: Application
    /// The top-level window.
    let window: Window
    /// The comments screen (kept for the whole run: its tab's first page).
    let comments: CommentsScreen
    /// The replies page, pushed over the comments (kept for the whole run).
    let replies: RepliesScreen
    /// The comment whose replies the user asked for.
    let selection = CommentSelection()
    /// Runs the work the routes invoke (the replies' load).
    let invoker = MainActorInvoker()
    /// The Account tab's screens.
    let signIn: SignInFlow
    /// Moves between the routes.
    let router: NavigationRouter<AppRoute, AppEvent, String>
    /// Shows the tabs and their stacks.
    let navigation: TabNavigationView<AppRoute, AppEvent, String>
    /// The search field in the header bar (on the thread).
    let searchEntry = SearchEntry(placeholder: "Search comments")
    /// The header bar's Refresh button (on the thread).
    let refreshButton = Button(iconName: "view-refresh-symbolic")
    /// The header bar's New Comment button (on the thread).
    let composeButton = Button(iconName: "document-edit-symbolic")

    /// Builds the window (not yet presented), starts the router (from `snapshot`, then at `link`,
    /// when given) and the first load.
    /// - Parameters:
    ///   - app: The application the window belongs to.
    ///   - store: Where the comments come from.
    ///   - clock: The clock every engine is timed on.
    ///   - link: A deep link to open at start, such as `account/signIn`.
    ///   - snapshot: The navigation saved when the demo last quit, restored instead of starting at
    ///     the first tab (a snapshot the router refuses is reported, and the demo starts fresh).
    ///   - recorder: Records the navigation chart, its router and the comments' container
    ///     (``DemoRecording``), from the router's start (or the restored navigation) on.
    /// - Throws: ``DemoStartError`` if the routes are invalid or the link names no path of the chart.
    init(
        app: Application, store: CommentStore, clock: any StagehandClock, link: String? = nil,
        restoring snapshot: NavigationStateFile.Snapshot? = nil, recorder: SessionRecorder? = nil
    )
        throws(DemoStartError)
    {
        self.app = app
        window = app.makeWindow(title: AppRoute.thread.title, width: Self.size.width, height: Self.size.height)
        let comments = CommentsScreen(store: store, clock: clock)
        let router: NavigationRouter<AppRoute, AppEvent, String>
        let selection = selection
        do {
            router = try AppRoute.makeRouter(
                clock: clock, invoker: invoker,
                loadReplies: { @MainActor [store, selection] () async throws(CommentStoreError) -> [Comment] in
                    try await store.fetchReplies(to: selection.comment)
                })
        } catch {
            throw .definition(error)
        }
        let signIn = SignInFlow(router: router)
        let replies = RepliesScreen(router: router, selection: selection)
        self.comments = comments
        self.replies = replies
        self.router = router
        self.signIn = signIn
        comments.onOpen = { [weak router] comment in
            selection.comment = comment
            router?.perform(.openReplies)
        }
        navigation = TabNavigationView(
            router: router,
            tabs: [
                NavigationTab(.comments, title: "Comments", iconName: "chat-message-new-symbolic"),
                NavigationTab(.account, title: "Account", iconName: "avatar-default-symbolic"),
            ],
            title: \.title, transitionDuration: Self.slideDuration
        ) { route, change in
            if route == .replies {
                return TabNavigationView<AppRoute, AppEvent, String>.persistentScreen(replies.widget)
            }
            if route == .compose { return ComposeForm(router: router).widget }
            return signIn.makeScreen(for: route, change: change)
                ?? TabNavigationView<AppRoute, AppEvent, String>.persistentScreen(comments.root)
        }
        window.setContent(navigation)
        buildHeader()
        navigation.onChange = { [weak self] _ in self?.updateHeader() }
        navigation.onError = { error in DemoApp.printError("stagehand-demo: \(error)") }
        if let snapshot {
            do {
                try router.restore(snapshot)
            } catch {
                DemoApp.printError("stagehand-demo: ignoring the saved navigation: \(error); starting fresh")
            }
        }
        if let recorder {
            do {
                try DemoRecording.record(router, with: recorder, clock: clock)
                try recorder.record(comments.content.controller.container, as: DemoRecording.content, clock: clock)
            } catch {
                throw .recording(error)
            }
        }
        router.start()
        if let link {
            do {
                try router.open(link: link)
            } catch {
                throw .link(link, error)
            }
        }
        updateHeader()
    }

    /// Whether nothing is animating: no slide in either tab, no placeholder cross-fade, no
    /// empty-page fade, no fade on the replies page.
    var isSettled: Bool {
        AppRoute.tabRoutes.allSatisfy { navigation.stack(of: $0)?.isTransitionRunning != true }
            && !comments.content.isTransitioning && !comments.list.presenter.isAnimating && !replies.isTransitioning
    }

    /// Sets the search text and filters at once (without GTK's typing delay).
    /// - Parameter query: The new query.
    func search(_ query: String) {
        searchEntry.text = query
        comments.search(query)
    }

    private func buildHeader() {
        searchEntry.setSizeRequest(width: 200, height: -1)
        searchEntry.onSearchChanged { [weak self] query in self?.comments.search(query) }
        refreshButton.tooltip = "Refresh"
        refreshButton.setAccessibleLabel("Refresh comments")
        refreshButton.onClicked { [weak self] in self?.comments.reload() }
        composeButton.tooltip = "New Comment"
        composeButton.setAccessibleLabel("New comment")
        composeButton.onClicked { [weak self] in self?.router.perform(.compose) }
        navigation.header.packStart(refreshButton)
        navigation.header.packStart(composeButton)
        navigation.header.packEnd(searchEntry)
    }

    private func updateHeader() {
        let route = router.visibleRoute
        let isThread = route == .thread
        window.title = route.title
        refreshButton.isVisible = isThread
        composeButton.isVisible = isThread
        searchEntry.isVisible = isThread
    }
}
