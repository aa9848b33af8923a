/// One tab's back stack inside a ``NavigationRouter``: routes, root first, in storage the router
/// owns, so a push is a capacity check and a store (no uniqueness check, no exclusivity check,
/// no reference counting). The capacity doubles when full and is kept when the stack shrinks,
/// unless it is emptied without keeping it.
///
/// Noncopyable: the one value owns the storage and frees it when it goes; the router hands out
/// copies of the routes as arrays (``array``).
@usableFromInline
struct NavigationStackStorage<Route>: ~Copyable {
    @usableFromInline
    var base: UnsafeMutablePointer<Route>
    @usableFromInline
    var count = 0
    @usableFromInline
    var capacity: Int

    init() {
        capacity = Self.initialCapacity
        base = UnsafeMutablePointer<Route>.allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The capacity of a new or emptied stack.
    static var initialCapacity: Int { 4 }

    /// Whether the stack holds no route.
    var isEmpty: Bool { count == 0 }

    /// The top of the stack.
    var last: Route? { count > 0 ? base[count - 1] : nil }

    /// A copy of the routes, root first.
    var array: [Route] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Pushes `route`.
    @inlinable
    @inline(__always)
    mutating func append(_ route: Route) {
        if _slowPath(count == capacity) { grow() }
        (base + count).initialize(to: route)
        count &+= 1
    }

    /// Doubles the capacity.
    @usableFromInline
    mutating func grow() {
        let larger = Swift.max(capacity * 2, Self.initialCapacity)
        let storage = UnsafeMutablePointer<Route>.allocate(capacity: larger)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }

    /// Pops the top route; the stack must not be empty.
    mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty navigation stack")
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    /// Empties the stack, keeping its capacity or going back to the initial one.
    mutating func removeAll(keepingCapacity: Bool) {
        base.deinitialize(count: count)
        count = 0
        guard !keepingCapacity && capacity > Self.initialCapacity else { return }
        base.deallocate()
        capacity = Self.initialCapacity
        base = UnsafeMutablePointer<Route>.allocate(capacity: capacity)
    }

    /// Replaces the routes with `routes`, root first, keeping the capacity when they fit.
    mutating func replace(with routes: [Route]) {
        removeAll(keepingCapacity: true)
        for route in routes { append(route) }
    }
}
