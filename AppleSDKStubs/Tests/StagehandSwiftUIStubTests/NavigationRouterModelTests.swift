import Foundation
import NavigationTestCharts
import Stagehand
import StagehandSwiftUI
import SwiftUI
import Testing

/// `NavigationRouterModel`'s bindings as `TabView(selection:)` and `NavigationStack(path:)` use
/// them: what the router does is published, and what the system writes is turned into requests.
@MainActor
@Suite
struct NavigationRouterModelTests {
    typealias Router = NavigationRouter<String, String, String>
    typealias Model = NavigationRouterModel<String, String, String>

    /// The tabbed app the UIKit navigation tests use too (`NavigationTestCharts.tabs`).
    static func router() throws -> Router {
        try Router(NavigationTestCharts.tabs(), tabs: "tabs")
    }

    /// The model, started, with the log of the router's change causes.
    @MainActor
    final class Fixture {
        let router: Router
        let model: Model
        var causes: [RouteCause<String, String>] = []

        init() throws {
            router = try NavigationRouterModelTests.router()
            model = Model(router: router)
            model.start()
            _ = router.observe { [weak self] change in self?.causes.append(change.cause) }
        }

        /// The bindings a view gets from `$model`.
        var bindings: ObservedObject<Model>.Wrapper { ObservedObject(wrappedValue: model).projectedValue }
    }

    @Test func theSelectionBindingReadsTheSelectedTabAndSelectsTheOneTheSystemSets() throws {
        let fixture = try Fixture()
        let selection = fixture.bindings.selection
        #expect(selection.wrappedValue == "comments")

        selection.wrappedValue = "account"
        #expect(fixture.causes == [.select(tab: "account")])
        #expect(fixture.router.selectedTab == "account")
        #expect(fixture.model.selectedTab == "account")

        // Setting the selected tab again (SwiftUI may) asks nothing.
        selection.wrappedValue = "account"
        #expect(fixture.causes == [.select(tab: "account")])
    }

    @Test func aTabsPathIsItsStackWithoutTheRootAndFollowsTheRouter() throws {
        let fixture = try Fixture()
        let path = fixture.bindings[pathOf: "comments"]
        #expect(path.wrappedValue == [])
        try fixture.router.send("open")
        try fixture.router.send("reply")
        #expect(path.wrappedValue == ["thread", "reply"])
        #expect(fixture.model.stacks["comments"] == ["list", "thread", "reply"])
        #expect(fixture.bindings[pathOf: "account"].wrappedValue == [])
    }

    @Test func aPathShortenedByTheSystemGoesBackOncePerScreen() throws {
        let fixture = try Fixture()
        try fixture.router.send("open")
        try fixture.router.send("reply")
        fixture.causes = []
        let path = fixture.bindings[pathOf: "comments"]

        path.wrappedValue = ["thread"]  // the back button
        #expect(fixture.causes == [.back(tab: "comments")])
        #expect(fixture.router.stack(of: "comments") == ["list", "thread"])
        #expect(path.wrappedValue == ["thread"])

        // Writing the path the router already has (SwiftUI echoing it) asks nothing.
        path.wrappedValue = ["thread"]
        #expect(fixture.causes == [.back(tab: "comments")])
    }

    @Test func switchingTabsKeepsEachTabsPath() throws {
        let fixture = try Fixture()
        try fixture.router.send("open")
        fixture.bindings.selection.wrappedValue = "account"
        try fixture.router.send("signIn")
        fixture.bindings.selection.wrappedValue = "comments"
        #expect(fixture.bindings[pathOf: "comments"].wrappedValue == ["thread"])
        #expect(fixture.bindings[pathOf: "account"].wrappedValue == ["profile"])
        #expect(fixture.router.visibleRoute == "thread")
    }

    @Test func aPathCutByTwoGoesBackTwice() throws {
        let fixture = try Fixture()
        try fixture.router.send("open")
        try fixture.router.send("reply")
        fixture.causes = []
        fixture.bindings[pathOf: "comments"].wrappedValue = []  // the back button's menu: to the root
        #expect(fixture.causes == [.back(tab: "comments"), .back(tab: "comments")])
        #expect(fixture.router.stack(of: "comments") == ["list"])
    }

    @Test func aLongerPathOpensItAsADeepLink() throws {
        let fixture = try Fixture()
        fixture.bindings[pathOf: "comments"].wrappedValue = ["thread"]  // a NavigationLink(value:)
        #expect(fixture.causes == [.open(["comments", "list", "thread"])])
        #expect(fixture.router.stack(of: "comments") == ["list", "thread"])
        #expect(fixture.model.lastError == nil)
    }

    @Test func aPathTheRouterRefusesIsPublishedBackAsTheRouterHasIt() throws {
        let fixture = try Fixture()
        let path = fixture.bindings[pathOf: "comments"]
        path.wrappedValue = ["reply"]  // not reachable from the list
        #expect(fixture.causes == [])
        #expect(fixture.model.lastError != nil)
        #expect(path.wrappedValue == [])
    }

    @Test func signingOutPublishesTheRootStackAndEmptiesTheTabs() throws {
        let fixture = try Fixture()
        try fixture.router.send("open")
        try fixture.router.send("signOut")
        #expect(fixture.model.isInTabs == false)
        #expect(fixture.model.selectedTab == nil)
        // Leaving the tabs state replaces the root stack; the outside stack is all of it.
        #expect(fixture.model.rootStack == ["landing"])
        #expect(Array(fixture.model.outsideStack) == ["landing"])
        #expect(fixture.bindings.rootPath.wrappedValue == [])
        #expect(fixture.bindings[pathOf: "comments"].wrappedValue == [])
    }

    @Test func theChangeThatPutARouteOnAStackKeepsItsContext() throws {
        let fixture = try Fixture()
        try fixture.router.send("open", context: "comment 7")
        #expect(fixture.model.change(for: "thread")?.context == "comment 7")
        #expect(fixture.model.change(for: "list")?.cause == .start)
    }

    @Test func theTabsViewBuildsAgainstTheModel() throws {
        let fixture = try Fixture()
        let view = NavigationTabsView(model: fixture.model) { route in
            Text(route)
        } tabLabel: { tab in
            Text(tab)
        }
        _ = view.body
        try fixture.router.send("signOut")
        _ = view.body
    }
}

extension NavigationRouterModelTests {
    @Test func beforeTheTabsTheOutsideStackIsTheRootStack() throws {
        let definition = try Statechart<String, String>.Definition(initial: "landing") {
            ChartState("landing") { On("enter", to: "tabs") }
            Parallel("tabs") {
                On("signOut", to: "landing")
                ChartState("comments") { ChartState("list") }
                ChartState("account") { ChartState("signIn") }
            }
        }
        let router = try Router(definition, tabs: "tabs")
        let model = Model(router: router)
        model.start()
        #expect(model.isInTabs == false)
        #expect(Array(model.outsideStack) == ["landing"])
        #expect(ObservedObject(wrappedValue: model).projectedValue.selection.wrappedValue == nil)

        try router.send("enter")
        #expect(model.isInTabs)
        #expect(model.selection == "comments")
        try router.send("signOut")
        #expect(Array(model.outsideStack) == ["landing"])
    }
}

extension NavigationRouterModelTests {
    /// A path of 50,000 screens cut to the root by the system is 50,000 `back()` requests,
    /// published once, and a 50,000-screen path set by the system is one deep link.
    @Test func aFiftyThousandScreenPathIsOneDeepLinkAndCuttingItToTheRootIsOneBackPerScreen() throws {
        let depth = 50_000
        let definition = try Statechart<String, String>.Definition(initial: "tabs") {
            Parallel("tabs") {
                ChartState("deep") {
                    ChartState("a") { On("toggle", to: "b") }
                    ChartState("b") { On("toggle", to: "a") }
                }
                ChartState("other") { ChartState("home") }
            }
        }
        let router = try Router(definition, tabs: "tabs")
        let model = Model(router: router)
        model.start()
        var causes = 0
        _ = router.observe { _ in causes += 1 }
        let path = ObservedObject(wrappedValue: model).projectedValue[pathOf: "deep"]

        let long = (1...depth).map { $0.isMultiple(of: 2) ? "a" : "b" }
        path.wrappedValue = long
        #expect(causes == 1)
        #expect(router.stack(of: "deep").count == depth + 1)
        #expect(path.wrappedValue.count == depth)

        causes = 0
        path.wrappedValue = []
        #expect(causes == depth)
        #expect(router.stack(of: "deep") == ["a"])
        #expect(path.wrappedValue == [])
    }

    @Test func restorationDataBringsBackTabsAndStacksAndRefusesWhatIsNotASnapshot() throws {
        let fixture = try Fixture()
        try fixture.router.send("open")
        try fixture.router.send("reply")
        try fixture.router.select(tab: "account")
        let data = fixture.model.restorationData

        let relaunched = Model(router: try Self.router())
        try relaunched.restore(from: data)
        #expect(relaunched.selectedTab == "account")
        #expect(relaunched.stacks["comments"] == ["list", "thread", "reply"])
        #expect(relaunched.rootStack == ["tabs"])
        #expect(relaunched.router.visibleRoute == "signIn")

        let fresh = Model(router: try Self.router())
        #expect(throws: NavigationRestoreError<String>.self) { try fresh.restore(from: Data("{}".utf8)) }
        #expect(!fresh.router.isStarted)
        try fresh.restore(from: Data())
        #expect(fresh.router.isStarted)
        #expect(fresh.stacks["comments"] == ["list"])
    }
}
