import Stagehand
import StagehandGTK

/// The window: two tabs, Comments and Account, each with its own stack, shown by a
/// `TabNavigationView` that follows a `NavigationRouter`.
@MainActor
final class AppWindow {
    let window: Window
    let api: CommentsAPI
    let comments: CommentsScreen
    let router: NavigationRouter<Route, Event, String>
    let navigation: TabNavigationView<Route, Event, String>
    private let account: AccountScreens

    init(app: Application, clock: any StagehandClock) throws {
        window = app.makeWindow(title: "Comments", width: 720, height: 560)
        api = CommentsAPI(clock: clock)
        let comments = CommentsScreen(api: api)
        let router = try NavigationRouter<Route, Event, String>(Route.chart(), tabs: .tabs, clock: clock)
        let account = AccountScreens(router: router)
        self.comments = comments
        self.router = router
        self.account = account
        navigation = TabNavigationView(
            router: router,
            tabs: [
                NavigationTab(.comments, title: "Comments", iconName: "chat-message-new-symbolic"),
                NavigationTab(.account, title: "Account", iconName: "avatar-default-symbolic"),
            ],
            title: \.title
        ) { route, change in
            route == .thread
                ? TabNavigationView<Route, Event, String>.persistentScreen(comments.root)
                : account.screen(for: route, change: change)
        }
        navigation.onChange = { [weak self] _ in self?.updateTitle() }
        window.setContent(navigation)
        router.start()
        updateTitle()
    }

    /// Whether nothing animates: no slide in a tab, no placeholder cross-fade, no empty page fade.
    var isSettled: Bool {
        [Route.comments, .account].allSatisfy { navigation.stack(of: $0)?.isTransitionRunning != true }
            && comments.content.controller.container.isAtRest && !comments.list.presenter.isAnimating
    }

    private func updateTitle() {
        window.title = router.visibleRoute.title
    }
}
