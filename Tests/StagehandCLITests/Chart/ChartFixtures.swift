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

    /// `simulate --json` output without what must differ between a document and the SCXML
    /// `graph --format scxml` writes for it: where each fired transition is written (`"path"`,
    /// `"line"`, `"column"` of the items of `"fired"` and `"initialFired"`) and, with `rules`, the
    /// flat machine's rule index (`"rule"`), which SCXML does not carry. Every other line stays.
    static func withoutFiredPositions(_ output: String, rules: Bool = false) -> String {
        let keys = ["path", "line", "column"] + (rules ? ["rule"] : [])
        var kept: [Substring] = []
        // The line that closes the fired list being read, if one is.
        var closing: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " }
            let indentation = String(line.prefix(line.count - text.count))
            if let end = closing {
                if line == end || line == end + "," {
                    closing = nil
                } else if keys.contains(where: { text.hasPrefix("\"\($0)\": ") }) {
                    continue
                }
            } else if text.hasPrefix("\"fired\": [") || text.hasPrefix("\"initialFired\": [") {
                if !text.hasSuffix("]") && !text.hasSuffix("],") { closing = indentation + "]" }
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
