/// A hash table from a child's identity to a value: the engine's per-child look-ups.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes every key with SipHash through `Hasher`
/// (about a hundred instructions per look-up), and a transition makes several look-ups per child.
/// A child's identity is an object's address, which no one can choose to collide, so this table
/// mixes it with one multiplication (Fibonacci hashing, the high bits of the product pick the slot)
/// and probes linearly. A removal shifts the entries after it back into the hole instead of
/// leaving a tombstone, so probes stay short however many children come and go. The table is at
/// most three quarters full; a look-up, an insertion and a removal cost O(1) expected, growth
/// amortised. A key and its value share a slot, so a probe touches one cache line (at 10,000
/// children the tables outgrow the fast caches).
struct ChildTable<Value> {
    /// One entry's place.
    private struct Slot {
        /// The object's address; 0 (never an object's address) marks an empty slot.
        var key: UInt
        /// The value, `nil` exactly where the slot is empty.
        var value: Value?
    }

    /// The slots, a power of two of them, or none.
    private var slots: [Slot] = []
    /// 64 minus the base-two logarithm of the number of slots: the shift that keeps a product's
    /// high bits.
    private var shift = 64
    /// The number of entries.
    private(set) var count = 0

    /// An empty table.
    init() {}

    /// An empty table that holds `minimumCapacity` entries without growing.
    /// - Parameter minimumCapacity: The number of entries to make room for.
    init(minimumCapacity: Int) {
        if minimumCapacity > 0 { resize(to: Self.capacity(for: minimumCapacity)) }
    }

    /// Whether the table has no entry.
    var isEmpty: Bool { count == 0 }

    /// The value stored for `id`, or `nil`; setting `nil` removes the entry.
    subscript(id: ObjectIdentifier) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = slot(of: UInt(bitPattern: id))
            return found ? slots[index].value : nil
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: id)
            } else {
                _ = removeValue(forKey: id)
            }
        }
    }

    /// Stores `value` for `id`, replacing the value stored before.
    /// - Parameters:
    ///   - value: The value.
    ///   - id: The child's identity.
    mutating func updateValue(_ value: Value, forKey id: ObjectIdentifier) {
        _ = insert(value, forKey: id, replacing: true)
    }

    /// Stores `value` for `id` unless the table has an entry for it already.
    /// - Parameters:
    ///   - value: The value.
    ///   - id: The child's identity.
    /// - Returns: Whether the entry was added (`false`: `id` was there, and nothing changed).
    mutating func insertIfAbsent(_ value: Value, forKey id: ObjectIdentifier) -> Bool {
        insert(value, forKey: id, replacing: false)
    }

    /// Removes the entry of `id`.
    /// - Parameter id: The child's identity.
    /// - Returns: The removed value, or `nil` when the table has no entry for `id`.
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        guard count > 0 else { return nil }
        let start = slot(of: UInt(bitPattern: id))
        guard start.found else { return nil }
        var hole = start.index
        let removed = slots[hole].value.take()
        // Shift back every entry of the probe run after the hole whose home slot is not between
        // the hole and itself (cyclically), so each entry stays reachable from its home slot.
        let mask = slots.count - 1
        var index = (hole + 1) & mask
        while slots[index].key != 0 {
            let home = self.home(of: slots[index].key)
            let reachable = hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
            if !reachable {
                slots[hole].key = slots[index].key
                slots[hole].value = slots[index].value.take()
                hole = index
            }
            index = (index + 1) & mask
        }
        slots[hole].key = 0
        count -= 1
        return removed
    }

    // MARK: - Slots

    private mutating func insert(_ value: Value, forKey id: ObjectIdentifier, replacing: Bool) -> Bool {
        if (count + 1) * 4 > slots.count * 3 { resize(to: Self.capacity(for: count + 1)) }
        let key = UInt(bitPattern: id)
        let (index, found) = slot(of: key)
        if found {
            if replacing { slots[index].value = value }
            return false
        }
        slots[index] = Slot(key: key, value: value)
        count += 1
        return true
    }

    /// The slot a key's probe starts at.
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where its probe ends. The table must have slots
    /// (and, being at most three quarters full, always has an empty one).
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        let mask = slots.count - 1
        var index = home(of: key)
        while true {
            let current = slots[index].key
            if current == key { return (index, true) }
            if current == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    /// The number of slots (a power of two, at least 16) that holds `entries` at most three
    /// quarters full.
    private static func capacity(for entries: Int) -> Int {
        var capacity = 16
        while capacity * 3 < entries * 4 { capacity *= 2 }
        return capacity
    }

    /// Moves every entry into `capacity` slots.
    private mutating func resize(to capacity: Int) {
        var old = slots
        slots = Array(repeating: Slot(key: 0, value: nil), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for index in old.indices where old[index].key != 0 {
            let (slot, _) = slot(of: old[index].key)
            slots[slot] = Slot(key: old[index].key, value: old[index].value.take())
        }
    }
}
