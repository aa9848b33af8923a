import Foundation
import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// A flat machine's session with rejected events, recorded by the real recorder.
enum RejectionSessionFixture {
    typealias Machine = StateMachine<String, String>

    /// Rejected before start-up (`open`), after it (`close`, then `lock` by its guard), then `open`.
    static func lines() throws -> [String] {
        let definition = try Machine.Definition(
            initial: "closed", states: ["closed", "open", "locked"],
            rules: [
                Machine.Rule.on("open", from: "closed", to: "open"),
                Machine.Rule.on("close", from: "open", to: "closed"),
                Machine.Rule.on("lock", from: "closed", to: "locked", guardName: "never", guard: { _, _ in false }),
            ])
        let machine = Machine(definition)
        let clock = ManualClock()
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(machine, as: "door", clock: clock)
        _ = try? machine.send("open")
        machine.start()
        clock.advance(by: .milliseconds(5))
        _ = try? machine.send("close")
        _ = try? machine.send("lock")
        try machine.send("open")
        return lines
    }

    static func session() throws -> [UInt8] {
        Array((try lines().joined(separator: "\n") + "\n").utf8)
    }
}

@Suite("a flat machine's rejections in inspect and on the page")
struct RejectionSessionTests {
    @Test("inspect prints each rejection with the step it follows, marked REJECTED; replay skips them")
    func text() throws {
        let session = try RejectionSessionFixture.session()
        let inspect = ToolHarness.run(["inspect", "s.jsonl"], files: ["s.jsonl": session])
        #expect(inspect.status == 0)
        #expect(
            inspect.standardOutput == """
                session (schema 1)
                door: machine
                door #- 0.000s open: REJECTED, stays in closed (notStarted; allowed: open, lock)
                door #0 0.000s start: enter closed -> closed
                door #0 0.005s close: REJECTED, stays in closed (notAllowed; allowed: open, lock)
                door #0 0.005s lock: REJECTED, stays in closed (guardRejected; allowed: open, lock)
                door #1 0.005s open: exit closed; enter open -> open

                """)
        let replay = ToolHarness.run(["replay", "s.jsonl"], files: ["s.jsonl": session])
        #expect(replay.status == 0)
        #expect(replay.standardOutput.hasPrefix("replayed s.jsonl: 1 source, 2 steps; every configuration agrees\n"))
    }

    @Test("The page lists each rejection with the step it follows (before the first: with the first)")
    func page() throws {
        let (result, written) = InspectPageTests.run(
            ["inspect", "s.jsonl", "-o", "p.html"], session: try RejectionSessionFixture.session())
        #expect(result.status == 0)
        let page = try #require(written)
        let sources = page.data["sources"] as? [[String: Any]] ?? []
        let steps = sources.first?["steps"] as? [[String: Any]] ?? []
        let rejected = steps.map { step in
            (step["rejected"] as? [[Any]] ?? []).map { item in
                item.map { value in (value as? [String])?.joined(separator: " ") ?? "\(value)" }
            }
        }
        #expect(
            rejected == [
                [
                    ["open", "closed", "notStarted", "open lock", "0"],
                    ["close", "closed", "notAllowed", "open lock", "5000000"],
                    ["lock", "closed", "guardRejected", "open lock", "5000000"],
                ],
                [],
            ])
        #expect(page.html.contains(#"list("Rejected after this step""#))
    }

    @Test("50,000 rejections after one step: inspect prints each, the page lists them all with that step")
    func scale() throws {
        let lines = try RejectionSessionFixture.lines()
        let rejection = lines[4]
        #expect(rejection.hasPrefix(#"{"kind":"rejection","source":"door","time":5000000,"event":{"name":"close"}"#))
        var text = lines.prefix(4).joined(separator: "\n") + "\n"
        text.reserveCapacity(text.utf8.count + 50_000 * (rejection.utf8.count + 1) + 1_000)
        for _ in 0..<50_000 { text += rejection + "\n" }
        text += lines[6] + "\n"
        let session = Array(text.utf8)
        let inspect = ToolHarness.run(["inspect", "s.jsonl"], files: ["s.jsonl": session])
        #expect(inspect.status == 0)
        #expect(inspect.standardOutput.components(separatedBy: ": REJECTED, stays in closed").count == 50_002)
        let (result, written) = InspectPageTests.run(["inspect", "s.jsonl", "-o", "p.html"], session: session)
        #expect(result.status == 0)
        let steps = try #require(written).data["sources"].flatMap { ($0 as? [[String: Any]])?.first?["steps"] }
        #expect((steps as? [[String: Any]])?.map { ($0["rejected"] as? [Any])?.count } == [50_001, 0])
    }
}

@Suite("a flat machine's session replayed as the chart it reads to")
struct FlatSessionReplayTests {
    typealias Machine = StateMachine<String, String>

    @Test("A delayed rule's step replays by letting its timer fire; an internal rule keeps the timer")
    func delayedRules() throws {
        let definition = try Machine.Definition(
            initial: "waiting", states: ["waiting", "expired", "done"], final: ["done"],
            rules: [
                .after(.seconds(2), on: "expire", from: "waiting", to: "expired"),
                .on("poke", from: "waiting", to: "waiting", internal: true),
                .on("finish", from: .anyState, to: "done"),
            ])
        let clock = ManualClock()
        let machine = Machine(definition, clock: clock)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(machine, as: "timer", clock: clock)
        machine.start()
        clock.advance(by: .seconds(1))
        try machine.send("poke")
        clock.advance(by: .seconds(1))
        try machine.send("finish")
        let session = Array((lines.joined(separator: "\n") + "\n").utf8)
        let replay = ToolHarness.run(["replay", "s.jsonl"], files: ["s.jsonl": session])
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.hasPrefix("replayed s.jsonl: 1 source, 4 steps; every configuration agrees\n"))
    }
}
