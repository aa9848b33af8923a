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
///
/// Membership is a hash lookup, so ``contains(_:)`` and ``layer(containing:)`` take constant time
/// (the latter times the depth of the widget), ``append(_:)`` and ``remove(_:)`` of any layer take
/// constant time (amortised; a removal leaves a gap that is closed later, with others), and the bulk
/// operations ``setLayers(_:)`` and ``reorder(_:)`` take linear time when the layers that stay keep
/// their order (n log n at worst) and move only the children that are out of place, the fewest
/// possible. So removing n layers one by one, in any order, takes O(n) work in all.
@MainActor
public final class LayerStack: Widget {
    /// The children from bottom to top.
    ///
    /// Reading it right after a change takes time proportional to the layers (it is assembled
    /// then, and kept until the next change); to follow single removals cheaply, ask
    /// ``contains(_:)`` instead.
    public var layers: [Widget] { slots.elements() }

    /// Children removed while marked with ``setKeepsParented(_:for:)``: still children of the
    /// stack, hidden (unmapped: not measured, drawn or targeted; their `visible` property is left
    /// alone), in the order they were removed.
    public var hiddenLayers: [Widget] { hidden.elements() }

    /// The layers (each kept alive here), in z-order.
    private var slots = LayerSlots()
    /// The hidden children (each kept alive here), in the order they were removed.
    private var hidden = LayerSlots()

    /// What the stack has done to its children, for tests that bound its work.
    struct Work: Equatable {
        /// `gtk_widget_insert_after` calls: a child parented or moved among its siblings.
        var siblingMoves = 0
        /// Children unparented or hidden.
        var removals = 0
        /// Loop steps over children or layers in the bulk operations.
        var visits = 0
        /// Binary-search steps while finding the children that keep their place (none when the
        /// layers that stay are already in order).
        var searchSteps = 0
        /// Steps of the stack's own bookkeeping: slots read while closing the gaps that removals
        /// leave (each removal pays for its own gap, amortised), and layers shifted by an
        /// insertion below the top.
        var slotSteps = 0
    }

    /// The work done since the stack was created.
    private(set) var work = Work()

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
        slots.contains(child)
    }

    /// Inserts `child` at `index` in the z-order (0 = bottom); an index past the end puts it on
    /// top. A child already in the stack is moved instead.
    ///
    /// Putting a child on top takes constant time; inserting below the top shifts the layers
    /// above it. To set many layers at once, use ``setLayers(_:)``.
    /// - Parameters:
    ///   - child: A widget without a parent, or one of this stack's children (a widget that has
    ///     another parent is left alone).
    ///   - index: The position from the bottom.
    public func insert(_ child: Widget, at index: Int) {
        if contains(child) {
            work.visits += 1
            _ = slots.remove(child, steps: &work.slotSteps)
        } else if !adoptHidden(child) {
            guard !child.hasParent else { return }
        }
        let below = slots.insert(child, at: min(max(index, 0), slots.count), steps: &work.slotSteps)
        moveAfter(child, below?.widget)
    }

    /// Puts `child` on top of all others.
    /// - Parameter child: A widget without a parent, or one of this stack's children.
    public func append(_ child: Widget) {
        insert(child, at: slots.count)
    }

    /// Removes `child` from the stack and releases it, or hides it when it is marked with
    /// ``setKeepsParented(_:for:)``; does nothing when it is not one of ``layers``. Takes
    /// constant time (amortised) wherever the layer is: the other layers do not move.
    /// - Parameter child: One of this stack's children.
    public func remove(_ child: Widget) {
        guard slots.remove(child, steps: &work.slotSteps) else { return }
        work.visits += 1  // the layer looked up
        detach(child)
    }

    /// Makes the layers exactly `children`, bottom first, in linear time when the layers that stay
    /// keep their order (n log n at worst): layers not in `children` are removed (released, or hidden when marked with
    /// ``setKeepsParented(_:for:)``), new ones are inserted, and only the children out of place
    /// are moved among their siblings.
    /// - Parameter children: The new layers, bottom first. A widget that has another parent, or
    ///   that appears a second time, is left out.
    public func setLayers(_ children: [Widget]) {
        var wanted = Set<LayerSlots.Key>(minimumCapacity: children.count)
        var order: [Widget] = []
        order.reserveCapacity(children.count)
        for child in children {
            work.visits += 1
            let key = LayerSlots.key(child)
            guard !wanted.contains(key) else { continue }
            guard slots.contains(child) || hidden.contains(child) || !child.hasParent else { continue }
            wanted.insert(key)
            order.append(child)
        }
        slots.forEachSlot { slot in
            work.visits += 1
            if let layer = slot, !wanted.contains(LayerSlots.key(layer)) { detach(layer) }
        }
        for child in order where hidden.remove(child, steps: &work.slotSteps) {
            setShown(true, child)
        }
        place(order)
    }

    /// Unparents and releases every hidden child (see ``hiddenLayers``).
    public func removeHiddenLayers() {
        let released = hidden.elements()
        hidden = LayerSlots()
        for child in released {
            setShown(true, child)
            gtk_widget_unparent(child.widget)
        }
    }

    /// Re-orders the children that are in `order` so that they follow it from bottom to top;
    /// children of the stack missing from `order` keep their place below, widgets not in the
    /// stack are ignored. Takes linear time in the number of layers and of `order` when the layers
    /// that stay keep their order (n log n at worst), and moves the fewest children it can.
    /// - Parameter order: The desired z-order, bottom first.
    public func reorder(_ order: [Widget]) {
        var named = Set<LayerSlots.Key>(minimumCapacity: order.count)
        var wanted: [Widget] = []
        for child in order {
            work.visits += 1
            let key = LayerSlots.key(child)
            guard slots.contains(child), !named.contains(key) else { continue }
            named.insert(key)
            wanted.append(child)
        }
        var others: [Widget] = []
        others.reserveCapacity(slots.count)
        slots.forEachSlot { slot in
            work.visits += 1
            if let child = slot, !named.contains(LayerSlots.key(child)) { others.append(child) }
        }
        place(others + wanted)
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

    /// The layer of this stack that holds `widget` (the layer itself or one of its descendants).
    /// - Parameter widget: A GTK widget, for example the window's focus widget.
    /// - Returns: The layer, or `nil` when `widget` is not inside one (a hidden child is no layer).
    public func layer(containing widget: UnsafeMutablePointer<GtkWidget>) -> Widget? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            let parent = gtk_widget_get_parent(candidate)
            if parent == self.widget {
                return slots.member(wrapping: candidate)
            }
            current = parent
        }
        return nil
    }

    /// The layers from the top down, without copying them (for a search from the top).
    var layersFromTop: some Sequence<Widget> { slots.fromTop }

    // MARK: Private

    /// Takes `child` out of ``hiddenLayers`` and shows it, if it is there.
    private func adoptHidden(_ child: Widget) -> Bool {
        guard hidden.remove(child, steps: &work.slotSteps) else { return false }
        setShown(true, child)
        return true
    }

    /// Releases or hides a child already taken out of the layers (or about to be replaced).
    private func detach(_ child: Widget) {
        work.removals += 1
        if Self.keepsParented(child) {
            setShown(false, child)
            hidden.append(child)
        } else {
            gtk_widget_unparent(child.widget)
        }
    }

    /// Makes `order` the layers and puts the stack's children in its order with the fewest moves:
    /// the children that keep their place are a longest run of layers already in the right
    /// relative order (found in O(n log n)); every other layer is moved right after the one below
    /// it, and new ones are parented there. Hidden children keep their place (they are not drawn).
    /// - Parameter order: The new layers, bottom first, each once, every one a child of the stack
    ///   or without a parent.
    private func place(_ order: [Widget]) {
        // Where each child is among the stack's current children.
        var place: [LayerSlots.Key: Int] = [:]
        place.reserveCapacity(order.count)
        var sibling = gtk_widget_get_first_child(widget)
        var index = 0
        while let current = sibling {
            work.visits += 1
            place[LayerSlots.key(current)] = index
            index += 1
            sibling = gtk_widget_get_next_sibling(current)
        }
        let places = order.map { place[LayerSlots.key($0)] ?? -1 }
        let staying = Self.longestIncreasingRun(places, steps: &work.searchSteps)
        var positions: [LayerSlots.Key: Int] = [:]
        positions.reserveCapacity(order.count)
        var below: UnsafeMutablePointer<GtkWidget>?
        for (position, child) in order.enumerated() {
            work.visits += 1
            positions[LayerSlots.key(child)] = position
            if !staying[position] { moveAfter(child, below) }
            below = child.widget
        }
        slots = LayerSlots(order: order, positions: positions)
    }

    /// Marks the elements of a longest strictly increasing subsequence of the non-negative values
    /// of `values` (negative values are never marked), by patience sorting: O(n log n), and O(n)
    /// when the values are already increasing. `steps` counts the binary-search steps.
    static func longestIncreasingRun(_ values: [Int], steps: inout Int) -> [Bool] {
        var tails: [Int] = []  // tails[k]: index in `values` of the smallest tail of a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() where value >= 0 {
            var low = 0
            var high = tails.count
            if let last = tails.last, values[last] >= value {
                while low < high {
                    steps += 1
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
            } else {
                low = tails.count
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var marked = [Bool](repeating: false, count: values.count)
        var current = tails.last ?? -1
        while current >= 0 {
            marked[current] = true
            current = previous[current]
        }
        return marked
    }

    /// Shows or hides a kept child with GTK's `child-visible` flag, which containers use for
    /// pages they do not show: the child is unmapped, and the stack neither measures, allocates,
    /// draws nor targets it. Its own `visible` property stays as the app set it; hiding it that
    /// way instead would make GTK walk every hidden sibling next to it on each hide (to restyle
    /// the nearest shown one), quadratic in the number of kept children.
    private func setShown(_ shown: Bool, _ child: Widget) {
        gtk_widget_set_child_visible(child.widget, gbool(shown))
    }

    private func moveAfter(_ child: Widget, _ below: UnsafeMutablePointer<GtkWidget>?) {
        work.siblingMoves += 1
        gtk_widget_insert_after(child.widget, widget, below)  // parents it, or moves it among siblings
    }
}
