import Foundation
import StagehandCLI

/// The SCXML and JSON chart fixtures of `Chart/Fixtures`, and `stagehand simulate --json` runs
/// over them, decoded.
enum ChartFixtures {
    /// The fixtures folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture, keyed `Chart/<name>`.
    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) {
                files["Chart/\(name)"] = Array(data)
            }
        }
        return files
    }()

    /// A decoded `simulate --json` document of a chart.
    struct Run: Equatable {
        var status: Int32
        var initialConfiguration: [String]
        /// Each step's configuration, in order.
        var configurations: [[String]]
        /// Each step's keys, sorted.
        var stepKeys: [[String]]
        var log: [String]
        var finished: Bool
        var standardError: String
    }

    /// Runs `stagehand simulate Chart/<fixture> --events <events> --json`.
    static func simulate(_ fixture: String, _ events: String, extraFiles: [String: [UInt8]] = [:]) -> Run {
        let result = ToolHarness.run(
            ["simulate", "Chart/\(fixture)", "--events", events, "--json"],
            files: files.merging(extraFiles) { _, new in new })
        let object =
            (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) as? [String: Any] ?? [:]
        let steps = object["steps"] as? [[String: Any]] ?? []
        let log = (object["log"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        return Run(
            status: result.status, initialConfiguration: object["initialConfiguration"] as? [String] ?? [],
            configurations: steps.map { $0["configuration"] as? [String] ?? [] },
            stepKeys: steps.map { $0.keys.sorted() }, log: log, finished: object["finished"] as? Bool ?? false,
            standardError: result.standardError)
    }
}
