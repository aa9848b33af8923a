import Stagehand
import StagehandTesting
import Testing

/// `Definition.scxml()` of invocations: a child chart as `<invoke>` with inline content, Swift work
/// as a placeholder; and ``Statechart/runningChildCharts`` reporting child charts apart from the
/// parent's configuration.
@Suite struct StatechartInvocationExportTests {
    func child() throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("form") { On("submit", to: "done") }
            FinalState("done")
        }
    }

    @Test func aChildChartIsExportedAsInvokeWithInlineContent() throws {
        let auth = try child()
        let definition = try Chart.Definition {
            ChartState("signingIn") {
                Invoke(
                    "auth", chart: auth, autoforward: true, toChild: { $0 }, fromChild: { $0 },
                    onDone: { "done.invoke.auth" }, finalize: { _ in })
                On("done.invoke.auth", to: "signedIn")
            }
            ChartState("signedIn")
        }
        #expect(
            definition.scxml() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- Written by Stagehand: Swift actions and Swift guards are not expressible in SCXML; each is marked where it was. -->
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null" initial="signingIn">
                  <state id="signingIn">
                    <invoke type="http://www.w3.org/TR/scxml/" id="auth" autoforward="true">
                      <!-- events cross through the Swift mappings toChild and fromChild -->
                      <finalize><!-- a Swift action: not expressible in SCXML --></finalize>
                      <content>
                        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null" initial="form">
                          <state id="form">
                            <transition event="submit" target="done"/>
                          </state>
                          <final id="done"/>
                        </scxml>
                      </content>
                    </invoke>
                    <transition event="done.invoke.auth" target="signedIn"/>
                  </state>
                  <state id="signedIn"/>
                </scxml>

                """)
    }

    @Test func anOperationAndASequenceAreExportedAsPlaceholders() throws {
        let definition = try Chart.Definition {
            ChartState("loading") {
                Invoke(
                    "load", { () async throws(CancellationError) -> Int in 1 }, onDone: { _ in "done.invoke.load" },
                    onError: { _ in "error.load" })
                Invoke(
                    "ticks", sequence: { AsyncStream<Int> { $0.finish() } }, onElement: { _ in "tick" },
                    onError: { _ in "error.ticks" }, finalize: { _ in })
            }
        }
        #expect(
            definition.scxml() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- Written by Stagehand: Swift actions and Swift guards are not expressible in SCXML; each is marked where it was. -->
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null" initial="loading">
                  <state id="loading">
                    <!-- a Swift async operation: not expressible in SCXML; a placeholder keeps its id -->
                    <invoke type="x-stagehand-operation" id="load"/>
                    <!-- a Swift async sequence: not expressible in SCXML; a placeholder keeps its id -->
                    <invoke type="x-stagehand-sequence" id="ticks">
                      <finalize><!-- a Swift action: not expressible in SCXML --></finalize>
                    </invoke>
                  </state>
                </scxml>

                """)
    }

    @Test func runningChildChartsListEachChildWithItsOwnConfigurationAndChildren() throws {
        let grandchild = try Chart.Definition { ChartState("g1") }
        let middle = try Chart.Definition {
            ChartState("m1") {
                Invoke("inner", chart: grandchild, fromChild: { $0 })
                On("next", to: "m2")
            }
            ChartState("m2")
        }
        let definition = try Chart.Definition {
            ChartState("idle") { On("go", to: "busy") }
            ChartState("busy") {
                Invoke("outer", chart: middle, autoforward: true, toChild: { $0 }, fromChild: { $0 })
                On("stop", to: "idle")
            }
        }
        let chart = Chart(definition, clock: ManualClock())
        try chart.start()
        #expect(chart.runningChildCharts == [])
        try chart.send("go")
        #expect(chart.configuration == ["busy"])
        #expect(
            chart.runningChildCharts == [
                StatechartChildChart(
                    id: "outer", configuration: ["m1"],
                    children: [StatechartChildChart(id: "inner", configuration: ["g1"])])
            ])
        try chart.send("next")
        #expect(chart.runningChildCharts == [StatechartChildChart(id: "outer", configuration: ["m2"])])
        try chart.send("stop")
        #expect(chart.runningChildCharts == [])
    }
}
