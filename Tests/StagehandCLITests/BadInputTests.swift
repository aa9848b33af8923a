import Stagehand
import Testing

@testable import StagehandCLI

@Suite("Bad input")
struct BadInputTests {
    @Test func aTenMegabyteFileWithAWrongTypeAtTheEndIsReportedQuickly() {
        var text = "{\"initial\": \"s0\", \"states\": [\n"
        var count = 0
        while text.utf8.count < 10_000_000 {
            text += "  \"state-number-\(count)\",\n"
            count += 1
        }
        text += "  42\n], \"events\": []}\n"
        // Work, not time: the parser's cursor only moves forward, and positions are worked out in
        // one pass (the tracker never rescans), so the bytes read are the file's size.
        var scanned = 0
        _ = try? JSONParser.parse(Array(text.utf8), scanned: &scanned)
        #expect(scanned <= text.utf8.count)
        let result = ToolHarness.run(["check", "big.json"], files: ["big.json": Array(text.utf8)])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                big.json:\(count + 2):3: error: $.states[\(count)]: expected a state as a string (its id) or an object, found a number

                """)
    }

    @Test func hundredThousandLevelsOfNestingGiveAClearError() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = ToolHarness.run(["check", "deep.json"], files: ["deep.json": Array(deep.utf8)])
        #expect(result.status == 2)
        #expect(
            result.standardError == "deep.json:1:513: error: arrays and objects are nested more than 512 levels deep\n")
        let objects = "{\"initial\": " + String(repeating: "{\"a\": ", count: 100_000)
        let second = ToolHarness.run(["paths", "deep.json"], files: ["deep.json": Array(objects.utf8)])
        #expect(second.status == 2)
        #expect(
            second.standardError == "deep.json:1:3079: error: arrays and objects are nested more than 512 levels deep\n"
        )
    }

    @Test func bytesThatAreNotUTF8AreReportedWithTheirOffset() {
        let bytes: [UInt8] = Array("{\"initial\": \"caf".utf8) + [0xE9] + Array("\", \"events\": []}".utf8)
        let result = ToolHarness.run(["check", "latin1.json"], files: ["latin1.json": bytes])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "latin1.json:1:17: error: invalid UTF-8 byte 0xE9 at byte offset 16; the file must be encoded as UTF-8\n"
        )
    }

    @Test func emptyAndTruncatedFilesAreReported() {
        let empty = ToolHarness.run(["simulate", "empty.json", "--events", "a"], files: ["empty.json": []])
        #expect(empty.status == 2)
        #expect(empty.standardError == "empty.json:1:1: error: the document is empty; expected a JSON value\n")
        let truncated = ToolHarness.run(["graph", "cut.json"], files: ["cut.json": Array("{\"initial\": \"a".utf8)])
        #expect(truncated.status == 2)
        #expect(truncated.standardError == "cut.json:1:13: error: $: unterminated string; add the closing '\"'\n")
    }

    @Test func aMachineCanComeFromStandardInput() {
        let machine =
            "{\"initial\": \"a\", \"final\": [\"b\"], \"events\": [{\"name\": \"go\", \"from\": \"a\", \"to\": \"b\"}]}"
        let result = ToolHarness.run(["check", "-"], stdin: machine)
        #expect(
            result
                == CommandResult(
                    status: 0, standardOutput: "<stdin>: no problems (2 states, 1 rule)\n", standardError: ""))
        let simulated = ToolHarness.run(["simulate", "-", "--events", "go"], stdin: machine)
        #expect(
            simulated.standardOutput
                == "initial: [a]\n1. go: [b]\n  fired: rule 0 (go)\nfinished: a top-level final state was entered\n")
        let missing = ToolHarness.run(["simulate", "-"], stdin: machine)
        #expect(missing.status == 2)
        #expect(
            missing.standardError.hasPrefix(
                "Error: The machine or chart is read from standard input, so give the events with '--events'.\n"))
    }

    /// A delay too long for a `Duration` is the core's `invalidDelay`, at the `after` value, with
    /// the one limit the core, the command and snapshots share (`RunLimits`).
    @Test func aDelayTooLongForADurationIsAnErrorAtItsAfterValueNotACrash() {
        let machine =
            #"{"initial": "a", "final": ["b"], "events": [{"name": "go", "from": "a", "to": "b", "after": 1e300}]}"#
        let checked = ToolHarness.run(["check", "long.json"], files: ["long.json": Array(machine.utf8)])
        #expect(
            checked.standardOutput == """
                long.json:1:93: error: $.events[0].after: rule 0 (event 'go') has delay 1e+300 s; a delay must be at \
                most 1000000000000 s (about 31,700 years) [invalidDelay]
                  hint: use a finite number of seconds from 0 to 1000000000000, e.g. "after": 2.5
                long.json: 1 error, 0 warnings (2 states, 1 rule)

                """)
        #expect(checked.status == 1)
        for (arguments, refused) in [
            (["simulate", "long.json", "--events", "go"], "chart was not simulated"),
            (["paths", "long.json"], "chart gets no paths"),
        ] {
            let result = ToolHarness.run(arguments, files: ["long.json": Array(machine.utf8)])
            #expect(
                result
                    == CommandResult(
                        status: 1, standardOutput: "",
                        standardError: """
                            long.json:1:93: error: $.events[0].after: rule 0 (event 'go') has delay 1e+300 s; a delay \
                            must be at most 1000000000000 s (about 31,700 years) [invalidDelay]
                              hint: use a finite number of seconds from 0 to 1000000000000, e.g. "after": 2.5
                            long.json: 1 error; the \(refused)

                            """),
                "\(arguments)")
        }
        let longest = machine.replacingOccurrences(of: "1e300", with: "1000000000000")
        let simulated = ToolHarness.run(
            ["simulate", "long.json", "--events", "go"], files: ["long.json": Array(longest.utf8)])
        #expect(simulated.status == 0)
        #expect(
            simulated.standardOutput
                == "initial: [a]\n1. go: [b]\n  fired: rule 0 (go (after 1000000000000.0 s))\n"
                + "finished: a top-level final state was entered\n")
    }

    /// The command refused delays over 10⁹ s while the core accepts up to 10¹² s, so a machine the
    /// core exported did not load back.
    @Test func aMachineTheCoreExportsWithADelayOf1e11SecondsLoadsBack() throws {
        let definition = try StateMachine<String, String>.Definition(
            initial: "waiting", states: ["waiting", "expired"], final: ["expired"],
            rules: [.after(.seconds(100_000_000_000), on: "expire", from: "waiting", to: "expired")])
        let text = definition.description.jsonText()
        let checked = ToolHarness.run(["check", "export.json"], files: ["export.json": Array(text.utf8)])
        #expect(
            checked
                == CommandResult(
                    status: 0, standardOutput: "export.json: no problems (2 states, 1 rule)\n", standardError: ""))
        let simulated = ToolHarness.run(
            ["simulate", "export.json", "--events", "expire"], files: ["export.json": Array(text.utf8)])
        #expect(
            simulated.standardOutput
                == "initial: [waiting]\n1. expire: [expired]\n  fired: rule 0 (expire (after 100000000000.0 s))\n"
                + "finished: a top-level final state was entered\n"
        )
    }

    /// A chain `s0 -> s1 -> ... -> s(count-1)`, optionally with a `reset` rule from every state.
    private func chain(_ count: Int, reset: Bool) -> [UInt8] {
        let states = (0..<count).map { "\"s\($0)\"" }.joined(separator: ",")
        var events = (0..<(count - 1)).map { #"{"name": "next", "from": "s\#($0)", "to": "s\#($0 + 1)"}"# }
        if reset { events.append(#"{"name": "reset", "from": "*", "to": "s0"}"#) }
        let text = #"{"initial": "s0", "states": [\#(states)], "events": [\#(events.joined(separator: ","))]}"#
        return Array(text.utf8)
    }

    /// The paths of a long chain are refused from their size, worked out before any path is
    /// built, and covering its transitions is one linear walk. This test used to time the
    /// command on 100,000 states against a wall-clock limit, which failed under AddressSanitizer
    /// on a busy machine; now it bounds the work, and the command runs on 10,000 states.
    @Test func pathsOfALongChainAreRefusedFromTheirSizeAndCoveredInLinearWork() throws {
        let document = try ChartJSONReader.read(chain(50_000, reset: false), file: "chain.json").get()
        let explorer = try ChartExplorer.explore(document).get()
        let depths = explorer.depths
        #expect(explorer.firstNodePerConfiguration.reduce(0) { $0 + depths[$1] } == 1_249_975_000)
        let covering = try #require(explorer.coveringPaths(maximumSteps: PathsCommand.maximumSteps))
        #expect(covering.map(\.count) == [49_999])
        #expect(explorer.work <= 10 * 50_000, "work \(explorer.work)")

        let states = ToolHarness.run(["paths", "chain.json"], files: ["chain.json": chain(10_000, reset: false)])
        #expect(
            states
                == CommandResult(
                    status: 1, standardOutput: "",
                    standardError: """
                        error: the --cover states paths of chain.json (10000 states, 9999 transitions) would have \
                        49995000 steps together; at most 1000000 steps are allowed
                          hint: generate paths for a smaller machine, or split this one into smaller machines

                        """))
        let covered = ToolHarness.run(
            ["paths", "chain.json", "--cover", "transitions"], files: ["chain.json": chain(10_000, reset: false)])
        #expect(covered.status == 0)
        #expect(
            covered.standardOutput.hasPrefix(
                "1 path from 's0' covers 9999 of 9999 transitions in chain.json:\n  1. s0 --next--> s1 --next--> s2"))
    }

    @Test func coveringResetRulesOfALongChainIsRefusedInsteadOfPrintingQuadraticPaths() {
        let result = ToolHarness.run(
            ["paths", "reset.json", "--cover", "transitions", "--json"],
            files: ["reset.json": chain(2_000, reset: true)]
        )
        let message =
            "the --cover transitions paths of reset.json (2000 states, 3999 transitions) would have more than "
            + "1000000 steps together; at most 1000000 steps are allowed"
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                {
                  "schemaVersion": 2,
                  "command": "paths",
                  "file": "reset.json",
                  "cover": "transitions",
                  "error": "\(message)"
                }

                """)
        #expect(
            result.standardError
                == "error: \(message)\n  hint: generate paths for a smaller machine, or split this one into smaller machines\n"
        )
        let small = ToolHarness.run(
            ["paths", "reset.json", "--cover", "transitions"], files: ["reset.json": chain(4, reset: true)])
        #expect(
            small.standardOutput == """
                3 paths from 's0' cover 7 of 7 transitions in reset.json:
                  1. s0 --next--> s1 --next--> s2 --next--> s3 --reset--> s0 --reset--> s0
                  2. s0 --next--> s1 --reset--> s0
                  3. s0 --next--> s1 --next--> s2 --reset--> s0

                """)
    }

    @Test func controlCharactersInNamesAreShownEscapedNotSentToTheTerminal() {
        let machine =
            #"{"initial": "a\u001b[2J", "final": ["b\rfake"], "events": [{"name": "go\u009b", "from": "a\u001b[2J", "to": "b\rfake"}]}"#
        let result = ToolHarness.run(
            ["simulate", "escape.json", "--events", "go\u{9B}"], files: ["escape.json": Array(machine.utf8)])
        #expect(
            result
                == CommandResult(
                    status: 0,
                    standardOutput: #"""
                        initial: [a\u{1B}[2J]
                        1. go\u{9B}: [b\u{D}fake]
                          fired: rule 0 (go\u{9B})
                        finished: a top-level final state was entered

                        """#,
                    standardError: ""))
    }
}
