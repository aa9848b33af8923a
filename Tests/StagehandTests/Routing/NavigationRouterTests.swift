import Stagehand
import Testing

@MainActor
@Suite struct NavigationRouterTests {
    @Test func startsOutsideTheTabsThenEntersThemWithOneStackPerTab() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        #expect(!router.isStarted)
        #expect(throws: NavError.self) { try router.send(.enter) }
        router.start()
        #expect(router.isStarted)
        #expect(router.tabs == [.comments, .account])
        #expect(router.rootStack == [.splash])
        #expect(router.selectedTab == nil)
        #expect(!router.isInTabs)
        #expect(router.visibleRoute == .splash)
        #expect(router.stack(of: .comments) == [])
        try router.send(.enter)
        #expect(router.isInTabs)
        #expect(router.rootStack == [.splash, .tabs])
        #expect(router.selectedTab == .comments)
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.stack(of: .account) == [.landing])
        #expect(router.visibleRoute == .list)
        #expect(router.path == [.tabs, .comments, .list])
        #expect(router.configuration == [.list, .landing])
        #expect(router.isActive(.account))
        #expect(!router.canGoBack)
    }

    @Test func switchingTabsKeepsEachTabsPlaceAndAnnouncesOnlyASelect() throws {
        let log = NavLog()
        let (router, screens) = try NavFixture.routerInTabs(log)
        var changes: [String] = []
        router.observe { change in
            changes.append(
                "\(change.cause) exited=\(change.exited) entered=\(change.entered) "
                    + "tab=\(change.previousSelectedTab.map { "\($0)" } ?? "-")>\(change.selectedTab.map { "\($0)" } ?? "-") "
                    + "visible=\(change.from.map { "\($0)" } ?? "-")>\(change.to) "
                    + "edits=\(change.editLog)")
        }
        try router.send(.open, context: "c1")
        try router.select(tab: .account)
        try router.send(.start)
        try router.send(.signIn)
        try router.select(tab: .comments)
        #expect(router.visibleRoute == .detail)
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(router.stack(of: .account) == [.landing, .welcome, .signIn])
        try router.select(tab: .account)
        #expect(router.visibleRoute == .signIn)
        #expect(
            changes == [
                "event 'open' exited=[list] entered=[detail] tab=comments>comments visible=list>detail edits=[\"comments: push detail\"]",
                "select tab 'account' exited=[] entered=[] tab=comments>account visible=detail>landing edits=[]",
                "event 'start' exited=[landing] entered=[welcome] tab=account>account visible=landing>welcome edits=[\"account: push welcome\"]",
                "event 'signIn' exited=[welcome] entered=[signIn] tab=account>account visible=welcome>signIn edits=[\"account: push signIn\"]",
                "select tab 'comments' exited=[] entered=[] tab=account>comments visible=signIn>detail edits=[]",
                "select tab 'account' exited=[] entered=[] tab=comments>account visible=detail>signIn edits=[]",
            ])
        #expect(
            log.entries == [
                "list.leave event 'open' ctx=c1", "detail.enter event 'open' ctx=c1", "landing.leave event 'start'",
                "welcome.enter event 'start'", "welcome.leave event 'signIn'", "signIn.enter event 'signIn'",
            ])
        _ = screens
    }

    @Test func backPopsWithinTheSelectedTabOnly() throws {
        let log = NavLog()
        let (router, screens) = try NavFixture.routerInTabs(log)
        try router.send(.open)
        try router.select(tab: .account)
        try router.send(.start)
        try router.send(.signIn)
        log.entries.removeAll()
        #expect(router.canGoBack)
        try router.back(context: "b")
        #expect(router.stack(of: .account) == [.landing, .welcome])
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(router.configuration == [.detail, .welcome])
        #expect(
            log.entries == ["signIn.leave back in tab 'account' ctx=b", "welcome.enter back in tab 'account' ctx=b"])
        try router.back()
        #expect(router.stack(of: .account) == [.landing])
        #expect(!router.canGoBack)
        try router.select(tab: .comments)
        try router.back()
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.configuration == [.list, .landing])
        _ = screens
    }

    @Test func backOnAOneEntryStackIsATypedErrorAndChangesNothing() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        #expect(throws: NavError.self) { try router.back() }
        do { try router.back() } catch {
            guard case .emptyBackStack(route: .splash, tab: nil) = error else { Issue.record("\(error)"); return }
            #expect(error.description == "cannot go back from route 'splash': the back stack is empty")
        }
        try router.send(.enter)
        do { try router.back() } catch {
            guard case .emptyBackStack(route: .list, tab: .comments?) = error else { Issue.record("\(error)"); return }
            #expect(
                error.description
                    == "cannot go back in tab 'comments' from 'list': its stack has only its current route")
        }
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.configuration == [.list, .landing])
    }

    @Test func selectingANonTabOrOutsideTheTabsIsATypedError() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        do { try router.select(tab: .account) } catch {
            guard case .tabsInactive(tabsState: .tabs, visibleRoute: .splash) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(error.description == "cannot select a tab: the tabs state 'tabs' is not active (showing 'splash')")
        }
        try router.send(.enter)
        do { try router.select(tab: .list) } catch {
            guard case .notATab(.list, tabs: [.comments, .account]) = error else { Issue.record("\(error)"); return }
            #expect(error.description == "'list' is not a tab; the tabs are: comments, account")
        }
        do { try router.send(.submit) } catch {
            guard case .noTransition(event: .submit, configuration: [.list, .landing], allowed: let allowed) = error
            else {
                Issue.record("\(error)")
                return
            }
            #expect(allowed == ["signOut", "expand", "open", "start", "signIn"])
            #expect(
                error.description
                    == "event 'submit' enables no transition in [list, landing]; events with transitions there: "
                    + "signOut, expand, open, start, signIn")
        }
    }

    @Test func signOutFromDeepInsideATabLeavesEveryTabInExitOrderAndClearsTheStacks() throws {
        let log = NavLog()
        let (router, screens) = try NavFixture.routerInTabs(log)
        try router.send(.open)
        try router.select(tab: .account)
        try router.send(.start)
        try router.send(.signIn)
        try router.send(.submit)
        var stacks: [String] = []
        router.observe { change in stacks = change.editLog }
        log.entries.removeAll()
        try router.send(.signOut, context: "bye")
        #expect(
            log.entries == [
                "profile.leave event 'signOut' ctx=bye", "account.leave event 'signOut' ctx=bye",
                "detail.leave event 'signOut' ctx=bye", "comments.leave event 'signOut' ctx=bye",
                "tabs.leave event 'signOut' ctx=bye", "tabs.enter event 'signOut' ctx=bye",
                "comments.enter event 'signOut' ctx=bye", "list.enter event 'signOut' ctx=bye",
                "account.enter event 'signOut' ctx=bye", "landing.enter event 'signOut' ctx=bye",
            ])
        #expect(stacks == ["comments: replace from 0 with [list]", "account: replace from 0 with [landing]"])
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.stack(of: .account) == [.landing])
        #expect(router.selectedTab == .account)
        #expect(router.visibleRoute == .landing)
        #expect(router.rootStack == [.splash, .tabs])
        _ = screens
    }

    @Test func leavingTheTabsAndComingBackThroughHistoryRestoresEachTabsStack() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        try router.send(.open)
        try router.select(tab: .account)
        try router.send(.start)
        try router.send(.expand)
        #expect(!router.isInTabs)
        #expect(router.selectedTab == nil)
        #expect(router.stack(of: .comments) == [])
        // Leaving the tabs state replaces the root stack: Back does not return into the tabs.
        #expect(router.rootStack == [.fullscreen])
        #expect(router.visibleRoute == .fullscreen)
        #expect(!router.canGoBack)
        #expect(throws: NavError.emptyBackStack(route: .fullscreen, tab: nil)) { try router.back() }
        try router.send(.collapse)
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(router.stack(of: .account) == [.landing, .welcome])
        #expect(router.selectedTab == .account)
        #expect(router.rootStack == [.fullscreen, .tabs])
        // Leaving and coming back again neither grows the root stack nor loses a tab's place.
        try router.send(.expand)
        #expect(router.rootStack == [.fullscreen])
        try router.send(.collapse)
        #expect(router.rootStack == [.fullscreen, .tabs])
        #expect(router.configuration == [.detail, .welcome])
        #expect(router.stack(of: .account) == [.landing, .welcome])
        #expect(router.selectedTab == .account)
    }

    @Test func definitionErrorsSayWhatIsWrongAndWhatIsAllowed() throws {
        let definition = try NavFixture.definition()
        #expect(throws: NavigationDefinitionError<NavPage>.self) { try NavRouter(definition, tabs: .comments) }
        do { _ = try NavRouter(definition, tabs: .comments) } catch {
            #expect(
                error.description
                    == "the tabs state 'comments' is a compound state; it must be a parallel state whose regions are the tabs"
            )
        }
        do { _ = try NavRouter(definition, tabs: .list) } catch {
            guard case .tabsNotParallel(.list, kind: "atomic") = error else { Issue.record("\(error)"); return }
        }
        do { _ = try NavRouter(definition, tabs: .commentsHistory) } catch {
            guard case .tabsNotParallel(.commentsHistory, kind: "history") = error else {
                Issue.record("\(error)")
                return
            }
        }
        let small = try Statechart<NavPage, NavGo>.Definition {
            Parallel(NavPage.tabs) {
                ChartState(NavPage.comments) { ChartState(NavPage.list) }
                ChartState(NavPage.account)
            }
        }
        do { _ = try NavRouter(small, tabs: .fullscreen) } catch {
            #expect(
                error.description
                    == "the tabs state 'fullscreen' is not a state of the chart; its states are: tabs, comments, list, account"
            )
        }
        do { _ = try NavRouter(small, tabs: .tabs) } catch {
            #expect(
                error.description
                    == "region 'account' of the tabs state 'tabs' has no child states; each tab must be a compound state whose children are the tab's screens"
            )
        }
        let empty = try Statechart<NavPage, NavGo>.Definition {
            Parallel(NavPage.tabs) {}
        }
        do { _ = try NavRouter(empty, tabs: .tabs) } catch {
            #expect(
                error.description == "the tabs state 'tabs' has no regions; give it one compound child state per tab")
        }
    }
}
