import Stagehand
import Testing

/// Code written once over `RouteChangeSource` works with both routers: screens registered
/// through it hear their routes' changes, observers see every change, and removing either ends
/// what it hears.
@MainActor
@Suite struct RouteChangeSourceTests {
    /// Registers a logging screen for `route` and an observer through the protocol, then runs
    /// `move` twice: once with both attached, once after both are removed.
    func attachAndDetach<Source: RouteChangeSource>(
        _ source: Source, route: Source.Route, screen: some RouteScreen<Source.Route, Source.Event, Source.Context>,
        log: LaneLog, move: () throws -> Void
    ) rethrows {
        source.register(screen, for: route)
        #expect(source.screens(for: route).count == 1)
        let id = source.observe { log.entries.append("observed \($0.from.map { "\($0)" } ?? "-")>\($0.to)") }
        try move()
        source.unregister(screen, from: route)
        source.removeObserver(id)
        #expect(source.screens(for: route).isEmpty)
        try move()
    }

    @Test func aFlatRouterThroughTheProtocol() throws {
        let definition = try StateMachine<Lane, LaneEvent>.Definition(
            initial: .a, rules: [.on(.go, from: .a, to: .b), .on(.ret, from: .b, to: .a)])
        let router = LaneRouter(definition)
        router.start()
        let log = LaneLog()
        let screen = LaneScreen("b", log)
        var forth = true
        try attachAndDetach(router, route: .b, screen: screen, log: log) {
            try router.send(forth ? .go : .ret)
            forth.toggle()
        }
        #expect(log.entries == ["b.enter a>b go", "observed a>b"])
    }

    @Test func aNavigationRouterThroughTheProtocol() throws {
        let definition = try Statechart<String, String>.Definition(initial: "tabs") {
            Parallel("tabs") {
                ChartState("main") {
                    ChartState("list") { On("open", to: "detail") }
                    ChartState("detail") { On("close", to: "list") }
                }
            }
        }
        let router = try NavigationRouter<String, String, String>(definition, tabs: "tabs")
        router.start()
        let log = LaneLog()
        let screen = TextScreen("detail", log)
        var forth = true
        try attachAndDetach(router, route: "detail", screen: screen, log: log) {
            try router.send(forth ? "open" : "close")
            forth.toggle()
        }
        #expect(log.entries == ["detail.enter", "observed list>detail"])
    }
}

/// A screen of string routes that logs `name.enter` / `name.leave`.
@MainActor
final class TextScreen: RouteScreen {
    let name: String
    let log: LaneLog

    init(_ name: String, _ log: LaneLog) {
        self.name = name
        self.log = log
    }

    func routeWillLeave(_ change: RouteChange<String, String, String>) { log.entries.append("\(name).leave") }
    func routeDidEnter(_ change: RouteChange<String, String, String>) { log.entries.append("\(name).enter") }
}
