import Testing

@testable import Stagehand

/// Events queued during a run drain in linear time: `queue.removeFirst()` made a run of n
/// queued events move n²/2 elements (20,000 events took 1.3 s, 200,000 took 89 s).
@Suite struct RunQueueTests {
    enum Mode: Hashable, Sendable { case idle, busy }
    enum Job: Hashable, Sendable { case begin, item(Int) }

    private func batchMachine(count: Int) throws -> (StateMachine<Mode, Job>, Box) {
        let definition = try StateMachine<Mode, Job>.Definition(
            initial: .idle,
            rules: [
                .on(.begin, from: .idle, to: .busy),
                .on(.item(0), from: .busy, to: .busy, internal: true),
            ],
            eventKind: { job in if case .item = job { .item(0) } else { job } })
        let machine = StateMachine(definition)
        let box = Box()
        machine.onEnter(.busy) { _, sender in
            for index in 0..<count { sender.send(.item(index)) }
        }
        machine.observe { transition in
            if case .item(let index) = transition.event { box.items.append(index) }
        }
        return (machine, box)
    }

    final class Box {
        var items: [Int] = []
    }

    @Test func fiftyThousandEventsQueuedByOneHandlerRunInOrder() throws {
        let (machine, box) = try batchMachine(count: 50_000)
        machine.limits.stepsPerRun = 50_001
        machine.start()
        #expect(try machine.send(.begin) == .processed)
        #expect(box.items == Array(0..<50_000))
        #expect(machine.state == .busy)
        #expect(machine.queue.isEmpty)
        // The machine is idle again: the next event runs at once.
        #expect(try machine.send(.item(50_000)) == .processed)
        #expect(box.items.count == 50_001)
    }

    @Test func drainingMovesFewerElementsThanItTakes() {
        // A producer that keeps appending while the consumer takes (the shape of a long run):
        // compaction must stay linear — the quadratic version moved every remaining element
        // on every take (about 1.25 × 10⁹ moves here).
        var queue = RunQueue<Int>()
        for value in 0..<50_000 { queue.append(value) }
        var taken: [Int] = []
        var next = 50_000
        while let value = queue.popFirst() {
            taken.append(value)
            if next < 100_000 {
                queue.append(next)
                next += 1
            }
        }
        #expect(taken == Array(0..<100_000))
        #expect(queue.isEmpty && queue.count == 0)
        #expect(queue.moved <= 100_000)
    }

    @Test func anEmptiedQueueKeepsOnlySmallStorage() {
        var queue = RunQueue<Int>()
        for value in 0..<10_000 { queue.append(value) }
        while queue.popFirst() != nil {}
        #expect(queue.items.capacity == 0)
        queue.append(1)
        #expect(queue.popFirst() == 1)
        #expect(queue.popFirst() == nil)
    }
}
