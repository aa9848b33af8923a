import Stagehand
import Testing

@testable import StagehandCLI

/// Every ``CommandFailure`` goes through one renderer and one exit-status switch.
@Suite("One renderer")
struct FailureRendererTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let failure: CommandFailure
        let status: Int32
        let message: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "usage", failure: .usage(UsageError(kind: .missingArgument("file"), command: "check")), status: 2,
            message: """
                Error: Missing expected argument '<file>'.
                Usage: stagehand check <file> [--json]
                  See 'stagehand check --help' for more information.

                """),
        Case(
            id: "unreadable", failure: .unreadable(file: "m.json", reason: "no such file"), status: 2,
            message: "error: cannot read 'm.json': no such file\n"),
        Case(
            id: "notLoaded",
            failure: .notLoaded(
                file: "m.json", input: .machine,
                diagnostics: [
                    Diagnostic(
                        file: "m.json", location: ChartLocation(line: 2, column: 5), path: "$.initial",
                        message: "expected a string", hint: "quote it")
                ]),
            status: 2, message: "m.json:2:5: error: $.initial: expected a string\n  hint: quote it\n"),
        Case(
            id: "chartNotLoaded",
            failure: .notLoaded(
                file: "c.scxml", input: .chart,
                diagnostics: [
                    Diagnostic(file: "c.scxml", location: ChartLocation(line: 3, column: 1), message: "no")
                ]),
            status: 2, message: "c.scxml:3:1: error: no\n"),
        Case(
            id: "unwritable", failure: .unwritable(path: "out.svg", reason: "read-only file system"), status: 2,
            message: "error: cannot write 'out.svg': read-only file system\n"),
        Case(
            id: "graphvizMissing", failure: .graphvizMissing, status: 2,
            message: "error: SVG needs Graphviz's 'dot', which is not installed or not on PATH; install it "
                + "(apt-get install graphviz, brew install graphviz) or use --format dot\n"),
        Case(
            id: "graphvizFailed", failure: .graphvizFailed(status: 3, message: "syntax error"), status: 2,
            message: "error: Graphviz's 'dot' failed with status 3: syntax error\n"),
        Case(
            id: "invalid machine",
            failure: .invalid(
                file: "<stdin>", input: .machine,
                errors: [
                    Diagnostic(
                        file: "<stdin>", location: ChartLocation(line: 1, column: 2), kind: "unknownState",
                        path: "$.initial", message: "unknown state 'b'", hint: "did you mean 'a'?")
                ], count: 3),
            status: 1,
            message: """
                <stdin>:1:2: error: $.initial: unknown state 'b' [unknownState]
                  hint: did you mean 'a'?
                <stdin>: 2 more errors not shown
                <stdin>: 3 errors; the machine was not simulated

                """),
        Case(
            id: "pathsTooLarge",
            failure: .pathsTooLarge(
                PathsLimit(
                    file: "m.json", cover: "states", subject: "3 states, 2 transitions", size: "would have 9 steps",
                    allowed: "at most 5 steps are allowed")),
            status: 1,
            message: """
                error: the --cover states paths of m.json (3 states, 2 transitions) would have 9 steps; at most 5 steps are allowed
                  hint: generate paths for a smaller machine, or split this one into smaller machines

                """),
        Case(id: "problemsFound", failure: .problemsFound(count: 4), status: 1, message: ""),
        Case(
            id: "invalid chart",
            failure: .invalid(
                file: "c.scxml", input: .chart,
                errors: [
                    Diagnostic(file: "c.scxml", location: ChartLocation(line: 2, column: 7), message: "unknown target")
                ], count: 1),
            status: 1,
            message: """
                c.scxml:2:7: error: unknown target
                c.scxml: 1 error; the chart was not simulated

                """),
        Case(
            id: "chartStopped",
            failure: .chartStopped(file: "c.scxml", reason: "the macrostep exceeded 1000 microsteps"), status: 1,
            message: "error: c.scxml: the macrostep exceeded 1000 microsteps\n"),
    ]

    @Test(arguments: cases)
    func rendersEachFailureOnceWithItsStatus(_ testCase: Case) {
        var context = CommandContext(environment: ToolHarness.environment(), command: "check")
        FailureRenderer.render(testCase.failure, in: &context)
        #expect(context.standardError == testCase.message)
        #expect(context.standardOutput == "")
        #expect(testCase.failure.exitStatus == testCase.status)
    }

    /// With `--json`, input failures also write their document to standard output.
    @Test func jsonInputFailuresWriteADocument() {
        var context = CommandContext(environment: ToolHarness.environment(), command: "paths")
        context.json = true
        let error = Diagnostic(file: "m.json", location: ChartLocation(line: 1, column: 13), message: "bad")
        FailureRenderer.render(.invalid(file: "m.json", input: .machine, errors: [error], count: 1), in: &context)
        #expect(
            context.standardOutput == """
                {
                  "schemaVersion": 2,
                  "command": "paths",
                  "file": "m.json",
                  "errors": [
                    {
                      "kind": null,
                      "severity": "error",
                      "path": null,
                      "line": 1,
                      "column": 13,
                      "message": "bad",
                      "hint": null
                    }
                  ]
                }

                """)
    }

    /// The core names the rule that fired: of two rules for one event from one state, the
    /// second (its guard-free fallback) when the first's guard refuses.
    @Test func theCoreTellsWhichRuleFired() throws {
        let description = MachineDescription(
            initial: "a", states: ["a", "b", "c"], final: ["b", "c"],
            events: [
                EventDescription(name: "go", from: ["a"], to: "b", guard: "ok"),
                EventDescription(name: "go", from: ["a"], to: "c"),
            ])
        let machine = try StateMachine(description: description, guards: ["ok": { _, _ in false }])
        var fired: [Int?] = []
        machine.observe { [weak machine] _ in fired.append(machine?.firingRule) }  // weak: no cycle
        machine.start()
        try machine.send("go")
        #expect(fired == [nil, 1])
        #expect(machine.firingRule == nil)
    }
}
