import Stagehand
import Testing

/// Issue 9, item 3: the request queue drains in linear time and in order.
@MainActor
@Suite struct RouterQueueTests {
    /// 50,000 requests queued from one callback run in order, after the change that queued
    /// them (with a queue drained by `removeFirst()` this took quadratic time).
    @Test func fiftyThousandRequestsQueuedFromOneCallbackRunInOrder() throws {
        let router = LaneRouter(
            try .init(initial: .a, rules: [.on(.go, from: .a, to: .b), .on(.ret, from: .b, to: .a)]))
        router.limits.stepsPerRun = 60_000
        let count = 50_000
        var results: [RouteResult] = []
        var entered: [Lane] = []
        var contexts: [String?] = []
        router.observe { [weak router] change in
            entered.append(change.to)
            contexts.append(change.context)
            guard let router, change.context == "first" else { return }
            for index in 0..<count {
                let event: LaneEvent = index % 2 == 0 ? .ret : .go
                results.append((try? router.send(event, context: "\(index)")) ?? .routed)
            }
        }
        router.start()
        try router.send(.go, context: "first")
        #expect(results.count == count)
        #expect(results.allSatisfy { $0 == .queued })
        #expect(entered.count == count + 2)
        #expect(entered.enumerated().allSatisfy { $0.element == ($0.offset % 2 == 0 ? .a : .b) })
        #expect(contexts[2] == "0")
        #expect(contexts[count + 1] == "\(count - 1)")
        #expect(router.route == .b)
        #expect(router.backStack.count == count + 1)
        // The queue is empty again: the next request runs at once.
        #expect(try router.send(.ret) == .routed)
    }
}
