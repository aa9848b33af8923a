import CAdwaita

/// Stacks children on top of each other, each filling the whole area, in an explicit z-order
/// (first = bottom), with a per-child opacity and scale — the surface a container host animates.
///
/// It is a small custom GTK widget (`StagehandLayers`): its children are drawn and hit-tested
/// in sibling order, and a child's scale is applied about its center as an allocation transform,
/// so scaling never re-lays out the child's content. The stack holds one reference to each child
/// while it is in the stack; a removed child is released at once, unless it is marked with
/// ``setKeepsParented(_:for:)``: then it stays a hidden child of the stack (in ``hiddenLayers``)
/// until it is inserted again or the stack goes away.
@MainActor
public final class LayerStack: Widget {
    /// The children from bottom to top.
    public private(set) var layers: [Widget] = []

    /// Children removed while marked with ``setKeepsParented(_:for:)``: still children of the
    /// stack, hidden (not measured, drawn or targeted), in the order they were removed.
    public private(set) var hiddenLayers: [Widget] = []

    private static let keepsParentedKey = "stagehand-layer-keeps-parented"

    /// Marks `widget` so that a stack removing it hides it and keeps it as its child instead of
    /// unparenting it (or clears the mark).
    ///
    /// Use it for a long-lived view that is shown again and again, such as an app's main screen:
    /// unparenting a widget tree unroots it, and GTK then rebuilds every label's text layout,
    /// restyles the tree and re-measures it when it is inserted again. A hidden child costs its
    /// memory and nothing per frame. It is released when it is inserted again and later removed
    /// unmarked, when ``removeHiddenLayers()`` is called, or with the stack.
    /// - Parameters:
    ///   - keeps: Whether removing hides instead of unparenting.
    ///   - widget: The widget to mark.
    public static func setKeepsParented(_ keeps: Bool, for widget: Widget) {
        g_object_set_data(
            cadw_object(widget.pointer), keepsParentedKey, keeps ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
    }

    /// Whether `widget` is marked with ``setKeepsParented(_:for:)``.
    /// - Parameter widget: A widget.
    /// - Returns: `true` when a stack removing it hides it instead.
    public static func keepsParented(_ widget: Widget) -> Bool {
        g_object_get_data(cadw_object(widget.pointer), keepsParentedKey) != nil
    }

    /// Creates an empty stack that expands in both directions.
    public init() {
        super.init(sinking: cadw_layers_new())
        expandsHorizontally = true
        expandsVertically = true
    }

    /// Whether `child` is in the stack.
    /// - Parameter child: A widget.
    /// - Returns: `true` when it is one of ``layers``.
    public func contains(_ child: Widget) -> Bool {
        layers.contains { $0 === child }
    }

    /// Inserts `child` at `index` in the z-order (0 = bottom); an index past the end puts it on
    /// top. A child already in the stack is moved instead.
    /// - Parameters:
    ///   - child: A widget without a parent, or one of this stack's children (a widget that has
    ///     another parent is left alone).
    ///   - index: The position from the bottom.
    public func insert(_ child: Widget, at index: Int) {
        if contains(child) {
            layers.removeAll { $0 === child }
        } else if let hidden = hiddenLayers.firstIndex(where: { $0 === child }) {
            hiddenLayers.remove(at: hidden)
            child.isVisible = true
        } else {
            guard !child.hasParent else { return }
        }
        let position = min(max(index, 0), layers.count)
        layers.insert(child, at: position)
        let below = position > 0 ? layers[position - 1].widget : nil
        gtk_widget_insert_after(child.widget, widget, below)  // parents it, or moves it among siblings
    }

    /// Puts `child` on top of all others.
    /// - Parameter child: A widget without a parent, or one of this stack's children.
    public func append(_ child: Widget) {
        insert(child, at: layers.count)
    }

    /// Removes `child` from the stack and releases it, or hides it when it is marked with
    /// ``setKeepsParented(_:for:)``; does nothing when it is not one of ``layers``.
    /// - Parameter child: One of this stack's children.
    public func remove(_ child: Widget) {
        guard contains(child) else { return }
        layers.removeAll { $0 === child }
        if Self.keepsParented(child) {
            child.isVisible = false
            hiddenLayers.append(child)
        } else {
            gtk_widget_unparent(child.widget)
        }
    }

    /// Unparents and releases every hidden child (see ``hiddenLayers``).
    public func removeHiddenLayers() {
        let hidden = hiddenLayers
        hiddenLayers = []
        for child in hidden {
            child.isVisible = true
            gtk_widget_unparent(child.widget)
        }
    }

    /// Re-orders the children that are in `order` so that they follow it from bottom to top;
    /// children of the stack missing from `order` keep their place below, widgets not in the
    /// stack are ignored.
    /// - Parameter order: The desired z-order, bottom first.
    public func reorder(_ order: [Widget]) {
        let wanted = order.filter { contains($0) }
        let others = layers.filter { child in !wanted.contains { $0 === child } }
        layers = others + wanted
        var previous: UnsafeMutablePointer<GtkWidget>?
        for child in layers {
            gtk_widget_insert_after(child.widget, widget, previous)
            previous = child.widget
        }
    }

    /// The scale factor of `child` (1 = natural size), applied about the stack's center.
    /// - Parameter child: One of this stack's children.
    /// - Returns: Its scale factor.
    public func scale(of child: Widget) -> Double {
        cadw_layer_child_scale(child.widget)
    }

    /// Sets the scale factor of `child`, applied about the stack's center.
    /// - Parameters:
    ///   - scale: The factor; 1 is the natural size.
    ///   - child: One of this stack's children.
    public func setScale(_ scale: Double, of child: Widget) {
        cadw_layer_set_child_scale(child.widget, scale)
    }
}
