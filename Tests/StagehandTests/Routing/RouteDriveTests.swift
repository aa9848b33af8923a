import Stagehand
import StagehandTesting
import Testing

/// A container that records what the drive asks of it.
@MainActor
final class ShowLog: RouteContainer {
    var entries: [String] = []

    func showRoute(_ route: Lane, animated: Bool) {
        entries.append("show \(route)\(animated ? "" : " (not animated)")")
    }
}

/// A screen built by a drive that records the change it was built from and its callbacks.
@MainActor
final class BuiltScreen: RouteScreen {
    typealias Route = Lane
    typealias Event = LaneEvent
    typealias Context = String

    let log: LaneLog
    let name: String

    init(_ change: LaneChange, _ log: LaneLog) {
        name = "\(change.to)#\(log.entries.count)"
        self.log = log
        log.entries.append("built \(name) from \(LaneScreen.describe(change))")
    }

    func routeWillLeave(_ change: LaneChange) { log.entries.append("\(name).leave \(LaneScreen.describe(change))") }
    func routeDidEnter(_ change: LaneChange) { log.entries.append("\(name).enter \(LaneScreen.describe(change))") }
}

@MainActor
@Suite struct RouteDriveTests {
    /// `go: a → b`, `go: b → c`, `ret: b → a`, `ret: c → b`, `after(2 s) tick: c → a`.
    static func definition() throws -> StateMachine<Lane, LaneEvent>.Definition {
        try StateMachine<Lane, LaneEvent>.Definition(
            initial: .a,
            rules: [
                .on(.go, from: .a, to: .b), .on(.go, from: .b, to: .c), .on(.ret, from: .b, to: .a),
                .on(.ret, from: .c, to: .b), .after(.seconds(2), on: .tick, from: .c, to: .a),
            ])
    }

    @Test func everyKindOfRouteChangeAsksTheContainerToShowTheNewRoute() throws {
        let clock = ManualClock()
        let router = LaneRouter(try Self.definition(), clock: clock)
        let shown = ShowLog()
        let drive = router.drive(shown)
        var changes: [String] = []
        drive.onRouteChange = { changes.append(LaneScreen.describe($0)) }
        router.start(context: "hello")
        try router.send(.go)
        drive.animatesChanges = false
        try router.send(.go, context: "deep")
        clock.advance(by: .seconds(2))
        try router.open([.a, .b, .c])
        try router.back()
        #expect(
            shown.entries == [
                "show a", "show b", "show c (not animated)", "show a (not animated)", "show c (not animated)",
                "show b (not animated)",
            ])
        #expect(changes == ["->a start ctx=hello", "a>b go", "b>c go ctx=deep", "c>a tick", "a>c path", "c>b back"])
        #expect(drive.isDriving)
    }

    @Test func aScreenIsBuiltFromTheChangeThatLedToItsRouteWithItsContext() throws {
        let router = LaneRouter(try Self.definition())
        let log = LaneLog()
        let drive = router.drive(ShowLog())
        #expect(LaneScreen.describe(drive.change(for: .a)) == "->a start")
        router.start()
        try router.send(.go, context: "user 7")
        // The container builds the screen of `b` after the change: it gets that change.
        let screen = drive.buildScreen(for: .b) { BuiltScreen($0, log) }
        // Registered for `b` by the drive (held weakly by the router): it hears `b` being left,
        // and no `enter` for the change it was built from.
        try router.send(.go, context: "next")
        try router.send(.ret, context: "back again")
        #expect(
            log.entries == [
                "built b#0 from a>b go ctx=user 7", "b#0.leave b>c go ctx=next", "b#0.enter c>b ret ctx=back again",
            ])
        #expect(router.screens(for: .b).count == 1)
        #expect(LaneScreen.describe(drive.change(for: .b)) == "c>b ret ctx=back again")
        #expect(LaneScreen.describe(drive.change(for: .c)) == "b>c go ctx=next")
        _ = screen
    }

    @Test func aStateContainerDrivenByTheRouterBuildsEachScreenWithItsContext() throws {
        let clock = ManualClock()
        let router = LaneRouter(try Self.definition())
        let built = LaneLog()
        final class DriveBox { var drive: RouteDrive<Lane, LaneEvent, String>? }
        let box = DriveBox()
        let container = StateContainer<Lane, RecordingHost>(
            initialState: router.route, host: RecordingHost(mode: .onClock(clock)), clock: clock
        ) { route in
            guard let drive = box.drive else { return [] }
            return [
                drive.buildScreen(for: route) { change in
                    built.entries.append(LaneScreen.describe(change))
                    return RecordingChild("\(change.to)")
                }
            ]
        }
        box.drive = router.drive(container)
        router.start(context: "first")
        try router.send(.go, context: "profile 42")
        try router.back(context: "home")
        // Off screen every request is composed before it returns: one screen per change.
        #expect(container.currentState == .a)
        #expect(container.attachedChildren.map(\.name) == ["a"])
        #expect(built.entries == ["->a start ctx=first", "a>b go ctx=profile 42", "b>a back ctx=home"])
    }

    @Test func aStoppedOrReleasedDriveShowsNothingMoreAndAReleasedContainerIsSkipped() throws {
        let router = LaneRouter(try Self.definition())
        let shown = ShowLog()
        var drive: RouteDrive<Lane, LaneEvent, String>? = router.drive(shown)
        router.start()
        drive?.stop()
        drive?.stop()
        #expect(drive?.isDriving == false)
        try router.send(.go)
        drive = nil
        try router.send(.go)
        var released: ShowLog? = ShowLog()
        let other = router.drive(released!)
        released = nil
        try router.send(.ret)
        #expect(shown.entries == ["show a"])
        #expect(other.isDriving)
        #expect(router.route == .b)
    }
}
