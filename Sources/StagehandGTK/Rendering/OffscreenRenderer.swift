import CAdwaita

/// Renders a widget subtree to a PNG file through GTK's own renderer, without the display.
///
/// It snapshots the widget (`gtk_widget_paintable_new`), renders the node with a surface-less
/// cairo renderer and saves the texture. The result does not depend on the X server or the GL
/// driver. The widget must be mapped and allocated, i.e. inside a presented window after a frame.
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
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
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

        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            throw .emptySnapshot(typeName: widget.typeName)
        }
        defer { g_object_unref(gp(texture)) }
        guard bool(gdk_texture_save_to_png(texture, path)) else { throw .writeFailed(path: path) }
        return Size(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
    }
}
