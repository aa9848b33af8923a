/// The observers of one object in the order they were added, each under a number it can be
/// removed by.
///
/// Adding and removing cost O(1) amortised: a removal leaves a hole, and the holes are compacted
/// away once they outnumber the observers, so n observers removed in any order cost O(n) overall.
/// Notifying walks a copy of the slots, so an observer added or removed by a handler takes effect
/// from the next notification on.
@usableFromInline
struct ObserverList<Handler> {
    private var slots: [(id: Int, handler: Handler)?] = []
    private var slotOfID: [Int: Int] = [:]
    private var nextID = 0

    /// Whether no observer is registered.
    @usableFromInline
    var isEmpty: Bool { slotOfID.isEmpty }

    /// Adds `handler` after the others.
    /// - Parameter handler: The observer.
    /// - Returns: The number to remove it by.
    @usableFromInline
    mutating func add(_ handler: Handler) -> Int {
        nextID += 1
        slotOfID[nextID] = slots.count
        slots.append((nextID, handler))
        return nextID
    }

    /// Removes the observer added under `id`; an unknown number does nothing.
    /// - Parameter id: What ``add(_:)`` returned.
    @usableFromInline
    mutating func remove(_ id: Int) {
        guard let slot = slotOfID.removeValue(forKey: id) else { return }
        slots[slot] = nil
        if slotOfID.isEmpty {
            slots.removeAll()
        } else if slots.count > 2 * slotOfID.count + 16 {
            var kept: [(id: Int, handler: Handler)?] = []
            kept.reserveCapacity(slotOfID.count)
            for case let entry? in slots {
                slotOfID[entry.id] = kept.count
                kept.append(entry)
            }
            slots = kept
        }
    }

    /// Calls `body` with every observer, in the order they were added.
    /// - Parameter body: What to do with each handler.
    @usableFromInline
    func forEach(_ body: (Handler) -> Void) {
        let snapshot = slots
        for case let entry? in snapshot { body(entry.handler) }
    }
}
