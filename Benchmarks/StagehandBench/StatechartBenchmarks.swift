import CMallocCounter
import Stagehand
import StagehandTesting

/// Statechart dispatch benchmark W4 against a hand-written nested `switch`, in one run.
///
/// W4: a parallel top state with two regions: `nav`, three levels deep (5 compound sections ×
/// 10 atomic items; each item has 3 events, each section 1, `nav` 1 — one transition per event
/// at each level), and `media`, a parallel state of 2 regions × 3 states (one event each). A
/// seeded stream of 1 M events, 30 % of them matching no transition (discarded, as SCXML says).
enum StatechartBenchmarks {
    enum W4Event: String, StatechartEvent {
        case nextItem, previousItem, skipItems, nextSection, resetNav, mediaA, mediaB, unknown

        var name: String { rawValue }
    }

    /// States are numbered: sections 10–14, items 100 + 10 × section + item, media 20–22 and 30–32.
    static func definition() -> Statechart<Int, W4Event>.Definition {
        let built = try? Statechart<Int, W4Event>.Definition {
            Parallel(0) {
                ChartState(1) {
                    for section in 0..<5 {
                        ChartState(10 + section) {
                            for item in 0..<10 {
                                ChartState(100 + 10 * section + item) {
                                    On(.nextItem, to: 100 + 10 * section + (item + 1) % 10)
                                    On(.previousItem, to: 100 + 10 * section + (item + 9) % 10)
                                    On(.skipItems, to: 100 + 10 * section + (item + 5) % 10)
                                }
                            }
                            On(.nextSection, to: 10 + (section + 1) % 5)
                        }
                    }
                    On(.resetNav, to: 1)
                }
                Parallel(2) {
                    ChartState(3) {
                        for index in 0..<3 { ChartState(20 + index) { On(.mediaA, to: 20 + (index + 1) % 3) } }
                    }
                    ChartState(4) {
                        for index in 0..<3 { ChartState(30 + index) { On(.mediaB, to: 30 + (index + 1) % 3) } }
                    }
                }
            }
        }
        guard let built else { fatalError("the W4 chart is valid") }
        return built
    }

    /// The same chart as a hand-written nested `switch`. `resetNav` is a self-transition of
    /// `nav`, whose parent is the parallel top state: its transition domain is the root
    /// (SCXML 3.13), so it exits and re-enters the whole chart and resets `media` too.
    struct NestedSwitch {
        var section = 0
        var item = 0
        var mediaA = 0
        var mediaB = 0

        @inline(__always)
        mutating func send(_ event: W4Event) -> Bool {
            switch event {
            case .nextItem: item = (item + 1) % 10
            case .previousItem: item = (item + 9) % 10
            case .skipItems: item = (item + 5) % 10
            case .nextSection:
                section = (section + 1) % 5
                item = 0
            case .resetNav:
                section = 0
                item = 0
                mediaA = 0
                mediaB = 0
            case .mediaA: mediaA = (mediaA + 1) % 3
            case .mediaB: mediaB = (mediaB + 1) % 3
            case .unknown: return false
            }
            return true
        }
    }

    /// The checksum of a run: events taken, and the final item, section and media states.
    static func checksum(taken: Int, section: Int, item: Int, mediaA: Int, mediaB: Int) -> Int {
        taken &+ section &* 1000 &+ item &* 100 &+ mediaA &* 10 &+ mediaB
    }

    @inline(never)
    static func nestedSwitchRun(_ events: [W4Event]) -> Int {
        var machine = NestedSwitch()
        var taken = 0
        for event in events where machine.send(event) { taken &+= 1 }
        return checksum(
            taken: taken, section: machine.section, item: machine.item, mediaA: machine.mediaA, mediaB: machine.mediaB)
    }

    @inline(never)
    static func statechartRun(_ chart: Statechart<Int, W4Event>, _ events: [W4Event]) -> Int {
        var taken = 0
        for event in events {
            if (try? chart.send(event)) == .processed { taken &+= 1 }
        }
        // Read through `isActive`, which does not allocate (`configuration` builds an array).
        var section = -1
        var item = -1
        for index in 0..<50 where chart.isActive(100 + index) {
            section = index / 10
            item = index % 10
        }
        let mediaA = (0..<3).first { chart.isActive(20 + $0) } ?? -1
        let mediaB = (0..<3).first { chart.isActive(30 + $0) } ?? -1
        return checksum(taken: taken, section: section, item: item, mediaA: mediaA, mediaB: mediaB)
    }

    static func stream(count: Int, seed: UInt64) -> [W4Event] {
        var random = SplitMix64(seed: seed)
        let valid: [W4Event] = [.nextItem, .previousItem, .skipItems, .nextSection, .resetNav, .mediaA, .mediaB]
        return (0..<count).map { _ in
            random.next() % 10 < 3 ? .unknown : valid[Int(random.next() % UInt64(valid.count))]
        }
    }

    static func run() {
        let quick = MachineBenchmarks.quick
        print(
            "== Statechart dispatch W4 (release; median of \(MachineBenchmarks.repeats) runs; thread CPU ns/event) ==")
        let events = stream(count: 1_000_000 / MachineBenchmarks.scale, seed: 0x5EED_0004)
        let definition = definition()
        let (baseline, stagehand) = MachineBenchmarks.compare(
            events: events.count, baseline: { events }, nestedSwitchRun,
            stagehand: {
                let chart = Statechart(definition)
                try? chart.start()
                return chart
            },
            { statechartRun($0, events) })
        let ratio = stagehand.nanosecondsPerEvent / baseline.nanosecondsPerEvent
        let same = baseline.checksum == stagehand.checksum ? "" : " (CHECKSUM MISMATCH)"
        let verdict = ratio <= 3 && stagehand.allocationsPerEvent == 0 ? "met" : "MISSED"
        print(
            "| workload | events | switch ns/event | Statechart ns/event | ratio | goal | allocations/event (switch, Statechart) |"
        )
        print("|---|---|---|---|---|---|---|")
        print(
            "| W4 | \(events.count) | \(MachineBenchmarks.fixed(baseline.nanosecondsPerEvent)) | "
                + "\(MachineBenchmarks.fixed(stagehand.nanosecondsPerEvent)) | \(MachineBenchmarks.fixed(ratio))× | "
                + "≤ 3× \(verdict) | \(MachineBenchmarks.allocations(baseline)), "
                + "\(MachineBenchmarks.allocations(stagehand))\(same) |")
        if quick { print("(quick run)") }
        print("")
        runCreation()
    }

    // MARK: C1

    /// A flat chart of `count` atomic states, each with one transition to the next (a ring).
    static func ringDefinition(count: Int) -> Statechart<Int, W4Event>.Definition {
        let built = try? Statechart<Int, W4Event>.Definition {
            for index in 0..<count {
                ChartState(index) { On(.nextItem, to: (index + 1) % count) }
            }
        }
        guard let built else { fatalError("the C1 chart is valid") }
        return built
    }

    /// C1: creates 1,000 instances of one 1,000-state definition (kept alive until the timed
    /// loop ends, so their release is not timed); reports thread CPU time and heap allocations
    /// per instance (median time of the runs, the most allocations of any run).
    static func runCreation() {
        let instances = 1_000 / MachineBenchmarks.scale
        let definition = ringDefinition(count: 1_000)
        _ = Statechart(definition)
        var times: [Double] = []
        var allocations: UInt64 = 0
        for _ in 0..<MachineBenchmarks.repeats {
            var charts: [Statechart<Int, W4Event>] = []
            charts.reserveCapacity(instances)
            let before = stagehand_allocation_count()
            let start = MachineBenchmarks.threadNanoseconds()
            for _ in 0..<instances { charts.append(Statechart(definition)) }
            let elapsed = MachineBenchmarks.threadNanoseconds() - start
            allocations = max(allocations, stagehand_allocation_count() - before)
            times.append(Double(elapsed) / Double(instances))
            withExtendedLifetime(charts) {}
        }
        times.sort()
        print("== Statechart creation C1 (release; median of \(MachineBenchmarks.repeats) runs; thread CPU) ==")
        print("| workload | instances | states | ns/instance | allocations/instance |")
        print("|---|---|---|---|---|")
        print(
            "| C1 create | \(instances) | 1000 | \(MachineBenchmarks.fixed(times[times.count / 2], 0)) | "
                + "\(MachineBenchmarks.fixed(Double(allocations) / Double(instances), 1)) |")
        if MachineBenchmarks.quick { print("(quick run)") }
        print("")
    }
}
