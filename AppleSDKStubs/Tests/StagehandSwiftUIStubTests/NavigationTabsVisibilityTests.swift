import Stagehand
import StagehandSwiftUI
import SwiftUI
import Testing

/// `NavigationTabsView` shows its `TabView` (and so the tab bar) only while the tabs state is
/// active: before the tabs and after a sign-out it is the root stack's `NavigationStack`.
@MainActor
@Suite
struct NavigationTabsVisibilityTests {
    /// The name of the view `NavigationTabsView`'s body shows under its presentation layer: the
    /// branch its `if model.isInTabs` took (`TabView` or `NavigationStack`).
    static func shownView(_ body: some View) -> String {
        let content = Mirror(reflecting: body).children.first { $0.label == "content" }?.value
        let storage = content.flatMap { Mirror(reflecting: $0).children.first { $0.label == "storage" }?.value }
        guard let branch = storage.flatMap({ Mirror(reflecting: $0).children.first }) else { return "?" }
        let type = "\(Swift.type(of: branch.value))"
        return String(type.prefix { $0 != "<" })
    }

    @Test func theTabViewIsShownOnlyWhileTheTabsStateIsActive() throws {
        let definition = try Statechart<String, String>.Definition(initial: "landing") {
            ChartState("landing") { On("enter", to: "tabs") }
            Parallel("tabs") {
                On("signOut", to: "landing")
                ChartState("comments") { ChartState("list") }
                ChartState("account") { ChartState("signIn") }
            }
        }
        let router = try NavigationRouter<String, String, String>(definition, tabs: "tabs")
        let model = NavigationRouterModel(router: router)
        let view = NavigationTabsView(model: model) { route in
            Text(route)
        } tabLabel: { tab in
            Text(tab)
        }
        var shown = [Self.shownView(view.body)]
        model.start()
        shown.append(Self.shownView(view.body))
        try router.send("enter")
        shown.append(Self.shownView(view.body))
        try router.send("signOut")
        shown.append(Self.shownView(view.body))
        try router.send("enter")
        shown.append(Self.shownView(view.body))
        #expect(shown == ["NavigationStack", "NavigationStack", "TabView", "NavigationStack", "TabView"])
    }
}
