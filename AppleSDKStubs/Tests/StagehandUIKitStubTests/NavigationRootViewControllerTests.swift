import Stagehand
import StagehandTesting
import Testing
import UIKit

@testable import StagehandUIKit

/// `NavigationRootViewController` shows its tab bar controller while the tabs state is active and
/// the screen on top of the root stack otherwise.
@MainActor
@Suite(.serialized)
struct NavigationRootViewControllerTests {
    private func makeRoot(
        animated: Bool = false
    ) throws -> (
        NavigationRootViewController<String, String, String>, NavigationFixture.Router
    ) {
        UIKitCallRecorder.reset()
        let router = try NavigationFixture.router(initial: "landing")
        let root = NavigationRootViewController(router: router, animated: animated, clock: ManualClock()) {
            route, _ in
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        UIKitCallRecorder.label(root, "root")
        UIKitCallRecorder.label(root.tabsController, "tabs")
        return (root, router)
    }

    @Test func nothingIsShownBeforeTheRouterStarts() throws {
        let (root, _) = try makeRoot()
        present(root, appearing: true, animated: false)
        #expect(root.currentState == nil)
        #expect(root.stateChildren.isEmpty)
        root.start()
        #expect(root.currentState == "landing")
        #expect(root.stateChildren.map { UIKitCallRecorder.name(of: $0) } == ["landing"])
    }

    @Test func theLandingPageThenTheTabsThenTheLandingPageAgainAfterSigningOut() throws {
        let (root, router) = try makeRoot()
        root.start()
        present(root, appearing: true, animated: false)
        #expect(root.stateChildren.map { UIKitCallRecorder.name(of: $0) } == ["landing"])
        let firstLanding = root.stateChildren.first

        try router.send("enter")
        #expect(root.currentState == "tabs")
        #expect(root.stateChildren.map { UIKitCallRecorder.name(of: $0) } == ["tabs"])
        #expect(root.tabsController.screens(of: "comments").map { UIKitCallRecorder.name(of: $0) } == ["list"])

        try router.send("open")
        #expect(root.stateChildren.map { UIKitCallRecorder.name(of: $0) } == ["tabs"])

        try router.send("signOut")
        #expect(root.currentState == "landing")
        #expect(root.stateChildren.map { UIKitCallRecorder.name(of: $0) } == ["landing"])
        #expect(root.stateChildren.first !== firstLanding)
        #expect(root.tabsController.screens(of: "comments") == [])
    }

    @Test func signingOutReplacesTheRootStackSoBackCannotReturnToTheTabs() throws {
        let (root, router) = try makeRoot()
        root.start()
        present(root, appearing: true, animated: false)
        for _ in 0..<3 {
            try router.send("enter")
            #expect(router.rootStack == ["landing", "tabs"])
            #expect(root.currentState == "tabs")
            try router.send("signOut")
            #expect(router.rootStack == ["landing"])
            #expect(!router.canGoBack)
            #expect(throws: RouterError<String, String>.self) { try router.back() }
            #expect(root.currentState == "landing")
            #expect(root.stateChildren.map { UIKitCallRecorder.name(of: $0) } == ["landing"])
        }
    }

    @Test func signingOutKeepsTheTabsScreensWhileTheTabsFadeOutThenReleasesThem() throws {
        let (root, router) = try makeRoot(animated: true)
        root.start()
        present(root, appearing: true, animated: false)
        try router.send("enter")
        UIKitCallRecorder.finishRunningAnimations()
        try router.send("open")
        #expect(root.tabsController.screens(of: "comments").count == 2)

        try router.send("signOut")
        #expect(root.tabsController.screens(of: "comments").count == 2)
        #expect(root.tabsController.navigationController(for: "comments")?.viewControllers.count == 2)
        UIKitCallRecorder.finishRunningAnimations()
        #expect(root.currentState == "landing")
        #expect(root.tabsController.screens(of: "comments") == [])
        #expect(root.tabsController.navigationController(for: "comments")?.viewControllers == [])

        // Signing in again makes new screens: the ones left are not reused.
        try router.send("enter")
        UIKitCallRecorder.finishRunningAnimations()
        #expect(root.tabsController.screens(of: "comments").map { UIKitCallRecorder.name(of: $0) } == ["list"])
    }
}
