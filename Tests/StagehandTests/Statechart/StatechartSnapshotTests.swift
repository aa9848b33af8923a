import Foundation
import Stagehand
import StagehandTesting
import Testing

/// Snapshots hold the configuration, history and pending sends, and are validated on restore.
@Suite struct StatechartSnapshotTests {
    static func definition() throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("off") { On("on", to: "h") }
            ChartState("on") {
                HistoryState("h", .deep, default: ["idle"])
                ChartState("idle") {
                    On("arm", to: "armed", action: { $0.send("ring", after: .seconds(3), id: "alarm") })
                }
                ChartState("armed") {
                    On("ring", to: "ringing")
                }
                ChartState("ringing")
                On("off", to: "off")
            }
        }
    }

    @Test("a snapshot round-trips through JSON and restores configuration, history and pending sends exactly")
    func roundTrip() throws {
        let clock = ManualClock()
        let chart = Chart(try Self.definition(), clock: clock)
        try chart.start()
        try chart.send("on")
        try chart.send("arm")
        clock.advance(by: .seconds(1))
        let snapshot = chart.snapshot()
        #expect(snapshot.configuration == ["on", "armed"])
        #expect(snapshot.pendingSends == [.init(event: "ring", id: "alarm", remaining: .seconds(2))])
        let data = try JSONEncoder().encode(snapshot)
        let decoded = try JSONDecoder().decode(StatechartSnapshot<String, String>.self, from: data)
        #expect(decoded == snapshot)

        let otherClock = ManualClock()
        let restored = Chart(try Self.definition(), clock: otherClock)
        try restored.restore(decoded)
        #expect(restored.activeStates == ["on", "armed"])
        otherClock.advance(by: .seconds(2))
        #expect(restored.configuration == ["ringing"])
        try restored.send("off")
        #expect(restored.history("h") == ["ringing"])
        let second = restored.snapshot()
        #expect(second.history == [.init(history: "h", states: ["ringing"])])
        let third = Chart(try Self.definition(), clock: ManualClock())
        try third.restore(second)
        try third.send("on")
        #expect(third.configuration == ["ringing"])
    }

    @Test(
        "restore rejects unknown states, inconsistent configurations, impossible history and bad sends, leaving the chart unchanged",
        arguments: [
            (["off", "ghost"], [(String, [String])](), StatechartSnapshotError.unknownState("ghost")),
            (
                ["off", "on", "idle"], [],
                .inconsistentConfiguration("'(root)' has 2 active children; a compound state has exactly one")
            ),
            (["idle"], [], .inconsistentConfiguration("'idle' is active but its parent 'on' is not")),
            (["on"], [], .inconsistentConfiguration("'on' has 0 active children; a compound state has exactly one")),
            (["on", "h"], [], .inconsistentConfiguration("'h' is a history pseudo-state, never active")),
            (["off"], [("off", ["idle"])], .invalidHistory(history: "off", reason: "it is not a history pseudo-state")),
            (
                ["off"], [("h", ["off"])],
                .invalidHistory(history: "h", reason: "'off' is not an atomic descendant of 'on'")
            ),
            (["off"], [("h", [])], .invalidHistory(history: "h", reason: "it records no state")),
        ])
    func rejectsInvalidSnapshots(
        configuration: [String], history: [(String, [String])], expected: StatechartSnapshotError
    )
        throws
    {
        let chart = Chart(try Self.definition(), clock: ManualClock())
        try chart.start()
        let snapshot = StatechartSnapshot<String, String>(
            configuration: configuration, history: history.map { .init(history: $0.0, states: $0.1) },
            pendingSends: [], isFinished: false)
        #expect(throws: expected) { try chart.restore(snapshot) }
        #expect(chart.activeStates == ["off"])
    }

    @Test("restore rejects a pending send in the past, or one the chart has no clock for")
    func rejectsBadSends() throws {
        let past = StatechartSnapshot<String, String>(
            configuration: ["off"], history: [], pendingSends: [.init(event: "ring", id: nil, remaining: .seconds(-1))],
            isFinished: false)
        let chart = Chart(try Self.definition(), clock: ManualClock())
        #expect(
            throws: StatechartSnapshotError.invalidPendingSend(
                "event 'ring' is due -1.0 seconds from now; not in the past")
        ) {
            try chart.restore(past)
        }
        let noClock = Chart(try Self.definition())
        var later = past
        later.pendingSends[0].remaining = .seconds(1)
        #expect(throws: StatechartSnapshotError.invalidPendingSend("event 'ring' needs a clock; the chart has none")) {
            try noClock.restore(later)
        }
    }

    /// A chart without parallel or history states, restored by the path proportional to the
    /// snapshot: nested compounds, an eventless transition and entry actions.
    static func chainDefinition() throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("a") { On("go", to: "b") }
            ChartState("b") {
                ChartState("b1") { On("go", to: "b2") }
                ChartState("b2") { Always(to: "c") }
                On("back", to: "a")
            }
            ChartState("c") { On("go", to: "b") }
        }
    }

    @Test(
        "restoring a chart without parallel or history states moves it exactly: eventless steps and ancestors' transitions follow"
    )
    func restoresAChainLocally() throws {
        let chart = Chart(try Self.chainDefinition())
        try chart.start()
        let atA = chart.snapshot()
        try chart.send("go")
        let atB1 = chart.snapshot()
        #expect(atB1.configuration == ["b", "b1"])
        try chart.send("go")
        #expect(chart.activeStates == ["c"])
        try chart.restore(atB1)
        #expect(chart.activeStates == ["b", "b1"])
        try chart.send("back")
        #expect(chart.activeStates == ["a"])
        try chart.restore(atB1)
        try chart.send("go")
        #expect(chart.activeStates == ["c"])
        try chart.restore(atA)
        #expect(chart.snapshot() == atA)
        try chart.send("go")
        #expect(chart.snapshot() == atB1)
        let finished = StatechartSnapshot<String, String>(
            configuration: ["c"], history: [], pendingSends: [], isFinished: true)
        try chart.restore(finished)
        #expect(chart.isFinished)
        #expect(chart.snapshot() == finished)
    }

    @Test(
        "a chart without parallel or history states rejects invalid snapshots as before, unchanged",
        arguments: [
            (["a", "ghost"], StatechartSnapshotError.unknownState("ghost")),
            (
                ["a", "c"],
                .inconsistentConfiguration("'(root)' has 2 active children; a compound state has exactly one")
            ),
            (["b1"], .inconsistentConfiguration("'b1' is active but its parent 'b' is not")),
            (["b"], .inconsistentConfiguration("'b' has 0 active children; a compound state has exactly one")),
            ([], .inconsistentConfiguration("'(root)' has 0 active children; a compound state has exactly one")),
        ])
    func rejectsInvalidChains(configuration: [String], expected: StatechartSnapshotError) throws {
        let chart = Chart(try Self.chainDefinition())
        try chart.start()
        try chart.send("go")
        let snapshot = StatechartSnapshot<String, String>(
            configuration: configuration, history: [], pendingSends: [], isFinished: false)
        #expect(throws: expected) { try chart.restore(snapshot) }
        #expect(chart.activeStates == ["b", "b1"])
    }
}
