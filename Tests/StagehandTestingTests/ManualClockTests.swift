import Stagehand
import StagehandTesting
import Testing

/// `ManualClock`: awaitable sleeps that resume when the test advances the clock, and a timer
/// queue that stays O(log n) per action at 50,000 timers.
@MainActor
@Suite struct ManualClockTests {
    @Test func aSleeperResumesOnlyWhenTheClockPassesItsDeadline() async throws {
        let clock = ManualClock()
        let sleeper = Task {
            try await clock.sleep(for: .milliseconds(300))
            return clock.now
        }
        try await clock.untilSleeping()
        #expect((clock.sleepingCount, clock.pendingCount) == (1, 1))
        clock.advance(by: .milliseconds(299))
        await Task.yield()
        #expect((clock.sleepingCount, clock.pendingCount) == (1, 1))
        clock.advance(by: .milliseconds(1))
        #expect(try await sleeper.value == .milliseconds(300))
        #expect((clock.sleepingCount, clock.pendingCount) == (0, 0))
    }

    @Test func anAsyncOperationTakesExactlyAsLongAsTheClockSays() async throws {
        let clock = ManualClock()
        var comments: [String] = []
        let loader = Loader<Never>(initialState: .empty, hasContent: { !comments.isEmpty })
        var states: [ContentStateKind] = []
        loader.observe { _, new in states.append(new.kind) }
        let load = loader.load {
            try? await clock.sleep(for: .seconds(1))  // the network, as slow as the test says
            comments = ["First!"]
        }
        try await clock.untilSleeping()
        #expect(states == [.loading])
        clock.advance(by: .seconds(1))
        await load.value
        #expect(states == [.loading, .content])
        #expect(clock.now == .seconds(1))
    }

    @Test func aCancelledSleeperThrowsAtOnceAndIsRemoved() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
        try await clock.untilSleeping()
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect((clock.sleepingCount, clock.pendingCount, clock.nextDeadline) == (0, 0, nil))
        clock.advance(by: .seconds(10))  // nothing left to resume
        #expect(clock.pendingCount == 0)
    }

    @Test func aTaskCancelledBeforeSleepingNeverWaits() async {
        let clock = ManualClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.pendingCount == 0)
    }

    @Test func aSleepOfZeroOrAPastDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock(start: .seconds(2))
        try await clock.sleep(for: .zero)
        try await clock.sleep(until: .seconds(1))
        #expect((clock.pendingCount, clock.now) == (0, .seconds(2)))
    }

    @Test func sleepersWakeInDeadlineOrderAndUntilSleepingCountsThem() async throws {
        let clock = ManualClock()
        let order = Order()
        let late = Task {
            try await clock.sleep(for: .milliseconds(200))
            order.names.append("late")
        }
        let early = Task {
            try await clock.sleep(for: .milliseconds(100))
            order.names.append("early")
        }
        try await clock.untilSleeping(2)
        #expect(clock.sleepingCount == 2)
        clock.advance(by: .milliseconds(100))
        try await early.value
        #expect(order.names == ["early"])
        clock.advance(by: .milliseconds(100))
        try await late.value
        #expect(order.names == ["early", "late"])
    }

    @Test func fiftyThousandTimersFireInDeadlineThenSchedulingOrder() {
        let clock = ManualClock()
        let count = 50_000
        var fired: [Int] = []
        fired.reserveCapacity(count)
        var timers: [ScheduledTimer] = []
        for index in 0..<count {
            // Deadlines descend in pairs: 2 and 3 share a deadline, and so on.
            let delay = Duration.milliseconds(count - index / 2 * 2)
            timers.append(clock.schedule(after: delay) { fired.append(index) })
        }
        for index in stride(from: 0, to: count, by: 4) { timers[index].cancel() }
        #expect(clock.pendingCount == count - count / 4)
        clock.runUntilIdle(limit: count)
        var expected: [Int] = []
        for pair in stride(from: count - 2, through: 0, by: -2) {
            for index in [pair, pair + 1] where index % 4 != 0 { expected.append(index) }
        }
        #expect(fired == expected)
        #expect(clock.pendingCount == 0)
    }

    @MainActor final class Order {
        var names: [String] = []
    }
}
