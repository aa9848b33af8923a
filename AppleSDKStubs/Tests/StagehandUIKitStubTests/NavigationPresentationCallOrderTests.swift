import NavigationTestCharts
import Stagehand
import Testing
import UIKit

@testable import StagehandUIKit

/// The UIKit calls `NavigationTabBarController` makes for a router's presentations (sheets and
/// confirmations), recorded by the stand-in UIKit, and what the user's dismissals send back.
@MainActor
@Suite(.serialized)
struct NavigationPresentationCallOrderTests {
    typealias Router = NavigationRouter<String, String, String>
    typealias Tabs = NavigationTabBarController<String, String, String>

    static func definition() throws -> Statechart<String, String>.Definition {
        try NavigationTestCharts.presenting()
    }

    static let presentations = NavigationTestCharts.presentations

    /// A started router on the thread, its tab bar controller (labelled `tabs`) on screen, the
    /// screens labelled with their routes, the recorded calls cleared.
    static func make(
        presentations: [String: NavigationPresentation<String>] = presentations
    ) throws -> (
        Router, Tabs, Log
    ) {
        UIKitCallRecorder.reset()
        let router = try Router(definition(), tabs: "tabs", presentations: presentations)
        let tabs = Tabs(router: router) { route, _ in
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        UIKitCallRecorder.label(tabs, "tabs")
        let log = Log()
        router.observe { change in
            log.lines.append("\(change.cause): \(change.navigation?.presentationEdits.map(\.description) ?? [])")
        }
        tabs.start()
        try router.send("open")
        UIKitCallRecorder.reset(keepingLabels: true)
        log.lines = []
        return (router, tabs, log)
    }

    @MainActor final class Log {
        var lines: [String] = []
    }

    /// The recorded presentation calls (the navigation controllers' calls left out).
    static var presentationCalls: [String] {
        UIKitCallRecorder.calls.filter { !$0.contains("UINavigationController") && !$0.contains(".nav") }
    }

    @Test func aSheetIsPresentedAsAPageSheetOverTheTabsAndDismissedWhenItsStateIsLeft() throws {
        let (router, tabs, _) = try Self.make()
        try router.send("compose")
        #expect(Self.presentationCalls == ["tabs.present(compose, animated: true)"])
        let sheet = try #require(tabs.presentedController(of: "compose"))
        #expect(sheet.modalPresentationStyle == .pageSheet)
        #expect(!sheet.isModalInPresentation)
        #expect(tabs.presentedViewController === sheet)
        #expect(router.stack(of: "comments") == ["list", "thread"])

        UIKitCallRecorder.reset(keepingLabels: true)
        try router.send("post")
        #expect(Self.presentationCalls == ["tabs.dismiss(animated: true)"])
        #expect(tabs.presentedViewController == nil)
        #expect(tabs.presentedRoutes.isEmpty)
    }

    @Test func aCoverWithoutDismissEventIsFullScreenAndModalInPresentation() throws {
        let (router, tabs, _) = try Self.make()
        try router.send("cover")
        let cover = try #require(tabs.presentedController(of: "cover"))
        #expect(cover.modalPresentationStyle == .fullScreen)
        #expect(cover.isModalInPresentation)
        // The swipe is refused by UIKit: nothing reaches the router.
        #expect(!cover.standInUserSwipesDown())
        #expect(router.presentations == ["cover"])
        #expect(tabs.presentedViewController === cover)
    }

    @Test func aConfirmationStacksOverTheSheetAsAnActionSheetWithOneActionPerButton() throws {
        let (router, tabs, _) = try Self.make()
        try router.send("compose")
        UIKitCallRecorder.reset(keepingLabels: true)
        try router.send("delete")
        let alert = try #require(tabs.presentedController(of: "confirmDelete") as? UIAlertController)
        let name = UIKitCallRecorder.name(of: alert)
        #expect(
            Self.presentationCalls == [
                "\(name).init(title: Delete the draft?, message: nil, preferredStyle: actionSheet)",
                "\(name).addAction(Delete, destructive)",
                "\(name).addAction(Keep, cancel)",
                // The stand-in loads the sheet's view when it is asked for (UIKit did when it showed it).
                "compose.viewDidLoad()",
                "\(name).popover.sourceView = compose.view",
                "compose.present(\(name), animated: true)",
            ])
        #expect(tabs.presentedRoutes == ["compose", "confirmDelete"])

        // Leaving both (the destructive button's target is outside the sheet) dismisses once,
        // from the tabs: the alert goes with the sheet.
        UIKitCallRecorder.reset(keepingLabels: true)
        try router.send("reallyDelete")
        #expect(Self.presentationCalls == ["tabs.dismiss(animated: true)"])
        #expect(tabs.presentedViewController == nil)
        #expect(tabs.presentedRoutes.isEmpty)
    }

    @Test func anAlertButtonSendsItsEventAndUIKitsDismissalIsNotRepeated() throws {
        let (router, tabs, log) = try Self.make()
        try router.send("compose")
        try router.send("delete")
        let alert = try #require(tabs.presentedController(of: "confirmDelete") as? UIAlertController)
        let name = UIKitCallRecorder.name(of: alert)
        UIKitCallRecorder.reset(keepingLabels: true)
        log.lines = []
        #expect(alert.standInUserTaps("Keep"))
        #expect(Self.presentationCalls == ["compose.standInUserTaps(\(name), Keep)"])
        #expect(log.lines == ["event 'keep': [\"dismiss confirmDelete\"]"])
        #expect(tabs.presentedRoutes == ["compose"])
        #expect(tabs.presentedViewController === tabs.presentedController(of: "compose"))

        try router.send("delete")
        let again = try #require(tabs.presentedController(of: "confirmDelete") as? UIAlertController)
        UIKitCallRecorder.reset(keepingLabels: true)
        log.lines = []
        #expect(again.standInUserTaps("Delete"))
        #expect(
            Self.presentationCalls == [
                "compose.standInUserTaps(\(UIKitCallRecorder.name(of: again)), Delete)", "tabs.dismiss(animated: true)",
            ])
        #expect(log.lines == ["event 'reallyDelete': [\"dismiss confirmDelete\", \"dismiss compose\"]"])
        #expect(router.stack(of: "comments") == ["list"])
    }

    @Test func aRefusedButtonEventShowsTheAlertAgain() throws {
        // "keep" is not handled while the draft is confirmed: the router refuses it.
        let presentations = Self.presentations.merging([
            "confirmDelete": .alert(
                title: "Delete the draft?",
                buttons: [NavigationPresentationButton("Later", sends: "nothingHandlesThis")])
        ]) { _, new in new }
        let (router, tabs, log) = try Self.make(presentations: presentations)
        var errors: [RouterError<String, String>] = []
        tabs.onError = { errors.append($0) }
        try router.send("compose")
        try router.send("delete")
        let alert = try #require(tabs.presentedController(of: "confirmDelete") as? UIAlertController)
        UIKitCallRecorder.reset(keepingLabels: true)
        log.lines = []
        #expect(alert.standInUserTaps("Later"))
        #expect(errors.count == 1)
        #expect(tabs.lastError == errors.first)
        #expect(log.lines.isEmpty)
        #expect(router.presentations == ["compose", "confirmDelete"])
        let shownAgain = try #require(tabs.presentedController(of: "confirmDelete") as? UIAlertController)
        #expect(shownAgain !== alert)
        #expect(tabs.presentedController(of: "compose")?.presentedViewController === shownAgain)
        #expect(
            Self.presentationCalls.last == "compose.present(\(UIKitCallRecorder.name(of: shownAgain)), animated: true)")
    }

    @Test func aFinishedSwipeDownSendsTheDismissEventOnce() throws {
        let (router, tabs, log) = try Self.make()
        try router.send("compose")
        let sheet = try #require(tabs.presentedController(of: "compose"))
        UIKitCallRecorder.reset(keepingLabels: true)
        log.lines = []
        #expect(sheet.standInUserSwipesDown())
        #expect(Self.presentationCalls == ["tabs.standInUserSwipesDown(compose)"])
        #expect(log.lines == ["event 'cancelCompose': [\"dismiss compose\"]"])
        #expect(router.presentations.isEmpty)
        #expect(tabs.presentedRoutes.isEmpty)
        #expect(tabs.presentedViewController == nil)
    }

    @Test func aCancelledSwipeDownChangesNothing() throws {
        let (router, tabs, log) = try Self.make()
        try router.send("compose")
        let sheet = try #require(tabs.presentedController(of: "compose"))
        UIKitCallRecorder.reset(keepingLabels: true)
        log.lines = []
        #expect(!sheet.standInUserSwipesDown(cancelled: true))
        #expect(Self.presentationCalls.isEmpty)
        #expect(log.lines.isEmpty)
        #expect(router.presentations == ["compose"])
        #expect(tabs.presentedViewController === sheet)
    }

    @Test func aRouterStartedWithAPresentationPresentsItOnceTheControllerAppears() throws {
        UIKitCallRecorder.reset()
        let router = try Router(Self.definition(), tabs: "tabs", presentations: Self.presentations)
        router.start()
        try router.send("open")
        try router.send("compose")
        let tabs = Tabs(router: router) { route, _ in
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        UIKitCallRecorder.label(tabs, "tabs")
        #expect(tabs.presentedRoutes == ["compose"])
        #expect(tabs.presentedViewController == nil)
        tabs.beginAppearanceTransition(true, animated: false)
        tabs.endAppearanceTransition()
        #expect(Self.presentationCalls.last == "tabs.present(compose, animated: false)")
        #expect(tabs.presentedViewController === tabs.presentedController(of: "compose"))
    }

    @Test func underARootViewControllerPresentationsGoOverTheWholeWindowAlsoOutsideTheTabs() throws {
        UIKitCallRecorder.reset()
        let definition = try Statechart<String, String>.Definition(initial: "landing") {
            ChartState("landing") {
                On("terms", to: "terms")
                On("enter", to: "tabs")
            }
            ChartState("terms") { On("agree", to: "landing") }
            Parallel("tabs") { ChartState("comments") { ChartState("list") } }
        }
        let router = try Router(definition, tabs: "tabs", presentations: ["terms": .sheet(dismissEvent: "agree")])
        let root = NavigationRootViewController(router: router, animated: false) { route, _ in
            let screen = UIViewController()
            UIKitCallRecorder.label(screen, route)
            return screen
        }
        UIKitCallRecorder.label(root, "root")
        root.start()
        UIKitCallRecorder.reset(keepingLabels: true)
        try router.send("terms")
        #expect(Self.presentationCalls.filter { $0.contains("present") } == ["root.present(terms, animated: false)"])
        #expect(root.presentedViewController === root.tabsController.presentedController(of: "terms"))
        #expect(router.rootStack == ["landing"])
        UIKitCallRecorder.reset(keepingLabels: true)
        #expect(root.presentedViewController?.standInUserSwipesDown() == true)
        #expect(router.presentations.isEmpty)
        #expect(root.tabsController.presentedRoutes.isEmpty)
        #expect(
            Self.presentationCalls.filter { $0.contains("present") || $0.contains("dismiss") || $0.contains("Swipe") }
                == ["root.standInUserSwipesDown(terms)"])
    }

    @Test func aRestoreWithASheetPresentsItWithoutAnimation() throws {
        let (saved, _, _) = try Self.make()
        try saved.send("compose")
        let snapshot = saved.snapshot()
        let (router, tabs, _) = try Self.make()
        present(tabs, appearing: true, animated: false)
        UIKitCallRecorder.reset(keepingLabels: true)
        try router.restore(snapshot)
        #expect(Self.presentationCalls == ["tabs.present(compose, animated: false)"])
        #expect(tabs.presentedRoutes == ["compose"])
        #expect(router.stack(of: "comments") == ["list", "thread"])
    }
}
