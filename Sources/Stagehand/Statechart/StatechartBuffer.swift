/// A fixed-size array of plain values that a ``Statechart`` reads and writes through a `let`,
/// so dispatch pays neither a uniqueness check nor an exclusivity check.
///
/// The elements live in the tail allocation of one `ManagedBuffer` object, which this value
/// retains: they are freed with it, by reference counting, never by hand. Indices are checked
/// (``subscript(_:)``) or asserted (``subscript(unchecked:)``, for indices that come from
/// tables built from the same chart, in range by construction).
@usableFromInline
struct StatechartBuffer<Element: BitwiseCopyable> {
    /// The object whose tail allocation holds the elements.
    @usableFromInline
    let storage: ManagedBuffer<Void, Element>
    /// The number of elements (kept here: reading the buffer's stored header would cost a
    /// dynamic exclusivity check).
    @usableFromInline
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        storage = .create(minimumCapacity: max(count, 1)) { _ in () }
        storage.withUnsafeMutablePointerToElements { $0.initialize(repeating: value, count: count) }
    }

    /// A buffer holding a copy of `elements`.
    init(_ elements: [Element]) {
        let count = elements.count
        self.count = count
        storage = .create(minimumCapacity: max(count, 1)) { _ in () }
        storage.withUnsafeMutablePointerToElements { base in
            _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
        }
    }

    /// The first element's address. Lifetime: the elements are the tail allocation of
    /// `storage`, which never moves and lives as long as this value (callers hold the buffer in
    /// a `let` of the chart or program for the whole call that uses the pointer). Bounds:
    /// callers index it only below ``count``, with indices from the same chart's tables.
    @inlinable
    var base: UnsafeMutablePointer<Element> {
        @inline(__always) get { storage.withUnsafeMutablePointerToElements { $0 } }
    }

    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get { self[unchecked: checkedIndex(index, below: count, "statechart buffer")] }
        @inline(__always) nonmutating set {
            self[unchecked: checkedIndex(index, below: count, "statechart buffer")] = newValue
        }
    }

    /// The element at `index`, unchecked in release builds: for indices that come from tables
    /// built from the same chart, which are in range by construction.
    @inlinable
    subscript(unchecked index: Int) -> Element {
        @inline(__always) get {
            assert(index >= 0 && index < count, "statechart buffer index out of range")
            return storage.withUnsafeMutablePointerToElements { $0[index] }
        }
        @inline(__always) nonmutating set {
            assert(index >= 0 && index < count, "statechart buffer index out of range")
            storage.withUnsafeMutablePointerToElements { $0[index] = newValue }
        }
    }

    /// Sets every element to `value`.
    func fill(_ value: Element) {
        let count = count
        storage.withUnsafeMutablePointerToElements { $0.update(repeating: value, count: count) }
    }
}

/// A ``StatechartBuffer`` that is written only while a ``StatechartProgram`` is built and read
/// afterwards, so one program can be shared between isolation domains.
@usableFromInline
struct StatechartConstants<Element: BitwiseCopyable & Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: the buffer is filled by `init` before the value exists,
    // this type exposes no way to write it, and it holds no reference to anything else, so
    // every access after `init` is a read of immutable memory.
    @usableFromInline
    let buffer: StatechartBuffer<Element>

    init(_ elements: [Element]) {
        buffer = StatechartBuffer(elements)
    }

    /// The number of elements.
    @inlinable
    var count: Int {
        @inline(__always) get { buffer.count }
    }

    /// The first element's address, for reading (see ``StatechartBuffer/base``).
    @inlinable
    var base: UnsafePointer<Element> {
        @inline(__always) get { UnsafePointer(buffer.base) }
    }

    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get { buffer[index] }
    }

    /// The element at `index`, unchecked in release builds (see
    /// ``StatechartBuffer/subscript(unchecked:)``).
    @inlinable
    subscript(unchecked index: Int) -> Element {
        @inline(__always) get { buffer[unchecked: index] }
    }
}

/// A growable list of state or transition indices reused by every microstep: sized when the
/// chart is created, so dispatch neither allocates nor checks uniqueness (it grows, allocating,
/// only if a guard re-enters the chart's introspection mid-selection). Its elements live in a
/// `ManagedBuffer`'s tail allocation, freed by reference counting when it is replaced or the
/// list is released.
@usableFromInline
final class StatechartList {
    /// The elements' storage; replaced (never resized in place) when the list grows.
    @usableFromInline @exclusivity(unchecked)
    var storage: StatechartBuffer<Int>
    @usableFromInline @exclusivity(unchecked)
    var count = 0

    init(capacity: Int) {
        storage = StatechartBuffer(repeating: 0, count: Swift.max(capacity, 4))
    }

    /// How many elements fit before the list grows.
    @inlinable
    var capacity: Int {
        @inline(__always) get { storage.count }
    }

    /// The first element's address. Lifetime: valid until the list next grows (only
    /// ``append(_:)`` grows it), while the list is alive (see ``StatechartBuffer/base``).
    /// Bounds: callers index it below ``capacity``.
    @inlinable
    var base: UnsafeMutablePointer<Int> {
        @inline(__always) get { storage.base }
    }

    @inlinable
    var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    @inlinable
    subscript(index: Int) -> Int {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "statechart list index out of range")
            return base[index]
        }
        @inline(__always) set {
            precondition(index >= 0 && index < count, "statechart list index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    @inlinable
    func append(_ value: Int) {
        if count == capacity { grow() }
        base[count] = value
        count &+= 1
    }

    @inline(__always)
    @inlinable
    func popLast() -> Int? {
        guard count > 0 else { return nil }
        count &-= 1
        return base[count]
    }

    @inline(__always)
    @inlinable
    func removeAll(keepingCapacity: Bool = true) {
        count = 0
    }

    /// Truncates the list to its first `newCount` elements.
    @inline(__always)
    @inlinable
    func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "statechart list truncated past its end")
        count = newCount
    }

    /// Reverses the order of the elements.
    @inlinable
    func reverse() {
        var low = 0
        var high = count - 1
        while low < high {
            let value = base[low]
            base[low] = base[high]
            base[high] = value
            low += 1
            high -= 1
        }
    }

    /// Sorts the elements, ascending or descending.
    @usableFromInline
    func sort(descending: Bool) {
        // Bounds: the first `count` elements, all initialised (`count <= capacity`). Lifetime:
        // the storage cannot be replaced while sorting (only `append` grows it).
        var elements = UnsafeMutableBufferPointer(start: base, count: count)
        if descending { elements.sort(by: >) } else { elements.sort() }
    }

    /// Removes the negative elements, keeping the order of the rest.
    @usableFromInline
    func removeNegative() {
        var kept = 0
        for index in 0..<count where base[index] >= 0 {
            base[kept] = base[index]
            kept += 1
        }
        count = kept
    }

    @usableFromInline
    func grow() {
        reserve(capacity)
    }

    /// Grows the list, if needed, so that `extra` more elements fit without growing again.
    @usableFromInline
    func reserve(_ extra: Int) {
        guard capacity - count < extra else { return }
        let larger = StatechartBuffer<Int>(repeating: 0, count: Swift.max(capacity * 2, count + extra))
        larger.base.update(from: base, count: count)
        storage = larger
    }
}

extension StatechartList: Sequence {
    /// Iterates the elements present when iteration began; it retains their storage, so the
    /// list may grow meanwhile.
    @usableFromInline
    struct Iterator: IteratorProtocol {
        @usableFromInline let storage: StatechartBuffer<Int>
        @usableFromInline let count: Int
        @usableFromInline var index = 0

        @inlinable
        init(storage: StatechartBuffer<Int>, count: Int) {
            self.storage = storage
            self.count = count
        }

        @inline(__always)
        @inlinable
        mutating func next() -> Int? {
            guard index < count else { return nil }
            defer { index &+= 1 }
            return storage[unchecked: index]
        }
    }

    @inlinable
    func makeIterator() -> Iterator { Iterator(storage: storage, count: count) }
}
