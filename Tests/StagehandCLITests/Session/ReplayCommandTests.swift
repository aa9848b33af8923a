import Foundation
import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

@Suite("replay and inspect")
struct ReplayCommandTests {
    static func session() throws -> [UInt8] {
        Array((try SessionFixture.lines().joined(separator: "\n") + "\n").utf8)
    }

    static func run(_ arguments: [String], session: [UInt8]) -> CommandResult {
        ToolHarness.run(arguments, files: ["s.jsonl": session])
    }

    @Test("The fixture on disk is what the recorder writes today")
    func fixtureIsCurrent() throws {
        let file = ToolHarness.testsDirectory.appendingPathComponent("Fixtures/session-checkout.jsonl")
        let current = try Self.session()
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDEN"] != nil {
            try Data(current).write(to: file)
        }
        #expect(FileManager.default.contents(atPath: file.path).map(Array.init) == current)
    }

    @Test("A session replays: every configuration agrees, exit 0, guard outcomes said to come from the recording")
    func agrees() throws {
        let result = Self.run(["replay", "s.jsonl"], session: try Self.session())
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                replayed s.jsonl: 1 source, 7 steps; every configuration agrees
                  checkout (chart): 7 steps, 3 guard outcomes and 0 raised events taken from the recording
                note: Swift guards and actions cannot run here: guards took their recorded outcomes, actions raised \
                their recorded events, and the events actions sent were replayed from the recording

                """)
        #expect(result.standardError == "")
    }

    @Test("A chart that differs from the recorded events diverges at the first step it changes: exit 1")
    func diverges() throws {
        let text = String(decoding: try Self.session(), as: UTF8.self)
            .replacingOccurrences(of: #"target=\"declined\""#, with: #"target=\"cart\""#)
        let result = Self.run(["replay", "s.jsonl"], session: Array(text.utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "error: s.jsonl:4: step 1 of 'checkout' (event 'pay') diverged: expected configuration [declined], "
                + "actual [cart]\n")
    }

    @Test("inspect prints a router's route records; replay skips them")
    func inspectRoutes() {
        let session = Array(
            (#"{"kind":"session","schema":1}"# + "\n"
                + #"{"kind":"route","source":"lanes","step":0,"time":0,"event":null,"cause":"start","from":null,"to":"a","edits":[]}"#
                + "\n"
                + #"{"kind":"route","source":"lanes","step":1,"time":2000000,"event":"go","cause":"event 'go'","from":"a","to":"b","edits":[]}"#
                + "\n").utf8)
        let inspect = Self.run(["inspect", "s.jsonl"], session: session)
        #expect(inspect.status == 0)
        #expect(
            inspect.standardOutput
                == "session (schema 1)\nlanes #0 0.000s (no event): (none) -> a\nlanes #1 0.002s go: a -> b\n")
        let replay = Self.run(["replay", "s.jsonl"], session: session)
        #expect(replay.status == 0)
        #expect(replay.standardOutput.hasPrefix("replayed s.jsonl: 0 sources, 0 steps; every configuration agrees\n"))
    }

    @Test(
        "Unreadable sessions exit 2 with a clear message",
        arguments: [
            (
                "truncated",
                "error: s.jsonl:9: the last record is cut short (no newline at its end): the session is truncated\n"
            ),
            (
                "newer",
                "error: s.jsonl:1: the session has schema version 2; this stagehand reads versions 1 to 1: update stagehand to read it\n"
            ),
            (
                "missing",
                "error: s.jsonl:5: step 3 of 'checkout' where step 2 was due: a record is missing or out of order (the session was cut or edited)\n"
            ),
            ("garbage", "error: s.jsonl:3: not a JSON record: expected a value, found '}'\n"),
            ("empty", "error: s.jsonl:1: the file is empty; a session starts with its header record\n"),
            (
                "headless",
                "error: s.jsonl:1: not a Stagehand session: the first record must be the header {\"kind\":\"session\",\"schema\":1}\n"
            ),
        ])
    func unreadable(_ damage: String, _ message: String) throws {
        var lines = try SessionFixture.lines()
        let text: String
        switch damage {
        case "truncated": text = lines.prefix(8).joined(separator: "\n") + "\n" + lines[8].prefix(20)
        case "newer":
            lines[0] = #"{"kind":"session","schema":2}"#
            text = lines.joined(separator: "\n") + "\n"
        case "missing":
            lines.remove(at: 4)
            text = lines.joined(separator: "\n") + "\n"
        case "garbage":
            lines[2] = "}{"
            text = lines.joined(separator: "\n") + "\n"
        case "empty": text = ""
        default: text = lines.dropFirst().joined(separator: "\n") + "\n"
        }
        let result = Self.run(["replay", "s.jsonl"], session: Array(text.utf8))
        #expect(result.status == 2)
        #expect(result.standardError == message)
    }

    @Test("inspect prints each step; --follow prints the steps appended while it waits, from an injected reader")
    func inspectFollow() throws {
        let lines = try SessionFixture.lines()
        let reader = InMemoryChunkReader(Array((lines.prefix(3).joined(separator: "\n") + "\n").utf8))
        let rest = Array(lines.dropFirst(3))
        let script = Script(reader: reader, pieces: rest)
        var environment = ToolHarness.environment()
        environment.openFile = { _ in .success(script.reader) }
        environment.waitForMoreInput = { script.appendNext() }
        let result = CommandLineTool.run(arguments: ["inspect", "--follow", "s.jsonl"], environment: environment)
        #expect(result.status == 0)
        #expect(script.waits == 12)
        #expect(
            result.standardOutput == """
                session (schema 1)
                checkout: chart
                checkout #0 0.000s start: enter cart -> cart
                checkout #1 0.000s pay: exit cart; enter declined -> declined
                checkout #2 0.000s retry: exit declined; enter cart -> cart
                checkout #3 0.000s pay: exit cart; enter paying -> paying
                checkout #4 5.000s timeout [delayedSend]: exit paying; enter cart -> cart
                checkout #5 5.000s pay: exit cart; enter paying -> paying
                checkout #6 6.000s paid: exit paying, done; enter done -> done

                """)
    }

    /// Appends half a record at each wait, so a half-written line waits for its end.
    final class Script: @unchecked Sendable {
        // @unchecked: used only by the command run on the test's thread.
        let reader: InMemoryChunkReader
        var pieces: [[UInt8]]
        var waits = 0

        init(reader: InMemoryChunkReader, pieces: [String]) {
            self.reader = reader
            self.pieces = pieces.flatMap { line in
                let bytes = Array((line + "\n").utf8)
                return [Array(bytes.prefix(bytes.count / 2)), Array(bytes.dropFirst(bytes.count / 2))]
            }
        }

        func appendNext() -> Bool {
            guard !pieces.isEmpty else { return false }
            waits += 1
            reader.append(pieces.removeFirst())
            return true
        }
    }
}

/// A session of 50,000 steps made on demand, a chunk at a time: replay never holds it whole.
final class GeneratedSession: ChunkReader, @unchecked Sendable {
    // @unchecked: read only by the command run on the test's thread.
    private var pending: [UInt8] = []
    private var next = 0
    let steps: Int
    private let header: [String]
    /// The largest chunk handed out.
    private(set) var largestChunk = 0

    init(steps: Int) throws {
        self.steps = steps
        header = Array(try SessionFixture.lines().prefix(3))
    }

    func read(maximum: Int) -> Result<[UInt8], FileAccessError> {
        while pending.count < maximum {
            if next < header.count {
                pending += Array((header[next] + "\n").utf8)
            } else if next < header.count + steps {
                // Alternate pay (declined) and retry, as the fixture's steps 1 and 2.
                let step = next - header.count + 1
                let (event, state, exited) = step % 2 == 1 ? ("pay", "declined", "cart") : ("retry", "cart", "declined")
                pending += Array(
                    (#"{"kind":"step","source":"checkout","step":\#(step),"time":0,"origin":"external","event":{"name":"\#(event)"},"discarded":false,"guards":[[0,false]],"transitions":[],"exited":["\#(exited)"],"entered":["\#(state)"],"configuration":["\#(state)"]}"#
                        + "\n").utf8)
            } else {
                break
            }
            next += 1
        }
        let chunk = Array(pending.prefix(maximum))
        pending.removeFirst(chunk.count)
        largestChunk = max(largestChunk, chunk.count)
        return .success(chunk)
    }
}

@Suite("replay at scale")
struct ReplayScaleTests {
    @Test("50,000 steps stream through replay in 64 KiB chunks and all agree")
    func fiftyThousandSteps() throws {
        let session = try GeneratedSession(steps: 50_000)
        var environment = ToolHarness.environment()
        environment.openFile = { _ in .success(session) }
        let result = CommandLineTool.run(arguments: ["replay", "big.jsonl"], environment: environment)
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix("replayed big.jsonl: 1 source, 50001 steps; every configuration agrees"))
        #expect(session.largestChunk <= SessionLineReader.chunkSize)
    }
}
