import Stagehand
import StagehandTesting
import Testing

@Suite struct ManualClockTests {
    @Test func runsActionsInDeadlineOrderThenScheduleOrder() {
        let clock = ManualClock()
        var log: [String] = []
        clock.schedule(after: .milliseconds(20)) { log.append("b@\(clock.now)") }
        clock.schedule(after: .milliseconds(10)) { log.append("a@\(clock.now)") }
        clock.schedule(after: .milliseconds(20)) { log.append("c@\(clock.now)") }
        clock.advance(by: .milliseconds(15))
        #expect(log == ["a@0.01 seconds"])
        clock.advance(by: .milliseconds(15))
        #expect(log == ["a@0.01 seconds", "b@0.02 seconds", "c@0.02 seconds"])
        #expect(clock.now == .milliseconds(30))
    }

    @Test func cancelledActionsNeverRun() {
        let clock = ManualClock()
        var ran = false
        let timer = clock.schedule(after: .seconds(1)) { ran = true }
        #expect(clock.pendingCount == 1)
        timer.cancel()
        clock.advance(by: .seconds(2))
        #expect(!ran)
        #expect(!timer.isPending)
        #expect(clock.pendingCount == 0)
    }

    /// An action that advances the clock past the outer target used to see time jump back to
    /// that target when the outer advance returned.
    @Test func anActionAdvancingTheClockNeverMakesTimeGoBack() {
        let clock = ManualClock()
        var log: [String] = []
        clock.schedule(after: .milliseconds(500)) {
            log.append("outer@\(clock.now)")
            clock.advance(by: .seconds(2))
            log.append("nested done@\(clock.now)")
        }
        clock.schedule(after: .seconds(2)) { log.append("late@\(clock.now)") }
        clock.advance(by: .seconds(1))
        #expect(log == ["outer@0.5 seconds", "late@2.0 seconds", "nested done@2.5 seconds"])
        #expect(clock.now == .milliseconds(2_500))
        #expect(clock.pendingCount == 0)
    }

    @Test func actionsScheduledWhileAdvancingRunWhenDue() {
        let clock = ManualClock()
        var log: [Duration] = []
        clock.schedule(after: .milliseconds(10)) {
            log.append(clock.now)
            clock.schedule(after: .milliseconds(5)) { log.append(clock.now) }
            clock.schedule(after: .milliseconds(50)) { log.append(clock.now) }
        }
        clock.advance(by: .milliseconds(20))
        #expect(log == [.milliseconds(10), .milliseconds(15)])
        #expect(clock.runUntilIdle() == 1)
        #expect(log == [.milliseconds(10), .milliseconds(15), .milliseconds(60)])
    }
}
