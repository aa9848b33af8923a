import CAdwaita

/// `AdwBin`, the single-child widget the binding views use as their root, so each view is one
/// ``Widget`` that can be put anywhere while its container host's stack sits inside it.
@MainActor
enum Bin {
    /// A new, floating `AdwBin`.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        adw_bin_new()
    }

    /// Makes `child` the only child of the bin `bin`.
    /// - Parameters:
    ///   - child: The new child, or `nil` for none.
    ///   - bin: A widget made by ``make()``.
    static func setChild(_ child: Widget?, of bin: Widget) {
        let pointer = UnsafeMutableRawPointer(bin.pointer).assumingMemoryBound(to: AdwBin.self)
        adw_bin_set_child(pointer, child?.widget)
    }
}
