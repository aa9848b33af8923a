import Stagehand
import StagehandGTK

/// The demo's window: a header bar above the screen of the current route, which a ``Router``
/// decides and a ``RouterView`` shows (cross-fading screens).
@MainActor
final class DemoWindow {
    /// The window's default size; screenshots are 10 px smaller each way (GTK's client-side
    /// decoration margin), see ``screenshotSize``.
    static let size = (width: 730, height: 570)
    /// The size of every screenshot.
    static let screenshotSize = (width: 720, height: 560)

    /// The top-level window.
    let window: Window
    /// The comments screen.
    let comments: CommentsScreen
    /// The sign-in flow's screens.
    let signIn: SignInFlow
    /// Moves between the routes.
    let router: Router<AppRoute, AppEvent, String>
    /// Shows the current route's screen.
    let routeView: RouterView<AppRoute, AppEvent, String>
    /// The search field in the header bar.
    let searchEntry = SearchEntry(placeholder: "Search comments")
    /// The header bar's Refresh button.
    let refreshButton = Button(iconName: "view-refresh-symbolic")

    private let header = HeaderBar()
    private let backButton = Button(iconName: "go-previous-symbolic")
    private let accountButton = Button(iconName: "avatar-default-symbolic")

    /// Builds the window (not yet presented), starts the router and the first load.
    /// - Parameters:
    ///   - app: The application the window belongs to.
    ///   - store: Where the comments come from.
    ///   - clock: The clock every engine is timed on.
    /// - Throws: ``MachineDefinitionError`` if the routes are invalid.
    init(app: Application, store: CommentStore, clock: any StagehandClock) throws(MachineDefinitionError) {
        window = app.makeWindow(title: AppRoute.comments.title, width: Self.size.width, height: Self.size.height)
        let comments = CommentsScreen(store: store, clock: clock)
        let router = Router<AppRoute, AppEvent, String>(try AppRoute.definition(), clock: clock)
        let signIn = SignInFlow(router: router)
        self.comments = comments
        self.router = router
        self.signIn = signIn
        // A plain cross-fade: with GTK's cairo renderer, text under a scale transform is composited
        // glyph by glyph through masks, which makes every frame of a fade-and-scale two to three times
        // as expensive (about 20 ms of CPU per frame here instead of 6–8 ms).
        routeView = RouterView(router: router, clock: clock, effect: .fade) { route in
            signIn.makeScreen(for: route) ?? RouterView<AppRoute, AppEvent, String>.persistentScreen(comments.root)
        }
        let root = Box(.vertical)
        root.append(header)
        root.append(routeView)
        window.setContent(root)
        buildHeader()
        routeView.onRouteChange = { [weak self] change in self?.updateHeader(for: change.to) }
        router.start()
        updateHeader(for: router.route)
    }

    /// Whether nothing is animating: no route change, no placeholder cross-fade, no empty-page fade.
    var isSettled: Bool {
        !routeView.isTransitioning && !comments.content.isTransitioning && !comments.list.presenter.isAnimating
    }

    /// Sets the search text and filters at once (without GTK's typing delay).
    /// - Parameter query: The new query.
    func search(_ query: String) {
        searchEntry.text = query
        comments.search(query)
    }

    private func buildHeader() {
        searchEntry.setSizeRequest(width: 280, height: -1)
        searchEntry.onSearchChanged { [weak self] query in self?.comments.search(query) }
        refreshButton.tooltip = "Refresh"
        refreshButton.setAccessibleLabel("Refresh comments")
        refreshButton.onClicked { [weak self] in self?.comments.reload() }
        backButton.tooltip = "Back"
        backButton.setAccessibleLabel("Back")
        backButton.onClicked { [weak self] in self?.router.performBack() }
        accountButton.tooltip = "Account"
        accountButton.setAccessibleLabel("Account")
        accountButton.onClicked { [weak self] in self?.router.perform(.openAccount) }
        header.packStart(backButton)
        header.packStart(refreshButton)
        header.packEnd(accountButton)
    }

    private func updateHeader(for route: AppRoute) {
        let isComments = route == .comments
        window.title = route.title
        header.setTitleWidget(isComments ? searchEntry : nil)
        refreshButton.isVisible = isComments
        accountButton.isVisible = isComments
        backButton.isVisible = !isComments && !router.backStack.isEmpty
    }
}
