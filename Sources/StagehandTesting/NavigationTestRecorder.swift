import Stagehand

/// Records a `NavigationRouter`'s changes for a ``NavigationTestStore`` through the router's
/// public interface: a screen on every route hears the lifecycle, an observer closes each change
/// and reads the stacks it left.
@MainActor
final class NavigationTestRecorder<Route: Hashable & Sendable, Event: StatechartEvent, Context> {
    /// One recorded change: the router's value and the state it left.
    struct Entry {
        let change: RouteChange<Route, Event, Context>
        let state: NavigationTestState<Route>
    }

    /// A screen registered for one route that tells the recorder what it hears.
    final class Probe: RouteScreen {
        let route: Route
        let recorder: NavigationTestRecorder

        init(route: Route, recorder: NavigationTestRecorder) {
            self.route = route
            self.recorder = recorder
        }

        func routeWillLeave(_ change: RouteChange<Route, Event, Context>) {
            recorder.left.append(route)
        }

        func routeDidEnter(_ change: RouteChange<Route, Event, Context>) {
            recorder.entered.append(route)
        }
    }

    /// Whether every change must be stated (the store's exhaustivity).
    var exhaustive = true
    /// The routes whose screens heard leave and enter since the last change closed.
    private var left: [Route] = []
    private var entered: [Route] = []
    /// The changes not yet taken, oldest first, from `head` on (taking one costs constant time).
    private var entries: [Entry] = []
    private var head = 0

    /// Whether no change waits to be taken.
    var isEmpty: Bool { head == entries.count }

    /// The changes not yet taken, oldest first.
    var waiting: ArraySlice<Entry> { entries[head...] }

    /// Closes a change: reads the router's stacks and attaches the lifecycle heard during it.
    func close(_ change: RouteChange<Route, Event, Context>, router: NavigationRouter<Route, Event, Context>) {
        var state = Self.state(of: router)
        state.left = left
        state.entered = entered
        left.removeAll(keepingCapacity: true)
        entered.removeAll(keepingCapacity: true)
        entries.append(Entry(change: change, state: state))
    }

    /// Takes the oldest waiting change.
    func takeFirst() -> Entry? {
        guard head < entries.count else { return nil }
        let entry = entries[head]
        head += 1
        if head == entries.count { dropTaken() }
        return entry
    }

    /// Takes every waiting change.
    func takeAll() -> [Entry] {
        let all = Array(entries[head...])
        dropTaken()
        return all
    }

    private func dropTaken() {
        entries.removeAll(keepingCapacity: true)
        head = 0
    }

    /// How many waiting changes a failure message lists.
    static var listedChanges: Int { 5 }

    /// The first of `waiting`, each with its cause and the state it reached, as lines that follow
    /// a message's first line (empty when nothing waits).
    static func describe(_ waiting: ArraySlice<Entry>) -> String {
        guard !waiting.isEmpty else { return "" }
        var lines = [":"]
        for (number, entry) in waiting.prefix(listedChanges).enumerated() {
            lines.append("\(number + 1). \(entry.change.cause)")
            for line in entry.state.description.split(separator: "\n") { lines.append("   \(line)") }
        }
        if waiting.count > listedChanges { lines.append("… and \(waiting.count - listedChanges) more") }
        return lines.joined(separator: "\n")
    }

    /// The router's navigation now, with no lifecycle.
    static func state(of router: NavigationRouter<Route, Event, Context>) -> NavigationTestState<Route> {
        var stacks: [Route: [Route]] = [:]
        for tab in router.tabs {
            let stack = router.stack(of: tab)
            if !stack.isEmpty { stacks[tab] = stack }
        }
        var state = NavigationTestState(selectedTab: router.selectedTab, stacks: stacks, rootStack: router.rootStack)
        state.presentations = router.presentations
        state.tabOrder = router.tabs
        return state
    }
}
