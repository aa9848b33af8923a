import Testing

@testable import Stagehand

/// `Definition.dot()` and `mermaid()`: a nested chart drawn by the one drawing the `stagehand`
/// command uses, its states named by their identifiers.
@Suite struct StatechartDrawingTests {
    typealias Chart = Statechart<String, String>

    /// A player that is off or on; on, a parallel state of a playback region (with a deep
    /// history) and a volume region; an `In()` guard, a Swift guard, an internal transition and
    /// an invoked operation.
    static func player() throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("off") { On("power", to: "history") }
            Parallel("on") {
                ChartState("playback", initial: "paused") {
                    ChartState("paused") { On("play", to: "playing", when: .inState("loud")) }
                    ChartState("playing") {
                        On("pause", to: "paused", when: .when { _ in true })
                        Invoke("stream") {
                            try await Task.sleep(for: .seconds(1))
                        } onDone: { _ in
                            "streamed"
                        } onError: { _ in
                            "failed"
                        }
                    }
                    HistoryState("history", .deep, default: ["paused"])
                }
                ChartState("volume") {
                    ChartState("quiet") { On("louder", to: "loud") }
                    ChartState("loud") { On("quieter", to: "quiet") }
                    On("mute", to: "quiet", type: .internal)
                }
                On("power", to: "off")
                On("eject", to: "ejected")
            }
            FinalState("ejected")
        }
    }

    @Test("DOT of a nested chart: clusters, dashed regions, history, guards, a note, a final state")
    func dot() throws {
        let expected = #"""
            digraph chart {
              rankdir=LR;
              compound=true;
              node [shape=box, style=rounded];
              "__initial" [shape=point, label=""];
              "__initial" -> "off";
              "off";
              subgraph "cluster_on" {
                label="on (parallel)";
                style=rounded;
                "on" [shape=point, style=invis, label=""];
                subgraph "cluster_playback" {
                  label="playback";
                  style="rounded,dashed";
                  "playback" [shape=point, style=invis, label=""];
                  "playback/initial" [shape=point, label=""];
                  "playback/initial" -> "paused";
                  "paused";
                  "playing";
                  "history" [shape=circle, label="H*"];
                }
                subgraph "cluster_volume" {
                  label="volume";
                  style="rounded,dashed";
                  "volume" [shape=point, style=invis, label=""];
                  "volume/initial" [shape=point, label=""];
                  "volume/initial" -> "quiet";
                  "quiet";
                  "loud";
                }
              }
              "ejected" [peripheries=2];
              "playing/invoke/stream" [shape=note, style="", label="invoke stream\nSwift async operation"];
              "playing" -> "playing/invoke/stream" [style=dashed, arrowhead=none];
              "off" -> "history" [label="power"];
              "on" -> "off" [ltail="cluster_on", label="power"];
              "on" -> "ejected" [ltail="cluster_on", label="eject"];
              "paused" -> "playing" [label="play [In('loud')]"];
              "playing" -> "paused" [label="pause [guard]"];
              "history" -> "paused";
              "volume" -> "quiet" [ltail="cluster_volume", label="mute", style=dashed];
              "quiet" -> "loud" [label="louder"];
              "loud" -> "quiet" [label="quieter"];
            }

            """#
        #expect(try Self.player().dot() == expected)
    }

    @Test("Mermaid of a nested chart: composite states, regions, history, guards, a note")
    func mermaid() throws {
        let expected = #"""
            stateDiagram-v2
                [*] --> off
                off
                state on {
                    state playback {
                        [*] --> paused
                        paused
                        playing
                        state "H*" as history
                    }
                    --
                    state volume {
                        [*] --> quiet
                        quiet
                        loud
                    }
                }
                ejected --> [*]
                note right of playing : invoke stream; Swift async operation
                off --> history : power
                on --> off : power
                on --> ejected : eject
                paused --> playing : play [In('loud')]
                playing --> paused : pause [guard]
                history --> paused
                volume --> quiet : mute
                quiet --> loud : louder
                loud --> quiet : quieter

            """#
        #expect(try Self.player().mermaid() == expected)
    }

    @Test("ids and events are quoted with their control characters spelled out; a child chart's note names its states")
    func escapingAndChildCharts() throws {
        let child = try Chart.Definition {
            ChartState("form")
            FinalState("signed in")
        }
        let definition = try Chart.Definition {
            ChartState("red\u{1B}[31m \"x\"") {
                Invoke("signIn", chart: child, autoforward: true, fromChild: { $0 })
                On("go\u{7}", to: "end")
            }
            FinalState("end")
        }
        let dot = #"""
            digraph chart {
              rankdir=LR;
              compound=true;
              node [shape=box, style=rounded];
              "__initial" [shape=point, label=""];
              "__initial" -> "red\\u{1B}[31m \"x\"";
              "red\\u{1B}[31m \"x\"";
              "end" [peripheries=2];
              "red\\u{1B}[31m \"x\"/invoke/signIn" [shape=note, style="", label="invoke signIn (autoforward)\ninline chart: form, signed in"];
              "red\\u{1B}[31m \"x\"" -> "red\\u{1B}[31m \"x\"/invoke/signIn" [style=dashed, arrowhead=none];
              "red\\u{1B}[31m \"x\"" -> "end" [label="go\\u{7}"];
            }

            """#
        #expect(definition.dot() == dot)
        let mermaid = #"""
            stateDiagram-v2
                [*] --> s0
                state "red\u{1B}[31m 'x'" as s0
                state "end" as s1
                s1 --> [*]
                note right of s0 : invoke signIn (autoforward); inline chart: form, signed in
                s0 --> s1 : go\u{7}

            """#
        #expect(definition.mermaid() == mermaid)
    }
}
