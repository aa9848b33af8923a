import Stagehand
import StagehandTesting

/// The checkout session the replay and inspect tests read: a chart with a Swift guard, a
/// delayed send and its cancellation, recorded by the real recorder.
enum SessionFixture {
    typealias Chart = Statechart<String, String>

    /// The recorded chart; `cardValid` answers its Swift guard.
    static func definition(cardValid: @escaping @Sendable () -> Bool) throws -> Chart.Definition {
        try Chart.Definition(initial: "cart") {
            state("cart") {
                on("pay", to: "paying", when: .when { _ in cardValid() })
                on("pay", to: "declined")
            }
            state("paying") {
                onEntry { $0.send("timeout", after: .seconds(5), id: "t") }
                on("paid", to: "done", action: { $0.cancel(id: "t") })
                on("timeout", to: "cart")
            }
            state("declined") { on("retry", to: "cart") }
            finalState("done")
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
