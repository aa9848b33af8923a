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
        /// The screen's identity when it was registered (a released screen's identity may be
        /// reused by a new object: ``position`` checks the weak reference too).
        let object: ObjectIdentifier
    }

    @usableFromInline
    struct List {
        @usableFromInline var base: UnsafeMutablePointer<Entry>?
        @usableFromInline var count = 0
        var capacity = 0
        /// Entries cleared by ``clear(_:in:)`` and not yet compacted away.
        var cleared = 0
        /// How many entries the list kept at its last compaction.
        var compacted = 0
        /// Whether the route is in ``clearedRoutes``.
        var isListed = false
    }

    /// A route's entry of one object.
    struct Key: Hashable {
        let route: Int
        let object: ObjectIdentifier
    }

    @usableFromInline let lists: UnsafeMutablePointer<List>
    let routeCount: Int
    /// The entries over all routes that were not cleared (released screens' included until
    /// they are compacted away).
    private(set) var entryCount = 0
    /// Where each registered screen's entry is, so registering and unregistering a screen cost
    /// O(1) however many screens a route has.
    private var positions: [Key: Int] = [:]
    /// Routes that got a cleared entry since ``compactCleared()`` last ran, each once (a route
    /// that was not worth compacting then is listed again by its next clear).
    private var clearedRoutes: [Int] = []

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

    /// The position of `screen`'s entry in the route, if it is registered there.
    private func position(of screen: Screen, in route: Int) -> Int? {
        guard let position = positions[Key(route: route, object: ObjectIdentifier(screen))],
            self.screen(position, of: route) === screen
        else { return nil }
        return position
    }

    /// Whether `screen` is registered for the route.
    func contains(_ screen: Screen, in route: Int) -> Bool {
        position(of: screen, in: route) != nil
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
        let object = ObjectIdentifier(screen)
        (lists[route].base.unsafelyUnwrapped + list.count).initialize(to: Entry(screen: screen, object: object))
        // A key already here is a released screen's whose identity the new one reuses: that
        // entry counts as released now (compaction will not count it again).
        if positions.updateValue(list.count, forKey: Key(route: route, object: object)) != nil { entryCount -= 1 }
        lists[route].count += 1
        entryCount += 1
    }

    /// Clears the entry of `screen` in the route (it is removed by ``compact(_:)``).
    func clear(_ screen: Screen, in route: Int) {
        guard let position = position(of: screen, in: route) else { return }
        (lists[route].base.unsafelyUnwrapped + position).pointee.screen = nil
        positions[Key(route: route, object: ObjectIdentifier(screen))] = nil
        lists[route].cleared += 1
        if !lists[route].isListed {
            lists[route].isListed = true
            clearedRoutes.append(route)
        }
        entryCount -= 1
    }

    /// Removes the route's cleared entries and those of released screens, keeping the order.
    func compact(_ route: Int) {
        let count = lists[route].count
        guard let base = lists[route].base else { return }
        var kept = 0
        var released = 0
        for position in 0..<count {
            let entry = base[position]
            let key = Key(route: route, object: entry.object)
            if entry.screen != nil {
                if kept != position { base[kept] = entry }
                positions[key] = kept
                kept += 1
            } else {
                // A cleared entry already left `positions` and `entryCount`; a released one
                // leaves them now (unless the key is another, live entry's).
                if positions[key] == position {
                    positions[key] = nil
                    released += 1
                }
            }
        }
        (base + kept).deinitialize(count: count - kept)
        lists[route].count = kept
        lists[route].cleared = 0
        lists[route].compacted = kept
        entryCount -= released
    }

    /// Compacts the route when that pays for itself: when cleared entries are half of it, or
    /// it has doubled since its last compaction (so released screens cannot pile up). Each
    /// compaction is paid for by the appends or clears before it: O(1) amortised per call.
    func compactIfWorthwhile(_ route: Int) {
        let list = lists[route]
        if list.cleared * 2 > list.count || list.count >= 2 * list.compacted + 16 { compact(route) }
    }

    /// Compacts, where that pays for itself, the routes that got cleared entries: after a run
    /// in which screens were unregistered. Costs O(1) amortised per clear, not per route.
    func compactCleared() {
        let routes = clearedRoutes
        clearedRoutes.removeAll()
        for route in routes {
            lists[route].isListed = false
            if lists[route].cleared > 0 { compactIfWorthwhile(route) }
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
