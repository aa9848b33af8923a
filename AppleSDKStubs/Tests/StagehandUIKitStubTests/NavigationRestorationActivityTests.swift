import Foundation
import Stagehand
import StagehandTesting
import Testing
import UIKit

@testable import StagehandUIKit

/// Restoration through the scene's `stateRestorationActivity`: the controllers give the
/// `NSUserActivity` a scene delegate returns from `stateRestorationActivity(for:)`, and restore
/// from the copy UIKit hands back as the session's `stateRestorationActivity`.
@MainActor
@Suite(.serialized)
struct NavigationRestorationActivityTests {
    typealias Router = NavigationRouter<String, String, String>
    typealias Tabs = NavigationTabBarController<String, String, String>
    typealias Root = NavigationRootViewController<String, String, String>

    /// A landing page, two tabs (comments: list → thread, with a compose sheet; account:
    /// sign-in → profile), left together by `signOut`.
    static func definition(extraState: Bool = false) throws -> Statechart<String, String>.Definition {
        try Statechart<String, String>.Definition(initial: "landing") {
            ChartState("landing") { On("enter", to: "tabs") }
            Parallel("tabs") {
                On("signOut", to: "landing")
                ChartState("comments") {
                    ChartState("list") { On("open", to: "thread") }
                    ChartState("thread") { On("compose", to: "compose") }
                    ChartState("compose") { On("cancel", to: "thread") }
                }
                ChartState("account") {
                    ChartState("signIn") { On("signIn", to: "profile") }
                    ChartState("profile")
                    if extraState { ChartState("settings") }
                }
            }
        }
    }

    static func router(extraState: Bool = false) throws -> Router {
        try Router(
            definition(extraState: extraState), tabs: "tabs", presentations: ["compose": .sheet(dismissEvent: "cancel")]
        )
    }

    /// The screens a factory made, by route.
    final class Made {
        var routes: [String] = []
    }

    /// A tab bar controller (labelled `tabs`, its navigation controllers `comments.nav` and
    /// `account.nav`) whose screens are labelled with their routes.
    static func tabs(_ router: Router, made: Made = Made()) -> Tabs {
        let tabs = Tabs(router: router) { route, _ in
            made.routes.append(route)
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        UIKitCallRecorder.label(tabs, "tabs")
        if let nav = tabs.navigationController(for: "comments") { UIKitCallRecorder.label(nav, "comments.nav") }
        if let nav = tabs.navigationController(for: "account") { UIKitCallRecorder.label(nav, "account.nav") }
        return tabs
    }

    /// What UIKit gives back on the next connection: a copy of the activity it saved.
    static func copyAsUIKitSavesIt(_ activity: NSUserActivity) -> NSUserActivity {
        let copy = NSUserActivity(activityType: activity.activityType)
        copy.userInfo = activity.userInfo
        return copy
    }

    /// The navigation the user left: the account tab on the profile, the comments tab on the
    /// thread with the compose sheet over it, the comments tab selected.
    static func savedActivity() throws -> NSUserActivity? {
        let router = try router()
        let tabs = tabs(router)
        tabs.start()
        try router.send("enter")
        try router.send("open")
        try router.select(tab: "account")
        try router.send("signIn")
        try router.select(tab: "comments")
        try router.send("compose")
        return tabs.stateRestorationActivity()
    }

    @Test func theActivityHoldsTheSnapshotAsJSONDataUnderTheDocumentedKey() throws {
        UIKitCallRecorder.reset()
        let activity = try #require(try Self.savedActivity())
        #expect(activity.activityType == "org.stagehand.navigation")
        #expect(NavigationRestorationActivity.activityType == "org.stagehand.navigation")
        #expect(NavigationRestorationActivity.snapshotKey == "StagehandNavigationSnapshot")
        #expect(activity.userInfo?.keys.map { "\($0)" } == ["StagehandNavigationSnapshot"])
        let data = try #require(activity.userInfo?["StagehandNavigationSnapshot"] as? Data)
        let snapshot = try JSONDecoder().decode(NavigationSnapshot<String, String>.self, from: data)
        #expect(snapshot.selectedTab == "comments")
        #expect(
            snapshot.tabStacks == [
                .init(tab: "comments", routes: ["list", "thread"]),
                .init(tab: "account", routes: ["signIn", "profile"]),
            ])
        #expect(snapshot.rootStack == ["landing", "tabs"])
        #expect(snapshot.fingerprint == (try Self.definition()).fingerprint)
        #expect(snapshot.version == 1)
    }

    @Test func aTabBarControllerRestoresStacksTabAndSheetInOneFrameBuildingEachScreenOnce() throws {
        UIKitCallRecorder.reset()
        let saved = try #require(try Self.savedActivity())
        UIKitCallRecorder.reset()
        // The next launch: the scene connects, its session hands back the activity.
        let router = try Self.router()
        let made = Made()
        let tabs = Self.tabs(router, made: made)
        UIKitCallRecorder.reset(keepingLabels: true)
        // The scene delegate restores before the window is shown: the sheet waits for the
        // controller to appear (UIKit presents only from a controller in a window).
        try tabs.restore(from: Self.copyAsUIKitSavesIt(saved))
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.setViewControllers([list, thread], animated: false)",
                "comments.nav.delegate.willShow(thread, animated: false)",
                "comments.nav.delegate.didShow(thread, animated: false)",
                "account.nav.setViewControllers([signIn, profile], animated: false)",
                "account.nav.delegate.willShow(profile, animated: false)",
                "account.nav.delegate.didShow(profile, animated: false)",
            ])
        UIKitCallRecorder.reset(keepingLabels: true)
        present(tabs, appearing: true, animated: false)
        #expect(
            UIKitCallRecorder.calls == [
                "tabs.beginAppearanceTransition(true, animated: false)",
                "tabs.viewWillAppear(false)",
                "tabs.endAppearanceTransition()",
                "tabs.viewDidAppear(false)",
                "tabs.present(compose, animated: false)",
            ])
        #expect(made.routes == ["list", "thread", "signIn", "profile", "compose"])
        #expect(router.selectedTab == "comments")
        #expect(tabs.selectedIndex == 0)
        #expect(router.stack(of: "comments") == ["list", "thread"])
        #expect(router.stack(of: "account") == ["signIn", "profile"])
        #expect(router.rootStack == ["landing", "tabs"])
        #expect(router.presentations == ["compose"])
        #expect(tabs.presentedRoutes == ["compose"])
        #expect(!tabs.isTabBarHidden)
        #expect(tabs.screens(of: "account").map { UIKitCallRecorder.name(of: $0) } == ["signIn", "profile"])
    }

    @Test func aRootControllerRestoresTheTabsStacksAndSheetWithoutAnimation() throws {
        UIKitCallRecorder.reset()
        let saved = try #require(try Self.savedActivity())
        UIKitCallRecorder.reset()
        let router = try Self.router()
        let made = Made()
        let root = Root(router: router, animated: true, clock: ManualClock()) { route, _ in
            made.routes.append(route)
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        UIKitCallRecorder.label(root, "root")
        UIKitCallRecorder.label(root.tabsController, "tabs")
        for tab in ["comments", "account"] {
            if let nav = root.tabsController.navigationController(for: tab) {
                UIKitCallRecorder.label(nav, "\(tab).nav")
            }
        }
        present(root, appearing: true, animated: false)
        UIKitCallRecorder.reset(keepingLabels: true)
        try root.restore(from: Self.copyAsUIKitSavesIt(saved))
        // Shown at once, each screen built once: the stacks, the sheet over the window, then the
        // tab bar controller added without animation (no animator runs, nothing waits for one).
        #expect(
            UIKitCallRecorder.calls == [
                "comments.nav.setViewControllers([list, thread], animated: false)",
                "comments.nav.delegate.willShow(thread, animated: false)",
                "comments.nav.delegate.didShow(thread, animated: false)",
                "account.nav.setViewControllers([signIn, profile], animated: false)",
                "account.nav.delegate.willShow(profile, animated: false)",
                "account.nav.delegate.didShow(profile, animated: false)",
                "root.present(compose, animated: false)",
                "root.addChild(tabs)",
                "tabs.willMove(toParent: root)",
                "tabs.viewDidLoad()",
                "tabs.beginAppearanceTransition(true, animated: false)",
                "tabs.viewWillAppear(false)",
                "UIView#1.insertSubview(tabs.view, at: 0)",
                "root.setNeedsStatusBarAppearanceUpdate()",
                "root.setNeedsUpdateOfHomeIndicatorAutoHidden()",
                "root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()",
                "tabs.endAppearanceTransition()",
                "tabs.viewDidAppear(false)",
                "tabs.didMove(toParent: root)",
            ])
        #expect(root.currentState == "tabs")
        #expect(root.stateChildren.map { UIKitCallRecorder.name(of: $0) } == ["tabs"])
        #expect(made.routes == ["list", "thread", "signIn", "profile", "compose"])
        #expect(root.tabsController.presentedRoutes == ["compose"])
        #expect(root.presentedViewController === root.tabsController.presentedController(of: "compose"))
        #expect(router.selectedTab == "comments")
        #expect(router.stack(of: "account") == ["signIn", "profile"])
    }

    @Test func anotherChartsSnapshotIsRefusedAndTheAppStartsFresh() throws {
        UIKitCallRecorder.reset()
        // An older build of the app, whose account tab had a settings page.
        let older = try Self.router(extraState: true)
        older.start()
        let activity = try #require(Tabs(router: older) { _, _ in UIViewController() }.stateRestorationActivity())
        let router = try Self.router()
        let made = Made()
        let tabs = Self.tabs(router, made: made)
        UIKitCallRecorder.reset(keepingLabels: true)
        let expected = try Self.definition().fingerprint
        let found = try Self.definition(extraState: true).fingerprint
        #expect(throws: NavigationRestoreError<String>.otherChart(expected: expected, found: found)) {
            try tabs.restore(from: Self.copyAsUIKitSavesIt(activity))
        }
        // Nothing was restored, nothing was shown.
        #expect(!router.isStarted)
        #expect(UIKitCallRecorder.calls.isEmpty)
        #expect(made.routes.isEmpty)
        tabs.start()
        #expect(router.rootStack == ["landing"])
        #expect(router.isStarted)
    }

    @Test func nothingSavedStartsTheRouterAndOtherActivitiesAreUnreadable() throws {
        UIKitCallRecorder.reset()
        let router = try Self.router()
        let tabs = Self.tabs(router)
        try tabs.restore(from: nil)
        #expect(router.isStarted)
        #expect(router.rootStack == ["landing"])

        let fresh = try Self.router()
        let freshTabs = Self.tabs(fresh)
        let other = NSUserActivity(activityType: "com.example.browsing")
        #expect(
            throws: NavigationRestoreError<String>.unreadable(
                "the activity's type is 'com.example.browsing'; a navigation activity's is 'org.stagehand.navigation'")
        ) { try freshTabs.restore(from: other) }
        let empty = NSUserActivity(activityType: NavigationRestorationActivity.activityType)
        #expect(
            throws: NavigationRestoreError<String>.unreadable(
                "the activity holds no 'StagehandNavigationSnapshot' data")
        ) { try freshTabs.restore(from: empty) }
        let truncated = NSUserActivity(activityType: NavigationRestorationActivity.activityType)
        truncated.userInfo = [NavigationRestorationActivity.snapshotKey: Data("{\"version\":1,".utf8)]
        do {
            try freshTabs.restore(from: truncated)
            Issue.record("a truncated snapshot was restored")
        } catch {
            guard case .unreadable = error else {
                Issue.record("expected unreadable, got \(error)")
                return
            }
        }
        #expect(!fresh.isStarted)
    }

    @Test func anActivityOfTheAppsOwnTypeRoundTrips() throws {
        UIKitCallRecorder.reset()
        let saved = try Self.router()
        let savedTabs = Self.tabs(saved)
        savedTabs.start()
        try saved.send("enter")
        try saved.send("open")
        let activity = try #require(savedTabs.stateRestorationActivity(activityType: "com.example.app.navigation"))
        #expect(activity.activityType == "com.example.app.navigation")
        let router = try Self.router()
        let tabs = Self.tabs(router)
        try tabs.restore(from: Self.copyAsUIKitSavesIt(activity), activityType: "com.example.app.navigation")
        #expect(router.stack(of: "comments") == ["list", "thread"])
    }

    @Test func restoringOverARunningNavigationIsNotAnimatedEvenInTheSelectedTab() throws {
        UIKitCallRecorder.reset()
        let saved = try #require(try Self.savedActivity())
        let router = try Self.router()
        let tabs = Self.tabs(router)
        tabs.start()
        try router.send("enter")
        present(tabs, appearing: true, animated: false)
        #expect(router.selectedTab == "comments")
        UIKitCallRecorder.reset(keepingLabels: true)
        try tabs.restore(from: Self.copyAsUIKitSavesIt(saved))
        #expect(
            UIKitCallRecorder.calls.filter { $0.contains("setViewControllers") || $0.contains("present") } == [
                "comments.nav.setViewControllers([list, thread], animated: false)",
                "account.nav.setViewControllers([signIn, profile], animated: false)",
                "tabs.present(compose, animated: false)",
            ])
        #expect(router.stack(of: "comments") == ["list", "thread"])
    }
}
