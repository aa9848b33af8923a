/// A registered handler; the table refers to it unretained while dispatching.
@usableFromInline
final class HandlerBox<Argument> {
    @usableFromInline let id: Int
    @usableFromInline let run: (Argument) -> Void

    init(id: Int, run: @escaping (Argument) -> Void) {
        self.id = id
        self.run = run
    }
}

/// Every handler of a machine flattened into one array of unretained references, grouped in
/// slots (leave per state, enter per state, leave-any, enter-any, actions, observers), so a
/// transition calls its handlers without reference counting.
///
/// Safety: ``rebuild(stateCount:slots:)`` returns every box it refers to, and the machine keeps
/// that array until the next rebuild; `flat` and `starts` are raw storage rebuilt only between
/// transitions (the machine marks it dirty on registration and rebuilds before the next
/// transition starts), so the unretained references are always alive while a transition runs.
/// The table itself holds only raw pointers and a count, so reading it from the machine costs
/// no reference counting.
@usableFromInline
struct HandlerTable<Argument> {
    @usableFromInline typealias Box = HandlerBox<Argument>

    @usableFromInline var flat: UnsafeMutablePointer<Unmanaged<Box>>
    @usableFromInline var starts: UnsafeMutablePointer<Int>
    @usableFromInline var stateCount: Int
    var slotCount: Int { 2 * stateCount + 4 }

    init(stateCount: Int) {
        self.stateCount = stateCount
        flat = .allocate(capacity: 1)
        starts = .allocate(capacity: 2 * stateCount + 5)
        starts.initialize(repeating: 0, count: 2 * stateCount + 5)
    }

    /// Frees the raw storage; call once, when the machine goes away.
    func free() {
        flat.deallocate()
        starts.deallocate()
    }

    /// Slot indices.
    @inlinable func leave(_ state: Int) -> Int { state }
    @inlinable func enter(_ state: Int) -> Int { stateCount &+ state }
    @inlinable var leaveAny: Int { 2 &* stateCount }
    @inlinable var enterAny: Int { 2 &* stateCount &+ 1 }
    @inlinable var actions: Int { 2 &* stateCount &+ 2 }
    @inlinable var observers: Int { 2 &* stateCount &+ 3 }

    /// Whether `slot` has handlers.
    @inlinable
    func has(_ slot: Int) -> Bool { starts[slot] != starts[slot &+ 1] }

    /// Whether any of the slots `first` through `last` has handlers.
    @inlinable
    func has(slots first: Int, through last: Int) -> Bool { starts[first] != starts[last &+ 1] }

    /// Calls the handlers of `slot` in registration order.
    @inlinable
    @inline(__always)
    func run(_ slot: Int, _ argument: Argument) {
        var index = starts[slot]
        let end = starts[slot &+ 1]
        while index < end {
            // `_withUnsafeGuaranteedRef` (underscored, but the only way to call through an
            // unretained reference without a retain and a release): measured against
            // `takeUnretainedValue()` under callgrind, `stagehand-bench machine quick` takes
            // 410.6 M instructions with it and 427.1 M without, and W3 (handlers on every
            // transition) about 1.8 times as long. The boxes are alive: see the type's Safety.
            flat[index]._withUnsafeGuaranteedRef { $0.run(argument) }
            index &+= 1
        }
    }

    /// Rebuilds the table from per-slot lists.
    /// - Returns: Every box the table refers to; the caller keeps them alive until the next rebuild.
    mutating func rebuild(stateCount: Int, slots: [ContiguousArray<Box>]) -> ContiguousArray<Box> {
        free()
        self.stateCount = stateCount
        var owners = ContiguousArray<Box>()
        let total = slots.reduce(0) { $0 + $1.count }
        flat = .allocate(capacity: max(1, total))
        starts = .allocate(capacity: slots.count + 1)
        var position = 0
        for (slot, boxes) in slots.enumerated() {
            (starts + slot).initialize(to: position)
            for box in boxes {
                owners.append(box)
                (flat + position).initialize(to: Unmanaged.passUnretained(box))
                position += 1
            }
        }
        (starts + slots.count).initialize(to: position)
        return owners
    }
}
