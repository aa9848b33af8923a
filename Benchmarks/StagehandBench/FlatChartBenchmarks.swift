import Stagehand

/// What a flat machine would cost on today's statechart runtime (issue 17 item 3 asks for a
/// `StateMachine` that is the flat face of the chart runtime): W1's toggle and W2's ring written
/// as flat charts (atomic states under the root), beside the hand-written `switch` and
/// `StateMachine`, in one run. Printed, never gated; run with `stagehand-bench flatchart`.
///
/// Each loop counts the events taken and ends with the final state, so the three columns do the
/// same work per event (a chart's single active state is read once, at the end: reading it is
/// not what is measured).
enum FlatChartBenchmarks {
    static func run() {
        let quick = MachineBenchmarks.quick
        print(
            "== Flat machines on the statechart runtime (release; median of \(MachineBenchmarks.repeats) runs; ns/event) =="
        )
        print(
            "| workload | events | switch | StateMachine | flat Statechart | chart / switch | chart / machine | allocations/event (chart) |"
        )
        print("|---|---|---|---|---|---|---|---|")
        toggle()
        let stream = MachineBenchmarks.ringStream(
            count: 1_000_000 / MachineBenchmarks.scale, invalidShare: 0.3, seed: 0x5EED)
        ring(stream.events, strict: false)
        ring(stream.events, strict: true)
        if quick { print("(quick run)") }
        print("")
    }

    private static func row(
        _ name: String, events: Int, switch baseline: MachineBenchmarks.Measurement,
        machine: MachineBenchmarks.Measurement, chart: MachineBenchmarks.Measurement
    ) {
        let same =
            baseline.checksum == chart.checksum && machine.checksum == chart.checksum ? "" : " (CHECKSUM MISMATCH)"
        let fixed = { MachineBenchmarks.fixed($0) }
        print(
            "| \(name) | \(events) | \(fixed(baseline.nanosecondsPerEvent)) | \(fixed(machine.nanosecondsPerEvent)) | "
                + "\(fixed(chart.nanosecondsPerEvent)) | "
                + "\(fixed(chart.nanosecondsPerEvent / baseline.nanosecondsPerEvent))× | "
                + "\(fixed(chart.nanosecondsPerEvent / machine.nanosecondsPerEvent))× | "
                + "\(MachineBenchmarks.allocations(chart))\(same) |")
    }

    // MARK: F1, the toggle

    enum Flip: UInt8, StatechartEvent {
        case flip, hold
        var name: String { self == .flip ? "flip" : "hold" }
    }

    static func toggle() {
        let count = 10_000_000 / MachineBenchmarks.scale
        let events = [Flip](repeating: .flip, count: count)
        let chartDefinition = try! Statechart<Int, Flip>.Definition {
            ChartState(0) { On(.flip, to: 1) }
            ChartState(1) { On(.flip, to: 0) }
        }
        let machineDefinition = try! StateMachine<Int, Flip>.Definition(
            initial: 0, rules: [.on(.flip, from: 0, to: 1), .on(.flip, from: 1, to: 0)])
        let (baseline, machine) = MachineBenchmarks.compare(
            events: count, baseline: { events }, toggleSwitch,
            stagehand: { () -> StateMachine<Int, Flip> in
                let machine = StateMachine(machineDefinition)
                machine.start()
                return machine
            }, { toggleMachine($0, events) })
        let (_, chart) = MachineBenchmarks.compare(
            events: count, baseline: { events }, toggleSwitch,
            stagehand: { () -> Statechart<Int, Flip> in
                let chart = Statechart(chartDefinition)
                try! chart.start()
                return chart
            }, { toggleChart($0, events) })
        row("F1 toggle", events: count, switch: baseline, machine: machine, chart: chart)
    }

    @inline(never)
    static func toggleSwitch(_ events: [Flip]) -> Int {
        var state = 0
        var taken = 0
        for event in events {
            switch (state, event) {
            case (0, .flip): state = 1
            case (_, .flip): state = 0
            default: continue
            }
            taken &+= 1
        }
        return taken &* 100 &+ state
    }

    @inline(never)
    static func toggleMachine(_ machine: StateMachine<Int, Flip>, _ events: [Flip]) -> Int {
        var taken = 0
        for event in events where (try? machine.send(event)) == .processed { taken &+= 1 }
        return taken &* 100 &+ machine.state
    }

    @inline(never)
    static func toggleChart(_ chart: Statechart<Int, Flip>, _ events: [Flip]) -> Int {
        var taken = 0
        for event in events where (try? chart.send(event)) == .processed { taken &+= 1 }
        return taken &* 100 &+ (chart.isActive(1) ? 1 : 0)
    }

    // MARK: F2, the ring

    static func ring(_ events: [RingEvent], strict: Bool) {
        var built: Statechart<Int, RingEvent>.Definition?
        built = try? Statechart<Int, RingEvent>.Definition {
            for index in 0..<50 {
                ChartState(index) {
                    for event in RingEvent.allCases where MachineRing.allows(index, Int(event.rawValue)) {
                        On(event, to: MachineRing.target(index, Int(event.rawValue)))
                    }
                }
            }
        }
        guard let chartDefinition = built else { fatalError("the F2 chart is valid") }
        let machineDefinition = MachineBenchmarks.ringDefinition()
        let policy: UnhandledEventPolicy<TransitionRejected<Ring, RingEvent>> = strict ? .reject : .ignore
        let (baseline, machine) = MachineBenchmarks.compare(
            events: events.count, baseline: { events }, ringSwitch,
            stagehand: { () -> StateMachine<Ring, RingEvent> in
                let machine = StateMachine(machineDefinition)
                machine.unhandledEventPolicy = policy
                machine.start()
                return machine
            }, { ringMachine($0, events) })
        let (_, chart) = MachineBenchmarks.compare(
            events: events.count, baseline: { events }, ringSwitch,
            stagehand: { () -> Statechart<Int, RingEvent> in
                let chart = Statechart(chartDefinition)
                if strict { chart.unhandledEventPolicy = .reject }
                try! chart.start()
                return chart
            }, { ringChart($0, events) })
        let name = strict ? "F2 ring, 30 % rejected (throwing)" : "F2 ring, 30 % ignored"
        row(name, events: events.count, switch: baseline, machine: machine, chart: chart)
    }

    @inline(never)
    static func ringSwitch(_ events: [RingEvent]) -> Int {
        var machine = RingSwitchMachine()
        var taken = 0
        for event in events where machine.send(event) { taken &+= 1 }
        return taken &* 100 &+ Int(machine.state.rawValue)
    }

    @inline(never)
    static func ringMachine(_ machine: StateMachine<Ring, RingEvent>, _ events: [RingEvent]) -> Int {
        var taken = 0
        for event in events where (try? machine.send(event)) == .processed { taken &+= 1 }
        return taken &* 100 &+ Int(machine.state.rawValue)
    }

    @inline(never)
    static func ringChart(_ chart: Statechart<Int, RingEvent>, _ events: [RingEvent]) -> Int {
        var taken = 0
        for event in events where (try? chart.send(event)) == .processed { taken &+= 1 }
        let state = (0..<50).first { chart.isActive($0) } ?? -1
        return taken &* 100 &+ state
    }
}

extension RingEvent: StatechartEvent {
    /// The case's name, as a chart's descriptors name it.
    var name: String {
        switch self {
        case .next: "next"
        case .back: "back"
        case .skip: "skip"
        case .home: "home"
        case .jump: "jump"
        }
    }
}
