import Stagehand
import StagehandTesting
import Testing

@Suite("SessionRecorder invocations")
struct SessionRecorderInvocationTests {
    typealias Chart = Statechart<String, String>

    /// The fields of each step record from `invocationsStarted` on.
    static func invocationFields(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix(#"{"kind":"step""#) }.map { line in
            String(line[line.range(of: #""invocationsStarted""#)!.lowerBound...])
        }
    }

    @Test(
        "An invocation is recorded as started by the macrostep that entered its state (the core starts it after reporting the step), and as ended by the step its result causes"
    )
    func startedAndEnded() throws {
        let invoker = ManualInvoker()
        let chart = Chart(
            try Chart.Definition(initial: "thread") {
                ChartState("thread") { On("openReplies", to: "replies") }
                ChartState("replies") {
                    Invoke(
                        "load", { () async throws -> Int in 3 }, onDone: { "loaded\($0)" }, onError: { _ in "failed" })
                    On("loaded3", to: "shown")
                    On("back", to: "thread")
                }
                ChartState("shown") { On("back", to: "thread") }
            }, invoker: invoker)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "navigation")
        try chart.start()
        try chart.send("openReplies")
        #expect(invoker.runningIDs == ["load"])
        _ = invoker.complete("load", returning: 3)
        try chart.send("back")
        try chart.send("openReplies")
        try chart.send("back")
        #expect(
            Self.invocationFields(lines) == [
                #""invocationsStarted":[],"invocationsEnded":[]}"#,
                #""invocationsStarted":["load"],"invocationsEnded":[]}"#,
                #""invocationsStarted":[],"invocationsEnded":["load"]}"#,
                #""invocationsStarted":[],"invocationsEnded":[]}"#,
                #""invocationsStarted":["load"],"invocationsEnded":[]}"#,
                #""invocationsStarted":[],"invocationsEnded":["load"]}"#,
            ])
    }

    @Test("An invocation of an initial state is recorded as started by the start-up step")
    func startUp() throws {
        let invoker = ManualInvoker()
        let chart = Chart(
            try Chart.Definition {
                ChartState("busy") {
                    Invoke("load", { () async throws -> Int in 1 }, onDone: { "v\($0)" }, onError: { _ in "error" })
                    On("v1", to: "idle")
                }
                ChartState("idle")
            }, invoker: invoker)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "main")
        try chart.start()
        _ = invoker.complete("load", returning: 1)
        #expect(
            Self.invocationFields(lines) == [
                #""invocationsStarted":["load"],"invocationsEnded":[]}"#,
                #""invocationsStarted":[],"invocationsEnded":["load"]}"#,
            ])
    }
}
