/// The document-order numbering a chart's table and its topology share: each state's subtree is
/// the run of indices after it, up to `last[state]`.
@usableFromInline
protocol StatechartSubtreeIndex {
    /// The last index of each state's subtree.
    var last: [Int] { get }
}

extension StatechartSubtreeIndex {
    /// Whether `state` is a proper descendant of `ancestor`, in constant time.
    @inline(__always)
    @inlinable
    func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
        state > ancestor && state <= last[ancestor]
    }
}
