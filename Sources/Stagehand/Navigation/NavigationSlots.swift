/// A fixed number of values a ``NavigationRouter`` owns and frees (one per tab), read and
/// written in place through a `let`: a push onto a tab's stack checks the uniqueness of that
/// stack only, never of an outer array, and pays no exclusivity check.
///
/// Indices are checked; the owner calls ``free()`` exactly once, in its `deinit`.
@usableFromInline
struct NavigationSlots<Element> {
    @usableFromInline
    let base: UnsafeMutablePointer<Element>
    @usableFromInline
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    /// Slots holding a copy of `values`.
    init(_ values: [Element]) {
        count = values.count
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: values)
    }

    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "navigation slot index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            precondition(index >= 0 && index < count, "navigation slot index out of range")
            return base + index
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

    /// A copy of the values, in order.
    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Releases the values and the storage.
    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
