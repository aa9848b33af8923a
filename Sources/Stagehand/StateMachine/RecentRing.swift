/// The last elements appended, at most a fixed number of them: a ring that overwrites its
/// oldest element once it is full, so recording is O(1) and never grows past its capacity.
///
/// The routers keep the last changes of a run in one, to describe a run that reached its step
/// limit.
struct RecentRing<Element> {
    /// The stored elements; once full, the oldest is at `start`.
    private var items: [Element] = []
    private var start = 0
    /// The most elements kept.
    let capacity: Int

    /// Creates an empty ring.
    /// - Parameter capacity: The most elements kept; at least 1.
    init(capacity: Int) {
        precondition(capacity >= 1, "A ring keeps at least one element")
        self.capacity = capacity
    }

    /// The kept elements, oldest first.
    var elements: [Element] {
        Array(items[start...] + items[..<start])
    }

    /// Adds an element, dropping the oldest when the ring is full.
    mutating func append(_ element: Element) {
        if items.count < capacity {
            items.append(element)
        } else {
            items[start] = element
            start = (start + 1) % capacity
        }
    }

    /// Removes every element, keeping the storage (it never holds more than `capacity`).
    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        start = 0
    }
}
