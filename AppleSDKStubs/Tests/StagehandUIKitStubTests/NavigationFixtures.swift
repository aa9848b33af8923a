import NavigationTestCharts
import Stagehand
import StagehandUIKit
import UIKit

/// The tabbed app of the navigation tests: a landing page outside the tabs, and two tabs (the
/// comments list → thread → reply, and the account's sign-in → profile), left together by
/// `signOut`.
enum NavigationFixture {
    typealias Router = NavigationRouter<String, String, String>
    typealias Tabs = NavigationTabBarController<String, String, String>

    static func definition(initial: String = "tabs") throws -> Statechart<String, String>.Definition {
        try NavigationTestCharts.tabs(initial: initial)
    }

    @MainActor
    static func router(initial: String = "tabs") throws -> Router {
        try Router(definition(initial: initial), tabs: "tabs")
    }
}

/// A tab bar controller on a fresh router, its navigation controllers labelled `comments.nav`
/// and `account.nav`, every screen labelled with its route and logged with the context of the
/// change that made it.
@MainActor
final class NavigationTabsHarness {
    let router: NavigationFixture.Router
    let tabs: NavigationFixture.Tabs
    private(set) var causes: [RouteCause<String, String>] = []

    init(initial: String = "tabs", animated: Bool = true) throws {
        UIKitCallRecorder.reset()
        let router = try NavigationFixture.router(initial: initial)
        self.router = router
        let log = MadeScreens()
        tabs = NavigationFixture.Tabs(router: router, animated: animated) { route, change in
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            log.lines.append("\(route)(\(change?.context ?? "-"))")
            return screen
        }
        madeLog = log
        UIKitCallRecorder.label(tabs, "tabs")
        if let nav = tabs.navigationController(for: "comments") { UIKitCallRecorder.label(nav, "comments.nav") }
        if let nav = tabs.navigationController(for: "account") { UIKitCallRecorder.label(nav, "account.nav") }
        _ = router.observe { [weak self] change in self?.causes.append(change.cause) }
    }

    private let madeLog: MadeScreens

    /// The screens made so far, as `route(context)`.
    var screensMade: [String] { madeLog.lines }

    /// The navigation controller of `tab`.
    func nav(_ tab: String) -> UINavigationController {
        tabs.navigationController(for: tab) ?? UINavigationController()
    }

    /// The labels of `tab`'s navigation controller's view controllers.
    func shown(_ tab: String) -> [String] {
        nav(tab).viewControllers.map { UIKitCallRecorder.name(of: $0) }
    }

    /// Forgets the calls recorded so far (keeping the labels) and the causes seen.
    func clear() {
        UIKitCallRecorder.reset(keepingLabels: true)
        causes = []
    }

    /// The number of `back` changes the router made since the last ``clear()``.
    var backs: Int {
        causes.count { if case .back = $0 { true } else { false } }
    }
}

/// The log of the screens a factory made (a class, so the factory closure can append to it).
@MainActor
final class MadeScreens {
    var lines: [String] = []
}
