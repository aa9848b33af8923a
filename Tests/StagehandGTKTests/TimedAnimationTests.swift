import CAdwaita
import StagehandGTK
import XCTest

final class TimedAnimationTests: XCTestCase {
    func testAnAnimationRunsThroughItsValuesWithinItsDuration() throws {
        try MainActor.assumeIsolated { try Self.runsWithinDuration() }
    }

    func testTheFirstFrameAfterPlayAlreadyShowsProgress() throws {
        try MainActor.assumeIsolated { try Self.firstFrameShowsProgress() }
    }

    func testLeadFractionsAndValuesAreExact() throws {
        try MainActor.assumeIsolated { try Self.leadFractions() }
    }

    func testAZeroLeadStartsAtTheStartValue() throws {
        try MainActor.assumeIsolated { try Self.zeroLeadStartsAtTheStart() }
    }

    func testResetReturnsToTheStartValueAndReplayLeadsAgain() throws {
        try MainActor.assumeIsolated { try Self.resetReturnsToTheStartValue() }
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
        let fade = TimedAnimation(
            on: label, from: 0, to: 1, duration: .milliseconds(200), easing: .linear, lead: .fixed(.milliseconds(20))
        ) {
            label.opacity = $0
            values.append($0)
        }
        fade.onDone { done += 1 }
        fade.play()
        XCTAssertEqual(fade.state, .playing)
        XCTAssertEqual(values, [0.1], "play() reports the lead's value (20 of 200 ms) at once")
        XCTAssertTrue(GTKTestHost.pump { done == 1 })
        XCTAssertEqual(fade.state, .finished)
        XCTAssertEqual(values.first, 0.1)
        XCTAssertEqual(values.last, 1)
        XCTAssertEqual(label.opacity, 1)
        XCTAssertEqual(fade.value, 1)
        XCTAssertEqual(fade.durationMilliseconds, 200)
        XCTAssertGreaterThan(values.count, 2, "intermediate frames: \(values)")
        XCTAssertEqual(values, values.sorted())
        XCTAssertEqual(Set(values).count, values.count, "no value is reported twice: \(values)")
    }

    /// The frame painted right after `play()` shows the animation one frame interval in, not its
    /// start value (which would repeat the picture from before the change).
    @MainActor private static func firstFrameShowsProgress() throws {
        try GTKTestHost.require()
        let label = Label("first frame")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        var values: [Double] = []
        let fade = TimedAnimation(on: label, from: 0, to: 1, duration: .milliseconds(250)) {
            label.opacity = $0
            values.append($0)
        }
        let interval = TimedAnimation.frameInterval(of: label)
        let fraction = TimedAnimation.leadFraction(interval, of: .milliseconds(250))
        let expected = TimedAnimation.value(from: 0, to: 1, easing: .easeOutCubic, at: fraction)
        XCTAssertEqual(fade.value, 0, "idle at the start value")
        fade.play()
        XCTAssertEqual(values, [expected])
        XCTAssertEqual(fade.value, expected)
        XCTAssertEqual(label.opacity, expected, accuracy: 0.5 / 255, "GTK keeps opacity in steps of 1/255")
        XCTAssertGreaterThan(expected, 0.15, "one frame of 250 ms eased out is about 0.19")
        var painted: [Double] = []
        try FrameTiming.afterNextPaint(of: label) { painted.append(label.opacity) }
        XCTAssertTrue(GTKTestHost.pump { !painted.isEmpty })
        XCTAssertGreaterThanOrEqual(painted[0], expected - 0.5 / 255, "the first painted frame shows progress")
        fade.skip()
    }

    @MainActor private static func leadFractions() throws {
        try GTKTestHost.require()
        XCTAssertEqual(TimedAnimation.leadFraction(.milliseconds(17), of: .milliseconds(250)), 0.068)
        XCTAssertEqual(TimedAnimation.leadFraction(.microseconds(16_667), of: .milliseconds(200)), 0.085)
        XCTAssertEqual(TimedAnimation.leadFraction(.milliseconds(300), of: .milliseconds(200)), 1)
        XCTAssertEqual(TimedAnimation.leadFraction(.zero, of: .milliseconds(200)), 0)
        XCTAssertEqual(TimedAnimation.leadFraction(.milliseconds(17), of: .zero), 1)
        XCTAssertEqual(TimedAnimation.value(from: 2, to: 4, easing: .linear, at: 0.25), 2.5)
        XCTAssertEqual(TimedAnimation.value(from: 0, to: 1, easing: .easeOutCubic, at: 0.5), 0.875)
        XCTAssertEqual(TimedAnimation.value(from: 0.1, to: 0.7, easing: .easeInCubic, at: 1), 0.7)
        XCTAssertEqual(TimedAnimation.value(from: 0.1, to: 0.7, easing: .easeInCubic, at: 0), 0.1)
        XCTAssertEqual(TimedAnimation.Lead.fixed(.milliseconds(-5)).duration(on: Label("x")), .zero)
        XCTAssertEqual(TimedAnimation.frameInterval(of: Label("unrealized")), TimedAnimation.defaultFrameInterval)
    }

    @MainActor private static func zeroLeadStartsAtTheStart() throws {
        try GTKTestHost.require()
        let label = Label("no lead")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        var values: [Double] = []
        let fade = TimedAnimation(on: label, from: 1, to: 0, duration: .seconds(5), lead: .fixed(.zero)) {
            values.append($0)
        }
        fade.play()
        XCTAssertEqual(values, [1])
        fade.skip()
        XCTAssertEqual(values, [1, 0])
    }

    @MainActor private static func resetReturnsToTheStartValue() throws {
        try GTKTestHost.require()
        let label = Label("reset")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        var values: [Double] = []
        let fade = TimedAnimation(
            on: label, from: 0.2, to: 0.8, duration: .seconds(5), easing: .linear, lead: .fixed(.milliseconds(500))
        ) { values.append($0) }
        fade.play()
        XCTAssertEqual(values.count, 1)
        XCTAssertEqual(values[0], 0.26, accuracy: 1e-12)
        fade.reset()
        XCTAssertEqual(fade.state, .idle)
        XCTAssertEqual(values.last, 0.2)
        XCTAssertEqual(fade.value, 0.2)
        fade.play()
        XCTAssertEqual(values.last!, 0.26, accuracy: 1e-12, "played again, it leads again")
        fade.skip()
        XCTAssertEqual(values.last, 0.8)
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
