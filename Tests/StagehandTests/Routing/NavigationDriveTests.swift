import Stagehand
import StagehandTesting
import Testing

/// A container that records what a navigation drive asks of it.
@MainActor
final class NavShowLog: RouteContainer {
    let name: String
    let log: NavLog

    init(_ name: String, _ log: NavLog) {
        self.name = name
        self.log = log
    }

    func showRoute(_ route: NavPage, animated: Bool) {
        log.entries.append("\(name) shows \(route)\(animated ? "" : " (not animated)")")
    }
}

@MainActor
@Suite struct NavigationDriveTests {
    @Test func drivesShowTheSelectedTabEachTabsTopAndTheVisibleRoute() throws {
        let log = NavLog()
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        let bar = NavShowLog("bar", log)
        let comments = NavShowLog("comments", log)
        let visible = NavShowLog("visible", log)
        let drives = [
            router.drive(bar, showing: .selectedTab), router.drive(comments, showing: .tab(.comments)),
            router.drive(visible),
        ]
        router.start()
        try router.send(.enter)
        try router.send(.open)
        try router.select(tab: .account)
        try router.send(.start)
        try router.select(tab: .comments)
        try router.back()
        #expect(
            log.entries == [
                "bar shows splash (not animated)", "visible shows splash (not animated)", "bar shows comments",
                "comments shows list", "visible shows list", "comments shows detail", "visible shows detail",
                "bar shows account", "visible shows landing", "visible shows welcome", "bar shows comments",
                "visible shows detail", "comments shows list", "visible shows list",
            ])
        #expect(drives.map(\.shownRoute) == [.comments, .list, .list])
        drives[2].stop()
        #expect(!drives[2].isDriving)
        try router.send(.open)
        #expect(log.entries.suffix(1) == ["comments shows detail"])
    }

    @Test func aStateContainerFollowsOneTabsStack() throws {
        let clock = ManualClock()
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        let container = StateContainer<NavPage, RecordingHost>(
            initialState: .list, host: RecordingHost(mode: .onClock(clock)), clock: clock
        ) { route in [RecordingChild("\(route)")] }
        let drive = router.drive(container, showing: .tab(.comments), animated: false)
        try router.send(.open)
        #expect(container.currentState == .detail)
        #expect(container.attachedChildren.map(\.name) == ["detail"])
        try router.select(tab: .account)
        try router.send(.start)
        #expect(container.currentState == .detail)
        try router.select(tab: .comments)
        try router.back()
        #expect(container.currentState == .list)
        #expect(container.attachedChildren.map(\.name) == ["list"])
        #expect(drive.shownRoute == .list)
    }
}
