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

extension RunQueue {
    /// The coalescing policy's hot path, in one access to the queue: when exactly one request
    /// waits and it has no completion, a new request without completion for the same state joins
    /// it (nothing changes) and one for another state replaces it.
    /// - Parameters:
    ///   - state: The new request's state.
    ///   - animated: Whether it animates.
    ///   - same: The container's state equality, or `nil` when `State` is not `Equatable`.
    /// - Returns: Whether the request was taken; `false` leaves the queue unchanged.
    @inlinable
    mutating func coalesceWithOnlyWaiting<State>(
        _ state: State, animated: Bool, same: ((State, State) -> Bool)?
    ) -> Bool where Element == PendingRequest<State> {
        guard items.count - head == 1, items[head].completions.isEmpty else { return false }
        if let same, same(state, items[head].state) { return true }
        items[head] = PendingRequest(state: state, animated: animated, completions: [])
        return true
    }
}
