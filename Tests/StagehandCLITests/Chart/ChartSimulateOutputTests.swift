import Testing

/// The exact documents `stagehand simulate` prints for a chart: the `--json` interface the SCXML
/// conformance runner reads, and the text form.
@Suite("Chart simulate output")
struct ChartSimulateOutputTests {
    @Test("--json: initialConfiguration, one step per token (event or wait), finished, log, error")
    func json() {
        let result = ToolHarness.run(
            ["simulate", "Chart/delayed.scxml", "--events", "arm,+100ms,nothing", "--json"], files: ChartFixtures.files)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                {
                  "schemaVersion": 2,
                  "command": "simulate",
                  "file": "Chart/delayed.scxml",
                  "initialConfiguration": ["idle"],
                  "initialInvocations": [],
                  "initialFired": [],
                  "steps": [
                    {
                      "event": "arm",
                      "configuration": ["armed"],
                      "invocations": [],
                      "fired": [
                        {
                          "source": "idle",
                          "event": "arm",
                          "targets": ["armed"],
                          "rule": null,
                          "guard": null,
                          "after": null,
                          "internal": false,
                          "path": "/scxml/state[@id='idle']/transition[1]",
                          "line": 6,
                          "column": 5
                        }
                      ]
                    },
                    {
                      "wait": true,
                      "configuration": ["ringing"],
                      "invocations": [],
                      "fired": [
                        {
                          "source": "armed",
                          "event": "ring",
                          "targets": ["ringing"],
                          "rule": null,
                          "guard": null,
                          "after": null,
                          "internal": false,
                          "path": "/scxml/state[@id='armed']/transition[1]",
                          "line": 13,
                          "column": 5
                        }
                      ]
                    },
                    {
                      "event": "nothing",
                      "configuration": ["ringing"],
                      "invocations": [],
                      "fired": []
                    }
                  ],
                  "finished": false,
                  "log": [],
                  "error": null
                }

                """)
    }

    @Test("Text: the configuration after start-up and after each step, <log> lines as they run")
    func text() {
        let result = ToolHarness.run(
            ["simulate", "Chart/top-final.scxml", "--events", "nothing,+2s,stop,stop"], files: ChartFixtures.files)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                initial: [a]
                1. nothing (discarded): [a]
                2. +2s: [a]
                log: exit a
                log: exit end
                3. stop: [end]
                  fired: a --stop--> end (7:5)
                4. stop: [end]
                finished: a top-level final state was entered

                """)
    }

    @Test("A bad --events item is a usage error naming it")
    func badToken() {
        let result = ToolHarness.run(
            ["simulate", "Chart/delayed.scxml", "--events", "arm,+5m"], files: ChartFixtures.files)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "Error: The value for '--events' is invalid: item 2 ('+5m') is not a wait; write +DURATION with ms or "
                    + "s, such as +100ms or +1.5s (at most +86400s)."))
    }
}
