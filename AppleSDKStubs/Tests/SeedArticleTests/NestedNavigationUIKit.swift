// The code of the article "Nested navigation in UIKit"
// (Sources/StagehandUIKit/StagehandUIKit.docc/NestedNavigation.md), compiled against the UIKit
// stand-ins and run below.
import Stagehand
import StagehandUIKit
import Testing
import UIKit

// MARK: - Article code

/// A signed-in user, the typed context of the article's changes.
struct Member: Sendable {
    let name: String
}

/// The app's routes: a landing page, and two tabs with a place each.
func makeAppChart() throws(DefinitionError) -> Statechart<String, String>.Definition {
    try Statechart<String, String>.Definition(initial: "landing") {
        ChartState("landing") { On("signIn", to: "tabs") }
        Parallel("tabs") {
            On("signOut", to: "landing")  // leaves both tabs, from anywhere inside
            ChartState("comments") {
                ChartState("list") { On("open", to: "thread") }
                ChartState("thread")
            }
            ChartState("account") { ChartState("profile") }
        }
    }
}

/// The screen of a route; the profile shows the member the sign-in change carried.
final class ProfileScreen: UIViewController {
    let member: Member?

    init(member: Member?) {
        self.member = member
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

@MainActor
func makeRoot() throws -> NavigationRootViewController<String, String, Member> {
    let router = try NavigationRouter<String, String, Member>(makeAppChart(), tabs: "tabs")
    let root = NavigationRootViewController(router: router) { route, change in
        switch route {
        case "profile": ProfileScreen(member: change?.context)
        default: UIViewController()
        }
    }
    root.tabsController.onError = { error in print("navigation: \(error)") }
    return root
}

/// A compose sheet over the thread, and a confirmation inside it.
func makeComposeChart() throws(DefinitionError) -> Statechart<String, String>.Definition {
    try Statechart<String, String>.Definition(initial: "tabs") {
        Parallel("tabs") {
            ChartState("comments") {
                ChartState("thread") { On("compose", to: "compose") }
                ChartState("compose") {
                    ChartState("form") { On("discard", to: "confirmDiscard") }
                    ChartState("confirmDiscard") {
                        On("keep", to: "form")
                        On("reallyDiscard", to: "thread")
                    }
                    On("cancel", "post", to: "thread")
                }
            }
        }
    }
}

@MainActor
func makeComposeTabs() throws -> NavigationTabBarController<String, String, Member> {
    let presentations: [String: NavigationPresentation<String>] = [
        "compose": .sheet(dismissEvent: "cancel"),
        "confirmDiscard": .alert(
            .confirmation, title: "Discard the draft?",
            buttons: [
                NavigationPresentationButton("Discard", role: .destructive, sends: "reallyDiscard"),
                NavigationPresentationButton("Keep", role: .cancel, sends: "keep"),
            ]),
    ]
    let router = try NavigationRouter<String, String, Member>(
        makeComposeChart(), tabs: "tabs", presentations: presentations)
    return NavigationTabBarController(router: router) { _, _ in UIViewController() }
}

/// The scene delegate: it gives UIKit the navigation to save, and restores it when the scene
/// connects again.
final class SceneDelegate: UIResponder, UISceneDelegate {
    private(set) var root: NavigationRootViewController<String, String, Member>?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let root = try? makeRoot() else { return }
        self.root = root
        do {
            // `nil` on a first launch: the router starts.
            try root.restore(from: session.stateRestorationActivity)
        } catch {
            // Another chart's snapshot (an update changed the routes), or unreadable data.
            print("navigation not restored, starting fresh: \(error)")
            root.start()
        }
        // Make `root` the window's `rootViewController` here.
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        root?.stateRestorationActivity()
    }
}

// MARK: - Running it

extension SeedArticleTests {
    @Suite(.serialized)
    @MainActor
    struct NestedNavigationUIKitArticle {
        /// What UIKit does with a scene: connects it with its session, asks the delegate for the
        /// activity to save before disconnecting it, and hands a copy back with the session of the
        /// next connection.
        static func connect(restoring activity: NSUserActivity?) -> SceneDelegate {
            var copy: NSUserActivity?
            if let activity {
                copy = NSUserActivity(activityType: activity.activityType)
                copy?.userInfo = activity.userInfo
            }
            let session = UISceneSession.standIn(stateRestorationActivity: copy)
            let delegate = SceneDelegate()
            delegate.scene(
                UIScene(session: session, connectionOptions: .standIn()), willConnectTo: session, options: .standIn())
            return delegate
        }

        @Test func theNextConnectionRestoresTheNavigationTheSceneDelegateSaved() throws {
            let first = Self.connect(restoring: nil)
            let root = try #require(first.root)
            #expect(root.router.rootStack == ["landing"])
            try root.router.send("signIn", context: Member(name: "Ada"))
            try root.router.send("open")
            try root.router.select(tab: "account")
            let session = UISceneSession.standIn(stateRestorationActivity: nil)
            let saved = first.stateRestorationActivity(for: UIScene(session: session, connectionOptions: .standIn()))

            let next = Self.connect(restoring: saved)
            let restored = try #require(next.root)
            #expect(restored.currentState == "tabs")
            #expect(restored.router.selectedTab == "account")
            #expect(restored.router.stack(of: "comments") == ["list", "thread"])
            #expect(restored.tabsController.screens(of: "comments").count == 2)
            #expect(restored.tabsController.selectedIndex == 1)
        }

        @Test func anotherChartsNavigationIsRefusedAndTheAppStartsFresh() throws {
            let compose = try makeComposeTabs()
            compose.start()
            let next = Self.connect(restoring: compose.stateRestorationActivity())
            let root = try #require(next.root)
            #expect(root.router.isStarted)
            #expect(root.router.rootStack == ["landing"])
            #expect(root.currentState == "landing")
        }

        @Test func signingInShowsTheTabsAndTheProfileGetsTheMember() throws {
            let root = try makeRoot()
            root.start()
            try root.router.send("signIn", context: Member(name: "Ada"))
            let profile = root.tabsController.screens(of: "account").first as? ProfileScreen
            #expect(profile?.member?.name == "Ada")
            #expect(root.currentState == "tabs")

            try root.router.send("open")
            root.tabsController.navigationController(for: "comments")?.popViewController(animated: true)
            #expect(root.router.stack(of: "comments") == ["list"])
        }

        @Test func theComposeSheetAndItsConfirmationGoThroughTheRouter() throws {
            let tabs = try makeComposeTabs()
            tabs.start()
            try tabs.router.send("compose")
            try tabs.router.send("discard")
            #expect(tabs.presentedRoutes == ["compose", "confirmDiscard"])
            let alert = try #require(tabs.presentedController(of: "confirmDiscard") as? UIAlertController)
            alert.standInUserTaps("Keep")
            #expect(tabs.router.presentations == ["compose"])
            tabs.presentedController(of: "compose")?.standInUserSwipesDown()
            #expect(tabs.router.presentations.isEmpty)
            #expect(tabs.presentedViewController == nil)
        }
    }
}
