import Foundation
import Stagehand
import StagehandTesting
import Testing

/// Restoration: a router's stacks, selection and chart survive a JSON round trip and come back in
/// one change; a snapshot that cannot be this router's is refused whole, with a typed error.
@MainActor
@Suite struct NavigationSnapshotTests {
    typealias Snapshot = NavigationSnapshot<NavPage, NavGo>
    typealias RestoreError = NavigationRestoreError<NavPage>

    /// A router in the tabs with the account tab three deep and the comments tab two deep, the
    /// account tab selected.
    static func deepRouter() throws -> NavRouter {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        try router.send(.open)
        try router.select(tab: .account)
        try router.send(.start)
        try router.send(.signIn)
        return router
    }

    static func roundTrip(_ snapshot: Snapshot) throws -> Snapshot {
        try JSONDecoder().decode(Snapshot.self, from: JSONEncoder().encode(snapshot))
    }

    @Test func aSnapshotComesBackInOneChangeOnAFreshRouter() throws {
        let saved = try Self.roundTrip(try Self.deepRouter().snapshot())
        #expect(saved.version == 1)
        #expect(saved.tabStacks.map(\.routes) == [[.list, .detail], [.landing, .welcome, .signIn]])
        let log = NavLog()
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        let screens = NavPage.allCases.map { NavScreen("\($0)", log) }
        for (page, screen) in zip(NavPage.allCases, screens) { router.register(screen, for: page) }
        var changes: [NavChange] = []
        router.observe { changes.append($0) }
        try router.restore(saved, context: "relaunch")
        #expect(router.isStarted)
        #expect(router.selectedTab == .account)
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(router.stack(of: .account) == [.landing, .welcome, .signIn])
        #expect(router.rootStack == [.splash, .tabs])
        #expect(router.visibleRoute == .signIn)
        #expect(router.configuration == [.detail, .signIn])
        #expect(changes.count == 1)
        #expect(changes.first?.cause == .restore)
        #expect(changes.first?.from == nil)
        #expect(
            changes.first?.editLog == [
                "comments: replace from 0 with [list, detail]",
                "account: replace from 0 with [landing, welcome, signIn]",
                "root: replace from 0 with [splash, tabs]",
            ])
        #expect(
            log.entries == [
                "tabs.enter restore ctx=relaunch", "comments.enter restore ctx=relaunch",
                "detail.enter restore ctx=relaunch", "account.enter restore ctx=relaunch",
                "signIn.enter restore ctx=relaunch",
            ])
        // The restored router goes on from there: history, Back and events work as before.
        try router.back()
        #expect(router.stack(of: .account) == [.landing, .welcome])
        #expect(try Self.roundTrip(router.snapshot()).tabStacks[1].routes == [.landing, .welcome])
    }

    @Test func restoringOverARunningRouterExitsWhatWasActive() throws {
        let saved = try Self.deepRouter().snapshot()
        let log = NavLog()
        let (router, screens) = try NavFixture.routerInTabs(log)
        try router.send(.expand)
        log.entries.removeAll()
        try router.restore(saved)
        #expect(router.stack(of: .account) == [.landing, .welcome, .signIn])
        #expect(router.rootStack == [.splash, .tabs])
        #expect(
            log.entries == [
                "fullscreen.leave restore", "tabs.enter restore", "comments.enter restore", "detail.enter restore",
                "account.enter restore", "signIn.enter restore",
            ])
        withExtendedLifetime(screens) {}
    }

    @Test func aSnapshotTakenOutsideTheTabsKeepsTheStacksTheyGetBack() throws {
        let router = try Self.deepRouter()
        try router.send(.expand)
        let saved = try Self.roundTrip(router.snapshot())
        #expect(saved.rootStack == [.fullscreen])
        #expect(saved.selectedTab == .account)
        let restored = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        try restored.restore(saved)
        #expect(!restored.isInTabs)
        #expect(restored.visibleRoute == .fullscreen)
        try restored.send(.collapse)
        #expect(restored.selectedTab == .account)
        #expect(restored.stack(of: .account) == [.landing, .welcome, .signIn])
        #expect(restored.stack(of: .comments) == [.list, .detail])
    }

    @Test func anotherChartsSnapshotIsRefusedAndChangesNothing() throws {
        let saved = try Self.deepRouter().snapshot()
        // The same routes, one transition more: another chart.
        let other = try Statechart<NavPage, NavGo>.Definition(initial: .splash) {
            ChartState(NavPage.splash) { On(.enter, to: NavPage.tabs) }
            Parallel(NavPage.tabs) {
                ChartState(NavPage.comments) {
                    ChartState(NavPage.list) { On(.open, to: NavPage.detail) }
                    ChartState(NavPage.detail) { On(.close, to: NavPage.list) }
                }
                ChartState(NavPage.account) {
                    ChartState(NavPage.landing) { On(.start, to: NavPage.welcome) }
                    ChartState(NavPage.welcome) { On(.signIn, to: NavPage.signIn) }
                    ChartState(NavPage.signIn) { On(.submit, to: NavPage.profile) }
                    ChartState(NavPage.profile)
                }
            }
        }
        let router = try NavRouter(other, tabs: .tabs)
        router.start()
        let fingerprint = router.definition.fingerprint
        #expect(throws: RestoreError.otherChart(expected: fingerprint, found: saved.fingerprint)) {
            try router.restore(saved)
        }
        #expect(router.rootStack == [.splash])
        #expect(router.configuration == [.splash])
    }

    @Test func aTamperedSnapshotIsRefusedWholeWithWhatIsWrong() throws {
        let good = try Self.deepRouter().snapshot()
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        var bad = good
        bad.tabStacks[0].routes = [.list, .welcome, .detail]
        #expect(throws: RestoreError.invalidStack(tab: .comments, reason: "'welcome' is not in this tab's region")) {
            try router.restore(bad)
        }
        bad = good
        bad.tabStacks[1].routes = [.landing, .welcome]
        #expect(
            throws: RestoreError.invalidStack(
                tab: .account, reason: "it ends with 'welcome', but the configuration shows 'signIn'")
        ) { try router.restore(bad) }
        bad = good
        bad.tabStacks[0].routes = []
        #expect(throws: RestoreError.invalidStack(tab: .comments, reason: "it is empty")) { try router.restore(bad) }
        bad = good
        bad.rootStack = [.detail, .tabs]
        #expect(throws: RestoreError.invalidStack(tab: nil, reason: "'detail' is inside a tab")) {
            try router.restore(bad)
        }
        bad = good
        bad.tabStacks.swapAt(0, 1)
        #expect(throws: RestoreError.tabsDiffer(expected: [.comments, .account], found: [.account, .comments])) {
            try router.restore(bad)
        }
        bad = good
        bad.chart.configuration.append(.profile)
        #expect(throws: RestoreError.self) { try router.restore(bad) }
        bad = good
        bad.version = 0
        #expect(throws: RestoreError.invalidVersion(0)) { try router.restore(bad) }
        // Nothing was half-restored.
        #expect(router.rootStack == [.splash])
        #expect(router.configuration == [.splash])
        #expect(router.stack(of: .comments).isEmpty)
    }

    @Test func aNewerOrTruncatedSnapshotFailsToDecodeWithATypedError() throws {
        let data = try JSONEncoder().encode(try Self.deepRouter().snapshot())
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["version"] = 2
        let newer = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: RestoreError.newerVersion(found: 2, supported: 1)) {
            try JSONDecoder().decode(Snapshot.self, from: newer)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Snapshot.self, from: data.prefix(data.count / 2))
        }
    }

    @Test func restoringFromACallbackIsRefused() throws {
        let saved = try Self.deepRouter().snapshot()
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        var errors: [RestoreError] = []
        router.observe { [unowned router] _ in
            do throws(RestoreError) {
                try router.restore(saved)
            } catch {
                errors.append(error)
            }
        }
        router.start()
        #expect(errors == [.busy])
        #expect(router.rootStack == [.splash])
    }

    @Test func aFiftyThousandDeepStackIsSavedAndRestored() throws {
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        let path: [NavPage] = [.comments] + (0..<50_000).map { $0 % 2 == 0 ? .list : .detail }
        try router.open(path)
        let saved = try Self.roundTrip(router.snapshot())
        let restored = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        try restored.restore(saved)
        #expect(restored.stack(of: .comments) == Array(path.dropFirst()))
        try restored.back()
        #expect(restored.stack(of: .comments).count == 49_999)
    }
}
