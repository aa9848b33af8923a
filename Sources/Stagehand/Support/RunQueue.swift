/// A first-in, first-out queue whose `append` and `popFirst` are both O(1) (amortised): the
/// elements live in an array read from a head index; the array is emptied when the last element
/// is taken and compacted when more than half of it (and at least 1,024 elements) has been
/// taken, so the work of compacting is bounded by the number of elements appended.
///
/// The machine queues the events its handlers send with it, the container its requests and
/// inputs, and both routers the requests made during a run, so a run of n queued elements is
/// linear in n (an array's `removeFirst` made it quadratic).
@usableFromInline
struct RunQueue<Element> {
    /// Every stored element; the ones before `head` have been taken. Either `head < count` or
    /// both are zero, so the queue is empty exactly when `items` is.
    @usableFromInline var items: ContiguousArray<Element> = []
    @usableFromInline var head = 0
    /// How many elements compaction has moved so far (tests bound the work with it).
    private(set) var moved = 0

    @usableFromInline init() {}

    /// Whether no element is waiting.
    @inlinable
    var isEmpty: Bool { items.isEmpty }

    /// The number of elements waiting.
    var count: Int { items.count - head }

    /// Adds an element at the end.
    @usableFromInline
    mutating func append(_ element: Element) {
        items.append(element)
    }

    /// Removes and returns the first element, or returns `nil` when the queue is empty.
    mutating func popFirst() -> Element? {
        guard head < items.count else { return nil }
        let element = items[head]
        head += 1
        if head == items.count {
            removeAll()
        } else if head >= 1024 && head * 2 >= items.count {
            moved += items.count - head
            items.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Removes every element, keeping the storage only when it is small.
    mutating func removeAll() {
        items.removeAll(keepingCapacity: items.capacity <= 64)
        head = 0
    }
}
