import Stagehand
import Testing
import UIKit

@testable import StagehandUIKit

/// The UIKit calls `NavigationTabBarController` makes, recorded by the stand-in UIKit, and what it
/// reports back to its `NavigationRouter` when the user uses the system's controls.
@MainActor
@Suite(.serialized)
struct NavigationTabBarControllerCallOrderTests {
    @Test func creatingSetsOneNavigationControllerPerTabAndStartingSetsTheirRoots() throws {
        UIKitCallRecorder.reset()
        let router = try NavigationFixture.router()
        let tabs = NavigationFixture.Tabs(router: router) { route, _ in
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        #expect(
            UIKitCallRecorder.calls == [
                "NavigationTabBarController<String, String, String>#1.setViewControllers("
                    + "[UINavigationController#1, UINavigationController#2], animated: false)"
            ])
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.delegate != nil)
        #expect(tabs.navigationController(for: "comments")?.delegate != nil)

        UIKitCallRecorder.reset(keepingLabels: true)
        tabs.start(context: "boot")
        #expect(
            UIKitCallRecorder.calls == [
                "UINavigationController#1.setViewControllers([list], animated: false)",
                "UINavigationController#1.delegate.willShow(list, animated: false)",
                "UINavigationController#1.delegate.didShow(list, animated: false)",
                "UINavigationController#2.setViewControllers([signIn], animated: false)",
                "UINavigationController#2.delegate.willShow(signIn, animated: false)",
                "UINavigationController#2.delegate.didShow(signIn, animated: false)",
            ])
        #expect(tabs.selectedIndex == 0)
        #expect(router.stack(of: "comments") == ["list"])
    }

    @Test func theFactoryGetsTheChangeWithItsTypedContext() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start(context: "boot")
        try harness.router.send("open", context: "comment 7")
        #expect(harness.screensMade == ["list(boot)", "signIn(boot)", "thread(comment 7)"])
    }

    @Test func anEventPushesOneScreenAnimatedInTheSelectedTab() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        harness.clear()
        try harness.router.send("open")
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.pushViewController(thread, animated: true)",
                "comments.nav.delegate.willShow(thread, animated: true)",
                "comments.nav.delegate.didShow(thread, animated: true)",
            ])
        #expect(harness.shown("comments") == ["list", "thread"])
        #expect(harness.backs == 0)
    }

    @Test func backThroughTheRouterPopsOnceAndIsNotReportedBack() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.send("open")
        harness.clear()
        try harness.router.back()
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.popViewController(animated: true)",
                "comments.nav.delegate.willShow(list, animated: true)",
                "comments.nav.delegate.didShow(list, animated: true)",
            ])
        #expect(harness.backs == 1)
        #expect(harness.router.stack(of: "comments") == ["list"])
        #expect(harness.shown("comments") == ["list"])
    }

    @Test func theSystemBackButtonCallsBackExactlyOnceAndMakesNoFurtherUIKitCall() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.send("open")
        try harness.router.send("reply")
        harness.clear()
        // The back button: UIKit pops the top view controller itself.
        harness.nav("comments").popViewController(animated: true)
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.popViewController(animated: true)",
                "comments.nav.delegate.willShow(thread, animated: true)",
                "comments.nav.delegate.didShow(thread, animated: true)",
            ])
        #expect(harness.causes == [.back(tab: "comments")])
        #expect(harness.router.stack(of: "comments") == ["list", "thread"])
        #expect(harness.shown("comments") == ["list", "thread"])
        #expect(harness.tabs.screens(of: "comments").map { UIKitCallRecorder.name(of: $0) } == ["list", "thread"])
    }

    @Test func theBackButtonsMenuCallsBackOncePerScreenPopped() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.send("open")
        try harness.router.send("reply")
        harness.clear()
        harness.nav("comments").standInUserPopsBack(to: 0)
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.<user picks screen 0 from the back button's menu>",
                "comments.nav.delegate.willShow(list, animated: true)",
                "comments.nav.delegate.didShow(list, animated: true)",
            ])
        #expect(harness.causes == [.back(tab: "comments"), .back(tab: "comments")])
        #expect(harness.router.stack(of: "comments") == ["list"])
        #expect(harness.shown("comments") == ["list"])
    }

    @Test func aTabSwitchKeepsEachTabsPlace() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.send("open")
        harness.tabs.standInUserSelects(index: 1)
        try harness.router.send("signIn")
        harness.clear()
        harness.tabs.standInUserSelects(index: 0)
        #expect(UIKitCallRecorder.calls == ["tabs.<user taps tab 0>"])
        #expect(harness.shown("comments") == ["list", "thread"])
        #expect(harness.shown("account") == ["signIn", "profile"])
        #expect(harness.router.visibleRoute == "thread")
    }

    @Test func aFinishedInteractivePopCallsBackOnceWhenItEnds() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.send("open")
        harness.clear()
        harness.nav("comments").standInBeginInteractivePop()
        #expect(harness.backs == 0)
        harness.nav("comments").standInEndInteractivePop(cancelled: false)
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.<user begins the interactive pop>",
                "comments.nav.delegate.willShow(list, animated: true)",
                "comments.nav.coordinator.notifyWhenInteractionChanges(handler)",
                "comments.nav.<user finishes the interactive pop>",
                "comments.nav.delegate.didShow(list, animated: true)",
            ])
        #expect(harness.causes == [.back(tab: "comments")])
        #expect(harness.router.stack(of: "comments") == ["list"])
    }

    @Test func aCancelledInteractivePopChangesNothing() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.send("open")
        let before = harness.nav("comments").viewControllers
        harness.clear()
        harness.nav("comments").standInBeginInteractivePop()
        harness.nav("comments").standInEndInteractivePop(cancelled: true)
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.<user begins the interactive pop>",
                "comments.nav.delegate.willShow(list, animated: true)",
                "comments.nav.coordinator.notifyWhenInteractionChanges(handler)",
                "comments.nav.<user cancels the interactive pop>",
            ])
        #expect(harness.causes == [])
        #expect(harness.router.stack(of: "comments") == ["list", "thread"])
        let unchanged = harness.nav("comments").viewControllers.elementsEqual(before) { $0 === $1 }
        #expect(unchanged)

        // The next back-button pop is reported as usual.
        harness.clear()
        harness.nav("comments").popViewController(animated: true)
        #expect(harness.causes == [.back(tab: "comments")])
        #expect(harness.router.stack(of: "comments") == ["list"])
    }

    @Test func aTabTappedByTheUserIsSelectedInTheRouterWithoutAnotherUIKitCall() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        harness.clear()
        harness.tabs.standInUserSelects(index: 1)
        #expect(UIKitCallRecorder.calls == ["tabs.<user taps tab 1>"])
        #expect(harness.causes == [.select(tab: "account")])
        #expect(harness.router.selectedTab == "account")
        #expect(harness.tabs.selectedIndex == 1)

        // Tapping the selected tab again asks nothing of the router.
        harness.clear()
        harness.tabs.standInUserSelects(index: 1)
        #expect(harness.causes == [])
    }

    @Test func selectingATabInTheRouterSetsSelectedIndexOnly() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        harness.clear()
        try harness.router.select(tab: "account")
        #expect(UIKitCallRecorder.calls == ["tabs.selectedIndex = 1"])
    }

    @Test func aDeepLinkSetsTheWholeStackInOneCallThenSelectsItsTab() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.select(tab: "account")
        harness.clear()
        try harness.router.open(link: "comments/thread/reply")
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.setViewControllers([list, thread, reply], animated: false)",
                "comments.nav.delegate.willShow(reply, animated: false)",
                "comments.nav.delegate.didShow(reply, animated: false)",
                "tabs.selectedIndex = 0",
            ])
        #expect(harness.shown("comments") == ["list", "thread", "reply"])
        #expect(harness.backs == 0)
    }

    @Test func signingOutFromDeepInsideATabResetsEveryStack() throws {
        let harness = try NavigationTabsHarness()
        harness.tabs.start()
        try harness.router.send("open")
        try harness.router.send("reply")
        try harness.router.send("signIn")
        harness.clear()
        try harness.router.send("signOut")
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.setViewControllers([], animated: false)",
                "account.nav.setViewControllers([], animated: false)",
            ])
        #expect(harness.shown("comments") == [])
        #expect(harness.shown("account") == [])
        // Leaving the tabs state replaces the root stack: Back cannot return into the tabs.
        #expect(harness.router.rootStack == ["landing"])
        #expect(harness.router.visibleRoute == "landing")

        // Coming back shows each tab's root again.
        harness.clear()
        try harness.router.send("enter")
        #expect(harness.shown("comments") == ["list"])
        #expect(harness.shown("account") == ["signIn"])
    }

    @Test func aRouterThatStartedEarlierIsShownAsItIs() throws {
        UIKitCallRecorder.reset()
        let router = try NavigationFixture.router()
        router.start()
        try router.send("open")
        try router.select(tab: "account")
        var contexts: [String?] = []
        let tabs = NavigationFixture.Tabs(router: router) { route, change in
            contexts.append(change?.context)
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        #expect(tabs.screens(of: "comments").map { UIKitCallRecorder.name(of: $0) } == ["list", "thread"])
        #expect(tabs.selectedIndex == 1)
        #expect(contexts == [nil, nil, nil])
    }
}
