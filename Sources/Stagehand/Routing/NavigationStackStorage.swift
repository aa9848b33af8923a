/// One tab's back stack inside a ``NavigationRouter``: routes, root first, in storage the router
/// owns, so a push is a capacity check and a store (no uniqueness check, no exclusivity check,
/// no reference counting). The capacity doubles when full and is kept when the stack shrinks,
/// unless it is emptied without keeping it.
///
/// Noncopyable: the one value owns the storage and frees it when it goes; the router hands out
/// the routes as arrays (``array()``), from a mirror brought up to date only when one is asked
/// for, so a push costs the mirror nothing and handing out a stack costs the entries changed
/// since the last one (an array nobody kept is extended in place).
@usableFromInline
struct NavigationStackStorage<Route>: ~Copyable {
    @usableFromInline
    var base: UnsafeMutablePointer<Route>
    @usableFromInline
    var count = 0
    @usableFromInline
    var capacity: Int
    /// The routes as an array, valid up to ``mirrorValid``.
    var mirror: [Route] = []
    /// How many of the first routes ``mirror`` holds (pops and replacements lower it).
    @usableFromInline
    var mirrorValid = 0

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

    /// The routes, root first.
    mutating func array() -> [Route] {
        if mirror.count > mirrorValid { mirror.removeSubrange(mirrorValid...) }
        if count > mirrorValid {
            mirror.append(contentsOf: UnsafeBufferPointer(start: base + mirrorValid, count: count - mirrorValid))
        }
        mirrorValid = count
        return mirror
    }

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

    /// Pops the top `count` routes; the stack must hold at least that many.
    @inlinable
    @inline(__always)
    mutating func removeLast(_ count: Int) {
        precondition(count >= 0 && count <= self.count, "removeLast(\(count)) on a navigation stack of \(self.count)")
        self.count -= count
        (base + self.count).deinitialize(count: count)
        mirrorValid = Swift.min(mirrorValid, self.count)
    }

    /// The route at `position` (below ``count``).
    @inlinable
    @inline(__always)
    func route(at position: Int) -> Route { base[position] }

    /// Empties the stack, keeping its capacity or going back to the initial one.
    mutating func removeAll(keepingCapacity: Bool) {
        base.deinitialize(count: count)
        count = 0
        mirrorValid = 0
        if !keepingCapacity { mirror = [] }
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
