/// The screen-and-observer half that ``Router`` and ``NavigationRouter`` share: one weak screen
/// table and one observer list, kept in step with the router's quiet flag.
///
/// Each router keeps its own way of finding a route's index and of announcing changes; adding a
/// screen or an observer, and removing an observer, is written here once.
@MainActor
protocol RouteScreenRegistry: AnyObject {
    associatedtype Route: Hashable & Sendable
    associatedtype Event: Hashable & Sendable
    associatedtype Context

    /// The screens registered per route index.
    var screenTable: RouteScreenTable<Route, Event, Context> { get }
    /// The observers of every change.
    var observers: ObserverList<(RouteChange<Route, Event, Context>) -> Void> { get set }
    /// Whether a change is being announced: lists are then walked in place, so not compacted.
    var isAnnouncing: Bool { get }
    /// Recomputes whether anyone listens after a screen or an observer came or went.
    func updateQuiet()
}

extension RouteScreenRegistry {
    /// Adds `screen` to the list of route `index` unless it is there already, in O(1)
    /// amortised (between runs a list is compacted once it has doubled, so released screens do
    /// not pile up).
    func addScreen(_ screen: any RouteScreen<Route, Event, Context>, at index: Int) {
        if !isAnnouncing { screenTable.compactIfWorthwhile(index) }
        if screenTable.contains(screen, in: index) { return }
        screenTable.append(screen, to: index)
        updateQuiet()
    }

    /// Adds an observer after the others.
    func addObserver(_ handler: @escaping (RouteChange<Route, Event, Context>) -> Void) -> ObservationID {
        let id = observers.add(handler)
        updateQuiet()
        return ObservationID(raw: id)
    }

    /// Removes an observer; an unknown identifier does nothing.
    func dropObserver(_ id: ObservationID) {
        observers.remove(id.raw)
        updateQuiet()
    }
}
