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
        let clock = ContinuousClock()
        let start = clock.now
        let result = ToolHarness.run(["check", "big.json"], files: ["big.json": Array(text.utf8)])
        let elapsed = clock.now - start
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                big.json:\(count + 2):3: error: $.states[\(count)]: expected a string (a state name), found a number
                  hint: write the name in double quotes, e.g. "home"

                """)
        #expect(elapsed < .seconds(30), "checking 10 MB took \(elapsed)")
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
        #expect(simulated.standardOutput == "initial: a\n1. go: a -> b\nnow in: b (final)\n")
        let missing = ToolHarness.run(["simulate", "-"], stdin: machine)
        #expect(missing.status == 2)
        #expect(
            missing.standardError.hasPrefix(
                "Error: The machine is read from standard input, so give the events with '--events'.\n"))
    }

    @Test func aDelayTooLongForADurationIsALoadErrorNotACrash() {
        let machine =
            #"{"initial": "a", "final": ["b"], "events": [{"name": "go", "from": "a", "to": "b", "after": 1e300}]}"#
        let expected = """
            long.json:1:93: error: $.events[0].after: the delay 1e300 s is too long; the longest allowed delay is \
            1000000000 s (about 31 years)
              hint: use a delay of at most 1000000000 seconds

            """
        for arguments in [
            ["simulate", "long.json", "--events", "go"], ["check", "long.json"], ["paths", "long.json"],
        ] {
            let result = ToolHarness.run(arguments, files: ["long.json": Array(machine.utf8)])
            #expect(result == CommandResult(status: 2, standardOutput: "", standardError: expected), "\(arguments)")
        }
        let longest = machine.replacingOccurrences(of: "1e300", with: "1000000000")
        let simulated = ToolHarness.run(
            ["simulate", "long.json", "--events", "go"], files: ["long.json": Array(longest.utf8)])
        #expect(simulated.status == 0)
        #expect(simulated.standardOutput == "initial: a\n1. go (after 1000000000.0 s): a -> b\nnow in: b (final)\n")
    }
}
