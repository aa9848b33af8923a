import Stagehand

/// The navigation `--measure` restores: three tabs, each a chain of ``depth`` screens pushed by
/// its own event (`next0`, `next1`, `next2`), and a sheet over the first tab's last screen — issue
/// 21's "3 tabs × 20-deep stacks plus a sheet", larger than the demo's own two tabs.
@MainActor
enum RestoreFixture {
    /// The router over the fixture's chart.
    typealias FixtureRouter = NavigationRouter<String, String, String>

    /// How many tabs the fixture has.
    static let tabCount = 3
    /// How deep each tab's stack is once every screen was pushed.
    static let depth = 20
    /// The sheet's route, presented over the first tab's last screen.
    static let sheet = "sheet"

    /// The route of screen `index` (0-based) of tab `tab`.
    static func route(tab: Int, index: Int) -> String { "t\(tab)s\(index)" }

    /// The tab routes, in the switcher's order.
    static var tabs: [String] { (0..<tabCount).map { "tab\($0)" } }

    /// A router over the fixture's chart, not yet started.
    /// - Throws: ``DemoDefinitionError`` if the fixture is invalid (a bug in the demo).
    static func makeRouter() throws(DemoDefinitionError) -> FixtureRouter {
        let chart: Statechart<String, String>.Definition
        do {
            chart = try Statechart<String, String>.Definition(initial: "tabs") {
                Parallel("tabs") {
                    for tab in 0..<tabCount {
                        ChartState("tab\(tab)", initial: route(tab: tab, index: 0)) {
                            for index in 0..<depth {
                                ChartState(route(tab: tab, index: index)) {
                                    if index + 1 < depth { On("next\(tab)", to: route(tab: tab, index: index + 1)) }
                                    if tab == 0 && index + 1 == depth { On("present", to: sheet) }
                                }
                            }
                            if tab == 0 { ChartState(sheet) { On("dismiss", to: route(tab: 0, index: depth - 1)) } }
                        }
                    }
                }
            }
        } catch {
            throw .chart(error)
        }
        do {
            return try NavigationRouter(chart, tabs: "tabs", presentations: [sheet: .sheet(dismissEvent: "dismiss")])
        } catch {
            throw .tabs(error.description)
        }
    }

    /// The snapshot to restore: every tab's stack ``depth`` screens deep, the first tab selected,
    /// the sheet presented over it; taken from a router without a view.
    /// - Throws: ``DemoDefinitionError`` if the fixture is invalid, or it cannot be driven there.
    static func deepSnapshot() throws(DemoDefinitionError) -> NavigationSnapshot<String, String> {
        let router = try makeRouter()
        router.start()
        do {
            for tab in (0..<tabCount).reversed() {
                try router.select(tab: "tab\(tab)")
                for _ in 1..<depth { try router.send("next\(tab)") }
            }
            try router.send("present")
        } catch {
            throw .tabs("the restore fixture cannot be driven: \(error)")
        }
        return router.snapshot()
    }
}
