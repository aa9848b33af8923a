import Testing

@testable import Stagehand

/// 50,000 pushes, 50,000 backs and a 50,000-segment deep link cost work proportional to their
/// count (bounded by the chart's and the router's work counters, never by a clock).
@MainActor
@Suite struct NavigationScaleTests {
    @Test func fiftyThousandEventsAndBacksDoBoundedWorkEach() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        let count = 50_000
        var chartBefore = router.chart.workUnits
        var routerBefore = router.workUnits
        for index in 0..<count { try router.send(index % 2 == 0 ? .open : .close) }
        // Each `close` goes to a route already on the stack: the stack unwinds, it does not grow.
        #expect(router.stack(of: .comments) == [.list])
        var chartPerStep = Double(router.chart.workUnits - chartBefore) / Double(count)
        var routerPerStep = Double(router.workUnits - routerBefore) / Double(count)
        #expect(chartPerStep <= 12, "chart work per event \(chartPerStep)")
        #expect(routerPerStep <= 8, "router work per event \(routerPerStep)")
        // A 50,000-deep stack (set as data), then 50,000 backs.
        let path: [NavPage] = [.comments] + (0..<count).map { $0 % 2 == 0 ? .list : .detail }
        try router.open(path)
        #expect(router.stack(of: .comments).count == count)
        chartBefore = router.chart.workUnits
        routerBefore = router.workUnits
        for _ in 0..<(count - 1) { try router.back() }
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.configuration == [.list, .landing])
        chartPerStep = Double(router.chart.workUnits - chartBefore) / Double(count)
        routerPerStep = Double(router.workUnits - routerBefore) / Double(count)
        #expect(chartPerStep <= 12, "chart work per back \(chartPerStep)")
        #expect(routerPerStep <= 8, "router work per back \(routerPerStep)")
    }

    @Test func aFiftyThousandSegmentDeepLinkIsCheckedAndOpenedInLinearWork() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        let count = 50_000
        var path: [NavPage] = [.comments]
        for index in 0..<count { path.append(index % 2 == 0 ? .list : .detail) }
        var link = ["comments"]
        for index in 0..<count { link.append(index % 2 == 0 ? "list" : "detail") }
        let before = router.workUnits
        try router.open(path)
        #expect(router.stack(of: .comments).count == count)
        #expect(router.visibleRoute == .detail)
        try router.open(link: link.joined(separator: "/"))
        #expect(router.stack(of: .comments).count == count)
        // A bad last segment is found after the whole path was checked, once.
        path[count] = .profile
        #expect(throws: NavError.self) { try router.open(path) }
        let perSegment = Double(router.workUnits - before) / Double(5 * count)
        #expect(perSegment <= 12, "router work per segment \(perSegment)")
    }
}
