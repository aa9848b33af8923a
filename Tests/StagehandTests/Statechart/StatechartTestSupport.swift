import Stagehand

typealias Chart = Statechart<String, String>

/// A chart with an observer that keeps every macrostep, and a log its actions write to.
final class ChartHarness {
    let chart: Chart
    let log: ChartLog
    var steps: [Chart.Macrostep] = []

    init(_ definition: Chart.Definition, log: ChartLog, clock: (any StagehandClock)? = nil, limit: Int = 10_000) {
        self.log = log
        chart = Chart(definition, clock: clock, limits: RunLimits(stepsPerRun: limit))
        chart.observe { [weak self] in self?.steps.append($0) }
    }

    /// The last macrostep's exits and entries, as `-x` and `+y` in order.
    var lastStep: [String] {
        guard let step = steps.last else { return [] }
        return step.exited.map { "-" + $0 } + step.entered.map { "+" + $0 }
    }
}

/// An action that appends `tag` to `log`.
func note(_ log: ChartLog, _ tag: String) -> Chart.Action {
    { _ in log.add(tag) }
}

/// An action that appends `tag` to `log` and raises `event`.
func raising(_ log: ChartLog, _ tag: String, _ event: String) -> Chart.Action {
    { context in
        log.add(tag)
        context.raise(event)
    }
}

/// Entry and exit handlers that log `+id` and `-id`.
func traced(_ log: ChartLog, _ id: String) -> [Chart.Element] {
    [OnEntry(note(log, "+" + id)).element, OnExit(note(log, "-" + id)).element]
}
