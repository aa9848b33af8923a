import Stagehand
import Testing

/// Deep links over large route sets are checked in time linear in the definition plus the path
/// (each step used to scan every rule, and the error's list of reachable routes every state ×
/// every rule).
@MainActor
@Suite struct RouterScaleTests {
    /// A chain `0 → 1 → … → count - 1` by event `1`, plus `reset` (`-1`) from any state to 0.
    static func chain(_ count: Int) throws -> StateMachine<Int, Int>.Definition {
        var rules = (0..<count - 1).map { StateMachine<Int, Int>.Rule.on(1, from: $0, to: $0 + 1) }
        rules.append(.on(-1, from: .anyState, to: 0))
        return try StateMachine<Int, Int>.Definition(initial: 0, final: [count - 1], rules: rules)
    }

    @Test("a deep link through 50,000 routes is accepted: route, back stack and path exact")
    func fiftyThousandStepDeepLink() throws {
        let count = 50_000
        let router = Router<Int, Int, Never>(try Self.chain(count))
        router.start()
        let path = Array(0..<count)
        #expect(try router.open(path) == .routed)
        #expect(router.route == count - 1)
        #expect(router.backStack.count == count - 1)
        #expect(router.path == path)
    }

    @Test("an invalid step at the end of a 50,000-route deep link names its index and what was reachable")
    func fiftyThousandStepDeepLinkWithABadLastStep() throws {
        let count = 50_000
        let router = Router<Int, Int, Never>(try Self.chain(count))
        router.start()
        var path = Array(0..<count - 1)
        path.append(5)  // from count - 2 only count - 1 and (by reset) 0 are reachable
        do {
            try router.open(path)
            Issue.record("the path was accepted")
        } catch {
            guard case .invalidPath(let index, let to, let reachable) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(index == count - 1)
            #expect(path[index - 1] == count - 2)
            #expect(to == 5)
            #expect(reachable == [0, count - 1])
        }
        #expect(router.route == 0)
        #expect(router.backStack.isEmpty)
        // `reset` from any state makes 0 reachable from anywhere, also mid-path.
        #expect(try router.open([0, 1, 0, 1, 2]) == .routed)
        #expect(router.path == [0, 1, 0, 1, 2])
    }

    /// A screen that counts what it heard.
    final class CountingScreen: RouteScreen {
        typealias Route = Lane
        typealias Event = LaneEvent
        typealias Context = String
        var heard = 0
        func routeWillLeave(_ change: LaneChange) { heard += 1 }
        func routeDidEnter(_ change: LaneChange) { heard += 1 }
    }

    static func lanes() throws -> StateMachine<Lane, LaneEvent>.Definition {
        try StateMachine<Lane, LaneEvent>.Definition(
            initial: .a, rules: [.on(.go, from: .a, to: .b), .on(.ret, from: .b, to: .a)])
    }

    @Test("50,000 screens registered for one route, registered again, unregistered in any order, some released")
    func fiftyThousandScreensForOneRoute() throws {
        let count = 50_000
        let router = LaneRouter(try Self.lanes())
        router.start()
        var screens = (0..<count).map { _ in CountingScreen() }
        for screen in screens { router.register(screen, for: .b) }
        for screen in screens { router.register(screen, for: .b) }
        #expect(router.screens(for: .b).count == count)
        try router.send(.go)
        #expect(screens.allSatisfy { $0.heard == 1 })
        // Unregister the even ones from the back; release half of the odd ones (index % 4 == 1)
        // without unregistering them.
        for index in stride(from: count - 2, through: 0, by: -2) { router.unregister(screens[index], from: .b) }
        #expect(router.screens(for: .b).count == count / 2)
        let kept = stride(from: 3, to: count, by: 4).map { screens[$0] }
        screens = []
        #expect(kept.count == count / 4)
        #expect(router.screens(for: .b).count == count / 4)
        try router.send(.ret)
        #expect(kept.allSatisfy { $0.heard == 2 })
        // New screens may reuse the released ones' memory: each is registered, once.
        let fresh = (0..<count / 4).map { _ in CountingScreen() }
        for screen in fresh { router.register(screen, for: .b) }
        #expect(router.screens(for: .b).count == count / 2)
        try router.send(.go)
        #expect(fresh.allSatisfy { $0.heard == 1 })
        #expect(kept.allSatisfy { $0.heard == 3 })
        for screen in kept + fresh { router.unregister(screen, from: .b) }
        #expect(router.screens(for: .b).count == 0)
        try router.send(.ret)
        #expect(kept.allSatisfy { $0.heard == 3 })
        #expect(fresh.allSatisfy { $0.heard == 1 })
    }

    @Test("a screen registered for a route the definition does not have is not kept, as a navigation router does")
    func routeOutsideTheDefinition() throws {
        let router = LaneRouter(try Self.lanes())
        router.start()
        let screen = CountingScreen()
        router.register(screen, for: .c)
        #expect(router.screens(for: .c).isEmpty)
        router.unregister(screen, from: .c)
        try router.send(.go)
        #expect(screen.heard == 0)
    }
}
