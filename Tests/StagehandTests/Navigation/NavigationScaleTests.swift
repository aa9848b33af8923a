import Testing

@testable import Stagehand

/// 50,000 pushes, 50,000 backs and a 50,000-segment deep link cost work proportional to their
/// count (bounded by the chart's and the router's work counters, never by a clock).
@MainActor
@Suite struct NavigationScaleTests {
    @Test func fiftyThousandPushesAndBacksDoBoundedWorkEach() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        let count = 50_000
        let chartBefore = router.chart.workUnits
        let routerBefore = router.workUnits
        for index in 0..<count { try router.send(index % 2 == 0 ? .open : .close) }
        #expect(router.stack(of: .comments).count == count + 1)
        for _ in 0..<count { try router.back() }
        #expect(router.stack(of: .comments) == [.list])
        #expect(router.configuration == [.list, .landing])
        let chartPerStep = Double(router.chart.workUnits - chartBefore) / Double(2 * count)
        let routerPerStep = Double(router.workUnits - routerBefore) / Double(2 * count)
        #expect(chartPerStep <= 12, "chart work per step \(chartPerStep)")
        #expect(routerPerStep <= 8, "router work per step \(routerPerStep)")
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
