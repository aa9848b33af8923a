import Stagehand
import Testing

/// StatefulViewController's issue #62: with protocol-extension defaults, a base class that left a
/// hook to the default had its subclass's override bound past. `RouteScreen` has no defaults, so
/// the base class implements both methods and the router always calls the subclass's override.
@MainActor
@Suite struct RouteScreenSubclassTests {
    enum Route: String, Hashable, Sendable { case list, detail }
    enum Event: String, Hashable, Sendable { case open }

    class BaseScreen: RouteScreen {
        typealias Context = String
        var log: [String] = []
        func routeWillLeave(_ change: RouteChange<Route, Event, String>) { log.append("base.leave") }
        func routeDidEnter(_ change: RouteChange<Route, Event, String>) { log.append("base.enter") }
    }

    final class DetailScreen: BaseScreen {
        override func routeDidEnter(_ change: RouteChange<Route, Event, String>) {
            log.append("detail.enter \(change.from?.rawValue ?? "-")>\(change.to.rawValue) \(change.context ?? "nil")")
        }
    }

    final class ListScreen: BaseScreen {
        override func routeWillLeave(_ change: RouteChange<Route, Event, String>) {
            super.routeWillLeave(change)
            log.append("list.leave")
        }
    }

    @Test("a subclass's overrides of both hooks are the ones the router calls")
    func subclassOverridesAreCalled() throws {
        let definition = try StateMachine<Route, Event>.Definition(
            initial: .list, final: [.detail], rules: [.on(.open, from: .list, to: .detail)])
        let router = Router<Route, Event, String>(definition)
        let list = ListScreen()
        let detail = DetailScreen()
        router.register(list, for: .list)
        router.register(detail, for: .detail)
        router.start()
        try router.send(.open, context: "row 3")
        #expect(list.log == ["base.enter", "base.leave", "list.leave"])
        #expect(detail.log == ["detail.enter list>detail row 3"])
    }
}
