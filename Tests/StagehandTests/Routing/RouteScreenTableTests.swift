import Testing

@testable import Stagehand

/// The registry of weakly held screens compacts a route's cleared entries once they are half
/// of its list, however the clears were spread over the runs that compact.
@MainActor
@Suite struct RouteScreenTableTests {
    typealias Table = RouteScreenTable<Lane, LaneEvent, String>

    @Test("a route not worth compacting at one run is compacted once later clears pass half of it")
    func laterClearsListTheRouteAgain() {
        let log = LaneLog()
        let table = Table(routeCount: 1)
        let screens = (0..<100).map { LaneScreen("s\($0)", log) }
        for screen in screens { table.append(screen, to: 0) }
        table.compact(0)
        // One clear: 1 of 100, not worth compacting.
        table.clear(screens[0], in: 0)
        table.compactCleared()
        #expect(table.count(of: 0) == 100)
        // 50 more: 51 of 100 cleared, past half.
        for screen in screens[1...50] { table.clear(screen, in: 0) }
        table.compactCleared()
        #expect(table.count(of: 0) == 49)
        #expect(table.entryCount == 49)
        #expect(table.screens(of: 0).map { ($0 as? LaneScreen)?.name } == screens[51...].map(\.name))
        // Every clear lists the route at most once per run.
        for screen in screens[51...60] { table.clear(screen, in: 0) }
        table.compactCleared()
        #expect(table.count(of: 0) == 49)
        for screen in screens[61...80] { table.clear(screen, in: 0) }
        table.compactCleared()
        #expect(table.count(of: 0) == 19)
        #expect(table.screens(of: 0).map { ($0 as? LaneScreen)?.name } == screens[81...].map(\.name))
    }
}
