import CAdwaita

/// Renders a widget subtree to a PNG file through GTK's own renderer, without the display.
///
/// It snapshots the widget (`gtk_widget_paintable_new`), renders the node with a surface-less
/// cairo renderer and saves the texture. The result does not depend on the X server or the GL
/// driver. The widget must be mapped, allocated and drawn once, i.e. inside a presented window
/// after its first frame: call ``waitForFirstFrame(of:iterationLimit:)`` after presenting it.
///
/// ```swift
/// window.setContent(screen)
/// window.present()
/// try OffscreenRenderer.waitForFirstFrame(of: screen)
/// try OffscreenRenderer.writePNG(of: screen, to: "/tmp/screen.png")
/// ```
///
/// A widget other than a window is drawn over the theme's window background (libadwaita's
/// `window_bg_color`), so the image is opaque wherever the window would be; a window paints its
/// own background.
@MainActor
public enum OffscreenRenderer {
    /// The size of a rendered image, in pixels.
    public struct Size: Hashable, Sendable {
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int

        /// Creates a size.
        /// - Parameters:
        ///   - width: The width in pixels.
        ///   - height: The height in pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// Renders `widget` at its allocated size and writes it to `path` as PNG.
    /// - Parameters:
    ///   - widget: A mapped, allocated widget.
    ///   - path: The file to write; its directory must exist.
    /// - Returns: The size of the written image.
    /// - Throws: ``RenderError`` when the widget has no size or nothing to draw, the renderer is
    ///   unavailable, or the file cannot be written.
    @discardableResult
    public static func writePNG(of widget: Widget, to path: String) throws(RenderError) -> Size {
        let width = widget.allocatedWidth
        let height = widget.allocatedHeight
        guard width > 0, height > 0 else { throw .notAllocated(typeName: widget.typeName) }

        guard let paintable = gtk_widget_paintable_new(widget.widget) else {
            throw .emptySnapshot(typeName: widget.typeName)
        }
        defer { g_object_unref(gp(paintable)) }
        let widgetSnapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, widgetSnapshot, Double(width), Double(height))
        guard let drawn = gtk_snapshot_free_to_node(widgetSnapshot) else {
            throw .emptySnapshot(typeName: widget.typeName)
        }
        defer { gsk_render_node_unref(drawn) }
        let snapshot = gtk_snapshot_new()
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        if !bool(cadw_is_window(widget.pointer)) {
            var background = windowBackground(of: widget)
            gtk_snapshot_append_color(snapshot, &background, &bounds)
        }
        gtk_snapshot_append_node(snapshot, drawn)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .emptySnapshot(typeName: widget.typeName) }
        defer { gsk_render_node_unref(node) }

        guard let renderer = gsk_cairo_renderer_new() else {
            throw .rendererUnavailable(message: "gsk_cairo_renderer_new() returned nothing")
        }
        defer { g_object_unref(gp(renderer)) }
        var error: UnsafeMutablePointer<GError>?
        guard bool(gsk_renderer_realize(renderer, nil, &error)) else {
            let message = error.map { string($0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw .rendererUnavailable(message: message)
        }
        defer { gsk_renderer_unrealize(renderer) }

        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else {
            throw .emptySnapshot(typeName: widget.typeName)
        }
        defer { g_object_unref(gp(texture)) }
        guard bool(gdk_texture_save_to_png(texture, path)) else { throw .writeFailed(path: path) }
        return Size(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
    }

    /// The opaque colour a widget other than a window is drawn on: the theme's window background,
    /// or libadwaita's default light or dark one when the theme names none.
    private static func windowBackground(of widget: Widget) -> GdkRGBA {
        var color = GdkRGBA()
        if !bool(cadw_window_background(widget.widget, &color)) {
            let isDark = bool(adw_style_manager_get_dark(adw_style_manager_get_default()))
            let level: Float = isDark ? 0x24 / 255 : 0xfa / 255
            color = GdkRGBA(red: level, green: level, blue: level, alpha: 1)
        }
        color.alpha = 1
        return color
    }

    /// Drives the GLib main loop until `widget` is mapped, has a size and has been painted in a
    /// frame, so ``writePNG(of:to:)`` has something to draw.
    ///
    /// It runs iterations of the default main context until a frame has painted the widget after
    /// it became mapped and got a size (once it has, the widget is asked to redraw, so that frame
    /// comes even when nothing changes). An iteration blocks until an event arrives: the window
    /// being mapped, a frame, or a frame-length wake-up, so the wait is bounded by
    /// `iterationLimit`, never by sleeping. An already painted widget waits for one more frame.
    /// - Parameters:
    ///   - widget: A widget inside a presented window.
    ///   - iterationLimit: The most main-context iterations to run; 1,000 by default (a first frame
    ///     usually takes a few dozen).
    /// - Throws: ``RenderError/notShown(typeName:)`` when the widget is not in a window or it, or
    ///   one of its ancestors, is hidden (it could never be drawn), and
    ///   ``RenderError/noFirstFrame(typeName:iterations:)`` when no frame painted it in time.
    public static func waitForFirstFrame(of widget: Widget, iterationLimit: Int = 1_000) throws(RenderError) {
        let watch = FirstFrameWatch(widget)
        defer { watch.stop() }
        var iterations = 0
        while !watch.hasPainted {
            guard gtk_widget_get_root(widget.widget) != nil, bool(gtk_widget_is_visible(widget.widget)) else {
                throw .notShown(typeName: widget.typeName)
            }
            guard iterations < iterationLimit else {
                throw .noFirstFrame(typeName: widget.typeName, iterations: iterationLimit)
            }
            watch.prepareFrame()
            g_main_context_iteration(nil, gbool(true))
            iterations += 1
        }
    }
}
