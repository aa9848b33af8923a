import Foundation
import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// A chart whose Swift entry actions raise events that an internal-event and eventless chain
/// consumes, recorded by the real recorder with its real closures.
enum RaiseSessionFixture {
    typealias Chart = Statechart<String, String>

    /// `load` enters `loading`, whose entry raises `fetched`; `fetched` enters `ready`, whose entry
    /// raises `validate`; an eventless transition leaves `ready` for `checking` before `validate`
    /// is dequeued, and `validate` then takes `checking` to `valid`.
    static func definition() throws -> Chart.Definition {
        try Chart.Definition(initial: "idle") {
            ChartState("idle") { On("load", to: "loading") }
            ChartState("loading") {
                OnEntry { $0.raise("fetched") }
                On("fetched", to: "ready")
            }
            ChartState("ready") {
                OnEntry { $0.raise("validate") }
                Always(to: "checking")
            }
            ChartState("checking") { On("validate", to: "valid") }
            ChartState("valid") { On("reset", to: "idle") }
        }
    }

    /// The session's lines: start, load, reset, load.
    static func lines() throws -> [String] {
        let chart = Chart(try definition())
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "loader")
        try chart.start()
        try chart.send("load")
        try chart.send("reset")
        try chart.send("load")
        return lines
    }

    static func session(_ edit: (inout [String]) -> Void = { _ in }) throws -> [UInt8] {
        var lines = try lines()
        edit(&lines)
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }
}

@Suite("replay raises what the recorded actions raised")
struct ReplayRaiseTests {
    static func run(_ session: [UInt8]) -> CommandResult {
        ToolHarness.run(["replay", "s.jsonl"], files: ["s.jsonl": session])
    }

    @Test("The recorder writes each step's raised events in order (done.state events are not among them)")
    func recorded() throws {
        let lines = try RaiseSessionFixture.lines()
        #expect(lines.count == 6)
        let raised = try lines.dropFirst(2).map { line -> [String] in
            guard case .step(let step) = try SessionRecord.parse(Array(line.utf8), line: 0) else { return ["?"] }
            return step.raised
        }
        #expect(raised == [[], ["fetched", "validate"], [], ["fetched", "validate"]])
    }

    @Test(
        "Raised events drive the replay through the internal and eventless chain: exit 0, said to come from the recording"
    )
    func agrees() throws {
        let result = Self.run(try RaiseSessionFixture.session())
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                replayed s.jsonl: 1 source, 4 steps; every configuration agrees
                  loader (chart): 4 steps, 0 guard outcomes and 4 raised events taken from the recording
                note: Swift guards and actions cannot run here: guards took their recorded outcomes, actions raised \
                their recorded events, and the events actions sent were replayed from the recording

                """)
    }

    @Test("A recording whose raised events were edited diverges at that step: exit 1, naming it")
    func editedRaised() throws {
        let session = try RaiseSessionFixture.session { lines in
            lines[3] = lines[3].replacingOccurrences(
                of: #""raised":["fetched","validate"]"#, with: #""raised":["validate","fetched"]"#)
        }
        let result = Self.run(session)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "error: s.jsonl:4: step 1 of 'loader' (event 'load') diverged: expected configuration [valid], "
                + "actual [checking] (the replay raised the events the recording's actions raised, 'validate', "
                + "'fetched', at the step's first action; StagehandTesting's SessionReplay runs the chart's real "
                + "actions)\n")
    }

    @Test("A step recorded as raising events in which the replay runs no action diverges: exit 1")
    func noAction() throws {
        let session = try RaiseSessionFixture.session { lines in
            lines[2] = lines[2].replacingOccurrences(of: #""raised":[]"#, with: #""raised":["fetched"]"#)
        }
        let result = Self.run(session)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: s.jsonl:3: step 0 of 'loader' (start-up) diverged: the recording's actions raised "
                + "'fetched', but the replay ran no action in this step, so nothing raised them (the chart differs "
                + "from the recorded one)\n")
    }
}
