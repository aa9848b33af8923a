/// A fixed number of values a ``NavigationRouter`` reads and writes in place through a `let`
/// (one per tab, or one per state): the quiet path reads a tab's top or pushes onto its stack
/// without a uniqueness check on an outer array, an exclusivity check or reference counting.
///
/// The values live in the tail allocation of one ``NavigationSlotStorage`` object, which every
/// copy of this value retains: they are deinitialised and freed with it, by reference counting,
/// never by hand. Indices are checked, except through ``subscript(unchecked:)``.
@usableFromInline
struct NavigationSlots<Element: ~Copyable> {
    /// The object whose tail allocation holds the values.
    @usableFromInline
    let storage: NavigationSlotStorage<Element>
    /// The first value's address, kept so an access is one addition. Lifetime: the values are
    /// the tail allocation of ``storage``, which never moves and lives as long as any copy of
    /// this value. Bounds: every access is below ``count`` (checked, or asserted for indices
    /// in range by construction).
    @usableFromInline
    let base: UnsafeMutablePointer<Element>
    @usableFromInline
    let count: Int

    /// Slots holding `make(position)` at each position.
    init(count: Int, _ make: (Int) -> Element) {
        self.count = count
        storage = NavigationSlotStorage.make(count: count, make)
        base = storage.withUnsafeMutablePointerToElements { $0 }
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

/// The storage of ``NavigationSlots``: the number of initialised values in the header, the
/// values in the tail allocation, deinitialised when the object goes.
@usableFromInline
final class NavigationSlotStorage<Element: ~Copyable>: ManagedBuffer<Int, Element> {
    /// Storage holding `make(position)` at each of `count` positions.
    static func make(count: Int, _ make: (Int) -> Element) -> NavigationSlotStorage {
        let buffer = create(minimumCapacity: max(count, 1)) { _ in 0 }
        // `create` makes an instance of the class it is called on.
        let storage = unsafeDowncast(buffer, to: NavigationSlotStorage.self)
        storage.withUnsafeMutablePointers { initialised, base in
            for position in 0..<count {
                (base + position).initialize(to: make(position))
                // Counted as each value is made, so the deinitialiser is right whatever happens.
                initialised.pointee = position + 1
            }
        }
        return storage
    }

    deinit {
        _ = withUnsafeMutablePointers { initialised, base in base.deinitialize(count: initialised.pointee) }
    }
}
