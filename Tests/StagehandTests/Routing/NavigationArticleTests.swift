import Stagehand
import StagehandTesting
import Testing

// The code of the "Nested navigation" article (Sources/Stagehand/Stagehand.docc/Navigation.md),
// kept compiling and asserted here.

/// The article's types, namespaced so they do not collide with other suites' fixtures.
enum NavigationArticle {
    enum Page: String, Hashable, Sendable {
        case tabs, comments, list, detail, account, landing, welcome, signIn, profile
    }
}

@MainActor
@Suite struct NavigationArticleTests {
    typealias Page = NavigationArticle.Page

    @Test func theArticlesExampleRunsAsItSays() throws {
        let chart = try Statechart<Page, String>.Definition {
            Parallel(Page.tabs) {
                ChartState(Page.comments, initial: .list) {
                    ChartState(Page.list) { On("open", to: Page.detail) }
                    ChartState(Page.detail) { On("close", to: Page.list) }
                }
                ChartState(Page.account, initial: .landing) {
                    ChartState(Page.landing) { On("start", to: Page.welcome) }
                    ChartState(Page.welcome) { On("signIn", to: Page.signIn) }
                    ChartState(Page.signIn) { On("submit", to: Page.profile) }
                    ChartState(Page.profile)
                }
                On("signOut", to: Page.tabs)
            }
        }

        let store = try NavigationTestStore<Page, String, String>(chart, tabs: .tabs)
        store.start {
            $0.selectedTab = .comments
            $0.stacks = [.comments: [.list], .account: [.landing]]
            $0.rootStack = [.tabs]
            $0.entered = [.tabs, .comments, .list, .account, .landing]
        }
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        try store.select(tab: .account) {  // comments keeps its place; nothing leaves or enters
            $0.selectedTab = .account
        }
        try store.send("start") {
            $0.stacks[.account] = [.landing, .welcome]
            $0.left = [.landing]
            $0.entered = [.welcome]
        }
        try store.back {
            $0.stacks[.account] = [.landing]
            $0.left = [.welcome]
            $0.entered = [.landing]
        }
        try store.open(link: "account/welcome/signIn") {
            $0.stacks[.account] = [.landing, .welcome, .signIn]
            $0.left = [.landing]
            $0.entered = [.signIn]
        }
        try store.send("signOut") {  // every tab leaves; both stacks start again
            $0.stacks = [.comments: [.list], .account: [.landing]]
            $0.left = [.signIn, .account, .detail, .comments, .tabs]
            $0.entered = [.tabs, .comments, .list, .account, .landing]
        }
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        try store.send("close") {  // `list` is on the stack: it unwinds to [list]
            $0.stacks[.comments] = [.list]
            $0.left = [.detail]
            $0.entered = [.list]
        }
        store.finish()
        #expect(store.router.visibleRoute == .landing)

        do {
            try store.open(link: "account/profile")
            Issue.record("no error")
        } catch {
            #expect(
                error.description == "deep link segment 1 'profile' is not allowed there; allowed: landing, welcome")
        }

        let clock = ManualClock()
        let tabBarContainer = StateContainer<Page, RecordingHost>(
            initialState: .comments, host: RecordingHost(mode: .onClock(clock)), clock: clock
        ) { page in [RecordingChild("\(page)")] }
        let commentsContainer = StateContainer<Page, RecordingHost>(
            initialState: .list, host: RecordingHost(mode: .onClock(clock)), clock: clock
        ) { page in [RecordingChild("\(page)")] }
        let router = store.router  // the app's router; here, the one under test
        let tabBar = router.drive(tabBarContainer, showing: .selectedTab)
        let comments = router.drive(commentsContainer, showing: .tab(.comments))
        try store.select(tab: .comments) { $0.selectedTab = .comments }
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        #expect(tabBarContainer.currentState == .comments)
        #expect(commentsContainer.currentState == .detail)
        #expect(tabBar.isDriving && comments.isDriving)
    }
}
