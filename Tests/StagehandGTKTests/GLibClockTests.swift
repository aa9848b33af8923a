import CAdwaita
import Stagehand
import XCTest

@testable import StagehandGTK

final class GLibClockTests: XCTestCase {
    func testActionsFireInDeadlineOrderAndCancelledOnesNever() throws {
        try MainActor.assumeIsolated { try Self.firesInOrder() }
    }

    func testAZeroDelayNeverRunsInsideSchedule() throws {
        try MainActor.assumeIsolated { try Self.zeroDelay() }
    }

    @MainActor private static func firesInOrder() throws {
        try GTKTestHost.require()
        let clock = GLibClock()
        var events: [String] = []
        let start = clock.now
        clock.schedule(after: .milliseconds(30)) { events.append("30") }
        clock.schedule(after: .milliseconds(10)) { events.append("10") }
        let cancelled = clock.schedule(after: .milliseconds(15)) { events.append("cancelled") }
        clock.schedule(after: .milliseconds(20)) { events.append("20a") }
        clock.schedule(after: .milliseconds(20)) { events.append("20b") }
        let last = clock.schedule(after: .milliseconds(40)) {
            events.append("40 at \(clock.now >= start + .milliseconds(40))")
        }
        cancelled.cancel()
        XCTAssertFalse(cancelled.isPending)
        XCTAssertTrue(GTKTestHost.pump { !last.isPending })
        GTKTestHost.pump(for: .milliseconds(20))
        XCTAssertEqual(events, ["10", "20a", "20b", "30", "40 at true"])
        XCTAssertGreaterThanOrEqual(clock.now, start + .milliseconds(40))
    }

    @MainActor private static func zeroDelay() throws {
        try GTKTestHost.require()
        let clock = GLibClock()
        var events: [String] = []
        let timer = clock.schedule(after: .zero) { events.append("ran") }
        events.append("scheduled")
        XCTAssertTrue(timer.isPending)
        XCTAssertTrue(GTKTestHost.pump { !timer.isPending })
        XCTAssertEqual(events, ["scheduled", "ran"])
        timer.cancel()
        XCTAssertEqual(events, ["scheduled", "ran"])
    }
}

/// Delays longer than one GLib timeout (`UInt32.max` ms, about 49.7 days), which used to trap on
/// `seconds * 1_000` near `Int64.max` seconds, or fire after 49.7 days at the latest.
final class GLibClockLongDelayTests: XCTestCase {
    func testTimeoutIntervalsRoundUpAndShortenWhatGLibCannotTake() {
        let cases: [(Duration, guint, Bool)] = [
            (.zero, 0, false), (.microseconds(1), 1, false), (.milliseconds(1.5), 2, false),
            (.seconds(-5), 0, false), (.milliseconds(Int64(guint.max)), guint.max, false),
            (.milliseconds(Int64(guint.max) + 1), guint.max, true), (.seconds(86_400 * 60), guint.max, true),
            (.seconds(Int64.max), guint.max, true),
        ]
        for (duration, milliseconds, shortened) in cases {
            let interval = GLibClock.timeoutInterval(duration)
            XCTAssertEqual(interval.milliseconds, milliseconds, "\(duration)")
            XCTAssertEqual(interval.isShortened, shortened, "\(duration)")
        }
    }

    func testAHugeDelayStaysPendingUntilCancelled() throws {
        try MainActor.assumeIsolated {
            try GTKTestHost.require()
            let clock = GLibClock()
            var events: [String] = []
            let never = clock.schedule(after: .seconds(Int64.max)) { events.append("never") }
            let soon = clock.schedule(after: .milliseconds(5)) { events.append("soon") }
            XCTAssertTrue(GTKTestHost.pump { !soon.isPending })
            XCTAssertTrue(never.isPending)
            never.cancel()
            GTKTestHost.pump(for: .milliseconds(10))
            XCTAssertEqual(events, ["soon"])
            XCTAssertFalse(never.isPending)
        }
    }

    func testAnAnimationDurationNearInt64MaxSecondsIsClampedNotATrap() throws {
        try MainActor.assumeIsolated {
            try GTKTestHost.require()
            let label = Label("x")
            var values: [Double] = []
            let animation = TimedAnimation(on: label, from: 0, to: 1, duration: .seconds(Int64.max)) {
                values.append($0)
            }
            XCTAssertEqual(animation.durationMilliseconds, Int(guint.max))
            animation.skip()
            XCTAssertEqual(values, [1])
            XCTAssertEqual(animation.state, .finished)
        }
    }
}
