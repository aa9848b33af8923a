import CMallocCounter
import Stagehand

/// Nested-router dispatch (N1) next to the plain ``Statechart`` on the same chart and stream,
/// in one run.
///
/// The chart is a sign-in + tabs app: a parallel `tabs` state whose regions are `comments`
/// (list ⇄ detail, deep history) and `account` (landing → welcome → signIn → profile), with
/// `signOut` on the tabs state. The stream alternates `open` and `close` in the comments tab:
/// each event is a macrostep of the chart and, for the router, a push on that tab's stack (no
/// screens, no observers). The router's setup (untimed) runs the stream once and opens the tab
/// at its root again, so its stack already has room for what the timed run pushes: growing it
/// is memory the app asked for (the history), not dispatch.
///
/// `stagehand-bench instructions N1 baseline|stagehand` runs one side only, for callgrind (see
/// ``InstructionRows``).
@MainActor
enum NavigationBenchmarks {
    enum Tab: Int, Hashable, Sendable {
        case tabs, comments, list, detail, commentsHistory, account, landing, welcome, signIn, profile
    }

    enum Go: String, StatechartEvent {
        case open, close, start, signIn, submit, signOut

        var name: String { rawValue }
    }

    typealias TabRouter = NavigationRouter<Tab, Go, String>

    static func definition() -> Statechart<Tab, Go>.Definition {
        let built = try? Statechart<Tab, Go>.Definition {
            Parallel(Tab.tabs) {
                ChartState(Tab.comments, initial: .list) {
                    ChartState(Tab.list) { On(.open, to: Tab.detail) }
                    ChartState(Tab.detail) { On(.close, to: Tab.list) }
                    HistoryState(Tab.commentsHistory, .deep, default: [.list])
                }
                ChartState(Tab.account, initial: .landing) {
                    ChartState(Tab.landing) { On(.start, to: Tab.welcome) }
                    ChartState(Tab.welcome) { On(.signIn, to: Tab.signIn) }
                    ChartState(Tab.signIn) { On(.submit, to: Tab.profile) }
                    ChartState(Tab.profile)
                }
                On(.signOut, to: Tab.tabs)
            }
        }
        guard let built else { fatalError("the N1 chart is valid") }
        return built
    }

    static func stream(count: Int) -> [Go] {
        (0..<count).map { $0 % 2 == 0 ? .open : .close }
    }

    static func run() {
        let quick = MachineBenchmarks.quick
        print(
            "== Nested navigation N1 (release; median of \(MachineBenchmarks.repeats) runs; thread CPU ns/event) ==")
        let events = stream(count: 1_000_000 / MachineBenchmarks.scale)
        let definition = definition()
        let (baseline, router) = MachineBenchmarks.compare(
            events: events.count,
            baseline: { makeChart(definition) }, { navigationChartLoop($0, events) },
            stagehand: { makeRouter(definition, warmUp: events) }, { navigationRouterLoop($0, events) })
        let row = MachineBenchmarks.Row(
            name: "N1 NavigationRouter, a tab's stack, no screens (baseline: plain Statechart, same chart)",
            events: events.count, baseline: baseline, stagehand: router, goal: 2)
        print(
            "| workload | events | Statechart ns/event | NavigationRouter ns/event | ratio | goal | allocations/event (Statechart, router) |"
        )
        print("|---|---|---|---|---|---|---|")
        print(row.line)
        // The same stream on a router that declares a presentation the stream never enters: each
        // event also checks what is presented (and allocates nothing, as it presents nothing).
        let (_, presenting) = MachineBenchmarks.compare(
            events: events.count,
            baseline: { makeChart(definition) }, { navigationChartLoop($0, events) },
            stagehand: { makeRouter(definition, warmUp: events, presentations: [.profile: .sheet(dismissEvent: nil)]) },
            { navigationRouterLoop($0, events) })
        print(
            MachineBenchmarks.Row(
                name: "N2 NavigationRouter with a presentation declared, events that present nothing",
                events: events.count, baseline: baseline, stagehand: presenting, goal: 2
            ).line)
        if quick { print("(quick run)") }
        print("")
    }

    static func makeChart(_ definition: Statechart<Tab, Go>.Definition) -> Statechart<Tab, Go> {
        let chart = Statechart(definition)
        try? chart.start()
        return chart
    }

    static func makeRouter(
        _ definition: Statechart<Tab, Go>.Definition, warmUp events: [Go],
        presentations: [Tab: NavigationPresentation<Go>] = [:]
    ) -> TabRouter {
        guard let router = try? TabRouter(definition, tabs: .tabs, presentations: presentations) else {
            fatalError("the N1 tabs are valid")
        }
        router.start()
        for event in events { _ = try? router.send(event) }
        _ = try? router.open([.comments, .list])
        return router
    }

    @inline(never)
    static func navigationChartLoop(_ chart: Statechart<Tab, Go>, _ events: [Go]) -> Int {
        var checksum = 0
        for event in events {
            if (try? chart.send(event)) == .processed { checksum &+= 1 }
        }
        return checksum &+ (chart.isActive(.detail) ? 1_000_000 : 0)
    }

    @inline(never)
    static func navigationRouterLoop(_ router: TabRouter, _ events: [Go]) -> Int {
        var checksum = 0
        for event in events {
            if (try? router.send(event)) == .routed { checksum &+= 1 }
        }
        return checksum &+ (router.isActive(.detail) ? 1_000_000 : 0)
    }
}
