/// A fixed number of values a ``NavigationRouter`` owns and frees (one per tab), read and
/// written in place through a `let`: the quiet path reads a tab's top or pushes onto its stack
/// without a uniqueness check on an outer array, an exclusivity check or reference counting.
///
/// Indices are checked, except through ``subscript(unchecked:)``; the owner calls ``free()``
/// exactly once, in its `deinit`.
@usableFromInline
struct NavigationSlots<Element: ~Copyable> {
    @usableFromInline
    let base: UnsafeMutablePointer<Element>
    @usableFromInline
    let count: Int

    /// Slots holding `make(position)` at each position.
    init(count: Int, _ make: (Int) -> Element) {
        self.count = count
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        for position in 0..<count { (base + position).initialize(to: make(position)) }
    }

    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + checkedIndex(index, below: count, "navigation slot")) }
        @inline(__always) nonmutating unsafeMutableAddress {
            base + checkedIndex(index, below: count, "navigation slot")
        }
    }

    /// The value at `index`, unchecked: for a position below ``count`` by construction (a loop
    /// over the slots).
    @inlinable
    subscript(unchecked index: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count, "navigation slot index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "navigation slot index out of range")
            return base + index
        }
    }

    /// The positions of the slots.
    var indices: Range<Int> { 0..<count }

    /// Releases the values and the storage.
    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

extension NavigationSlots where Element: Copyable {
    /// Slots holding `value` at each position.
    init(repeating value: Element, count: Int) {
        self.init(count: count) { _ in value }
    }

    /// Slots holding a copy of `values`.
    init(_ values: [Element]) {
        self.init(count: values.count) { values[$0] }
    }

    /// A copy of the values, in order.
    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
