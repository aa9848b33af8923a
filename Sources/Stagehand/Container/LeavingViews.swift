/// The leaving children whose views are still shown (fading out), in their z-order, bottom first.
///
/// An animated transition of n children ends up to n animations one at a time, so removing a
/// child must not cost time proportional to the others: a removal leaves a hole (O(1)), and the
/// holes are compacted away only once they outnumber the children (amortised O(1) per removal).
struct LeavingViews {
    /// The children in z-order; `nil` where a child has been removed.
    private var slots: [AnyObject?] = []
    /// The slot of every child in the list.
    private var slotOfChild = ChildTable<Int>()

    /// The number of children in the list.
    var count: Int { slotOfChild.count }

    /// Whether the list holds no child.
    var isEmpty: Bool { slotOfChild.isEmpty }

    /// Adds `child` on top.
    /// - Parameter child: A child that is not in the list.
    mutating func append(_ child: AnyObject) {
        slotOfChild[ObjectIdentifier(child)] = slots.count
        slots.append(child)
    }

    /// Removes a child, leaving a hole; call ``compactIfSparse()`` once a batch of removals is done.
    /// - Parameter id: The child's identity.
    /// - Returns: The child and its position before the removal (comparable with the positions of
    ///   other children removed in the same batch), or `nil` when it is not in the list.
    mutating func remove(_ id: ObjectIdentifier) -> (child: AnyObject, position: Int)? {
        guard let slot = slotOfChild.removeValue(forKey: id), let child = slots[slot] else { return nil }
        slots[slot] = nil
        return (child, slot)
    }

    /// Drops the holes once they outnumber the children, so the list stays proportional to them.
    mutating func compactIfSparse() {
        if slotOfChild.isEmpty {
            slots.removeAll(keepingCapacity: slots.capacity <= 64)
            return
        }
        guard slots.count > 2 * slotOfChild.count + 16 else { return }
        var kept: [AnyObject?] = []
        kept.reserveCapacity(slotOfChild.count)
        for case let child? in slots {
            slotOfChild[ObjectIdentifier(child)] = kept.count
            kept.append(child)
        }
        slots = kept
    }

    /// Calls `body` with every child in the list, bottom first.
    /// - Parameter body: What to do with each child.
    func forEach(_ body: (AnyObject) -> Void) {
        for case let child? in slots { body(child) }
    }
}
