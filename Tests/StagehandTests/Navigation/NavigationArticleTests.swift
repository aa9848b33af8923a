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
            parallel(Page.tabs) {
                state(Page.comments, initial: .list) {
                    state(Page.list) { on("open", to: Page.detail) }
                    state(Page.detail) { on("close", to: Page.list) }
                }
                state(Page.account, initial: .landing) {
                    state(Page.landing) { on("start", to: Page.welcome) }
                    state(Page.welcome) { on("signIn", to: Page.signIn) }
                    state(Page.signIn) { on("submit", to: Page.profile) }
                    state(Page.profile)
                }
                on("signOut", to: Page.tabs)
            }
        }

        let router = try NavigationRouter<Page, String, String>(chart, tabs: .tabs)
        router.start()
        try router.send("open")  // comments: [list, detail]
        #expect(router.stack(of: .comments) == [.list, .detail])
        try router.select(tab: .account)  // comments keeps its place
        try router.send("start")  // account: [landing, welcome]
        #expect(router.stack(of: .account) == [.landing, .welcome])
        try router.back()  // account: [landing]
        #expect(router.stack(of: .account) == [.landing])
        try router.open(link: "account/welcome/signIn")
        #expect(router.stack(of: .account) == [.landing, .welcome, .signIn])
        try router.send("signOut")  // every tab leaves; both stacks start again
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.visibleRoute == .landing)

        do {
            try router.open(link: "account/profile")
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
        let tabBar = router.drive(tabBarContainer, showing: .selectedTab)
        let comments = router.drive(commentsContainer, showing: .tab(.comments))
        try router.select(tab: .comments)
        try router.send("open")
        #expect(tabBarContainer.currentState == .comments)
        #expect(commentsContainer.currentState == .detail)
        #expect(tabBar.isDriving && comments.isDriving)
    }
}
