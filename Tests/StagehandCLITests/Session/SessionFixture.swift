import Stagehand
import StagehandTesting

/// The checkout session the replay and inspect tests read: a chart with a Swift guard, a
/// delayed send and its cancellation, recorded by the real recorder.
enum SessionFixture {
    typealias Chart = Statechart<String, String>

    /// The recorded chart; `cardValid` answers its Swift guard.
    static func definition(cardValid: @escaping @Sendable () -> Bool) throws -> Chart.Definition {
        try Chart.Definition(initial: "cart") {
            ChartState("cart") {
                On("pay", to: "paying", when: .when { _ in cardValid() })
                On("pay", to: "declined")
            }
            ChartState("paying") {
                OnEntry { $0.send("timeout", after: .seconds(5), id: "t") }
                On("paid", to: "done", action: { $0.cancel(id: "t") })
                On("timeout", to: "cart")
            }
            ChartState("declined") { On("retry", to: "cart") }
            FinalState("done")
        }
    }

    /// The session's lines: start, pay (declined), retry, pay, 5 s (timeout), pay, paid.
    static func lines() throws -> [String] {
        let valid = Valid()
        let clock = ManualClock()
        let chart = Chart(try definition { valid.value }, clock: clock)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "checkout", clock: clock)
        try chart.start()
        valid.value = false
        try chart.send("pay")
        try chart.send("retry")
        valid.value = true
        try chart.send("pay")
        clock.advance(by: .seconds(5))
        try chart.send("pay")
        clock.advance(by: .seconds(1))
        try chart.send("paid")
        return lines
    }

    /// The guard's answer, changed between steps.
    final class Valid: @unchecked Sendable {
        // @unchecked: read by the guard and written by the test, both on the test's one thread.
        var value = true
    }
}
