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
}
