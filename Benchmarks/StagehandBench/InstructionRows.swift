import Stagehand

/// One side of one gated row at a time, for counting instructions under callgrind: `stagehand-bench
/// instructions ROW SIDE` (SIDE is `baseline` or `stagehand`) builds the row's value and event
/// stream, then runs the row's loop once inside ``measured(_:)``, the only function
/// `.ci/steps/bench-instructions.sh` collects (`--toggle-collect`), so setup is not counted. It
/// prints the number of events and the loop's checksum (the two sides of a row print the same one).
///
/// The loops are those the timed suites run, over the same streams (a tenth of their events).
@MainActor
enum InstructionRows {
    /// The rows, in the order the CI step reports them.
    static let names = ["W1", "W2", "W2-ignore", "W2-guarded", "W3", "W4", "R2", "R2-screens", "N1"]

    static func run(_ arguments: [String]) {
        guard arguments.count == 2, names.contains(arguments[0]), ["baseline", "stagehand"].contains(arguments[1])
        else {
            print("usage: stagehand-bench instructions ROW baseline|stagehand (ROW: \(names.joined(separator: ", ")))")
            return
        }
        let baseline = arguments[1] == "baseline"
        let (events, checksum) = measure(row: arguments[0], baseline: baseline)
        print("\(arguments[0]) \(arguments[1]) events \(events) checksum \(checksum)")
    }

    /// The loop runs here and nowhere else, so callgrind collects exactly it. Not optimised
    /// either, so it is the one function of its name (callgrind toggles collection at each
    /// function whose name matches, so a specialised copy called from it would toggle it off).
    @inline(never)
    @_optimize(none)
    static func measured(_ loop: () -> Int) -> Int { loop() }

    /// Builds a row's side and runs its loop in ``measured(_:)``. Not optimised (it runs once,
    /// outside the collected window), so no copy of ``measured(_:)`` is specialised for one of
    /// its closures under another name, or merged with an identical one.
    @_optimize(none)
    private static func measure(row: String, baseline: Bool) -> (events: Int, checksum: Int) {
        let ring = MachineBenchmarks.ringStream(count: 100_000, invalidShare: 0.3, seed: 0x5EED).events
        switch row {
        case "W1":
            let events = [MachineBenchmarks.Flip](repeating: .flip, count: 1_000_000)
            if baseline { return (events.count, measured { MachineBenchmarks.toggleBaseline(events) }) }
            let machine = MachineBenchmarks.started(MachineBenchmarks.toggleDefinition())
            return (events.count, measured { MachineBenchmarks.toggleStagehand(machine, events) })
        case "W2", "W2-ignore", "W2-guarded":
            if baseline { return (ring.count, measured { MachineBenchmarks.ringBaseline(ring) }) }
            let machine = MachineBenchmarks.started(
                row == "W2-guarded" ? MachineBenchmarks.guardedRingDefinition() : MachineBenchmarks.ringDefinition(),
                ignoring: row == "W2-ignore")
            switch row {
            case "W2-ignore": return (ring.count, measured { MachineBenchmarks.ringIgnoring(machine, ring) })
            case "W2-guarded": return (ring.count, measured { MachineBenchmarks.ringGuarded(machine, ring) })
            default: return (ring.count, measured { MachineBenchmarks.ringStagehand(machine, ring) })
            }
        case "W3":
            if baseline { return (ring.count, measured { MachineBenchmarks.ringHandlersBaseline(ring) }) }
            let (machine, counters) = MachineBenchmarks.handlerMachine()
            return (ring.count, measured { MachineBenchmarks.ringHandlersStagehand(machine, counters, ring) })
        case "W4":
            let events = StatechartBenchmarks.stream(count: 100_000, seed: 0x5EED_0004)
            if baseline { return (events.count, measured { StatechartBenchmarks.nestedSwitchRun(events) }) }
            let chart = Statechart(StatechartBenchmarks.definition())
            try? chart.start()
            return (events.count, measured { StatechartBenchmarks.statechartRun(chart, events) })
        case "R2":
            let definition = MachineBenchmarks.ringDefinition()
            if baseline {
                let machine = MachineBenchmarks.started(definition)
                return (ring.count, measured { MachineBenchmarks.ringStagehand(machine, ring) })
            }
            let router = RouterBenchmarks.makeRouter(definition, screens: [], warmUp: ring)
            return (ring.count, measured { RouterBenchmarks.ringRouter(router, ring) })
        case "R2-screens":
            let definition = MachineBenchmarks.ringDefinition()
            if baseline {
                let machine = MachineBenchmarks.started(definition)
                let screens = Ring.allCases.map { _ in RouterBenchmarks.CountingScreen() }
                let slots = RouterBenchmarks.WeakSlots(screens)
                return (
                    ring.count, measured { RouterBenchmarks.ringByHandWeakly(machine, screens, slots, ring) }
                )
            }
            let (router, screens) = RouterBenchmarks.routerWithScreens(definition, ring)
            return (ring.count, measured { RouterBenchmarks.ringRouterWithScreens(router, screens, ring) })
        default:
            let events = NavigationBenchmarks.stream(count: 100_000)
            let definition = NavigationBenchmarks.definition()
            if baseline {
                let chart = NavigationBenchmarks.makeChart(definition)
                return (events.count, measured { NavigationBenchmarks.navigationChartLoop(chart, events) })
            }
            let router = NavigationBenchmarks.makeRouter(definition, warmUp: events)
            return (events.count, measured { NavigationBenchmarks.navigationRouterLoop(router, events) })
        }
    }
}
