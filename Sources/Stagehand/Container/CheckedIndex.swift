/// `index`, after trapping with "`what` index out of range" when it is not in `0 ..< count`: the
/// one bounds check of the core's pointer-backed buffers.
@inlinable
@inline(__always)
func checkedIndex(_ index: Int, below count: Int, _ what: StaticString) -> Int {
    precondition(index >= 0 && index < count, "\(what) index out of range")
    return index
}
