import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

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
