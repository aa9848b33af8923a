import CAdwaita
import StagehandGTK
import XCTest

final class TimedAnimationTests: XCTestCase {
    func testAnAnimationRunsThroughItsValuesWithinItsDuration() throws {
        try MainActor.assumeIsolated { try Self.runsWithinDuration() }
    }

    func testWithAnimationsOffItCompletesAtOnce() throws {
        try MainActor.assumeIsolated { try Self.disabledCompletesAtOnce() }
    }

    @MainActor private static func runsWithinDuration() throws {
        try GTKTestHost.require()
        let label = Label("fade")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        var values: [Double] = []
        var done = 0
        let fade = TimedAnimation(on: label, from: 0, to: 1, duration: .milliseconds(200), easing: .linear) {
            label.opacity = $0
            values.append($0)
        }
        fade.onDone { done += 1 }
        let start = GTKTestHost.now
        fade.play()
        XCTAssertEqual(fade.state, .playing)
        XCTAssertTrue(GTKTestHost.pump { done == 1 })
        let elapsed = GTKTestHost.now - start
        XCTAssertEqual(fade.state, .finished)
        XCTAssertEqual(values.last, 1)
        XCTAssertEqual(label.opacity, 1)
        XCTAssertGreaterThan(values.count, 2, "intermediate frames: \(values)")
        XCTAssertEqual(values, values.sorted())
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(190))
        XCTAssertLessThan(elapsed, .milliseconds(200 + 150))
    }

    @MainActor private static func disabledCompletesAtOnce() throws {
        try GTKTestHost.require()
        let label = Label("instant")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        TimedAnimation.areEnabled = false
        defer { TimedAnimation.areEnabled = true }
        var values: [Double] = []
        var done = 0
        let fade = TimedAnimation(on: label, from: 1, to: 0, duration: .seconds(5)) { values.append($0) }
        fade.onDone { done += 1 }
        fade.play()
        XCTAssertEqual(done, 1)
        XCTAssertEqual(values, [0])
        XCTAssertEqual(fade.state, .finished)
    }
}
