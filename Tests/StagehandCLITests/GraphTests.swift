import Foundation
import Stagehand
import Testing

@testable import StagehandCLI

@Suite("graph")
struct GraphTests {

    @Test func writesTheCoresDrawingToTheOutputFileInTheFormatItsExtensionImplies() throws {
        let writes = ToolHarness.Writes()
        let dot = ToolHarness.run(["graph", "Examples/sign-in.json", "-o", "out.gv"], writes: writes)
        let mermaid = ToolHarness.run(["graph", "Examples/sign-in.json", "--output", "out.mmd"], writes: writes)
        #expect(dot == CommandResult(status: 0, standardOutput: "", standardError: ""))
        #expect(mermaid == CommandResult(status: 0, standardOutput: "", standardError: ""))
        let bytes = try #require(ToolHarness.repositoryFiles["Examples/sign-in.json"])
        let document = try ChartJSONReader.read(bytes, file: "Examples/sign-in.json").get()
        let written = writes.files.withLock { $0 }
        #expect(
            written == [
                "out.gv": Array(ChartDrawing.dot(document).utf8), "out.mmd": Array(ChartDrawing.mermaid(document).utf8),
            ])
    }

    @Test func explainsWhenGraphvizIsMissingOrFails() {
        let missing = ToolHarness.run(["graph", "Examples/sign-in.json", "--format", "svg"]) { _, _ in .notInstalled }
        #expect(missing.status == 2)
        #expect(
            missing.standardError
                == "error: SVG needs Graphviz's 'dot', which is not installed or not on PATH; install it "
                + "(apt-get install graphviz, brew install graphviz) or use --format dot\n")
        let failed = ToolHarness.run(["graph", "Examples/sign-in.json", "-o", "x.svg"]) { _, _ in
            .failed(status: 1, message: "syntax error in line 1")
        }
        #expect(
            failed
                == CommandResult(
                    status: 2, standardOutput: "",
                    standardError: "error: Graphviz's 'dot' failed with status 1: syntax error in line 1\n"))
    }

    @Test func rendersRealSVGWithTheInstalledGraphviz() throws {
        let hasDot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard hasDot else { return }
        let file = ToolHarness.packageRoot.appendingPathComponent("Examples/sign-in.json").path
        let result = CommandLineTool.run(arguments: ["graph", file, "--format", "svg"], environment: .live())
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("<svg"))
        #expect(result.standardOutput.contains("signInPage"))
        let noDot = CommandLineTool.run(
            arguments: ["graph", file, "--format", "svg"], environment: .live(variables: ["PATH": "/nonexistent"]))
        #expect(noDot.status == 2)
        #expect(noDot.standardError.hasPrefix("error: SVG needs Graphviz's 'dot'"))
    }

    @Test func theLiveEnvironmentReportsUnreadableFiles() {
        let result = CommandLineTool.run(arguments: ["check", "/nonexistent/machine.json"], environment: .live())
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: cannot read '/nonexistent/machine.json': "))
        let directory = CommandLineTool.run(arguments: ["check", "/tmp"], environment: .live())
        #expect(directory.status == 2)
        #expect(directory.standardError == "error: cannot read '/tmp': Is a directory\n")
    }
}
