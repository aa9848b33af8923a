import Foundation
import Stagehand
import Testing

/// Compares DOT, Mermaid and JSON exports with the files in `Tests/StagehandTests/Golden`.
/// Run with `STAGEHAND_UPDATE_GOLDEN=1` to rewrite them after an intended change.
@Suite struct ExportGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func rich() -> MachineDescription {
        MachineDescription(
            initial: "idle", states: ["idle", "loading", "slow", "done", "error state"], final: ["done"],
            events: [
                EventDescription(name: "load", from: ["idle", "error state"], to: "loading"),
                EventDescription(name: "timeout", from: ["loading"], to: "slow", after: 2.5),
                EventDescription(name: "finish", from: ["loading", "slow"], to: "done", guard: "hasData"),
                EventDescription(name: "fail", from: ["loading", "slow"], to: "error state"),
                EventDescription(name: "poll", from: ["slow"], to: "slow", internal: true),
                EventDescription(name: "reset", from: ["*"], to: "idle"),
            ])
    }

    private func check(_ text: String, _ name: String) throws {
        let url = Self.goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "golden file \(name) differs")
    }

    @Test func pagesExports() throws {
        let description = try Fixtures.pages().description
        try check(description.dot(), "pages.dot")
        try check(description.mermaid(), "pages.mmd")
        try check(description.jsonText(), "pages.json")
    }

    @Test func richExports() throws {
        let description = Self.rich()
        #expect(description.diagnostics() == [])
        try check(description.dot(), "rich.dot")
        try check(description.mermaid(), "rich.mmd")
        try check(description.jsonText(), "rich.json")
    }

    @Test func jsonTextDecodesBackToTheSameDescription() throws {
        for description in [try Fixtures.pages().description, Self.rich()] {
            let decoded = try JSONDecoder().decode(MachineDescription.self, from: Data(description.jsonText().utf8))
            #expect(decoded == description)
        }
    }

    @Test func decodingAcceptsSingleSourceAndMissingOptionalFields() throws {
        let text = #"{"initial": "a", "events": [{"name": "go", "from": "a", "to": "b"}]}"#
        let decoded = try JSONDecoder().decode(MachineDescription.self, from: Data(text.utf8))
        #expect(decoded == MachineDescription(initial: "a", events: [EventDescription(name: "go", from: "a", to: "b")]))
    }

    @Test func snapshotIsCodable() throws {
        let snapshot = StateMachine<Light, LightEvent>.Snapshot(
            state: .green, isStarted: true, pending: [PendingDelay(rule: 3, remaining: .milliseconds(250))],
            fingerprint: try Fixtures.lights().fingerprint)
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(StateMachine<Light, LightEvent>.Snapshot.self, from: data) == snapshot)
    }
}
