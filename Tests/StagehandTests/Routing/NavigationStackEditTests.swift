import Stagehand
import Testing

/// The stack edits a `NavigationRouter` emits, asserted as exact change sequences: pushes, the
/// unwinding to a route already on a stack, and sign-out that replaces the root stack.
@MainActor
@Suite struct NavigationStackEditTests {
    /// `splash --enter--> tabs`; tabs = comments (list ⇄ detail, detail → profile, profile → list)
    /// ∥ account (landing → welcome → signIn); `signOut` in the tabs leaves for `splash`.
    static func signOutDefinition() throws -> Statechart<NavPage, NavGo>.Definition {
        try Statechart<NavPage, NavGo>.Definition(initial: .splash) {
            ChartState(NavPage.splash) { On(.enter, to: NavPage.tabs) }
            Parallel(NavPage.tabs) {
                ChartState(NavPage.comments, initial: .list) {
                    ChartState(NavPage.list) { On(.open, to: NavPage.detail) }
                    ChartState(NavPage.detail) {
                        On(.close, to: NavPage.list)
                        On(.submit, to: NavPage.profile)
                    }
                    ChartState(NavPage.profile) { On(.close, to: NavPage.list) }
                }
                ChartState(NavPage.account, initial: .landing) {
                    ChartState(NavPage.landing) { On(.start, to: NavPage.welcome) }
                    ChartState(NavPage.welcome) { On(.signIn, to: NavPage.signIn) }
                    ChartState(NavPage.signIn)
                }
                On(.signOut, to: NavPage.splash)
            }
        }
    }

    static func observed(_ router: NavRouter) -> () -> [String] {
        var lines: [String] = []
        router.observe { change in
            lines.append(
                "\(change.cause): \(change.from.map { "\($0)" } ?? "-")>\(change.to) "
                    + "tab=\(change.selectedTab.map { "\($0)" } ?? "-") \(change.editLog)")
        }
        return { lines }
    }

    @Test func navigatingToARouteAlreadyOnTheStackUnwindsToIt() throws {
        let router = try NavRouter(try Self.signOutDefinition(), tabs: .tabs)
        let lines = Self.observed(router)
        router.start()
        try router.send(.enter)
        try router.send(.open)
        try router.send(.submit)
        #expect(router.stack(of: .comments) == [.list, .detail, .profile])
        try router.send(.close)
        #expect(router.stack(of: .comments) == [.list])
        #expect(!router.canGoBack)
        #expect(
            lines() == [
                "start: ->splash tab=- [\"root: push splash\"]",
                "event 'enter': splash>list tab=comments "
                    + "[\"comments: replace from 0 with [list]\", \"account: replace from 0 with [landing]\", "
                    + "\"root: push tabs\"]",
                "event 'open': list>detail tab=comments [\"comments: push detail\"]",
                "event 'submit': detail>profile tab=comments [\"comments: push profile\"]",
                "event 'close': profile>list tab=comments [\"comments: pop 2\"]",
            ])
    }

    @Test func signingOutReplacesTheRootStackAndSigningInAndOutAgainDoesNotGrowIt() throws {
        let router = try NavRouter(try Self.signOutDefinition(), tabs: .tabs)
        let lines = Self.observed(router)
        router.start()
        try router.send(.enter)
        try router.send(.open)
        try router.select(tab: .account)
        try router.send(.start)
        try router.send(.signOut)
        #expect(router.rootStack == [.splash])
        #expect(!router.isInTabs)
        #expect(router.selectedTab == nil)
        #expect(!router.canGoBack)
        #expect(throws: NavError.emptyBackStack(route: .splash, tab: nil)) { try router.back() }
        for _ in 0..<50 {
            try router.send(.enter)
            #expect(router.rootStack == [.splash, .tabs])
            try router.send(.signOut)
            #expect(router.rootStack == [.splash])
        }
        let leave =
            "[\"comments: replace from 0 with []\", \"account: replace from 0 with []\", "
            + "\"root: replace from 0 with [splash]\"]"
        let enter =
            "[\"comments: replace from 0 with [list]\", \"account: replace from 0 with [landing]\", "
            + "\"root: push tabs\"]"
        let expected: [String] = [
            "event 'signOut': welcome>splash tab=- " + leave,
            // Back in the tabs, on the tab selected last, each tab's stack started again.
            "event 'enter': splash>landing tab=account " + enter, "event 'signOut': landing>splash tab=- " + leave,
        ]
        #expect(Array(lines().dropFirst(5).prefix(3)) == expected)
        #expect(lines().count == 6 + 100)
    }

    @Test func applyingEveryChangesEditsRebuildsTheRoutersStacks() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        var stacks: [NavPage?: [NavPage]] = [:]
        router.observe { change in for edit in change.edits { edit.apply(to: &stacks[edit.tab, default: []]) } }
        router.start()
        let requests: [(NavRouter) throws -> Void] = [
            { try $0.send(.enter) }, { try $0.send(.open) }, { try $0.select(tab: .account) },
            { try $0.send(.start) }, { try $0.send(.signIn) }, { try $0.back() }, { try $0.send(.expand) },
            { try $0.send(.collapse) }, { try $0.open([.account, .signIn, .profile]) }, { try $0.send(.signOut) },
            { try $0.open([.comments, .list, .detail]) }, { try $0.send(.close) },
        ]
        for request in requests {
            try request(router)
            #expect(stacks[nil] == router.rootStack)
            for tab in router.tabs { #expect(stacks[tab, default: []] == router.stack(of: tab)) }
        }
    }

    @Test func aFlatRoutersChangeDescribesItsOneStackAsEdits() throws {
        let definition = try StateMachine<Lane, LaneEvent>.Definition(
            initial: .a, rules: [.on(.go, from: .a, to: .b), .on(.go, from: .b, to: .c)])
        let router = LaneRouter(definition)
        var stack: [Lane] = []
        router.observe { change in for edit in change.edits { edit.apply(to: &stack) } }
        router.start()
        try router.send(.go)
        try router.send(.go)
        #expect(stack == [.a, .b, .c])
        try router.back()
        #expect(stack == [.a, .b])
        try router.open([.a, .b, .c])
        #expect(stack == router.path)
    }
}
