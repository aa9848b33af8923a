/// What the container's queues need of ``RunQueue`` beyond a FIFO: a look at both ends and, for
/// the coalescing policy, a change of the newest element. All O(1).
extension RunQueue {
    /// The element ``popFirst()`` would return, or `nil` when the queue is empty.
    var first: Element? { head < items.count ? items[head] : nil }

    /// The newest element, or `nil` when the queue is empty.
    var last: Element? { items.last }

    /// Replaces the newest element.
    /// - Parameter element: The new newest element.
    /// - Returns: The element it replaced, or `nil` (and nothing changes) when the queue is empty.
    mutating func replaceLast(with element: Element) -> Element? {
        guard head < items.count else { return nil }
        let replaced = items[items.count - 1]
        items[items.count - 1] = element
        return replaced
    }

    /// Changes the newest element in place; does nothing when the queue is empty.
    /// - Parameter body: The change.
    mutating func updateLast(_ body: (inout Element) -> Void) {
        guard head < items.count else { return }
        body(&items[items.count - 1])
    }
}
