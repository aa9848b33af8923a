import CAdwaita

/// Erases a typed GObject pointer to the `gpointer` most GLib functions take.
@inline(__always)
func gp<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer {
    gpointer(pointer)
}

/// Erases an opaque GObject pointer (final GTK types, interfaces) to a `gpointer`.
@inline(__always)
func gp(_ pointer: OpaquePointer) -> gpointer {
    gpointer(pointer)
}

/// Converts a C `gboolean` to a Swift `Bool`.
@inline(__always)
func bool(_ value: gboolean) -> Bool {
    value != 0
}

/// Converts a Swift `Bool` to a C `gboolean`.
@inline(__always)
func gbool(_ value: Bool) -> gboolean {
    value ? 1 : 0
}

/// Copies a nullable C string into a Swift string (`nil` becomes the empty string).
@inline(__always)
func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}
