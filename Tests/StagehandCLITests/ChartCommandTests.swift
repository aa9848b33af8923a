import Stagehand
import Testing

@testable import StagehandCLI

/// `graph`, `paths` and `check` over statecharts (SCXML).
@Suite("Chart commands")
struct ChartCommandTests {
    /// A small chart: a compound state holding a parallel state whose second region has a
    /// shallow history, a guarded transition, and a top-level final state.
    static let nested = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
          <state id="app">
            <state id="idle"><transition event="start" target="work"/></state>
            <parallel id="work">
              <state id="left"/>
              <state id="right">
                <history id="hist" type="shallow"><transition target="r1"/></history>
                <state id="r1"><transition event="next" cond="In('left')" target="r2"/></state>
                <state id="r2"/>
              </state>
              <transition event="stop" target="end"/>
            </parallel>
          </state>
          <final id="end"/>
        </scxml>
        """

    /// Two regions of two states each: four configurations.
    static let parallel = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
          <parallel id="player">
            <state id="audio">
              <state id="muted"><transition event="unmute" target="loud"/></state>
              <state id="loud"><transition event="mute" target="muted"/></state>
            </state>
            <state id="video">
              <state id="paused"><transition event="play" target="playing"/></state>
              <state id="playing"><transition event="pause" target="paused"/></state>
            </state>
          </parallel>
        </scxml>
        """

    static func run(_ arguments: [String]) -> CommandResult {
        ToolHarness.run(
            arguments,
            files: ["small.scxml": Array(nested.utf8), "par.scxml": Array(parallel.utf8)])
    }

    @Test func graphDrawsNestingAsDOTClusters() {
        let result = Self.run(["graph", "small.scxml"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                digraph chart {
                  rankdir=LR;
                  compound=true;
                  node [shape=box, style=rounded];
                  "__initial" [shape=point, label=""];
                  "__initial" -> "app" [lhead="cluster_app"];
                  subgraph "cluster_app" {
                    label="app";
                    style=rounded;
                    "app" [shape=point, style=invis, label=""];
                    "app/initial" [shape=point, label=""];
                    "app/initial" -> "idle";
                    "idle";
                    subgraph "cluster_work" {
                      label="work (parallel)";
                      style=rounded;
                      "work" [shape=point, style=invis, label=""];
                      "left" [style="rounded,dashed"];
                      subgraph "cluster_right" {
                        label="right";
                        style="rounded,dashed";
                        "right" [shape=point, style=invis, label=""];
                        "right/initial" [shape=point, label=""];
                        "right/initial" -> "r1";
                        "hist" [shape=circle, label="H"];
                        "r1";
                        "r2";
                      }
                    }
                  }
                  "end" [peripheries=2];
                  "idle" -> "work" [label="start", lhead="cluster_work"];
                  "work" -> "end" [ltail="cluster_work", label="stop"];
                  "hist" -> "r1";
                  "r1" -> "r2" [label="next [In('left')]"];
                }

                """)
    }

    @Test func graphDrawsNestingAsMermaidCompositeStates() {
        let result = Self.run(["graph", "--format", "mermaid", "small.scxml"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                stateDiagram-v2
                    [*] --> app
                    state app {
                        [*] --> idle
                        idle
                        state work {
                            left
                            --
                            state right {
                                [*] --> r1
                                state "H" as hist
                                r1
                                r2
                            }
                        }
                    }
                    state "end" as s8
                    s8 --> [*]
                    idle --> work : start
                    work --> s8 : stop
                    hist --> r1
                    r1 --> r2 : next [In('left')]

                """)
    }

    @Test func pathsCoverTheConfigurationsOfAParallelChart() {
        let states = Self.run(["paths", "par.scxml"])
        #expect(states.status == 0)
        #expect(
            states.standardOutput == """
                Shortest event path from {muted, paused} to each configuration of par.scxml:
                  {muted, paused}   (initial configuration)
                  {loud, paused}    unmute
                  {muted, playing}  play
                  {loud, playing}   unmute, play

                """)
        let transitions = Self.run(["paths", "--cover", "transitions", "par.scxml"])
        #expect(transitions.status == 0)
        #expect(
            transitions.standardOutput == """
                2 paths from {muted, paused} cover 8 of 8 transitions in par.scxml:
                  1. {muted, paused} --unmute--> {loud, paused} --mute--> {muted, paused} --play--> {muted, playing} --unmute--> {loud, playing} --mute--> {muted, playing} --pause--> {muted, paused}
                  2. {muted, paused} --unmute--> {loud, paused} --play--> {loud, playing} --pause--> {loud, paused}

                """)
    }

    @Test func checkPrintsTheChartsDiagnosticsWithFileLineAndColumn() {
        let chart =
            #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><state id="a">"#
            + #"<transition event="go" target="nowhere"/></state></scxml>"#
        let files = ["bad.scxml": Array(chart.utf8)]
        let result = ToolHarness.run(["check", "bad.scxml"], files: files)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                bad.scxml:1:99: error: /scxml/state[@id='a']/transition[1]/@target: state 'a': a transition target names 'nowhere', which is not declared; \
                declare it as a state [unknownTarget]
                  hint: declare a state 'nowhere', or name a declared one
                bad.scxml: 1 error, 0 warnings (1 state, 1 transition)

                """)
        let clean = Self.run(["check", "small.scxml"])
        #expect(
            clean
                == CommandResult(
                    status: 0, standardOutput: "small.scxml: no problems (8 states, 3 transitions)\n", standardError: ""
                ))
        let paths = ToolHarness.run(["paths", "bad.scxml"], files: files)
        #expect(paths.status == 1)
        #expect(
            paths.standardError == """
                bad.scxml:1:99: error: /scxml/state[@id='a']/transition[1]/@target: state 'a': a transition target names 'nowhere', which is not declared; \
                declare it as a state [unknownTarget]
                  hint: declare a state 'nowhere', or name a declared one
                bad.scxml: 1 error; the chart gets no paths

                """)
    }

    /// A ring of 50,000 states: each node tries only its own event, so exploring it is linear
    /// work; its paths to every state are refused for their size (the square of its length).
    @Test func aRingOfFiftyThousandStatesIsExploredAndItsPathsRefusedForTheirSize() {
        let count = 50_000
        var chart = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#
        for index in 0..<count {
            chart += #"<state id="s\#(index)"><transition event="next" target="s\#((index + 1) % count)"/></state>"#
        }
        chart += "</scxml>"
        let result = ToolHarness.run(["paths", "ring.scxml"], files: ["ring.scxml": Array(chart.utf8)])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                error: the --cover states paths of ring.scxml (50000 states, 50000 transitions, up to 50000 \
                configurations) would have 1249975000 steps together; at most 1000000 steps are allowed
                  hint: generate paths for a smaller machine, or split this one into smaller machines

                """)
    }

    /// The configurations of a parallel state multiply: 17 regions of 2 states are 131,072.
    @Test func theConfigurationBoundMultipliesRegionsAndAddsChildren() throws {
        var chart = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><parallel id="p">"#
        for region in 0..<17 {
            chart += #"<state id="r\#(region)"><state id="a\#(region)"><transition event="e\#(region)" "#
            chart += #"target="b\#(region)"/></state><state id="b\#(region)"/></state>"#
        }
        chart += #"</parallel><state id="after"/></scxml>"#
        let document = try SCXMLReader.read(Array(chart.utf8), file: "wide.scxml").get()
        #expect(ChartExplorer.configurationBound(document) == 131_073)
        #expect(ChartExplorer.estimate(document) > ChartExplorer.maximumWork)
    }

    /// The exploration's work is the chart's size for each event tried from each reached node.
    @Test func exploringAParallelChartCountsItsWork() throws {
        let document = try SCXMLReader.read(Array(Self.parallel.utf8), file: "par.scxml").get()
        let plan = ChartExplorer.Plan(document)
        #expect(plan.options(for: ["muted", "paused"]).events == ["unmute", "play"])
        let explorer = try ChartExplorer.explore(document).get()
        #expect(explorer.configurations.count == 4)
        #expect(explorer.work <= plan.estimate)
    }

    /// 50,000 top-level states and no events: the estimate is the chart's size, the exploration
    /// tries nothing, and the one configuration is printed with the states never active on one
    /// line.
    @Test func fiftyThousandStatesWithoutEventsExploreOnlyStartUp() throws {
        let count = 50_000
        var chart = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#
        for index in 0..<count { chart += #"<state id="s\#(index)"/>"# }
        chart += "</scxml>"
        let document = try SCXMLReader.read(Array(chart.utf8), file: "wide.scxml").get()
        // The tree, and each atomic state's chain (of one) read once.
        #expect(ChartExplorer.estimate(document) == 2 * count)
        let explorer = try ChartExplorer.explore(document).get()
        // Only the initial state's options are read.
        #expect(explorer.work == 1)
        #expect(explorer.configurations == [["s0"]])
        let result = ToolHarness.run(["paths", "wide.scxml"], files: ["wide.scxml": Array(chart.utf8)])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "  {s0}  (initial configuration)")
        #expect(lines[2].hasPrefix("Never active: s1, s2, "))
        #expect(lines[2].hasSuffix(", s49999"))
    }
}
