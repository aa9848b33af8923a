import Stagehand
import Testing

@MainActor
@Suite struct NavigationDeepLinkTests {
    @Test func aDeepLinkSelectsTheTabMovesItAndMakesThePathItsStack() throws {
        let log = NavLog()
        let (router, screens) = try NavFixture.routerInTabs(log)
        var causes: [String] = []
        router.observe { change in causes.append("\(change.cause) \(change.editLog)") }
        try router.open([.account, .welcome, .signIn], context: "link")
        #expect(router.selectedTab == .account)
        #expect(router.stack(of: .account) == [.landing, .welcome, .signIn])
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.configuration == [.list, .signIn])
        #expect(
            log.entries == [
                "landing.leave open 'account/welcome/signIn' ctx=link",
                "signIn.enter open 'account/welcome/signIn' ctx=link",
            ])
        #expect(causes == ["open 'account/welcome/signIn' [\"account: replace from 1 with [welcome, signIn]\"]"])
        // The tab's initial state may be listed; a link by identifiers does the same.
        try router.open(link: "comments/list/detail")
        #expect(router.selectedTab == .comments)
        #expect(router.stack(of: .comments) == [.list, .detail])
        try router.open(link: "/account/signIn/")
        #expect(router.stack(of: .account) == [.landing, .signIn])
        #expect(router.visibleRoute == .signIn)
        try router.back()
        #expect(router.configuration == [.detail, .landing])
        _ = screens
    }

    @Test func aDeepLinkFromOutsideTheTabsEntersThemAndKeepsTheRootStack() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.open(link: "account/signIn")
        #expect(router.isInTabs)
        #expect(router.selectedTab == .account)
        #expect(router.rootStack == [.splash, .tabs])
        #expect(router.stack(of: .account) == [.landing, .signIn])
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.path == [.tabs, .account, .signIn])
        // A root path with the tabs state and a tab in it.
        try router.open([.splash, .tabs, .comments, .detail])
        #expect(router.rootStack == [.splash, .tabs])
        #expect(router.selectedTab == .comments)
        #expect(router.configuration == [.detail, .signIn])
        try router.open([.splash])
        #expect(!router.isInTabs)
        #expect(router.rootStack == [.splash])
        #expect(router.configuration == [.splash])
    }

    @Test func eachInvalidDeepLinkNamesItsFirstInvalidSegmentAndChangesNothing() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        #expect(throws: NavError.self) { try router.open(link: "account") }
        router.start()
        try router.send(.enter)
        func failure(_ body: () throws -> Void) -> String {
            do {
                try body()
                return "no error"
            } catch {
                return (error as? NavError)?.description ?? "\(error)"
            }
        }
        #expect(failure { try router.open([]) } == "a deep link must name at least one route")
        #expect(failure { try router.open(link: "") } == "a deep link must name at least one route")
        #expect(
            failure { try router.open(link: "acount/signIn") }
                == "deep link segment 0 'acount' is not allowed there; allowed: splash, tabs, comments, account, fullscreen"
        )
        #expect(
            failure { try router.open(link: "account/profile") }
                == "deep link segment 1 'profile' is not allowed there; allowed: landing, welcome, signIn")
        #expect(
            failure { try router.open(link: "account/welcome/nowhere") }
                == "deep link segment 2 'nowhere' is not allowed there; allowed: signIn")
        #expect(
            failure { try router.open(link: "account/list") }
                == "deep link segment 1 'list' is not allowed there; allowed: landing, welcome, signIn")
        #expect(
            failure { try router.open([.tabs, .list]) }
                == "deep link step 1 'list' is not allowed there; allowed: comments, account")
        #expect(
            failure { try router.open([.splash, .fullscreen]) }
                == "deep link step 1 'fullscreen' is not allowed there; allowed: tabs, comments, account")
        #expect(
            failure { try router.open([.list]) }
                == "deep link step 0 'list' is not allowed there; allowed: splash, tabs, comments, account, fullscreen")
        #expect(
            failure { try router.open([.commentsHistory]) }
                == "deep link step 0 'commentsHistory' is not allowed there; allowed: splash, tabs, comments, account, fullscreen"
        )
        do { try router.open([.account, .signIn, .welcome]) } catch {
            guard case .invalidPath(index: 2, route: .welcome, allowed: [.profile]) = error else {
                Issue.record("\(error)")
                return
            }
        }
        do { try router.open(link: "account/signIn/welcome") } catch {
            guard case .invalidLink(index: 2, segment: "welcome", allowed: ["profile"]) = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(router.stack(of: .account) == [.landing])
        #expect(router.selectedTab == .comments)
        #expect(router.configuration == [.list, .landing])
    }
}
