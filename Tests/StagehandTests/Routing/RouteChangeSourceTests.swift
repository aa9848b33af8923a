import Stagehand
import Testing

/// Code written once over `RouteChangeSource` works with both routers: screens registered
/// through it hear their routes' changes, observers see every change, and removing either ends
/// what it hears.
@MainActor
@Suite struct RouteChangeSourceTests {
    /// Registers `screen` for `route` and an observer (which calls `note`) through the protocol,
    /// then runs `move` twice: once with both attached, once after both are removed.
    func attachAndDetach<Source: RouteChangeSource>(
        _ source: Source, route: Source.Route, screen: some RouteScreen<Source.Route, Source.Event, Source.Context>,
        note: @escaping (String) -> Void, move: () throws -> Void
    ) rethrows {
        source.register(screen, for: route)
        #expect(source.screens(for: route).count == 1)
        let id = source.observe { note("observed \($0.from.map { "\($0)" } ?? "-")>\($0.to)") }
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
        var forth = true
        try attachAndDetach(router, route: .b, screen: LaneScreen("b", log), note: { log.entries.append($0) }) {
            try router.send(forth ? .go : .ret)
            forth.toggle()
        }
        #expect(log.entries == ["b.enter a>b go", "observed a>b"])
    }

    @Test func aNavigationRouterThroughTheProtocol() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        let log = NavLog()
        var forth = true
        try attachAndDetach(router, route: .detail, screen: NavScreen("detail", log), note: { log.entries.append($0) })
        {
            try router.send(forth ? .open : .close)
            forth.toggle()
        }
        #expect(log.entries == ["detail.enter event 'open'", "observed list>detail"])
    }
}
