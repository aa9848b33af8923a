import CAdwaita

/// A list model of strings (`GtkStringList`, a `GListModel`) that list widgets bind to.
///
/// Every change emits the model's `items-changed` signal, which bound widgets (and
/// ``onItemsChanged(_:)`` handlers) use to update themselves.
@MainActor
public final class StringList {
    /// The wrapped `GtkStringList`; this wrapper owns one reference to it.
    public let stringList: OpaquePointer

    /// Creates a list holding `strings`.
    /// - Parameter strings: The initial items.
    public init(_ strings: [String] = []) {
        stringList = gtk_string_list_new(nil)
        append(contentsOf: strings)
    }

    isolated deinit {
        g_object_unref(gp(stringList))
    }

    /// The list as a `GListModel`, for GTK functions that take one.
    public var listModel: OpaquePointer { cadw_list_model(gp(stringList)) }

    /// The number of items.
    public var count: Int { Int(g_list_model_get_n_items(listModel)) }

    /// All items, in order.
    public var strings: [String] {
        (0..<count).map { self[$0] ?? "" }
    }

    /// The item at `index`, or `nil` when `index` is out of range.
    /// - Parameter index: A position in the list.
    public subscript(index: Int) -> String? {
        guard index >= 0, index < count else { return nil }
        return gtk_string_list_get_string(stringList, guint(index)).map { String(cString: $0) }
    }

    /// Adds `item` at the end (one `items-changed`).
    /// - Parameter item: The new item.
    public func append(_ item: String) {
        gtk_string_list_append(stringList, item)
    }

    /// Adds `items` at the end, in one `items-changed` notification.
    /// - Parameter items: The new items.
    public func append(contentsOf items: [String]) {
        replace(at: count, removing: 0, with: items)
    }

    /// Removes the item at `index`; does nothing when `index` is out of range.
    /// - Parameter index: A position in the list.
    public func remove(at index: Int) {
        guard index >= 0, index < count else { return }
        gtk_string_list_remove(stringList, guint(index))
    }

    /// Replaces all items with `items`, in one `items-changed` notification.
    /// - Parameter items: The new content.
    public func replaceAll(with items: [String]) {
        replace(at: 0, removing: count, with: items)
    }

    /// Removes `removing` items at `position` and inserts `items` there, in one `items-changed`
    /// notification. The range is clamped to the list.
    /// - Parameters:
    ///   - position: Where to change the list.
    ///   - removing: How many items to remove there.
    ///   - items: The items to insert there.
    public func replace(at position: Int, removing: Int, with items: [String]) {
        let start = min(max(position, 0), count)
        let removed = min(max(removing, 0), count - start)
        guard removed > 0 || !items.isEmpty else { return }
        let copies = items.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let array: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]  // NULL-terminated
        gtk_string_list_splice(stringList, guint(start), guint(removed), array)
    }

    /// Runs `body` after every change of the list (the `items-changed` signal).
    /// - Parameter body: Receives where and how the list changed.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onItemsChanged(_ body: @escaping @MainActor (ListChange) -> Void) -> SignalConnection {
        Signals.connectItemsChanged(gp(stringList), body)
    }
}
