import Stagehand
import StagehandTesting
import Testing
import UIKit

@testable import StagehandUIKit

/// A `NavigationTabBarController` used on its own (not inside a `NavigationRootViewController`)
/// hides its tab bar while the tabs state is not active; inside a root controller, which shows it
/// only while the tabs state is active, it never does.
@MainActor
@Suite(.serialized)
struct NavigationTabBarVisibilityTests {
    @Test func aStandaloneTabBarControllerHidesItsTabBarOutsideTheTabsState() throws {
        let harness = try NavigationTabsHarness(initial: "landing", animated: false)
        let tabs = harness.tabs
        var seen: [Bool] = [tabs.isTabBarHidden]
        tabs.start()
        seen.append(tabs.isTabBarHidden)
        try harness.router.send("enter")
        seen.append(tabs.isTabBarHidden)
        try harness.router.send("open")
        seen.append(tabs.isTabBarHidden)
        try harness.router.send("signOut")
        seen.append(tabs.isTabBarHidden)
        try harness.router.send("enter")
        seen.append(tabs.isTabBarHidden)
        // Before the start, on the landing page, in the tabs (twice), signed out, back in.
        #expect(seen == [true, true, false, false, true, false])
        // The tab bar itself is left alone where the system has `setTabBarHidden(_:animated:)`.
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func aTabBarControllerMadeOnARouterInTheTabsShowsItsTabBar() throws {
        let router = try NavigationFixture.router(initial: "tabs")
        router.start()
        let tabs = NavigationFixture.Tabs(router: router) { _, _ in UIViewController() }
        #expect(!tabs.isTabBarHidden)
        try router.send("signOut")
        #expect(tabs.isTabBarHidden)
    }

    @Test func insideARootControllerTheTabBarIsNeverHidden() throws {
        UIKitCallRecorder.reset()
        let router = try NavigationFixture.router(initial: "landing")
        let root = NavigationRootViewController(router: router, animated: false, clock: ManualClock()) { _, _ in
            UIViewController()
        }
        var seen: [Bool] = [root.tabsController.isTabBarHidden]
        root.start()
        seen.append(root.tabsController.isTabBarHidden)
        try router.send("enter")
        seen.append(root.tabsController.isTabBarHidden)
        try router.send("signOut")
        seen.append(root.tabsController.isTabBarHidden)
        #expect(seen == [false, false, false, false])
        #expect(root.currentState == "landing")
    }
}
