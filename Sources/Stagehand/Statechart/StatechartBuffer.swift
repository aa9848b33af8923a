/// A fixed-size array of plain values that a ``Statechart`` owns and frees, read and written
/// through a `let` so dispatch pays neither a uniqueness check nor an exclusivity check.
///
/// Indices are checked; the owner calls ``deallocate()`` exactly once, in its `deinit`.
@usableFromInline
struct StatechartBuffer<Element: BitwiseCopyable> {
    @usableFromInline
    let base: UnsafeMutablePointer<Element>
    @usableFromInline
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "statechart buffer index out of range")
            return base[index]
        }
        @inline(__always) nonmutating set {
            precondition(index >= 0 && index < count, "statechart buffer index out of range")
            base[index] = newValue
        }
    }

    /// A buffer holding a copy of `elements`.
    init(_ elements: [Element]) {
        count = elements.count
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
    }

    /// The element at `index`, unchecked: for indices that come from tables built from the same
    /// chart, which are in range by construction.
    @inlinable
    subscript(unchecked index: Int) -> Element {
        @inline(__always) get {
            assert(index >= 0 && index < count, "statechart buffer index out of range")
            return base[index]
        }
        @inline(__always) nonmutating set {
            assert(index >= 0 && index < count, "statechart buffer index out of range")
            base[index] = newValue
        }
    }

    /// Sets every element to `value`.
    func fill(_ value: Element) {
        base.update(repeating: value, count: count)
    }

    func deallocate() {
        base.deallocate()
    }
}

/// A growable list of state or transition indices reused by every microstep: sized when the
/// chart is created, so dispatch neither allocates nor checks uniqueness (it grows, allocating,
/// only if a guard re-enters the chart's introspection mid-selection).
@usableFromInline
final class StatechartList {
    @usableFromInline @exclusivity(unchecked)
    var base: UnsafeMutablePointer<Int>
    @usableFromInline @exclusivity(unchecked)
    var count = 0
    @usableFromInline @exclusivity(unchecked)
    var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 4)
        base = UnsafeMutablePointer<Int>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
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
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

extension StatechartList: Sequence {
    /// Iterates the elements present when iteration began.
    @usableFromInline
    struct Iterator: IteratorProtocol {
        @usableFromInline let base: UnsafeMutablePointer<Int>
        @usableFromInline let count: Int
        @usableFromInline var index = 0

        @inlinable
        init(base: UnsafeMutablePointer<Int>, count: Int) {
            self.base = base
            self.count = count
        }

        @inline(__always)
        @inlinable
        mutating func next() -> Int? {
            guard index < count else { return nil }
            defer { index &+= 1 }
            return base[index]
        }
    }

    @inlinable
    func makeIterator() -> Iterator { Iterator(base: base, count: count) }
}
