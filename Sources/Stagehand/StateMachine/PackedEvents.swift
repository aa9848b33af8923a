/// Up to 15 bytes of plain-data events (field-less enums, small integers) stored inline, so a
/// rejection can carry its state's allowed events as a plain value: throwing and dropping it
/// then needs no reference counting, and it stays valid after its machine and definition are
/// gone.
///
/// Byte 0 holds the count (or a marker, see ``notPacked`` and ``uninspectable``); the events
/// follow, `MemoryLayout<Event>.size` bytes each. Only types `_isPOD` accepts are packed, so
/// copying their bytes is a copy of the values.
@usableFromInline
struct PackedEvents: Sendable {
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64

    @usableFromInline init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The events did not fit: a rejection refers to the definition's ``RejectionInfo`` instead.
    static var notPacked: PackedEvents { PackedEvents(low: 0xFF, high: 0) }
    /// A machine built from a transition function: it has no list of allowed events.
    @usableFromInline static var uninspectable: PackedEvents { PackedEvents(low: 0xFE, high: 0) }

    /// Packs `events`, or returns ``notPacked`` when the type is not plain data or they do not fit.
    init<Event>(_ events: [Event]) {
        let size = MemoryLayout<Event>.size
        guard _isPOD(Event.self), events.count <= 15, events.count * size <= 15 else {
            self = events.isEmpty ? PackedEvents(low: 0, high: 0) : .notPacked
            return
        }
        var packed = PackedEvents(low: UInt64(events.count), high: 0)
        withUnsafeMutableBytes(of: &packed) { bytes in
            for (index, event) in events.enumerated() {
                withUnsafeBytes(of: event) { source in
                    for offset in 0..<size { bytes[1 + index * size + offset] = source[offset] }
                }
            }
        }
        self = packed
    }

    /// Whether the events are stored here (otherwise see ``notPacked``).
    var isPacked: Bool { low & 0xFF <= 15 }

    /// Whether a rejection must refer to the definition's ``RejectionInfo`` for the events.
    @inlinable
    var needsInfo: Bool { low & 0xFF == 0xFF }

    /// Whether the machine can list allowed events at all.
    var isInspectable: Bool { low & 0xFF != 0xFE }

    /// The stored events, in order; empty when nothing is packed.
    func events<Event>(as type: Event.Type) -> [Event] {
        guard isPacked, _isPOD(Event.self) else { return [] }
        let count = Int(low & 0xFF)
        let size = MemoryLayout<Event>.size
        return withUnsafeBytes(of: self) { bytes in
            (0..<count).map { bytes.loadUnaligned(fromByteOffset: 1 + $0 * size, as: Event.self) }
        }
    }
}
