import Stagehand

/// Replays a recorded session against a chart built with its real Swift guards and actions, so
/// a recorded bug becomes a regression test.
///
/// Unlike `stagehand replay`, which cannot run Swift code and takes the recorded guard outcomes,
/// this helper runs the chart's own closures: events the app sent (and events invocations
/// delivered) are sent again at their recorded times on a ``ManualClock``, while delayed sends
/// and sends of actions happen by themselves, as the chart's actions make them again. After each
/// recorded step, every macrostep the chart has run is compared with the recording.
public enum SessionReplay {
    /// Replays the steps of `source` in `lines` on `chart`.
    /// - Parameters:
    ///   - lines: The session, one record per element (as `SessionRecorder` wrote it).
    ///   - source: The recorded chart's source name.
    ///   - chart: A new chart (not started) built from the chart's definition, on `clock`.
    ///   - clock: The chart's clock, advanced to each step's recorded time.
    ///   - stateID: The id of each state, as the recording wrote it.
    ///   - event: Makes the event of a recorded name and payload description; `nil` when it
    ///     cannot.
    /// - Returns: How many steps agreed (all of them).
    /// - Throws: ``SessionReplayError``: unreadable lines, a divergence with its step, the
    ///   expected and the actual configuration, or a different number of steps.
    @discardableResult
    public static func replay<State, Event>(
        _ lines: some Sequence<String>, source: String, on chart: Statechart<State, Event>, clock: ManualClock,
        stateID: @escaping (State) -> String = { String(describing: $0) },
        event: (_ name: String, _ payload: String?) -> Event?
    ) throws(SessionReplayError) -> Int {
        var actual: [[String]] = []
        let observation = chart.observe { _ in actual.append(chart.configuration.map(stateID)) }
        defer { chart.removeObserver(observation) }
        var expected: [(step: Int, event: String?, configuration: [String])] = []
        var lastTime = Duration.zero
        var checked = 0
        func compare() throws(SessionReplayError) {
            // Each macrostep is compared once, when both it and its record are known.
            while checked < min(actual.count, expected.count) {
                let step = expected[checked]
                if actual[checked] != step.configuration {
                    throw .diverged(
                        step: step.step, event: step.event, expected: step.configuration, actual: actual[checked])
                }
                checked += 1
            }
        }
        for (offset, line) in lines.enumerated() {
            guard let record = SessionJSON.parse(line) else {
                throw .unreadable(line: offset + 1, reason: "it is not JSON")
            }
            guard record["kind"]?.string == "step", record["source"]?.string == source else { continue }
            guard let step = record["step"]?.int, let time = record["time"]?.int,
                let origin = record["origin"]?.string, let configuration = record["configuration"]?.array
            else {
                throw .unreadable(
                    line: offset + 1, reason: "the step record lacks its step, time, origin or configuration")
            }
            let name = record["event"]?["name"]?.string
            expected.append((step, name, configuration.compactMap(\.string)))
            let due = Duration.nanoseconds(time)
            if due > clock.now { clock.advance(by: due - clock.now) }
            lastTime = max(lastTime, due)
            var made: Event?
            if origin == "external" || origin == "invocation" {
                guard let name, let value = event(name, record["event"]?["payload"]?.string) else {
                    throw .unreadable(line: offset + 1, reason: "the test cannot make the event '\(name ?? "")'")
                }
                made = value
            }
            do throws(StatechartError) {
                if origin == "start" {
                    try chart.start()
                } else if let made {
                    try chart.send(made)
                }
                // Delayed sends and actions' sends: the chart makes them again.
            } catch {
                throw .diverged(
                    step: step, event: name, expected: configuration.compactMap(\.string),
                    actual: chart.configuration.map(stateID) + ["(error: \(error))"])
            }
            try compare()
        }
        if lastTime > clock.now { clock.advance(by: lastTime - clock.now) }
        try compare()
        guard actual.count == expected.count else {
            throw .stepCountDiffers(expected: expected.count, actual: actual.count)
        }
        return expected.count
    }
}
