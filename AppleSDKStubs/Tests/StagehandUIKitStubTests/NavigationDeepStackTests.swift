import Stagehand
import Testing
import UIKit

@testable import StagehandUIKit

/// Work bounds of `NavigationTabBarController` at 50,000 screens on one stack: a deep link makes
/// one `setViewControllers` call, and a push or a system back on the deep stack one UIKit call and
/// one router request each; restoring it through the scene's activity is one call per tab.
@MainActor
@Suite(.serialized)
struct NavigationDeepStackTests {
    static let depth = 50_000

    /// A tab whose two states go to each other, so every `toggle` pushes one screen.
    static func router() throws -> NavigationRouter<String, String, String> {
        let definition = try Statechart<String, String>.Definition(initial: "tabs") {
            Parallel("tabs") {
                ChartState("deep") {
                    ChartState("a") { On("toggle", to: "b") }
                    ChartState("b") { On("toggle", to: "a") }
                }
                ChartState("other") { ChartState("home") }
            }
        }
        return try NavigationRouter(definition, tabs: "tabs")
    }

    @Test func aFiftyThousandScreenDeepLinkIsOneCallAndTheSystemBackIsOneRequest() throws {
        UIKitCallRecorder.reset()
        let router = try Self.router()
        var made = 0
        let tabs = NavigationTabBarController(router: router, animated: false) { _, _ in
            made += 1
            return UIViewController()
        }
        tabs.start()
        let path = (0..<Self.depth).map { $0.isMultiple(of: 2) ? "a" : "b" }
        UIKitCallRecorder.reset(keepingLabels: true)
        made = 0
        try router.open(["deep"] + path)
        let setCalls = UIKitCallRecorder.calls.filter { $0.contains(".setViewControllers(") }
        #expect(setCalls.count == 1)
        #expect(made == Self.depth - 1)  // the root screen is kept
        #expect(tabs.screens(of: "deep").count == Self.depth)

        var backs = 0
        _ = router.observe { change in if case .back = change.cause { backs += 1 } }
        UIKitCallRecorder.reset(keepingLabels: true)
        tabs.navigationController(for: "deep")?.popViewController(animated: true)
        #expect(backs == 1)
        #expect(router.stack(of: "deep").count == Self.depth - 1)
        #expect(UIKitCallRecorder.calls.count == 3)  // the pop, willShow, didShow

        UIKitCallRecorder.reset(keepingLabels: true)
        try router.send("toggle")
        #expect(UIKitCallRecorder.calls.count == 3)  // the push, willShow, didShow
        #expect(tabs.screens(of: "deep").count == Self.depth)
    }

    @Test func aFiftyThousandScreenStackRestoresThroughTheActivityInOneCallBuildingEachScreenOnce() throws {
        UIKitCallRecorder.reset()
        let saved = try Self.router()
        let savedTabs = NavigationTabBarController(router: saved, animated: false) { _, _ in UIViewController() }
        savedTabs.start()
        try saved.open(["deep"] + (0..<Self.depth).map { $0.isMultiple(of: 2) ? "a" : "b" })
        let activity = try #require(savedTabs.stateRestorationActivity())

        let router = try Self.router()
        var made = 0
        let tabs = NavigationTabBarController(router: router, animated: true) { _, _ in
            made += 1
            return UIViewController()
        }
        UIKitCallRecorder.reset(keepingLabels: true)
        try tabs.restore(from: activity)
        let setCalls = UIKitCallRecorder.calls.filter { $0.contains(".setViewControllers(") }
        #expect(setCalls.count == 2)  // one per tab
        #expect(setCalls.allSatisfy { $0.hasSuffix("animated: false)") })
        #expect(made == Self.depth + 1)  // every screen of the deep stack, and the other tab's home
        #expect(tabs.screens(of: "deep").count == Self.depth)
        #expect(router.stack(of: "deep") == saved.stack(of: "deep"))
    }
}
