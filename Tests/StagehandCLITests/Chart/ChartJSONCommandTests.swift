import Testing

@testable import StagehandCLI

/// JSON charts (nested states) through `check`, `graph` and `paths`, as SCXML charts go, and the
/// chart simulator's failures through the one renderer.
@Suite("JSON chart commands")
struct ChartJSONCommandTests {
    /// A JSON chart whose transition names an undeclared state.
    static let unknownTarget = """
        {"initial": "a", "states": [
          {"id": "a", "states": ["a1"], "transitions": [{"event": "e", "target": "nowhere"}]}]}
        """

    static func run(_ arguments: [String]) -> CommandResult {
        ToolHarness.run(arguments, files: ChartFixtures.files.merging(["bad.json": Array(unknownTarget.utf8)]) { $1 })
    }

    @Test func checkValidatesAJSONChartWithLineAndColumn() {
        #expect(
            Self.run(["check", "Chart/sign-in.json"])
                == CommandResult(
                    status: 0, standardOutput: "Chart/sign-in.json: no problems (10 states, 10 transitions)\n",
                    standardError: ""))
        let bad = Self.run(["check", "bad.json"])
        #expect(bad.status == 1)
        #expect(
            bad.standardOutput == """
                bad.json:2:74: error: $.states[0].transitions[0].target: state 'a': a transition target names 'nowhere', which is not declared; \
                declare it as a state [unknownTarget]
                  hint: declare a state 'nowhere', or name a declared one
                bad.json: 1 error, 0 warnings (2 states, 1 transition)

                """)
    }

    @Test func graphDrawsAJSONChartsNestingRegionsHistoryAndFinals() {
        let result = Self.run(["graph", "--format", "mermaid", "Chart/sign-in.json"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                stateDiagram-v2
                    [*] --> signedOut
                    signedOut
                    state signedIn {
                        state tabs {
                            [*] --> home
                            home
                            search
                            state "H" as tabsHistory
                        }
                        --
                        state session {
                            [*] --> active
                            active
                            expired --> [*]
                        }
                    }
                    away
                    quit --> [*]
                    signedOut --> signedIn : signIn
                    signedOut --> quit : quit
                    signedIn --> expired : expire
                    signedIn --> signedOut : done.state.session
                    signedIn --> away : leave
                    tabs --> search : toggle [In('home')]
                    tabs --> home : toggle [In('search')]
                    tabsHistory --> home
                    active --> active : touch
                    away --> tabsHistory : back
                    away --> quit : quit

                """)
    }

    /// The chart's `active` state sends a delayed `expire` on entry; exploring never waits, and
    /// its pending sends do not make new configurations.
    @Test func pathsCoverTheConfigurationsOfAJSONChart() {
        let result = Self.run(["paths", "Chart/sign-in.json"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                Shortest event path from {signedOut} to each configuration of Chart/sign-in.json:
                  {signedOut}       (initial configuration)
                  {active, home}    signIn
                  {quit}            quit
                  {away}            signIn, leave
                  {active, search}  signIn, toggle
                Never active: expired

                """)
        let bad = Self.run(["paths", "bad.json"])
        #expect(bad.status == 1)
        #expect(
            bad.standardError == """
                bad.json:2:74: error: $.states[0].transitions[0].target: state 'a': a transition target names 'nowhere', which is not declared; \
                declare it as a state [unknownTarget]
                  hint: declare a state 'nowhere', or name a declared one
                bad.json: 1 error; the chart gets no paths

                """)
    }

    /// `arm, disarm` leaves the uncancelled `late` send pending each time: keyed with their
    /// pending sends, the explorer found a new node per cycle until its 100,000-node limit.
    @Test func pendingSendsDoNotMakeNewNodes() throws {
        let result = Self.run(["paths", "--cover", "transitions", "Chart/delayed.scxml"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                3 paths from {idle} cover 5 of 5 transitions in Chart/delayed.scxml:
                  1. {idle} --arm--> {armed} --ring--> {ringing} --late--> {done}
                  2. {idle} --arm--> {armed} --disarm--> {idle}
                  3. {idle} --arm--> {armed} --ring (after 0.1 s)--> {ringing}

                """)
        let document = try SCXMLReader.read(ChartFixtures.files["Chart/delayed.scxml"] ?? [], file: "d.scxml").get()
        let explorer = try ChartExplorer.explore(document).get()
        #expect(explorer.configurations == [["idle"], ["armed"], ["ringing"], ["done"]])
    }

    @Test func simulatingAnInvalidChartIsOneRenderedFailureWithStatus1() {
        let text = Self.run(["simulate", "bad.json", "--events", "e"])
        #expect(
            text
                == CommandResult(
                    status: 1, standardOutput: "",
                    standardError:
                        "bad.json:2:74: error: $.states[0].transitions[0].target: state 'a': a transition target "
                        + "names 'nowhere', which is "
                        + "not declared; declare it as a state [unknownTarget]\n"
                        + "  hint: declare a state 'nowhere', or name a declared one\n"
                        + "bad.json: 1 error; the chart was not simulated\n"))
        let json = Self.run(["simulate", "bad.json", "--events", "e", "--json"])
        #expect(json.status == 1)
        #expect(
            json.standardOutput == """
                {
                  "schemaVersion": 2,
                  "command": "simulate",
                  "file": "bad.json",
                  "errors": [
                    {
                      "kind": "unknownTarget",
                      "severity": "error",
                      "path": "$.states[0].transitions[0].target",
                      "line": 2,
                      "column": 74,
                      "message": "state 'a': a transition target names 'nowhere', which is not declared; declare it as a state",
                      "hint": "declare a state 'nowhere', or name a declared one"
                    }
                  ]
                }

                """)
    }

    @Test func denyNamingNoGuardIsAUsageError() {
        let result = Self.run(["simulate", "Chart/delayed.scxml", "--events", "arm", "--deny", "g"])
        #expect(
            result
                == CommandResult(
                    status: 2, standardOutput: "",
                    standardError: """
                        Error: '--deny' names 'g', which is no guard of Chart/delayed.scxml; Chart/delayed.scxml has no named guards (only a flat machine's rules have them; a chart's conditions are In() expressions).
                        Usage: stagehand simulate <file> [--events <list>] [--deny <guards>] [--json]
                          See 'stagehand simulate --help' for more information.

                        """))
    }
}
