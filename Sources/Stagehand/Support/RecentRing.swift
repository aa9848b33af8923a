/// The last elements appended, at most ``capacity`` of them: a ring that overwrites its oldest
/// element once it is full, so recording is O(1) and never grows past its capacity.
///
/// The routers keep the last changes of a run in one (to describe a run that reached its step
/// limit), and a ``StateMachine`` its ``StateMachine/history``. With a capacity of zero (a
/// machine's default) appending is one comparison and never allocates.
@usableFromInline
struct RecentRing<Element> {
    /// The most elements kept.
    @usableFromInline private(set) var capacity: Int
    /// The stored elements; once full, the oldest is at `head`.
    @usableFromInline var items: ContiguousArray<Element> = []
    @usableFromInline var head = 0

    /// Creates an empty ring.
    /// - Parameter capacity: The most elements kept (none when it is zero or less).
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The kept elements, oldest first.
    var elements: [Element] {
        Array(items[head...]) + Array(items[..<head])
    }

    /// Adds an element, dropping the oldest when the ring is full.
    @inlinable
    mutating func append(_ element: Element) {
        guard capacity > 0 else { return }
        if items.count < capacity {
            items.append(element)
        } else {
            items[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// Removes every element, keeping the storage (it never holds more than ``capacity``).
    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Changes the capacity, keeping the newest elements that fit.
    /// - Parameter newCapacity: The most elements kept from now on (none when zero or less).
    mutating func resize(to newCapacity: Int) {
        let kept = elements.suffix(max(0, newCapacity))
        capacity = max(0, newCapacity)
        items = ContiguousArray(kept)
        head = 0
    }
}
