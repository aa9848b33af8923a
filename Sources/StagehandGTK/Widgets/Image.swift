import CAdwaita

/// Shows a themed icon (`GtkImage`).
@MainActor
public final class Image: Widget {
    /// Creates an image of a themed icon.
    /// - Parameters:
    ///   - iconName: An icon name such as `face-smile-symbolic`.
    ///   - pixelSize: The icon size in pixels.
    public init(iconName: String, pixelSize: Int = 16) {
        super.init(sinking: gtk_image_new_from_icon_name(iconName))
        self.pixelSize = pixelSize
    }

    /// The icon shown, or `nil` when the image shows no named icon.
    public var iconName: String? {
        get { gtk_image_get_icon_name(cadw_image(pointer)).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(cadw_image(pointer), newValue) }
    }

    /// The icon size in pixels.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(cadw_image(pointer))) }
        set { gtk_image_set_pixel_size(cadw_image(pointer), gint32(newValue)) }
    }
}
