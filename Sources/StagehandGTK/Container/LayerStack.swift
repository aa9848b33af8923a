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
/// Membership is a hash lookup, so ``contains(_:)`` is constant time, ``append(_:)`` and removing
/// the top layer are constant time (amortised), and the bulk operations ``setLayers(_:)`` and
/// ``reorder(_:)`` take linear time when the layers that stay keep their order (n log n at worst)
/// and move only the children that are out of place, the fewest possible.
@MainActor
public final class LayerStack: Widget {
    /// The children from bottom to top.
    public private(set) var layers: [Widget] = []

    /// Children removed while marked with ``setKeepsParented(_:for:)``: still children of the
    /// stack, hidden (unmapped: not measured, drawn or targeted; their `visible` property is left
    /// alone), in the order they were removed.
    public private(set) var hiddenLayers: [Widget] = []

    /// The wrappers in ``layers`` (each kept alive by that array).
    private var members: Set<ObjectIdentifier> = []
    /// The wrappers in ``hiddenLayers`` (each kept alive by that array).
    private var hiddenMembers: Set<ObjectIdentifier> = []

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
        members.contains(ObjectIdentifier(child))
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
            layers.remove(at: position(of: child))
        } else if !adoptHidden(child) {
            guard !child.hasParent else { return }
            members.insert(ObjectIdentifier(child))
        }
        let position = min(max(index, 0), layers.count)
        layers.insert(child, at: position)
        let below = position > 0 ? layers[position - 1].widget : nil
        moveAfter(child, below)
    }

    /// Puts `child` on top of all others.
    /// - Parameter child: A widget without a parent, or one of this stack's children.
    public func append(_ child: Widget) {
        insert(child, at: layers.count)
    }

    /// Removes `child` from the stack and releases it, or hides it when it is marked with
    /// ``setKeepsParented(_:for:)``; does nothing when it is not one of ``layers``. Removing the
    /// top layer takes constant time; a layer further down is looked for from the top.
    /// - Parameter child: One of this stack's children.
    public func remove(_ child: Widget) {
        guard contains(child) else { return }
        layers.remove(at: position(of: child))
        detach(child)
    }

    /// Makes the layers exactly `children`, bottom first, in linear time when the layers that stay
    /// keep their order (n log n at worst): layers not in `children` are removed (released, or hidden when marked with
    /// ``setKeepsParented(_:for:)``), new ones are inserted, and only the children out of place
    /// are moved among their siblings.
    /// - Parameter children: The new layers, bottom first. A widget that has another parent, or
    ///   that appears a second time, is left out.
    public func setLayers(_ children: [Widget]) {
        var wanted = Set<ObjectIdentifier>(minimumCapacity: children.count)
        var order: [Widget] = []
        order.reserveCapacity(children.count)
        for child in children {
            work.visits += 1
            let id = ObjectIdentifier(child)
            guard !wanted.contains(id) else { continue }
            guard members.contains(id) || hiddenMembers.contains(id) || !child.hasParent else { continue }
            wanted.insert(id)
            order.append(child)
        }
        for layer in layers {
            work.visits += 1
            if !wanted.contains(ObjectIdentifier(layer)) { detach(layer) }
        }
        var unhidden = false
        for child in order where hiddenMembers.remove(ObjectIdentifier(child)) != nil {
            setShown(true, child)
            unhidden = true
        }
        if unhidden {
            hiddenLayers.removeAll { !hiddenMembers.contains(ObjectIdentifier($0)) }
        }
        members = wanted
        layers = order
        placeSiblings()
    }

    /// Unparents and releases every hidden child (see ``hiddenLayers``).
    public func removeHiddenLayers() {
        let hidden = hiddenLayers
        hiddenLayers = []
        hiddenMembers = []
        for child in hidden {
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
        var named = Set<ObjectIdentifier>(minimumCapacity: order.count)
        var wanted: [Widget] = []
        for child in order {
            work.visits += 1
            let id = ObjectIdentifier(child)
            guard members.contains(id), !named.contains(id) else { continue }
            named.insert(id)
            wanted.append(child)
        }
        var others: [Widget] = []
        for child in layers {
            work.visits += 1
            if !named.contains(ObjectIdentifier(child)) { others.append(child) }
        }
        layers = others + wanted
        placeSiblings()
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
                return layers.last { $0.widget == candidate }
            }
            current = parent
        }
        return nil
    }

    // MARK: Private

    /// The index of `child` in ``layers``, searched from the top; `child` must be a layer.
    private func position(of child: Widget) -> Int {
        layers.lastIndex { layer in
            work.visits += 1
            return layer === child
        } ?? layers.count - 1
    }

    /// Takes `child` out of ``hiddenLayers`` and shows it, if it is there.
    private func adoptHidden(_ child: Widget) -> Bool {
        let id = ObjectIdentifier(child)
        guard hiddenMembers.remove(id) != nil else { return false }
        if let index = hiddenLayers.lastIndex(where: { $0 === child }) { hiddenLayers.remove(at: index) }
        members.insert(id)
        setShown(true, child)
        return true
    }

    /// Releases or hides a child already taken out of ``layers``.
    private func detach(_ child: Widget) {
        let id = ObjectIdentifier(child)
        members.remove(id)
        work.removals += 1
        if Self.keepsParented(child) {
            setShown(false, child)
            hiddenMembers.insert(id)
            hiddenLayers.append(child)
        } else {
            gtk_widget_unparent(child.widget)
        }
    }

    /// Puts the stack's children in the order of ``layers`` with the fewest moves: the children
    /// that keep their place are a longest run of layers already in the right relative order
    /// (found in O(n log n)); every other layer is moved right after the one below it, and new
    /// ones are parented there. Hidden children keep their place (they are not drawn).
    private func placeSiblings() {
        // Where each child is among the stack's current children.
        var place: [UnsafeMutableRawPointer: Int] = [:]
        place.reserveCapacity(layers.count)
        var sibling = gtk_widget_get_first_child(widget)
        var index = 0
        while let current = sibling {
            work.visits += 1
            place[UnsafeMutableRawPointer(current)] = index
            index += 1
            sibling = gtk_widget_get_next_sibling(current)
        }
        let places = layers.map { place[UnsafeMutableRawPointer($0.widget)] ?? -1 }
        let staying = Self.longestIncreasingRun(places, steps: &work.searchSteps)
        var below: UnsafeMutablePointer<GtkWidget>?
        for (position, child) in layers.enumerated() {
            work.visits += 1
            if !staying[position] { moveAfter(child, below) }
            below = child.widget
        }
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
