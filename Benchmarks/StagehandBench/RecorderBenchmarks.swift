import CMallocCounter
import Stagehand

/// W4 with a `SessionRecorder` attached (a ring of 1,000 records, no sink): what recording
/// costs per event, beside W4 without one. Printed, never gated: a record is a string, so it
/// allocates; W4 without a recorder stays at zero allocations (gated in `statechart`).
enum RecorderBenchmarks {
    typealias Event = StatechartBenchmarks.W4Event

    /// The same loop as W4's, under its own name so the callgrind gate on W4 never counts it.
    @inline(never)
    static func recordedRun(_ chart: Statechart<Int, Event>, _ events: [Event]) -> Int {
        var taken = 0
        for event in events where (try? chart.send(event)) == .processed { taken &+= 1 }
        return taken
    }

    static func run() {
        print("== Recording W4 (release; median of \(MachineBenchmarks.repeats) runs; thread CPU ns/event) ==")
        let events = StatechartBenchmarks.stream(count: 200_000 / MachineBenchmarks.scale, seed: 0x5EED_0004)
        let definition = StatechartBenchmarks.definition()
        let (plain, recorded) = MachineBenchmarks.compare(
            events: events.count,
            baseline: {
                let chart = Statechart(definition)
                try? chart.start()
                return chart
            },
            { recordedRun($0, events) },
            stagehand: {
                let chart = Statechart(definition)
                // The recorder lives as long as the chart's observer that holds it.
                let recorder = try? SessionRecorder(capacity: 1_000)
                _ = try? recorder?.record(chart, as: "w4")
                try? chart.start()
                return chart
            },
            { recordedRun($0, events) })
        print("| workload | events | ns/event | allocations/event |")
        print("|---|---|---|---|")
        print(
            "| W4 without a recorder | \(events.count) | \(MachineBenchmarks.fixed(plain.nanosecondsPerEvent)) | "
                + "\(MachineBenchmarks.allocations(plain)) |")
        print(
            "| W4 recorded (ring of 1,000) | \(events.count) | "
                + "\(MachineBenchmarks.fixed(recorded.nanosecondsPerEvent)) | \(MachineBenchmarks.allocations(recorded)) |"
        )
        if MachineBenchmarks.quick { print("(quick run)") }
        print("")
    }
}
