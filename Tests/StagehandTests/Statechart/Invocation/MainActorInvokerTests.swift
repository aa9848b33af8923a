import Stagehand
import Testing

private struct Late: Error {}

/// A main-actor invoker that remembers the last invocation weakly, to prove it is released.
@MainActor
private final class ProbeInvoker: @MainActor StatechartInvoker {
    let inner = MainActorInvoker()
    weak var last: StatechartInvocation?

    func start(_ invocation: StatechartInvocation) {
        last = invocation
        inner.start(invocation)
    }
}

/// Real tasks on the main actor: values come back as events; a never-ending operation is
/// cancelled on exit and leaves no task; a throw after the state was left changes nothing.
@MainActor
@Suite struct MainActorInvokerTests {
    func chart(_ operation: @escaping @Sendable () async throws -> Int) throws -> Chart.Definition {
        try Chart.Definition {
            ChartState("loading") {
                Invoke("load", operation, onDone: { "done.invoke.load.\($0)" }, onError: { _ in "error.load" })
                On("done.invoke.load", to: "ready")
                On("error.load", to: "failed")
                On("leave", to: "away")
            }
            ChartState("ready") {}
            ChartState("failed") {}
            ChartState("away") {}
        }
    }

    @Test func aValueComesBackAsAnEvent() async throws {
        let invoker = MainActorInvoker()
        let chart = Chart(try chart({ 42 }), invoker: invoker)
        try chart.start()
        #expect(invoker.taskCount == 1)
        await invoker.waitUntilIdle()
        #expect(chart.configuration == ["ready"])
        #expect(chart.isAtRest)
    }

    @Test func aNeverEndingOperationIsCancelledAndALateThrowChangesNothing() async throws {
        let invoker = MainActorInvoker()
        let chart = Chart(
            try chart({
                let forever = AsyncStream<Int> { _ in }
                for await _ in forever {}
                throw Late()
            }), invoker: invoker)
        try chart.start()
        await Task.yield()
        #expect(invoker.taskCount == 1)
        try chart.send("leave")
        await invoker.waitUntilIdle()
        #expect(invoker.taskCount == 0)
        #expect(chart.configuration == ["away"])
        #expect(chart.isAtRest)
    }

    @Test func releasingTheChartCancelsItsTask() async throws {
        let invoker = MainActorInvoker()
        var chart: Chart? = Chart(
            try chart({
                let forever = AsyncStream<Int> { _ in }
                for await _ in forever {}
                return 1
            }), invoker: invoker)
        try chart?.start()
        #expect(invoker.taskCount == 1)
        chart = nil
        await invoker.waitUntilIdle()
        #expect(invoker.taskCount == 0)
    }

    @Test func aCancelledNeverEndingOperationLeavesNothingBehind() async throws {
        let probe = ProbeInvoker()
        let chart = Chart(
            try chart({
                let forever = AsyncStream<Int> { _ in }
                for await _ in forever {}
                return 1
            }), invoker: probe)
        try chart.start()
        #expect(probe.last != nil)
        try chart.send("leave")
        await probe.inner.waitUntilIdle()
        #expect(probe.inner.taskCount == 0)
        #expect(probe.last == nil)
        #expect(chart.runningInvocations.isEmpty)
    }
}
