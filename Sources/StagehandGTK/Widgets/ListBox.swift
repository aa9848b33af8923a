import CAdwaita

/// A vertical list of rows (`GtkListBox`), filled by hand or bound to a ``StringList``.
///
/// Add the `boxed-list` style class (``Widget/addCSSClass(_:)``) for libadwaita's card look.
@MainActor
public final class ListBox: Widget {
    /// Makes the widget for one item of a bound model.
    public typealias RowFactory = @MainActor (String) -> Widget

    private final class FactoryBox {
        let make: RowFactory
        init(_ make: @escaping RowFactory) { self.make = make }
    }

    /// Creates an empty list with no selection.
    public init() {
        super.init(sinking: gtk_list_box_new())
        gtk_list_box_set_selection_mode(cadw_list_box(pointer), GTK_SELECTION_NONE)
    }

    /// Adds a row for `child` at the end.
    /// - Parameter child: The row content (wrapped in a `GtkListBoxRow` unless it is one).
    public func append(_ child: Widget) {
        gtk_list_box_append(cadw_list_box(pointer), child.widget)
    }

    /// Removes every row (unbinds nothing; use ``bind(to:makeRow:)`` for model-driven lists).
    public func removeAll() {
        while let row = gtk_widget_get_first_child(widget) {
            gtk_list_box_remove(cadw_list_box(pointer), row)
        }
    }

    /// The number of rows currently in the list.
    public var rowCount: Int {
        var count = 0
        while gtk_list_box_get_row_at_index(cadw_list_box(pointer), gint32(count)) != nil { count += 1 }
        return count
    }

    /// Shows `placeholder` while the list has no rows.
    /// - Parameter placeholder: The widget to show, or `nil` for none.
    public func setPlaceholder(_ placeholder: Widget?) {
        gtk_list_box_set_placeholder(cadw_list_box(pointer), placeholder?.widget)
    }

    /// Binds the rows to `model`: the list then always has one row per item, made by `makeRow`,
    /// and follows the model's `items-changed` by itself.
    /// - Parameters:
    ///   - model: The items.
    ///   - makeRow: Makes the row widget for an item.
    public func bind(to model: StringList, makeRow: @escaping RowFactory) {
        let create: GtkListBoxCreateWidgetFunc = { item, data in
            guard let item, let data else { return nil }
            let factory = Unmanaged<FactoryBox>.fromOpaque(data).takeUnretainedValue()
            let text = string(gtk_string_object_get_string(cadw_string_object(item)))
            // A pointer is not Sendable, so it leaves the isolated closure as its bit pattern.
            let address = MainActor.assumeIsolated {
                let row = factory.make(text)
                g_object_ref(row.pointer)  // GTK takes this full reference; the wrapper drops its own
                return UInt(bitPattern: row.widget)
            }
            return UnsafeMutablePointer<GtkWidget>(bitPattern: address)
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<FactoryBox>.fromOpaque(data).release()
        }
        let data = Unmanaged.passRetained(FactoryBox(makeRow)).toOpaque()
        gtk_list_box_bind_model(cadw_list_box(pointer), model.listModel, create, data, release)
    }

    /// Removes a binding made with ``bind(to:makeRow:)``, and its rows.
    public func unbind() {
        gtk_list_box_bind_model(cadw_list_box(pointer), nil, nil, nil, nil)
    }

    /// Runs `body` with the row index when a row is activated (clicked, or Enter pressed).
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onRowActivated(_ body: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        let box = ListBoxRowBox(body)
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, row, data in
            guard let row, let data else { return }
            let box = Unmanaged<ListBoxRowBox>.fromOpaque(data).takeUnretainedValue()
            let index = Int(gtk_list_box_row_get_index(cadw_list_box_row(row)))
            MainActor.assumeIsolated { box.body(index) }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<ListBoxRowBox>.fromOpaque(data).release()
        }
        let id = cadw_signal_connect(
            pointer, "row-activated", unsafeBitCast(trampoline, to: GCallback.self),
            Unmanaged.passRetained(box).toOpaque(), release)
        return SignalConnection(object: pointer, handlerID: UInt(id))
    }
}

/// Holds the Swift closure of a `row-activated` handler.
final class ListBoxRowBox {
    let body: @MainActor (Int) -> Void
    init(_ body: @escaping @MainActor (Int) -> Void) { self.body = body }
}
