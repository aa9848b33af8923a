import Foundation
import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

@Suite("SessionFileSink")
struct SessionFileSinkTests {
    @Test("A recorder streams to a file through the sink; the live command replays and inspects the file")
    func streamsToFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stagehand-session-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let valid = SessionFixture.Valid()
        let clock = ManualClock()
        let chart = SessionFixture.Chart(try SessionFixture.definition { valid.value }, clock: clock)
        do {
            let file = try SessionFileSink(path: path)
            let recorder = try SessionRecorder(sink: file.write)
            try recorder.record(chart, as: "checkout", clock: clock)
            try chart.start()
            try chart.send("pay")
            clock.advance(by: .seconds(5))
            #expect(file.failure == nil)
        }
        let replay = CommandLineTool.run(arguments: ["replay", path], environment: .live())
        #expect(replay.status == 0)
        #expect(replay.standardOutput.contains("1 source, 3 steps; every configuration agrees"))
        let inspect = CommandLineTool.run(arguments: ["inspect", path], environment: .live())
        #expect(
            inspect.standardOutput.hasSuffix(
                "checkout #2 5.000s timeout [delayedSend]: exit paying; enter cart -> cart\n"))
    }

    @Test("A path that cannot be opened is a typed error with the system's reason")
    func unopenable() {
        #expect(throws: FileAccessError(reason: "No such file or directory")) {
            try SessionFileSink(path: "/nonexistent-directory/session.jsonl")
        }
    }
}
