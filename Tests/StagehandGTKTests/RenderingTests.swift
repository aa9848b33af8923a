import CAdwaita
import StagehandGTK
import XCTest

final class RenderingTests: XCTestCase {
    func testAStatusPageRendersOffscreenToAPNGOfItsSize() throws {
        try MainActor.assumeIsolated { try Self.rendersPNG() }
    }

    func testRenderingAnUnshownWidgetFailsWithATypedError() throws {
        try MainActor.assumeIsolated { try Self.unshownFails() }
    }

    func testFrameLatencyOfAStateChangeIsMeasured() throws {
        try MainActor.assumeIsolated { try Self.frameLatency() }
    }

    func testAMeasurementFollowsFramesUntilTheChangeShowsAndBreaksItsTimeDown() throws {
        try MainActor.assumeIsolated { try Self.frameMeasurement() }
    }

    @MainActor private static func frameMeasurement() throws {
        try GTKTestHost.require()
        let label = Label("before")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        var result: FrameMeasurement?
        var painted = 0
        try FrameTiming.measure(
            of: label, change: { label.text = "after" },
            until: {
                painted += 1
                return painted == 3  // as if the change showed only in the third frame
            }, completion: { result = $0 })
        XCTAssertTrue(GTKTestHost.pump { result != nil })
        let measurement = try XCTUnwrap(result)
        XCTAssertEqual(painted, 3)
        XCTAssertEqual(measurement.frames, 3)
        let parts: [FrameMeasurement.Span] = [
            measurement.change, measurement.earlierFrames, measurement.wait, measurement.layout, measurement.paint,
        ]
        XCTAssertEqual(parts.reduce(Duration.zero) { $0 + $1.wall }, measurement.total.wall)
        XCTAssertEqual(parts.reduce(Duration.zero) { $0 + $1.cpu }, measurement.total.cpu)
        XCTAssertGreaterThan(measurement.earlierFrames.wall, .zero, "two frames before the one that showed it")
        XCTAssertTrue(parts.allSatisfy { $0.wall >= .zero && $0.cpu >= .zero })

        // The frame limit ends a measurement whose change never shows.
        result = nil
        try FrameTiming.measure(of: label, change: {}, until: { false }, frameLimit: 2, completion: { result = $0 })
        XCTAssertTrue(GTKTestHost.pump { result != nil })
        XCTAssertEqual(result?.frames, 2)
    }

    @MainActor private static func rendersPNG() throws {
        try GTKTestHost.require()
        let page = StatusPage(title: "Nothing here", description: "No comments yet.", iconName: "mail-unread-symbolic")
        let window = GTKTestHost.present(page, width: 360, height: 420)
        defer { window.destroy() }
        let path = NSTemporaryDirectory() + "stagehand-status-\(getpid()).png"
        defer { unlink(path) }
        let size = try OffscreenRenderer.writePNG(of: page, to: path)
        XCTAssertEqual(size, OffscreenRenderer.Size(width: page.allocatedWidth, height: page.allocatedHeight))
        // The window's content area is the default size minus the client-side decoration.
        XCTAssertTrue((340...360).contains(size.width) && (400...420).contains(size.height), "\(size)")
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_texture_new_from_filename(path, &error)
        XCTAssertNil(error)
        defer { if let texture { g_object_unref(gpointer(texture)) } }
        XCTAssertEqual(texture.map { Int(gdk_texture_get_width($0)) }, size.width)
        XCTAssertEqual(texture.map { Int(gdk_texture_get_height($0)) }, size.height)
    }

    @MainActor private static func unshownFails() throws {
        try GTKTestHost.require()
        let label = Label("never shown")
        XCTAssertThrowsError(try OffscreenRenderer.writePNG(of: label, to: "/tmp/unused.png")) { error in
            XCTAssertEqual(error as? RenderError, .notAllocated(typeName: "GtkLabel"))
        }
    }

    @MainActor private static func frameLatency() throws {
        try GTKTestHost.require()
        let label = Label("before")
        let window = GTKTestHost.present(label)
        defer { window.destroy() }
        var latency: Duration?
        try FrameTiming.measureLatency(of: label, change: { label.text = "after" }, completion: { latency = $0 })
        XCTAssertTrue(GTKTestHost.pump { latency != nil })
        let measured = try XCTUnwrap(latency)
        XCTAssertGreaterThan(measured, .zero)
        XCTAssertLessThan(measured, .milliseconds(500))
        print("state change → painted frame: \(measured)")
    }
}
