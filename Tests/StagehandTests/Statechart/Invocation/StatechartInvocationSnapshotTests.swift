import Foundation
import Stagehand
import StagehandTesting
import Testing

/// Snapshots record running invocations; restoring restarts them from the beginning, and refuses
/// a child chart whose definition changed.
@Suite struct StatechartInvocationSnapshotTests {
    func definition(child: Chart.Definition) throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("idle") { On("go", to: "busy") }
            ChartState("busy") {
                Invoke(
                    "load", { () async throws -> Int in 1 }, onDone: { "done.invoke.load.\($0)" },
                    onError: { _ in "error" })
                Invoke("child", chart: child, fromChild: { "child." + $0 })
                On("done.invoke.load", to: "idle")
            }
        }
    }

    func child(_ greeting: String) throws -> Chart.Definition {
        try Chart.Definition {
            ChartState(greeting) { OnEntry { $0.sendToParent("hello") } }
        }
    }

    @Test func runningInvocationsAreRecordedAndRestartedFromTheBeginning() throws {
        let invoker = ManualInvoker()
        let original = Chart(try definition(child: try child("a")), invoker: invoker)
        try original.start()
        try original.send("go")
        let snapshot = original.snapshot()
        #expect(
            snapshot.invocations.map(\.id) == ["load", "child"]
                && snapshot.invocations.map(\.kind) == [.operation, .chart])
        let data = try JSONEncoder().encode(snapshot)
        let decoded = try JSONDecoder().decode(StatechartSnapshot<String, String>.self, from: data)
        #expect(decoded == snapshot)

        let restoredInvoker = ManualInvoker()
        let restored = Chart(try definition(child: try child("a")), invoker: restoredInvoker)
        try restored.restore(decoded)
        #expect(restoredInvoker.log == [.started("load")])
        #expect(restored.runningInvocations == ["load", "child"])
        restoredInvoker.complete("load", returning: 2)
        #expect(restored.configuration == ["idle"])
        #expect(restored.isAtRest)
    }

    @Test func endedInvocationsAreNotRecorded() throws {
        let invoker = ManualInvoker()
        let chart = Chart(
            try Chart.Definition {
                ChartState("busy") {
                    Invoke("load", { () async throws -> Int in 1 }, onDone: { "v\($0)" }, onError: { _ in "error" })
                }
            }, invoker: invoker)
        try chart.start()
        invoker.complete("load", returning: 1)
        #expect(chart.snapshot().invocations.isEmpty)
    }

    @Test func aChangedChildChartIsRefused() throws {
        let original = Chart(try definition(child: try child("a")), invoker: ManualInvoker())
        try original.start()
        try original.send("go")
        let snapshot = original.snapshot()
        let changed = Chart(try definition(child: try child("b")), invoker: ManualInvoker())
        #expect(throws: SnapshotError.childChartChanged(id: "child")) { try changed.restore(snapshot) }
        #expect(changed.runningInvocations.isEmpty)

        var unknown = snapshot
        unknown.invocations[0].id = "nothing"
        #expect(throws: SnapshotError.unknownInvocation(state: "busy", id: "nothing")) {
            try original.restore(unknown)
        }
    }

    @Test func aSnapshotWithoutInvocationsDecodes() throws {
        let json = #"{"configuration":["idle"],"history":[],"pendingSends":[],"isFinished":false}"#
        let snapshot = try JSONDecoder().decode(StatechartSnapshot<String, String>.self, from: Data(json.utf8))
        #expect(snapshot.invocations.isEmpty)
    }
}
