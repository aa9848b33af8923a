import CAdwaita
import StagehandGTK
import XCTest

final class PaintWatchTests: XCTestCase {
    func testItCountsPaintedFramesUntilStopped() throws {
        try MainActor.assumeIsolated { try Self.countsUntilStopped() }
    }

    func testAnUnrealizedWidgetHasNoFrameClockToWatch() throws {
        try MainActor.assumeIsolated { try Self.unrealized() }
    }

    @MainActor private static func countsUntilStopped() throws {
        try GTKTestHost.require()
        let label = Label("watched")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        let watch = try PaintWatch(of: label)
        XCTAssertEqual(watch.paints, 0)
        XCTAssertNil(watch.lastPaint)
        XCTAssertNil(watch.sinceLastPaint)
        var painted = 0
        try FrameTiming.afterNextPaint(of: label) { painted += 1 }
        XCTAssertTrue(GTKTestHost.pump { painted == 1 })
        XCTAssertGreaterThanOrEqual(watch.paints, 1)
        let last = try XCTUnwrap(watch.lastPaint)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(watch.sinceLastPaint), .zero)
        watch.stop()
        let counted = watch.paints
        try FrameTiming.afterNextPaint(of: label) { painted += 1 }
        XCTAssertTrue(GTKTestHost.pump { painted == 2 })
        XCTAssertEqual(watch.paints, counted, "a stopped watch counts no more frames")
        XCTAssertEqual(watch.lastPaint, last)
    }

    @MainActor private static func unrealized() throws {
        try GTKTestHost.require()
        XCTAssertThrowsError(try PaintWatch(of: Label("nowhere"))) { error in
            XCTAssertEqual(error as? FrameTimingError, .notRealized(typeName: "GtkLabel"))
        }
    }
}
