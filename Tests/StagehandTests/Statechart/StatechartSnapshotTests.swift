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
            (
                ["off", "ghost"], [(String, [String])](),
                SnapshotError.unknownState("ghost", known: ["off", "on", "idle", "armed", "ringing"])
            ),
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
        configuration: [String], history: [(String, [String])], expected: SnapshotError
    )
        throws
    {
        let chart = Chart(try Self.definition(), clock: ManualClock())
        try chart.start()
        let snapshot = StatechartSnapshot<String, String>(
            configuration: configuration, history: history.map { .init(history: $0.0, states: $0.1) },
            pendingSends: [], isFinished: false, fingerprint: try Self.definition().fingerprint)
        #expect(throws: expected) { try chart.restore(snapshot) }
        #expect(chart.activeStates == ["off"])
    }

    @Test("restore rejects a pending send in the past, or one the chart has no clock for")
    func rejectsBadSends() throws {
        let past = StatechartSnapshot<String, String>(
            configuration: ["off"], history: [], pendingSends: [.init(event: "ring", id: nil, remaining: .seconds(-1))],
            isFinished: false, fingerprint: try Self.definition().fingerprint)
        let chart = Chart(try Self.definition(), clock: ManualClock())
        #expect(
            throws: SnapshotError.invalidPendingSend(
                "event 'ring' is due -1.0 seconds from now; not in the past")
        ) {
            try chart.restore(past)
        }
        let noClock = Chart(try Self.definition())
        var later = past
        later.pendingSends[0].remaining = .seconds(1)
        #expect(throws: SnapshotError.invalidPendingSend("event 'ring' needs a clock; the chart has none")) {
            try noClock.restore(later)
        }
    }

    @Test("restore refuses another chart's snapshot, and one saved without a fingerprint, before its states")
    func refusesAnotherChartsSnapshot() throws {
        let chart = Chart(try Self.definition(), clock: ManualClock())
        try chart.start()
        // The same state names in another chart: a snapshot of it would otherwise restore.
        let other = Chart(
            try Chart.Definition {
                ChartState("off") { On("on", to: "on") }
                ChartState("on")
            })
        try other.start()
        let foreign = other.snapshot()
        let mine = try Self.definition().fingerprint
        #expect(foreign.fingerprint != mine)
        #expect(throws: SnapshotError.definitionMismatch(snapshot: foreign.fingerprint!, definition: mine)) {
            try chart.restore(foreign)
        }
        var unmarked = chart.snapshot()
        unmarked.fingerprint = nil
        #expect(throws: SnapshotError.missingFingerprint(definition: mine)) { try chart.restore(unmarked) }
        // Decoded from JSON written before fingerprints existed.
        let old = #"{"configuration":["off"],"history":[],"pendingSends":[],"isFinished":false}"#
        let decoded = try JSONDecoder().decode(StatechartSnapshot<String, String>.self, from: Data(old.utf8))
        #expect(decoded.fingerprint == nil)
        #expect(throws: SnapshotError.missingFingerprint(definition: mine)) { try chart.restore(decoded) }
        #expect(chart.activeStates == ["off"])
        try chart.restore(chart.snapshot())
        #expect(chart.activeStates == ["off"])
    }

    @Test("an unknown state's error names at most twenty of the chart's states, then how many more")
    func unknownStateListsBoundedNames() {
        let known = (0..<50_000).map { "s\($0)" }
        let error = SnapshotError.unknownState("ghost", known: known)
        let shown = (0..<20).map { "s\($0)" }.joined(separator: ", ")
        #expect(
            error.description
                == "snapshot state 'ghost' is not a state of the definition; states: \(shown) and 49980 more")
    }

    /// A chart without parallel or history states: nested compounds, an eventless transition and
    /// entry actions.
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
        "restoring a nested chart moves it exactly: eventless steps and ancestors' transitions follow"
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
            configuration: ["c"], history: [], pendingSends: [], isFinished: true,
            fingerprint: try Self.chainDefinition().fingerprint)
        try chart.restore(finished)
        #expect(chart.isFinished)
        #expect(chart.snapshot() == finished)
    }

    @Test(
        "a nested chart rejects invalid snapshots, unchanged",
        arguments: [
            (["a", "ghost"], SnapshotError.unknownState("ghost", known: ["a", "b", "b1", "b2", "c"])),
            (
                ["a", "c"],
                .inconsistentConfiguration("'(root)' has 2 active children; a compound state has exactly one")
            ),
            (["b1"], .inconsistentConfiguration("'b1' is active but its parent 'b' is not")),
            (["b"], .inconsistentConfiguration("'b' has 0 active children; a compound state has exactly one")),
            ([], .inconsistentConfiguration("'(root)' has 0 active children; a compound state has exactly one")),
        ])
    func rejectsInvalidChains(configuration: [String], expected: SnapshotError) throws {
        let chart = Chart(try Self.chainDefinition())
        try chart.start()
        try chart.send("go")
        let snapshot = StatechartSnapshot<String, String>(
            configuration: configuration, history: [], pendingSends: [], isFinished: false,
            fingerprint: try Self.chainDefinition().fingerprint)
        #expect(throws: expected) { try chart.restore(snapshot) }
        #expect(chart.activeStates == ["b", "b1"])
    }
}
