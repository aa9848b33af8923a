import CAdwaita
import StagehandGTK
import XCTest

/// Screenshots right after presenting a window: waiting for the first frame makes every render
/// succeed, and a widget that is not a window is drawn on an opaque background.
final class FirstFrameRenderingTests: XCTestCase {
    func testAHundredFirstFrameRendersInARowAllSucceedOpaque() throws {
        try MainActor.assumeIsolated { try Self.hundredRenders() }
    }

    func testWaitingForAWidgetThatCanNeverBeDrawnFailsWithATypedError() throws {
        try MainActor.assumeIsolated { try Self.neverDrawn() }
    }

    /// The pixels of a PNG file, 4 bytes each (GDK's default memory format: B, G, R, A).
    struct Pixels {
        let width: Int
        let height: Int
        let bytes: [UInt8]

        @MainActor init(path: String) throws {
            var error: UnsafeMutablePointer<GError>?
            guard let texture = gdk_texture_new_from_filename(path, &error) else {
                defer { g_clear_error(&error) }
                throw RenderError.writeFailed(path: path)
            }
            defer { g_object_unref(gpointer(texture)) }
            width = Int(gdk_texture_get_width(texture))
            height = Int(gdk_texture_get_height(texture))
            let stride = width * 4
            var buffer = [UInt8](repeating: 0, count: stride * height)
            buffer.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
            bytes = buffer
        }

        func alpha(x: Int, y: Int) -> UInt8 { bytes[(y * width + x) * 4 + 3] }

        /// The distinct colours of the image (B, G, R, A packed).
        var colourCount: Int {
            var colours = Set<UInt32>()
            for index in stride(from: 0, to: bytes.count, by: 4) {
                colours.insert(
                    UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                        | UInt32(bytes[index + 3]) << 24)
            }
            return colours.count
        }
    }

    @MainActor private static func hundredRenders() throws {
        try GTKTestHost.require()
        let path = NSTemporaryDirectory() + "stagehand-first-frame-\(getpid()).png"
        defer { unlink(path) }
        var failures: [String] = []
        for index in 0..<100 {
            let label = Label("Frame \(index)")
            let window = Window(title: "render \(index)", width: 240, height: 160)
            window.setContent(label)
            window.present()
            do {
                try OffscreenRenderer.waitForFirstFrame(of: label)
                let size = try OffscreenRenderer.writePNG(of: label, to: path)
                let pixels = try Pixels(path: path)
                let corners = [
                    (0, 0), (pixels.width - 1, 0), (0, pixels.height - 1), (pixels.width - 1, pixels.height - 1),
                    (pixels.width / 2, pixels.height / 2),
                ]
                let alphas = corners.map { pixels.alpha(x: $0.0, y: $0.1) }
                if size.width <= 0 || size.height <= 0 || size != .init(width: pixels.width, height: pixels.height) {
                    failures.append("\(index): size \(size), image \(pixels.width)x\(pixels.height)")
                } else if alphas != [255, 255, 255, 255, 255] {
                    failures.append("\(index): alphas \(alphas)")
                } else if pixels.colourCount < 2 {
                    failures.append("\(index): one colour only, the text is missing")
                }
            } catch {
                failures.append("\(index): \(error)")
            }
            window.destroy()
        }
        XCTAssertEqual(failures, [])
    }

    @MainActor private static func neverDrawn() throws {
        try GTKTestHost.require()
        let loose = Label("not in a window")
        XCTAssertThrowsError(try OffscreenRenderer.waitForFirstFrame(of: loose)) { error in
            XCTAssertEqual(error as? RenderError, .notShown(typeName: "GtkLabel"))
        }
        let label = Label("in a window never presented")
        let window = Window(title: "hidden")
        defer { window.destroy() }
        window.setContent(label)
        XCTAssertThrowsError(try OffscreenRenderer.waitForFirstFrame(of: label)) { error in
            XCTAssertEqual(error as? RenderError, .notShown(typeName: "GtkLabel"))
        }
        window.present()
        let hidden = Label("hidden")
        hidden.isVisible = false
        window.setContent(hidden)
        XCTAssertThrowsError(try OffscreenRenderer.waitForFirstFrame(of: hidden)) { error in
            XCTAssertEqual(error as? RenderError, .notShown(typeName: "GtkLabel"))
        }
        let shown = Label("shown")
        window.setContent(shown)
        XCTAssertNoThrow(try OffscreenRenderer.waitForFirstFrame(of: shown))
        XCTAssertTrue(shown.isMapped)
        XCTAssertThrowsError(try OffscreenRenderer.waitForFirstFrame(of: shown, iterationLimit: 0)) { error in
            XCTAssertEqual(error as? RenderError, .noFirstFrame(typeName: "GtkLabel", iterations: 0))
        }
    }
}
