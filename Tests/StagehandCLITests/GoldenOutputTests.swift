import Foundation
import Stagehand
import Testing

@testable import StagehandCLI

/// One command run whose whole output is compared with `Golden/<name>.txt`.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var stdin: String = ""

    var testDescription: String { name }
}

private func golden(_ name: String, _ arguments: String..., stdin: String = "") -> GoldenCase {
    GoldenCase(name: name, arguments: arguments, stdin: stdin)
}

/// Every command, every diagnostic kind, every input error and the usage conventions, as
/// transcripts. Run with `STAGEHAND_UPDATE_GOLDEN=1` to rewrite the files after a deliberate
/// change, then review the diff.
private let cases: [GoldenCase] = [
    // Help and version.
    golden("help", "--help"),
    golden("help-topic", "help", "simulate"),
    golden("help-check", "check", "--help"),
    golden("help-graph", "graph", "-h"),
    golden("help-paths", "paths", "--help"),
    golden("help-wins-over-errors", "graph", "--nonsense", "--help"),
    golden("version", "--version"),
    golden("help-replay", "replay", "--help"),
    golden("help-inspect", "inspect", "--help"),
    // Recorded sessions.
    golden("replay-agrees", "replay", "Fixtures/session-checkout.jsonl"),
    golden("replay-diverges", "replay", "Fixtures/session-diverges.jsonl"),
    golden("replay-truncated", "replay", "Fixtures/session-truncated.jsonl"),
    golden("replay-newer-schema", "replay", "Fixtures/session-newer-schema.jsonl"),
    golden("replay-missing-step", "replay", "Fixtures/session-missing-step.jsonl"),
    golden("inspect-checkout", "inspect", "Fixtures/session-checkout.jsonl"),
    // Usage errors.
    golden("usage-missing-subcommand"),
    golden("usage-unknown-subcommand", "chekc", "Examples/sign-in.json"),
    golden("usage-unknown-top-level-option", "--verison"),
    golden("usage-unknown-option", "graph", "Examples/sign-in.json", "--fromat", "svg"),
    golden("usage-missing-value", "graph", "Examples/sign-in.json", "--format"),
    golden("usage-missing-value-before-option", "graph", "Examples/sign-in.json", "-o", "--json"),
    golden("usage-invalid-value", "graph", "Examples/sign-in.json", "--format", "svgg"),
    golden("usage-missing-argument", "check"),
    golden("usage-unexpected-argument", "check", "Examples/sign-in.json", "Examples/traffic-colors.json"),
    golden("usage-flag-with-value", "check", "--json=yes", "Examples/sign-in.json"),
    golden("usage-invalid-cover", "paths", "Examples/sign-in.json", "--cover", "rules"),
    golden("usage-empty-event", "simulate", "Examples/sign-in.json", "--events", "showLanding,,back"),
    golden("unreadable-file", "check", "missing.json"),
    // check: the examples (clean) and one fixture per diagnostic kind.
    golden("check-sign-in", "check", "Examples/sign-in.json"),
    golden("check-traffic-colors", "check", "Examples/traffic-colors.json"),
    golden("check-content-loading", "check", "Examples/content-loading.json"),
    golden("check-derived-states", "check", "Fixtures/derived-states.json"),
    golden("check-unknown-initial-state", "check", "Fixtures/unknown-initial-state.json"),
    golden("check-unknown-states", "check", "Fixtures/unknown-states.json"),
    golden("check-duplicate-state", "check", "Fixtures/duplicate-state.json"),
    golden("check-ambiguous-rules", "check", "Fixtures/ambiguous-rules.json"),
    golden("check-unreachable-and-dead-end", "check", "Fixtures/unreachable-and-dead-end.json"),
    golden("check-rule-never-fires", "check", "Fixtures/rule-never-fires.json"),
    golden("check-invalid-delay", "check", "Fixtures/invalid-delay.json"),
    golden("check-json-diagnostics", "check", "--json", "Fixtures/unknown-states.json"),
    golden("check-json-clean", "check", "Examples/sign-in.json", "--json"),
    // Input errors.
    golden("input-invalid-json", "check", "Fixtures/invalid-json.json"),
    golden("input-not-an-object", "paths", "Fixtures/not-an-object.json"),
    golden("input-wrong-types", "check", "Fixtures/wrong-types.json"),
    golden("input-wrong-types-json", "check", "Fixtures/wrong-types.json", "--json"),
    // graph.
    golden("graph-dot", "graph", "Examples/sign-in.json"),
    golden("graph-mermaid", "graph", "Examples/traffic-colors.json", "--format=mermaid"),
    golden("graph-svg", "graph", "--format", "svg", "Examples/content-loading.json"),
    golden("graph-output-file", "graph", "Examples/sign-in.json", "-o", "sign-in.svg"),
    golden("graph-json", "graph", "Examples/traffic-colors.json", "--json", "--format", "mermaid"),
    // simulate.
    golden("simulate-sign-in", "simulate", "Examples/sign-in.json", "--events", "showLanding,showSignIn,signedIn"),
    golden("simulate-rejected", "simulate", "Examples/sign-in.json", "--events", "showLanding,signedIn,back"),
    golden(
        "simulate-guard-denied", "simulate", "Examples/sign-in.json", "--events=showLanding,showSignIn,signedIn",
        "--deny", "hasSession"),
    golden(
        "simulate-stdin", "simulate", "Examples/traffic-colors.json",
        stdin: "# a full cycle, then cancel\nnext\nnext\n\nnext\n  cancel  \n"),
    golden("simulate-delayed", "simulate", "Examples/content-loading.json", "--events", "load,timeout,load,loaded"),
    golden("simulate-json", "simulate", "Examples/sign-in.json", "--json", "--events", "showLanding,signOut"),
    golden("simulate-invalid-machine", "simulate", "Fixtures/unknown-states.json", "--events", "start"),
    // paths.
    golden("paths-states", "paths", "Examples/sign-in.json"),
    golden("paths-transitions", "paths", "Examples/traffic-colors.json", "--cover", "transitions"),
    golden("paths-transitions-delayed", "paths", "Examples/content-loading.json", "--cover=transitions"),
    golden("paths-unreachable", "paths", "Fixtures/unreachable-and-dead-end.json", "--cover", "transitions"),
    golden("paths-invalid-machine", "paths", "Fixtures/invalid-delay.json", "--json"),
    golden("paths-states-json", "paths", "--json", "Examples/content-loading.json"),
    golden("paths-transitions-json", "paths", "Examples/sign-in.json", "--json", "--cover", "transitions"),
]

@Suite("Golden output")
struct GoldenOutputTests {
    static let directory = ToolHarness.testsDirectory.appendingPathComponent("Golden")
    static let update = ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDEN"] != nil

    @Test(arguments: cases)
    func matchesGoldenFile(_ golden: GoldenCase) throws {
        let actual = ToolHarness.transcript(golden.arguments, stdin: golden.stdin)
        let file = Self.directory.appendingPathComponent("\(golden.name).txt")
        if Self.update {
            try Data(actual.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "output differs from Golden/\(golden.name).txt")
    }

    @Test func everyGoldenFileHasACase() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
        #expect(names == cases.map(\.name).sorted())
    }
}

@Suite("Diagnostic coverage")
struct DiagnosticCoverageTests {
    @Test func theFixturesTogetherShowEveryDiagnosticKindTheCoreHas() throws {
        var kinds: Set<String> = []
        for file in ToolHarness.repositoryFiles.keys where file.hasPrefix("Fixtures/") {
            let result = ToolHarness.run(["check", "--json", file])
            guard result.status == 1 else { continue }
            let document = try JSONParser.parse(Array(result.standardOutput.utf8))
            guard case .object(let members) = document.kind,
                case .array(let diagnostics)? = members.first(where: { $0.key == "diagnostics" })?.value.kind
            else { continue }
            for case .object(let fields) in diagnostics.map(\.kind) {
                if case .string(let kind)? = fields.first(where: { $0.key == "kind" })?.value.kind {
                    kinds.insert(kind)
                }
            }
        }
        // The flat validator's kinds: `MachineDiagnostic.Kind` lists them first, then a chart's
        // (the fixtures here are flat machines, read as charts: an unknown initial state is the
        // chart's unknown target). Too many transitions from rules from any state needs a file
        // of a million of them; FlatMachineChartTests shows that one.
        let flatKinds = MachineDiagnostic.Kind.allCases.prefix { $0 != .emptyChart }.filter {
            $0 != .unknownInitialState && $0 != .tooManyTransitions
        }
        #expect(kinds == Set(flatKinds.map(\.rawValue) + ["unknownTarget"]))
    }
}
