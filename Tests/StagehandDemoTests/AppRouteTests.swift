import Stagehand
import Testing

@testable import StagehandDemo

@MainActor @Suite struct AppRouteTests {
    @Test func chartIsCleanAndDeclaresEveryRoute() throws {
        let chart = try AppRoute.chart()
        #expect(chart.diagnostics.isEmpty)
        #expect(chart.states == [.tabs, .comments, .thread, .replies, .account, .landing, .welcome, .signIn, .profile])
        let router = try AppRoute.makeRouter()
        #expect(router.tabs == AppRoute.tabRoutes)
    }

    @Test func signInWalkKeepsEachTabsPlaceAndCarriesTheUserName() throws {
        let router = try AppRoute.makeRouter()
        var entered: [String] = []
        router.observe { change in
            entered.append(
                "\(change.cause): \((change.navigation?.entered ?? []).map(\.rawValue)) \(change.context ?? "")")
        }
        router.start()
        #expect(router.selectedTab == .comments)
        #expect(router.visibleRoute == .thread)
        try router.select(tab: .account)
        for event in [AppEvent.getStarted, .showSignIn] { try router.send(event) }
        try router.send(.signIn, context: "Amara")
        #expect(router.stack(of: .account) == [.landing, .welcome, .signIn, .profile])
        try router.select(tab: .comments)
        #expect(router.visibleRoute == .thread)
        try router.select(tab: .account)
        #expect(router.visibleRoute == .profile)
        #expect(router.canGoBack)
        #expect(
            entered == [
                "start: [\"tabs\", \"comments\", \"thread\", \"account\", \"landing\"] ",
                "select tab 'account': [] ",
                "event 'getStarted': [\"welcome\"] ",
                "event 'showSignIn': [\"signIn\"] ",
                "event 'signIn': [\"profile\"] Amara",
                "select tab 'comments': [] ",
                "select tab 'account': [] ",
            ])
    }

    @Test func signOutFromAnyTabReturnsTheAccountTabToItsLandingPage() throws {
        let router = try AppRoute.makeRouter()
        router.start()
        try router.open(link: "account/signIn")
        try router.send(.signIn, context: "Amara")
        try router.select(tab: .comments)
        try router.send(.signOut)
        #expect(router.stack(of: .account) == [.landing])
        #expect(router.stack(of: .comments) == [.thread])
        try router.select(tab: .account)
        #expect(router.visibleRoute == .landing)
        #expect(!router.canGoBack)
    }

    @Test func deepLinksOpenTheirPathAndABadOneNamesItsFirstWrongSegment() throws {
        #expect(try AppRoute.check(link: "account/signIn") == [.tabs, .account, .signIn])
        #expect(try AppRoute.check(link: "account/welcome/signIn/profile") == [.tabs, .account, .profile])
        #expect(try AppRoute.check(link: "comments") == [.tabs, .comments, .thread])
        let error = #expect(throws: DemoStartError.self) { try AppRoute.check(link: "account/nope") }
        guard case .link(let link, .invalidLink(let index, let segment, let allowed))? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(link == "account/nope")
        #expect(index == 1)
        #expect(segment == "nope")
        #expect(allowed == ["landing", "welcome", "signIn"])
        #expect(
            error?.description
                == "--open account/nope: deep link segment 1 'nope' is not allowed there; allowed: landing, welcome, signIn"
        )
    }

    @Test func chartExportsAsSCXMLThatNamesTheTabsAndTheSignOut() throws {
        let document = try AppRoute.chart().scxml(name: "stagehand-demo")
        #expect(document.contains("<parallel id=\"tabs\">"))
        #expect(document.contains("<state id=\"account\" initial=\"landing\">"))
        #expect(document.contains("<transition event=\"signOut\" target=\"landing\"/>\n  </parallel>"))
    }
}
