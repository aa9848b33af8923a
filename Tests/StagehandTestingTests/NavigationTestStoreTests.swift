import Stagehand
import StagehandTesting
import Testing

/// The routes of the store's fixture chart.
enum StorePage: String, Hashable, Sendable, CustomStringConvertible {
    case signedOut, tabs, comments, list, detail, account, landing, profile

    var description: String { rawValue }
}

typealias PageStore = NavigationTestStore<StorePage, String, String>

enum StoreFixture {
    /// `signedOut --signIn--> tabs`; tabs = comments (list ⇄ detail; `detail` arms a `timeout`
    /// after 5 s that closes it) ∥ account (landing → profile); `signOut` leaves the tabs.
    static func chart() throws -> Statechart<StorePage, String>.Definition {
        try Statechart<StorePage, String>.Definition(initial: .signedOut) {
            ChartState(StorePage.signedOut) { On("signIn", to: StorePage.tabs) }
            Parallel(StorePage.tabs) {
                ChartState(StorePage.comments, initial: .list) {
                    ChartState(StorePage.list) { On("open", to: StorePage.detail) }
                    ChartState(StorePage.detail) {
                        OnEntry { context in context.send("timeout", after: .seconds(5)) }
                        On("close", "timeout", to: StorePage.list)
                    }
                }
                ChartState(StorePage.account, initial: .landing) {
                    ChartState(StorePage.landing) { On("edit", to: StorePage.profile) }
                    ChartState(StorePage.profile)
                }
                On("signOut", to: StorePage.signedOut)
            }
        }
    }

    /// A started store, signed in: comments selected, `[list]` and `[landing]`.
    @MainActor
    static func signedIn(
        clock: ManualClock? = nil, exhaustivity: PageStore.Exhaustivity = .on
    ) throws -> PageStore {
        let store = try PageStore(chart(), tabs: .tabs, clock: clock, exhaustivity: exhaustivity)
        store.start {
            $0.rootStack = [.signedOut]
            $0.entered = [.signedOut]
        }
        try store.send("signIn") {
            $0.selectedTab = .comments
            $0.stacks = [.comments: [.list], .account: [.landing]]
            $0.rootStack = [.signedOut, .tabs]
            $0.left = [.signedOut]
            $0.entered = [.tabs, .comments, .list, .account, .landing]
        }
        return store
    }
}

/// The first comment of the only issue a failing call records.
func storeFailure(_ issue: Issue) -> String {
    issue.comments.first?.rawValue ?? ""
}

@MainActor
@Suite struct NavigationTestStoreTests {
    @Test func exactExpectationsPass() throws {
        let store = try StoreFixture.signedIn()
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        try store.select(tab: .account) {
            $0.selectedTab = .account
        }
        try store.send("edit") {
            $0.stacks[.account] = [.landing, .profile]
            $0.left = [.landing]
            $0.entered = [.profile]
        }
        try store.back {
            $0.stacks[.account] = [.landing]
            $0.left = [.profile]
            $0.entered = [.landing]
        }
        try store.open(link: "tabs/comments") {
            $0.selectedTab = .comments
            $0.stacks[.comments] = [.list]
            $0.left = [.detail]
            $0.entered = [.list]
        }
        try store.open([.tabs, .account, .profile]) {
            $0.selectedTab = .account
            $0.stacks[.account] = [.landing, .profile]
            $0.left = [.landing]
            $0.entered = [.profile]
        }
        try store.send("signOut") {
            $0.selectedTab = nil
            $0.stacks = [:]
            $0.rootStack = [.signedOut]
            $0.left = [.profile, .account, .list, .comments, .tabs]
            $0.entered = [.signedOut]
        }
        #expect(store.state.visibleRoute == .signedOut)
        #expect(store.router.visibleRoute == .signedOut)
        store.finish()
    }

    @Test func aRequestThatChangesNothingNeedsNoClosure() throws {
        let store = try StoreFixture.signedIn()
        let change = try store.select(tab: .comments)
        #expect(change == nil)
        #expect(store.state.left.isEmpty && store.state.entered.isEmpty, "no change: nobody heard anything")
        #expect(store.state.selectedTab == .comments)
    }

    @Test func eachActionReturnsItsChange() throws {
        let store = try StoreFixture.signedIn()
        let change = try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        #expect(change?.cause == .event("open"))
        #expect(change?.edits == [StackEdit(tab: .comments, .push(.detail))])
    }

    @Test func routerErrorsComeThroughAndStateNothing() throws {
        let store = try StoreFixture.signedIn()
        #expect(throws: RouterError<StorePage, String>.emptyBackStack(route: .list, tab: .comments)) {
            try store.back { $0.selectedTab = .account }
        }
        #expect(throws: RouterError<StorePage, String>.notATab(.list, tabs: [.comments, .account])) {
            try store.select(tab: .list)
        }
        #expect(store.waitingChanges.isEmpty)
        store.finish()
    }

    @Test func aWrongExpectationFailsWithADiffAtTheCall() throws {
        let store = try StoreFixture.signedIn()
        let line = #line + 2
        try withKnownIssue {
            try store.send("open") {
                $0.stacks[.comments] = [.list, .detail]
                $0.left = [.detail]
                $0.entered = [.detail]
            }
        } matching: { issue in
            storeFailure(issue) == """
                send 'open': the navigation differs from the expectation (- expected, + actual):
                  selected tab: comments
                  root: [signedOut, tabs]
                  comments: [list, detail]
                  account: [landing]
                - left: [detail]
                + left: [list]
                  entered: [detail]
                """
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "NavigationTestStoreTests.swift"
        }
        #expect(store.state.stacks[.comments] == [.list, .detail], "the store follows the router")
    }

    @Test func aMissingExpectationFails() throws {
        let store = try StoreFixture.signedIn()
        try withKnownIssue {
            try store.select(tab: .account)
        } matching: { issue in
            storeFailure(issue) == """
                select tab 'account': the navigation differs from the expectation (- expected, + actual):
                - selected tab: comments
                + selected tab: account
                  root: [signedOut, tabs]
                  comments: [list]
                  account: [landing]
                  left: []
                  entered: []
                """
        }
    }

    @Test func anExpectationOfAChangeThatWasNotMadeFails() throws {
        let store = try StoreFixture.signedIn()
        try withKnownIssue {
            try store.select(tab: .comments) {
                $0.stacks[.account] = [.landing, .profile]
            }
        } matching: { issue in
            storeFailure(issue) == """
                select tab 'comments' made no change, and the navigation differs from the expectation \
                (- expected, + actual):
                  selected tab: comments
                  root: [signedOut, tabs]
                  comments: [list]
                - account: [landing, profile]
                + account: [landing]
                  left: []
                  entered: []
                """
        }
    }

    @Test func delayedChangesWaitForReceive() throws {
        let clock = ManualClock()
        let store = try StoreFixture.signedIn(clock: clock)
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        store.advance(by: .seconds(4))
        #expect(store.waitingChanges.isEmpty)
        store.advance(by: .seconds(1))
        #expect(store.waitingChanges.map(\.cause) == [.delayed("timeout")])
        store.receive(.delayed("timeout")) {
            $0.stacks[.comments] = [.list]
            $0.left = [.detail]
            $0.entered = [.list]
        }
        store.finish()
    }

    @Test func aChangeNotStatedFailsAtTheNextAction() throws {
        let clock = ManualClock()
        let store = try StoreFixture.signedIn(clock: clock)
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        store.advance(by: .seconds(5))
        try withKnownIssue {
            try store.select(tab: .account) { $0.selectedTab = .account }
        } matching: { issue in
            storeFailure(issue) == """
                1 change was not stated before select tab 'account':
                1. delayed event 'timeout'
                   selected tab: comments
                   root: [signedOut, tabs]
                   comments: [list]
                   account: [landing]
                   left: [detail]
                   entered: [list]
                """
        }
        #expect(store.waitingChanges.isEmpty)
        #expect(store.state.stacks[.comments] == [.list], "skipped, the change still moved the state")
    }

    @Test func aChangeNotStatedFailsAtFinish() throws {
        let clock = ManualClock()
        let store = try StoreFixture.signedIn(clock: clock)
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        store.advance(by: .seconds(5))
        withKnownIssue {
            store.finish()
        } matching: { issue in
            storeFailure(issue).hasPrefix("1 change was not stated at finish():\n1. delayed event 'timeout'\n")
        }
        store.finish()  // nothing waits any more
    }

    @Test func aChangeNotStatedFailsWhenTheStoreIsReleased() throws {
        let line = #line + 2
        try withKnownIssue {
            let store = try PageStore(StoreFixture.chart(), tabs: .tabs)
            store.start {
                $0.rootStack = [.signedOut]
                $0.entered = [.signedOut]
            }
            try store.router.send("signIn")  // not through the store: nothing states the change
        } matching: { issue in
            storeFailure(issue) == """
                1 change was not stated when the store was released:
                1. event 'signIn'
                   selected tab: comments
                   root: [signedOut, tabs]
                   comments: [list]
                   account: [landing]
                   left: [signedOut]
                   entered: [tabs, comments, list, account, landing]
                """
                && issue.sourceLocation?.line == line
        }
    }

    @Test func aStoreReleasedWithNothingWaitingReportsNothing() throws {
        var store: PageStore? = try StoreFixture.signedIn()
        #expect(store?.waitingChanges.isEmpty == true)
        store = nil
    }

    @Test func receiveChecksTheCauseAndThatAChangeWaits() throws {
        let clock = ManualClock()
        let store = try StoreFixture.signedIn(clock: clock)
        withKnownIssue {
            store.receive(.delayed("timeout"))
        } matching: { issue in
            storeFailure(issue) == "receive delayed event 'timeout': no change is waiting"
        }
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        store.advance(by: .seconds(5))
        withKnownIssue {
            store.receive(.event("timeout")) {
                $0.stacks[.comments] = [.list]
                $0.left = [.detail]
                $0.entered = [.list]
            }
        } matching: { issue in
            storeFailure(issue) == "receive event 'timeout': the next change was caused by delayed event 'timeout'"
        }
        #expect(store.waitingChanges.isEmpty)
    }

    @Test func advanceWithoutAClockFails() throws {
        let store = try StoreFixture.signedIn()
        withKnownIssue {
            store.advance(by: .seconds(1))
        } matching: { issue in
            storeFailure(issue) == "advance(by:): the store has no clock; give it the router's ManualClock"
        }
    }

    @Test func requestsFromCallbacksAreReceivedInOrder() throws {
        let store = try StoreFixture.signedIn()
        let router = store.router
        let id = router.observe { [weak router] change in
            if change.cause == .event("open") { _ = try? router?.select(tab: .account) }
        }
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        store.receive(.select(tab: .account)) { $0.selectedTab = .account }
        router.removeObserver(id)
        store.finish()
    }

    @Test func withoutExhaustivityAClosureStatesOnlyWhatItSets() throws {
        let clock = ManualClock()
        let store = try StoreFixture.signedIn(clock: clock, exhaustivity: .off)
        try store.send("open") { $0.stacks[.comments] = [.list, .detail] }
        try store.select(tab: .account)
        store.advance(by: .seconds(5))
        try store.send("edit") { $0.entered = [.profile] }  // the delayed change is skipped
        #expect(store.state.stacks == [.comments: [.list], .account: [.landing, .profile]])
        try withKnownIssue {
            try store.back { $0.stacks[.account] = [.profile] }
        } matching: { issue in
            storeFailure(issue).hasPrefix("back: the navigation differs")
                && storeFailure(issue).contains("- account: [profile]\n+ account: [landing]")
        }
        try store.send("open")
        store.advance(by: .seconds(5))
        try store.send("signOut")
        store.finish()  // reports nothing without exhaustivity
    }

    @Test func withoutExhaustivityReceiveSkipsToTheCause() throws {
        let clock = ManualClock()
        let store = try StoreFixture.signedIn(clock: clock, exhaustivity: .off)
        let router = store.router
        let id = router.observe { [weak router] change in
            if change.cause == .event("open") { _ = try? router?.select(tab: .account) }
        }
        try store.send("open")
        router.removeObserver(id)
        store.advance(by: .seconds(5))
        store.receive(.delayed("timeout")) { $0.stacks[.comments] = [.list] }
        #expect(store.state.selectedTab == .account, "the skipped select moved the state")
        withKnownIssue {
            store.receive(.select(tab: .comments))
        } matching: { issue in
            storeFailure(issue) == "receive select tab 'comments': no waiting change has this cause"
        }
    }

    /// A screen of the app's own, registered on the router beside the store's.
    @MainActor final class AppScreen: RouteScreen {
        var heard: [String] = []

        func routeWillLeave(_ change: RouteChange<StorePage, String, String>) {
            heard.append("leave \(change.cause) ctx=\(change.context ?? "-")")
        }

        func routeDidEnter(_ change: RouteChange<StorePage, String, String>) {
            heard.append("enter \(change.cause) ctx=\(change.context ?? "-")")
        }
    }

    @Test func theAppsOwnScreensKeepHearingAndAreNotCountedTwice() throws {
        let store = try StoreFixture.signedIn()
        let screen = AppScreen()
        store.router.register(screen, for: .detail)
        try store.send("open", context: "tap") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        try store.send("close") {
            $0.stacks[.comments] = [.list]
            $0.left = [.detail]
            $0.entered = [.list]
        }
        #expect(screen.heard == ["enter event 'open' ctx=tap", "leave event 'close' ctx=-"])
        store.finish()
    }

    @Test func aWrappedRouterStartedBeforeStartsFromItsState() throws {
        let router = try NavigationRouter<StorePage, String, String>(StoreFixture.chart(), tabs: .tabs)
        router.start()
        try router.send("signIn")
        let store = PageStore(router: router)
        #expect(store.state.stacks == [.comments: [.list], .account: [.landing]])
        #expect(store.state.selectedTab == .comments)
        #expect(store.state.rootStack == [.signedOut, .tabs])
        #expect(store.start() == nil, "already started: no change")
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
    }

    /// 50,000 changes that one request's observer queues, each stated with `receive`; then as many
    /// left unstated, listed in a failure of bounded length.
    @Test func fiftyThousandWaitingChanges() throws {
        let count = 50_000
        let store = try StoreFixture.signedIn()
        let router = store.router
        router.limits.stepsPerRun = 2 * count + 10
        var requested = 0
        let id = router.observe { [weak router] change in
            guard requested < count, let router else { return }
            requested += 1
            _ = try? router.send(change.to == .detail ? "close" : "open")
        }
        try store.send("open") {
            $0.stacks[.comments] = [.list, .detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        #expect(store.waitingChanges.count == count)
        for index in 0..<count {
            let closes = index.isMultiple(of: 2)
            store.receive(.event(closes ? "close" : "open")) {
                $0.stacks[.comments] = closes ? [.list] : [.list, .detail]
                $0.left = closes ? [.detail] : [.list]
                $0.entered = closes ? [.list] : [.detail]
            }
        }
        requested = 0
        try store.send("close") {
            $0.stacks[.comments] = [.list]
            $0.left = [.detail]
            $0.entered = [.list]
        }
        router.removeObserver(id)
        withKnownIssue {
            store.finish()
        } matching: { issue in
            let message = storeFailure(issue)
            return message.hasPrefix("50000 changes were not stated at finish():\n1. event 'open'\n")
                && message.hasSuffix("\n… and 49995 more") && message.split(separator: "\n").count == 2 + 5 * 7
        }
        #expect(store.waitingChanges.isEmpty)
    }

    @Test func theStatesDescriptionListsItsParts() {
        var state = NavigationTestState<StorePage>(
            selectedTab: .account, stacks: [.account: [.landing], .comments: []], rootStack: [.tabs])
        state.entered = [.landing]
        #expect(
            state.description == "selected tab: account\nroot: [tabs]\naccount: [landing]\nleft: []\nentered: [landing]"
        )
        #expect(
            state
                == NavigationTestState(
                    selectedTab: .account, stacks: [.account: [.landing]], rootStack: [.tabs], entered: [.landing]))
        #expect(state.visibleRoute == .landing)
    }
}

/// The store states presentations and dismisses them as the user does.
@MainActor
@Suite struct NavigationTestStorePresentationTests {
    @Test func aSheetAndItsDismissalAreStatedExactly() throws {
        let chart = try Statechart<StorePage, String>.Definition(initial: .tabs) {
            Parallel(StorePage.tabs) {
                ChartState(StorePage.comments) {
                    ChartState(StorePage.list) { On("compose", to: StorePage.detail) }
                    ChartState(StorePage.detail) { On("cancel", to: StorePage.list) }
                }
                ChartState(StorePage.account) { ChartState(StorePage.landing) }
            }
        }
        let store = try PageStore(chart, tabs: .tabs, presentations: [.detail: .sheet(dismissEvent: "cancel")])
        store.start {
            $0.selectedTab = .comments
            $0.stacks = [.comments: [.list], .account: [.landing]]
            $0.rootStack = [.tabs]
            $0.entered = [.tabs, .comments, .list, .account, .landing]
        }
        try store.send("compose") {
            $0.presentations = [.detail]
            $0.left = [.list]
            $0.entered = [.detail]
        }
        try store.dismiss {
            $0.presentations = []
            $0.left = [.detail]
            $0.entered = [.list]
        }
        store.finish()
    }
}
