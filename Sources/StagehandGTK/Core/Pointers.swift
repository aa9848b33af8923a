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

/// Converts a caller's size in pixels to a C `int`, clamping instead of trapping when it does
/// not fit.
@inline(__always)
func gint32(_ value: Int) -> Int32 {
    Int32(clamping: value)
}

/// Rounds a size in points to whole pixels for GTK: `nan` and infinities (easily produced by a
/// division in layout code) count as 0, and values that do not fit a C `int` are clamped, so no
/// value a caller passes can trap.
@inline(__always)
func pixels(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value.rounded(), Double(Int32.min)), Double(Int32.max)))
}

/// Copies a nullable C string into a Swift string (`nil` becomes the empty string).
@inline(__always)
func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}
