/// A bounded history of transitions: a ring buffer that keeps the newest `capacity` entries.
///
/// With a capacity of zero (the default of every machine) recording is a single comparison and
/// never allocates.
@usableFromInline
struct TransitionLog<Element> {
    @usableFromInline var capacity: Int = 0
    @usableFromInline var items: ContiguousArray<Element> = []
    @usableFromInline var head: Int = 0

    @usableFromInline init() {}

    /// Keeps `element`, dropping the oldest entry when full.
    @inlinable
    mutating func record(_ element: Element) {
        guard capacity > 0 else { return }
        if items.count < capacity {
            items.append(element)
        } else {
            items[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// The entries, oldest first.
    var ordered: [Element] {
        Array(items[head...]) + Array(items[..<head])
    }

    /// Changes the capacity, keeping the newest entries that fit.
    mutating func resize(to newCapacity: Int) {
        let kept = ordered.suffix(max(0, newCapacity))
        capacity = max(0, newCapacity)
        items = ContiguousArray(kept)
        head = 0
        if capacity > 0 && items.count == capacity { head = 0 }
    }
}
