import Stagehand
import StagehandTesting
import Testing

@Suite("SessionReplay")
struct SessionReplayTests {
    typealias Chart = Statechart<String, String>

    /// cart --pay [valid]--> paying (times out after 5 s as "t") --paid--> done; pay otherwise
    /// declines. `toCart` is where a timeout leads (the "bug" sends it elsewhere).
    static func definition(valid: @escaping @Sendable () -> Bool, timeoutTo: String = "cart") throws -> Chart.Definition
    {
        try Chart.Definition(initial: "cart") {
            ChartState("cart") {
                On("pay", to: "paying", when: .when { _ in valid() })
                On("pay", to: "declined")
            }
            ChartState("paying") {
                OnEntry { $0.send("timeout", after: .seconds(5), id: "t") }
                On("paid", to: "done", action: { $0.cancel(id: "t") })
                On("timeout", to: timeoutTo)
            }
            ChartState("declined") { On("retry", to: "cart") }
            FinalState("done")
        }
    }

    static func record() throws -> [String] {
        let clock = ManualClock()
        let chart = Chart(try definition { true }, clock: clock)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "checkout", clock: clock)
        try chart.start()
        try chart.send("pay")
        clock.advance(by: .seconds(5))
        try chart.send("pay")
        clock.advance(by: .seconds(1))
        try chart.send("paid")
        return lines
    }

    @Test("The same chart with its real closures replays every step; the delayed send fires by itself")
    func agrees() throws {
        let clock = ManualClock()
        let chart = Chart(try Self.definition { true }, clock: clock)
        let steps = try SessionReplay.replay(try Self.record(), source: "checkout", on: chart, clock: clock) {
            name, _ in
            name
        }
        #expect(steps == 5)
        #expect(chart.configuration == ["done"])
    }

    @Test("A changed chart diverges at the step it changes, with the expected and actual configuration")
    func diverges() throws {
        let clock = ManualClock()
        let chart = Chart(try Self.definition(valid: { true }, timeoutTo: "declined"), clock: clock)
        #expect(
            throws: SessionReplayError.diverged(step: 2, event: "timeout", expected: ["cart"], actual: ["declined"])
        ) {
            try SessionReplay.replay(try Self.record(), source: "checkout", on: chart, clock: clock) { name, _ in name }
        }
    }

    @Test("A guard that now answers differently diverges at its step")
    func guardDiffers() throws {
        let clock = ManualClock()
        let chart = Chart(try Self.definition { false }, clock: clock)
        #expect(throws: SessionReplayError.diverged(step: 1, event: "pay", expected: ["paying"], actual: ["declined"]))
        {
            try SessionReplay.replay(try Self.record(), source: "checkout", on: chart, clock: clock) { name, _ in name }
        }
    }

    @Test("A line that is not JSON is a typed error naming the line")
    func unreadable() throws {
        let clock = ManualClock()
        let chart = Chart(try Self.definition { true }, clock: clock)
        var lines = try Self.record()
        lines[3] = "{\"kind\":"
        #expect(throws: SessionReplayError.unreadable(line: 4, reason: "it is not JSON")) {
            try SessionReplay.replay(lines, source: "checkout", on: chart, clock: clock) { name, _ in name }
        }
    }
}
