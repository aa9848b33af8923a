/// The last eight values remembered, kept in one `ManagedBuffer` object so that remembering one
/// costs neither a uniqueness nor an exclusivity check; the elements are released with it.
///
/// Slot `total & 7` is the next to be overwritten; `min(total, 8)` slots were written.
@usableFromInline
final class StatechartRing<Element>: ManagedBuffer<UInt64, Element> {
    /// A ring of eight slots, each `initial`.
    static func make(_ initial: Element) -> StatechartRing<Element> {
        let ring = unsafeDowncast(create(minimumCapacity: 8) { _ in 0 }, to: StatechartRing<Element>.self)
        ring.withUnsafeMutablePointerToElements { $0.initialize(repeating: initial, count: 8) }
        return ring
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 8) }
    }

    /// How many values were remembered (a 64-bit count: it does not wrap in practice).
    @inlinable
    var total: UInt64 {
        @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee } }
    }

    /// Overwrites the oldest slot with `value`.
    @inline(__always)
    @inlinable
    func remember(_ value: Element) {
        withUnsafeMutablePointers { total, elements in
            elements[Int(truncatingIfNeeded: total.pointee & 7)] = value
            total.pointee &+= 1
        }
    }

    /// The remembered values, oldest first.
    var values: [Element] {
        let size = Int(min(total, 8))
        let start = size < 8 ? 0 : Int(total & 7)
        return withUnsafeMutablePointerToElements { elements in
            (0..<size).map { elements[(start + $0) % 8] }
        }
    }
}
