import Synchronization
import Testing

@testable import StagehandCLI

/// Every command reads its file once, whatever it holds (flat machine JSON, a JSON chart or
/// SCXML), and `simulate -` reads standard input once.
@Suite("One read per run")
struct ReadOnceTests {
    final class Reads: Sendable {
        let files = Mutex<[String]>([])
        let standardInput = Mutex(0)
    }

    static let inputs: [String: String] = [
        "flat.json": #"{"initial": "a", "events": [{"name": "go", "from": "a", "to": "b"}]}"#,
        "chart.json":
            #"{"initial": "a", "states": [{"id": "a", "transitions": [{"event": "go", "target": "b"}]}, "b"]}"#,
        "chart.scxml":
            #"<scxml xmlns="http://www.w3.org/2005/07/scxml"><state id="a"><transition event="go" target="b"/>"#
            + #"</state><state id="b"/></scxml>"#,
    ]

    static func run(_ arguments: [String], stdin: String = "") -> (CommandResult, Reads) {
        let reads = Reads()
        let environment = ToolEnvironment(
            readFile: { path in
                reads.files.withLock { $0.append(path) }
                guard let text = inputs[path] else { return .failure(FileAccessError(reason: "no such file")) }
                return .success(Array(text.utf8))
            },
            writeFile: { _, _ in .success(()) },
            readStandardInput: {
                reads.standardInput.withLock { $0 += 1 }
                return Array(stdin.utf8)
            },
            runGraphviz: ToolHarness.fakeGraphviz)
        return (CommandLineTool.run(arguments: arguments, environment: environment), reads)
    }

    @Test(
        "check, graph, simulate and paths read a flat machine, a JSON chart and SCXML once",
        arguments: ["check", "graph", "simulate", "paths"], ["flat.json", "chart.json", "chart.scxml"])
    func oneRead(command: String, file: String) {
        let arguments = command == "simulate" ? [command, file, "--events", "go"] : [command, file]
        let (result, reads) = Self.run(arguments)
        #expect(result.status == 0 || command == "check", "\(result.standardError)")
        #expect(reads.files.withLock { $0 } == [file])
        #expect(reads.standardInput.withLock { $0 } == 0)
    }

    @Test(
        "simulate - reads standard input once, for a flat machine and for a chart",
        arguments: Array(inputs.keys.sorted()))
    func oneStandardInputRead(file: String) {
        let (result, reads) = Self.run(["simulate", "-", "--events", "go"], stdin: Self.inputs[file] ?? "")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(reads.files.withLock { $0 } == [])
        #expect(reads.standardInput.withLock { $0 } == 1)
    }
}
