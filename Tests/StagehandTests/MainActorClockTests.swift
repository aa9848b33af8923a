import Stagehand
import Testing

/// The real-time clock is the one place where tests wait for real time: a few milliseconds, awaited
/// through a continuation the clock's action resumes (no sleeping in the test itself).
@MainActor
@Suite struct MainActorClockTests {
    @Test func runsActionsLaterNeverInsideSchedule() async {
        let clock = MainActorClock()
        var log: [String] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            clock.schedule(after: .zero) {
                log.append("zero")
                done.resume()
            }
            log.append("scheduled")
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            clock.schedule(after: .milliseconds(5)) {
                log.append("five")
                done.resume()
            }
        }
        // Under load the main actor may be late; the order above is what is guaranteed.
        #expect(log == ["scheduled", "zero", "five"])
        #expect(clock.now >= .milliseconds(5))
    }

    @Test func cancelledActionNeverRuns() async {
        let clock = MainActorClock()
        var log: [String] = []
        let cancelled = clock.schedule(after: .milliseconds(1)) { log.append("cancelled") }
        cancelled.cancel()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            clock.schedule(after: .milliseconds(10)) {
                log.append("later")
                done.resume()
            }
        }
        #expect(log == ["later"])
        #expect(!cancelled.isPending)
    }
}
