import CAdwaita

/// An ordered set of widgets (first = bottom), as a ``LayerStack`` keeps its layers: membership,
/// lookup by GTK widget, appending and removing one widget take constant time (removal amortised).
///
/// Removing a widget leaves a hole where it was, so that no other widget moves; holes at the end
/// are dropped at once, and all holes are closed in one pass once they make up more than half of
/// the slots, so each removal pays for the closing of its own hole only. Inserting below the top
/// shifts the widgets above, in linear time. Widgets are keyed by their GTK widget and compared by
/// wrapper identity, so another wrapper of a member's widget is not a member.
@MainActor
struct LayerSlots {
    /// The key of a widget: its GTK widget's address.
    typealias Key = UnsafeMutableRawPointer

    /// The widgets, bottom first, with `nil` holes; never ends with a hole.
    private var slots: [Widget?] = []
    /// Where each widget is in ``slots``.
    private var positions: [Key: Int] = [:]
    /// The number of holes in ``slots``.
    private var holes = 0
    /// The widgets without holes, kept until the next change.
    private var cached: [Widget]? = []

    /// Creates an empty set.
    init() {}

    /// Creates a set of `order`, whose keys and positions the caller has already worked out.
    /// - Parameters:
    ///   - order: The widgets, bottom first, each once.
    ///   - positions: The position of each widget of `order`, by ``key(_:)``.
    init(order: [Widget], positions: [Key: Int]) {
        slots = order
        self.positions = positions
        cached = order
    }

    /// The key of `widget`.
    static func key(_ widget: Widget) -> Key {
        Key(widget.widget)
    }

    /// The key of a GTK widget.
    static func key(_ widget: UnsafeMutablePointer<GtkWidget>) -> Key {
        Key(widget)
    }

    /// The number of widgets.
    var count: Int { slots.count - holes }

    /// The top widget (the last one), if any.
    var top: Widget? { slots.last ?? nil }

    /// Whether `widget` (this very wrapper) is in the set.
    func contains(_ widget: Widget) -> Bool {
        guard let position = positions[Self.key(widget)] else { return false }
        return slots[position] === widget
    }

    /// The member whose GTK widget is `widget`.
    func member(wrapping widget: UnsafeMutablePointer<GtkWidget>) -> Widget? {
        positions[Self.key(widget)].flatMap { slots[$0] }
    }

    /// The widgets, bottom first; linear time after a change, constant until the next one.
    mutating func elements() -> [Widget] {
        if let cached { return cached }
        var result: [Widget] = []
        result.reserveCapacity(count)
        for case let widget? in slots { result.append(widget) }
        cached = result
        return result
    }

    /// The widgets from the top down, skipping holes, without copying them.
    var fromTop: some Sequence<Widget> {
        slots.reversed().lazy.compactMap { $0 }
    }

    /// Puts `widget` on top; it must not be a member.
    mutating func append(_ widget: Widget) {
        positions[Self.key(widget)] = slots.count
        slots.append(widget)
        cached = nil
    }

    /// Inserts `widget` at `index` among the members (clamped), and returns the member below it.
    /// Constant time on top; below the top, the members above are shifted.
    /// - Parameters:
    ///   - widget: A widget that is not a member.
    ///   - index: The position from the bottom.
    ///   - steps: Counts the slots read and the members shifted.
    /// - Returns: The member right below the inserted widget, `nil` at the bottom.
    mutating func insert(_ widget: Widget, at index: Int, steps: inout Int) -> Widget? {
        let below = top
        guard index < count else {
            append(widget)
            return below
        }
        let position = max(index, 0)
        if holes > 0 { compact(steps: &steps) }
        slots.insert(widget, at: position)
        for shifted in position..<slots.count {
            steps += 1
            if let member = slots[shifted] { positions[Self.key(member)] = shifted }
        }
        cached = nil
        return position > 0 ? slots[position - 1] : nil
    }

    /// Removes `widget`, leaving a hole where it was; amortised constant time.
    /// - Parameters:
    ///   - widget: A widget.
    ///   - steps: Counts the slots read while closing holes.
    /// - Returns: Whether it was a member.
    mutating func remove(_ widget: Widget, steps: inout Int) -> Bool {
        let key = Self.key(widget)
        guard let position = positions[key], slots[position] === widget else { return false }
        positions[key] = nil
        slots[position] = nil
        holes += 1
        while case .some(.none) = slots.last {
            slots.removeLast()
            holes -= 1
        }
        if holes > 16, holes * 2 > slots.count { compact(steps: &steps) }
        cached = nil
        return true
    }

    /// Closes every hole, keeping the members' order.
    private mutating func compact(steps: inout Int) {
        var written = 0
        for read in slots.indices {
            steps += 1
            guard let member = slots[read] else { continue }
            if read != written {
                slots[written] = member
                positions[Self.key(member)] = written
            }
            written += 1
        }
        slots.removeLast(slots.count - written)
        holes = 0
    }

    /// Visits every slot, bottom first, holes included (as `nil`), so a caller can count them.
    /// - Parameter body: Called with each slot's member or `nil`.
    func forEachSlot(_ body: (Widget?) -> Void) {
        for slot in slots { body(slot) }
    }
}
