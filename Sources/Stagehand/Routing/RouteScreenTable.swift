/// The screens a router (``Router`` or ``NavigationRouter``) has registered, per route index,
/// held weakly in raw storage: the one registry of weakly held screens.
///
/// Raw storage lets a notification load each weak reference in place: an array element would be
/// copied first, and copying a weak reference is two more atomic operations per screen, while a
/// closure-based buffer access costs an executor check on the main actor. Each route's list only
/// grows while the router runs (entries are cleared, never removed, until ``compact(_:)``), so an
/// index read before a callback is still valid after it; the base pointer is read again each
/// time, as an append may move it.
///
/// Safety: `lists` holds `routeCount` initialised lists; each list's first `count` entries are
/// initialised and owned by the table; everything is freed in `deinit`.
@usableFromInline
final class RouteScreenTable<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    @usableFromInline typealias Screen = any RouteScreen<Route, Event, Context>

    @usableFromInline
    struct Entry {
        @usableFromInline weak var screen: Screen?
    }

    @usableFromInline
    struct List {
        @usableFromInline var base: UnsafeMutablePointer<Entry>?
        @usableFromInline var count = 0
        var capacity = 0
    }

    @usableFromInline let lists: UnsafeMutablePointer<List>
    let routeCount: Int
    /// The entries over all routes, cleared ones included until they are compacted.
    private(set) var entryCount = 0

    init(routeCount: Int) {
        self.routeCount = routeCount
        lists = .allocate(capacity: max(1, routeCount))
        lists.initialize(repeating: List(), count: routeCount)
    }

    deinit {
        for route in 0..<routeCount {
            guard let base = lists[route].base else { continue }
            base.deinitialize(count: lists[route].count)
            base.deallocate()
        }
        lists.deinitialize(count: routeCount)
        lists.deallocate()
    }

    /// How many entries the route has (cleared ones included).
    @inlinable
    @inline(__always)
    func count(of route: Int) -> Int { lists[route].count }

    /// The screen of an entry, if it still exists.
    @inlinable
    @inline(__always)
    func screen(_ position: Int, of route: Int) -> Screen? {
        (lists[route].base.unsafelyUnwrapped + position).pointee.screen
    }

    /// Whether `screen` is registered for the route.
    func contains(_ screen: Screen, in route: Int) -> Bool {
        for position in 0..<lists[route].count where self.screen(position, of: route) === screen { return true }
        return false
    }

    /// Appends `screen` to the route's list.
    func append(_ screen: Screen, to route: Int) {
        let list = lists[route]
        if list.count == list.capacity {
            let capacity = max(4, list.capacity * 2)
            let base = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
            if let old = list.base {
                base.moveInitialize(from: old, count: list.count)
                old.deallocate()
            }
            lists[route].base = base
            lists[route].capacity = capacity
        }
        (lists[route].base.unsafelyUnwrapped + list.count).initialize(to: Entry(screen: screen))
        lists[route].count += 1
        entryCount += 1
    }

    /// Clears the entries of `screen` in the route (they are removed by ``compact(_:)``).
    func clear(_ screen: Screen, in route: Int) {
        for position in 0..<lists[route].count where self.screen(position, of: route) === screen {
            (lists[route].base.unsafelyUnwrapped + position).pointee.screen = nil
        }
    }

    /// Removes the route's cleared entries and those of released screens, keeping the order.
    func compact(_ route: Int) {
        let count = lists[route].count
        guard let base = lists[route].base else { return }
        var kept = 0
        for position in 0..<count {
            if base[position].screen != nil {
                if kept != position { base[kept] = base[position] }
                kept += 1
            }
        }
        (base + kept).deinitialize(count: count - kept)
        lists[route].count = kept
        entryCount -= count - kept
    }

    /// Compacts every route that has a cleared entry.
    func compactAll() {
        for route in 0..<routeCount where (0..<lists[route].count).contains(where: { screen($0, of: route) == nil }) {
            compact(route)
        }
    }

    /// The live screens of the route, in registration order.
    func screens(of route: Int) -> [Screen] {
        (0..<lists[route].count).compactMap { screen($0, of: route) }
    }

    /// Tells the screens of `route` that it is being left (`entered == false`) or was entered,
    /// in registration order, walking the list in place (it only grows during a run; screens
    /// added meanwhile wait for the next change).
    @MainActor
    @inlinable
    @inline(__always)
    func notify(entered: Bool, _ route: Int, _ change: RouteChange<Route, Event, Context>) {
        let count = count(of: route)
        var position = 0
        while position < count {
            if let screen = screen(position, of: route) {
                if entered { screen.routeDidEnter(change) } else { screen.routeWillLeave(change) }
            }
            position &+= 1
        }
    }
}
