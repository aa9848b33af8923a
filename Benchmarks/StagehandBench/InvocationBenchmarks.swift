import CMallocCounter
import Stagehand

/// Invocation benchmarks.
///
/// I1: a 100-state ring inside a compound state that invokes an operation: its events never exit
/// the invoking state, so no invocation starts or ends; compared with the same ring without the
/// invocation (the cost must be the same, and zero allocations per event).
/// I2: two states, one invoking an operation, toggled: every event starts or cancels one
/// invocation. Measured with an invoker that starts nothing (the chart's own bookkeeping) and
/// with one that creates and cancels a task per invocation (what an app's invoker does).
enum InvocationBenchmarks {
    typealias Event = StatechartBenchmarks.W4Event

    /// An invoker that starts nothing, or an empty task per invocation.
    final class BenchInvoker: StatechartInvoker {
        let makesTasks: Bool

        init(makesTasks: Bool) { self.makesTasks = makesTasks }

        func start(_ invocation: StatechartInvocation) {
            guard makesTasks else { return }
            let task = Task {}
            invocation.onCancel = { task.cancel() }
        }
    }

    static func ring(invoking: Bool) -> Statechart<Int, Event>.Definition {
        let built = try? Statechart<Int, Event>.Definition {
            ChartState(-1) {
                if invoking {
                    Invoke("work", { 1 }, onDone: { _ in Event.unknown })
                }
                for index in 0..<100 {
                    ChartState(index) { On(.nextItem, to: (index + 1) % 100) }
                }
            }
        }
        guard let built else { fatalError("the I1 chart is valid") }
        return built
    }

    static func toggle() -> Statechart<Int, Event>.Definition {
        let built = try? Statechart<Int, Event>.Definition {
            ChartState(0) { On(.nextItem, to: 1) }
            ChartState(1) {
                Invoke("work", { 1 }, onDone: { _ in Event.unknown })
                On(.nextItem, to: 0)
            }
        }
        guard let built else { fatalError("the I2 chart is valid") }
        return built
    }

    static func drive(_ chart: Statechart<Int, Event>, _ count: Int) -> Int {
        var processed = 0
        for _ in 0..<count where (try? chart.send(.nextItem)) == .processed { processed += 1 }
        return processed
    }

    static func run() {
        let count = 1_000_000 / MachineBenchmarks.scale
        let invoker = BenchInvoker(makesTasks: false)
        let plain = ring(invoking: false)
        let invoking = ring(invoking: true)
        let (without, with) = MachineBenchmarks.compare(
            events: count,
            baseline: {
                let chart = Statechart(plain, invoker: invoker)
                try? chart.start()
                return chart
            }, { drive($0, count) },
            stagehand: {
                let chart = Statechart(invoking, invoker: invoker)
                try? chart.start()
                return chart
            }, { drive($0, count) })
        print(
            "== Statechart invocations (release; median of \(MachineBenchmarks.repeats) runs; thread CPU ns/event) ==")
        print("| workload | events | ns/event | allocations/event |")
        print("|---|---|---|---|")
        print(
            "| I1 ring, no invocation | \(count) | \(MachineBenchmarks.fixed(without.nanosecondsPerEvent)) | "
                + "\(MachineBenchmarks.allocations(without)) |")
        print(
            "| I1 ring inside an invoking state | \(count) | \(MachineBenchmarks.fixed(with.nanosecondsPerEvent)) | "
                + "\(MachineBenchmarks.allocations(with)) |")
        let toggles = count / 10
        let definition = toggle()
        let (bare, tasks) = MachineBenchmarks.compare(
            events: toggles,
            baseline: {
                let chart = Statechart(definition, invoker: BenchInvoker(makesTasks: false))
                try? chart.start()
                return chart
            }, { drive($0, toggles) },
            stagehand: {
                let chart = Statechart(definition, invoker: BenchInvoker(makesTasks: true))
                try? chart.start()
                return chart
            }, { drive($0, toggles) })
        print(
            "| I2 start or cancel, no task | \(toggles) | \(MachineBenchmarks.fixed(bare.nanosecondsPerEvent)) | "
                + "\(MachineBenchmarks.allocations(bare)) |")
        print(
            "| I2 start or cancel, a task each | \(toggles) | \(MachineBenchmarks.fixed(tasks.nanosecondsPerEvent)) | "
                + "\(MachineBenchmarks.allocations(tasks)) |")
        if MachineBenchmarks.quick { print("(quick run)") }
        print("")
    }
}
