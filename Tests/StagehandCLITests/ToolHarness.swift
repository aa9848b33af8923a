import Foundation
import StagehandCLI
import Synchronization

/// Runs the `stagehand` command in process over in-memory files.
enum ToolHarness {
    /// This test target's folder.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The package's root folder.
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// Every example and fixture, keyed as the tests name them: `Examples/x.json`, `Fixtures/x.json`.
    static let repositoryFiles: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        let folders = [
            ("Examples", packageRoot.appendingPathComponent("Examples")),
            ("Fixtures", testsDirectory.appendingPathComponent("Fixtures")),
        ]
        for (prefix, folder) in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name.hasSuffix(".json") || name.hasSuffix(".jsonl") {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) {
                    files["\(prefix)/\(name)"] = Array(data)
                }
            }
        }
        return files
    }()

    /// The example file names, sorted.
    static var exampleNames: [String] {
        repositoryFiles.keys.filter { $0.hasPrefix("Examples/") }.sorted()
    }

    /// Files written by a run.
    final class Writes: Sendable {
        let files = Mutex<[String: [UInt8]]>([:])
    }

    /// A stand-in for Graphviz that returns a deterministic SVG naming the size of its input.
    static let fakeGraphviz: @Sendable (String, String) -> GraphvizResult = { format, dot in
        .output(Array("<svg format=\"\(format)\"><!-- \(dot.utf8.count) bytes of DOT --></svg>\n".utf8))
    }

    /// An environment over `files` (plus the repository's), with `stdin` as standard input.
    static func environment(
        files: [String: [UInt8]] = [:], stdin: String = "", writes: Writes = Writes(),
        graphviz: @escaping @Sendable (String, String) -> GraphvizResult = fakeGraphviz
    ) -> ToolEnvironment {
        let all = repositoryFiles.merging(files) { _, new in new }
        return ToolEnvironment(
            readFile: { path in
                guard let bytes = all[path] else { return .failure(FileAccessError(reason: "no such file")) }
                return .success(bytes)
            },
            writeFile: { path, contents in
                writes.files.withLock { $0[path] = contents }
                return .success(())
            },
            readStandardInput: { Array(stdin.utf8) },
            runGraphviz: graphviz)
    }

    /// Runs the command.
    static func run(
        _ arguments: [String], files: [String: [UInt8]] = [:], stdin: String = "", writes: Writes = Writes(),
        graphviz: @escaping @Sendable (String, String) -> GraphvizResult = fakeGraphviz
    ) -> CommandResult {
        CommandLineTool.run(
            arguments: arguments,
            environment: environment(files: files, stdin: stdin, writes: writes, graphviz: graphviz))
    }

    /// A run as one text: the command, its status and both streams (the golden-file format).
    static func transcript(_ arguments: [String], stdin: String = "") -> String {
        let result = run(arguments, stdin: stdin)
        var text = "$ stagehand \(arguments.joined(separator: " "))\n"
        if !stdin.isEmpty { text += "--- standard input\n\(stdin)" }
        text += "exit status: \(result.status)\n"
        text += "--- standard output\n\(result.standardOutput)"
        text += "--- standard error\n\(result.standardError)"
        return text
    }
}
