import CMallocCounter
import Glibc
import Stagehand
import StagehandTesting

/// State-machine dispatch benchmarks (W1–W3) against a hand-written `switch`, in one run.
///
/// W1: a two-state toggle, 10 M events. W2: a 50-state ring, 3 allowed events per state, a
/// seeded stream of 1 M events of which ~30 % are invalid and rejected. W2 ignore: W2 under the
/// `.ignore` policy (invalid events are ignored, not thrown). W2 guarded: W2 with a guard on
/// every rule (each allows the event). W3: W2 plus one enter and one leave handler per state. Each figure is the median of 5 timed runs after a warm-up
/// (baseline and Stagehand runs alternate),
/// timed with the thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`), so time the thread spends
/// descheduled on this shared 2-core machine does not count; allocations are counted by the
/// interposed allocator during the timed runs.
enum MachineBenchmarks {
    /// `quick` on the command line: one run of a tenth of the events (for callgrind).
    static let quick = CommandLine.arguments.contains("quick")
    static let repeats = quick ? 1 : 5
    static let scale = quick ? 10 : 1

    static func run() {
        print("== StateMachine dispatch (release; median of \(repeats) runs; thread CPU ns/event) ==")
        if stagehand_allocation_counting_active() == 0 {
            print("(allocation counting unavailable on this platform)")
        } else {
            print("(allocation counter active: \(stagehand_allocation_count()) allocations before the first run)")
        }
        var rows: [Row] = []
        rows.append(w1())
        let stream = ringStream(count: 1_000_000 / scale, invalidShare: 0.3, seed: 0x5EED)
        let invalid = stream.invalid
        rows.append(w2(stream.events))
        rows.append(w2Ignore(stream.events))
        rows.append(w2Guarded(stream.events))
        rows.append(w3(stream.events))
        print(
            "W2/W3 stream: \(stream.events.count) events, \(invalid) invalid (\(percent(invalid, stream.events.count)))"
        )
        print("")
        print(
            "| workload | events | switch ns/event | Stagehand ns/event | ratio | goal | allocations/event (switch, Stagehand) |"
        )
        print("|---|---|---|---|---|---|---|")
        for row in rows { print(row.line) }
        print("")
        let ratio = { (name: String) in rows.first { $0.name.hasPrefix(name) }!.stagehand.nanosecondsPerEvent }
        let ignoreRatio = ratio("W2 ignore") / ratio("W2 ring")
        let guardRatio = ratio("W2 guarded") / ratio("W2 ring")
        print(
            "W2 ignore / W2 (throwing): \(fixed(ignoreRatio))× (goal ≤ 1.00× \(ignoreRatio <= 1 ? "met" : "MISSED")); "
                + "W2 guarded / W2: \(fixed(guardRatio))× (goal ≤ 1.50× \(guardRatio <= 1.5 ? "met" : "MISSED"))")
        print("")
    }

    struct Measurement {
        var nanosecondsPerEvent: Double
        var allocationsPerEvent: Double
        var checksum: Int
    }

    struct Row {
        var name: String
        var events: Int
        var baseline: Measurement
        var stagehand: Measurement
        /// The ratio the row must stay under; `nil` for a row shown for reference only.
        var goal: Double?

        var line: String {
            let ratio = stagehand.nanosecondsPerEvent / baseline.nanosecondsPerEvent
            let target: String
            if let goal {
                let verdict = ratio <= goal && stagehand.allocationsPerEvent == 0 ? "met" : "MISSED"
                target = "≤ \(fixed(goal, 1))× \(verdict)"
            } else {
                target = "(reference)"
            }
            let same = baseline.checksum == stagehand.checksum ? "" : " (CHECKSUM MISMATCH)"
            return "| \(name) | \(events) | \(fixed(baseline.nanosecondsPerEvent)) | "
                + "\(fixed(stagehand.nanosecondsPerEvent)) | \(fixed(ratio))× | \(target) | "
                + "\(allocations(baseline)), \(allocations(stagehand))\(same) |"
        }
    }

    /// Allocations per event, with the total count when it is not zero.
    static func allocations(_ measurement: Measurement) -> String {
        measurement.allocationsPerEvent == 0 ? "0" : "\(measurement.allocationsPerEvent)"
    }

    /// Times the baseline and Stagehand alternately (`repeats` runs each, after a warm-up of
    /// each), so both see the same conditions on this shared machine; each run gets a fresh
    /// value from its (untimed) setup.
    static func compare<A, B>(
        events: Int, baseline setupA: () -> A, _ runA: (A) -> Int, stagehand setupB: () -> B, _ runB: (B) -> Int
    ) -> (Measurement, Measurement) {
        _ = runA(setupA())
        _ = runB(setupB())
        var timesA: [Double] = []
        var timesB: [Double] = []
        var allocationsA: UInt64 = 0
        var allocationsB: UInt64 = 0
        var checksumA = 0
        var checksumB = 0
        for _ in 0..<repeats {
            let a = setupA()
            var before = stagehand_allocation_count()
            var start = threadNanoseconds()
            checksumA = runA(a)
            var elapsed = threadNanoseconds() - start
            allocationsA = max(allocationsA, stagehand_allocation_count() - before)
            timesA.append(Double(elapsed) / Double(events))
            let b = setupB()
            before = stagehand_allocation_count()
            start = threadNanoseconds()
            checksumB = runB(b)
            elapsed = threadNanoseconds() - start
            allocationsB = max(allocationsB, stagehand_allocation_count() - before)
            timesB.append(Double(elapsed) / Double(events))
        }
        timesA.sort()
        timesB.sort()
        return (
            Measurement(
                nanosecondsPerEvent: timesA[timesA.count / 2],
                allocationsPerEvent: Double(allocationsA) / Double(events), checksum: checksumA),
            Measurement(
                nanosecondsPerEvent: timesB[timesB.count / 2],
                allocationsPerEvent: Double(allocationsB) / Double(events), checksum: checksumB)
        )
    }

    /// CPU time consumed by the calling thread, in nanoseconds.
    static func threadNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    // MARK: W1

    enum Toggle: Hashable, Sendable { case off, on }
    /// `hold` never occurs in the stream; it exists so the stream is data the optimiser cannot
    /// see through (a one-case enum has no storage, which lets it fold the loop away).
    enum Flip: Hashable, Sendable { case flip, hold }

    struct ToggleSwitchMachine {
        var state: Toggle = .off

        @inline(__always)
        mutating func send(_ event: Flip) -> Bool {
            switch (state, event) {
            case (.off, .flip): state = .on
            case (.on, .flip): state = .off
            case (_, .hold): return false
            }
            return true
        }
    }

    /// A started machine of `definition`; with `ignoring`, under the `.ignore` policy.
    static func started<State, Event>(
        _ definition: StateMachine<State, Event>.Definition, ignoring: Bool = false
    ) -> StateMachine<State, Event> {
        let machine = StateMachine(definition)
        if ignoring { machine.unhandledEventPolicy = .ignore }
        machine.start()
        return machine
    }

    /// W1's machine: `flip` toggles between `off` and `on`.
    static func toggleDefinition() -> StateMachine<Toggle, Flip>.Definition {
        try! StateMachine<Toggle, Flip>.Definition(
            initial: .off, rules: [.on(.flip, from: .off, to: .on), .on(.flip, from: .on, to: .off)])
    }

    static func w1() -> Row {
        let count = 10_000_000 / scale
        let definition = toggleDefinition()
        let events = [Flip](repeating: .flip, count: count)
        let (baseline, stagehand) = compare(
            events: count, baseline: { events }, toggleBaseline,
            stagehand: { started(definition) }, { toggleStagehand($0, events) })
        return Row(name: "W1 toggle", events: count, baseline: baseline, stagehand: stagehand, goal: 8)
    }

    @inline(never)
    static func toggleBaseline(_ events: [Flip]) -> Int {
        var machine = ToggleSwitchMachine()
        var checksum = 0
        for event in events {
            if !machine.send(event) { checksum &+= 1_000_003 }
            checksum &+= machine.state == .on ? 1 : 0
        }
        return checksum
    }

    @inline(never)
    static func toggleStagehand(_ machine: StateMachine<Toggle, Flip>, _ events: [Flip]) -> Int {
        var checksum = 0
        for event in events {
            do { try machine.send(event) } catch { checksum &+= 1_000_003 }
            checksum &+= machine.state == .on ? 1 : 0
        }
        return checksum
    }

    // MARK: W2 / W3

    static func ringDefinition() -> StateMachine<Ring, RingEvent>.Definition {
        var rules: [StateMachine<Ring, RingEvent>.Rule] = []
        for state in Ring.allCases {
            for event in RingEvent.allCases where MachineRing.allows(Int(state.rawValue), Int(event.rawValue)) {
                let target = Ring(rawValue: UInt8(MachineRing.target(Int(state.rawValue), Int(event.rawValue))))!
                rules.append(.on(event, from: state, to: target))
            }
        }
        return try! StateMachine<Ring, RingEvent>.Definition(initial: .s0, states: Ring.allCases, rules: rules)
    }

    /// A seeded stream where about `invalidShare` of the events are not allowed in the state the
    /// machine is in when they arrive.
    static func ringStream(count: Int, invalidShare: Double, seed: UInt64) -> (events: [RingEvent], invalid: Int) {
        var random = SplitMix64(seed: seed)
        var state = 0
        var events: [RingEvent] = []
        events.reserveCapacity(count)
        var invalid = 0
        for _ in 0..<count {
            let wantInvalid = Double(random.next() % 1_000_000) / 1_000_000 < invalidShare
            let kinds = (0..<5).filter { MachineRing.allows(state, $0) != wantInvalid }
            let kind = kinds[Int(random.next() % UInt64(kinds.count))]
            events.append(RingEvent(rawValue: UInt8(kind))!)
            if wantInvalid { invalid += 1 } else { state = MachineRing.target(state, kind) }
        }
        return (events, invalid)
    }

    static func w2(_ events: [RingEvent]) -> Row {
        let definition = ringDefinition()
        let (baseline, stagehand) = compare(
            events: events.count, baseline: { events }, ringBaseline,
            stagehand: { started(definition) }, { ringStagehand($0, events) })
        return Row(
            name: "W2 ring, 30 % invalid", events: events.count, baseline: baseline, stagehand: stagehand, goal: 1.5)
    }

    @inline(never)
    static func ringBaseline(_ events: [RingEvent]) -> Int {
        var machine = RingSwitchMachine()
        var checksum = 0
        for event in events {
            if !machine.send(event) { checksum &+= 1_000_003 }
            checksum &+= Int(machine.state.rawValue)
        }
        return checksum
    }

    @inline(never)
    static func ringStagehand(_ machine: StateMachine<Ring, RingEvent>, _ events: [RingEvent]) -> Int {
        var checksum = 0
        for event in events {
            do { try machine.send(event) } catch { checksum &+= 1_000_003 }
            checksum &+= Int(machine.state.rawValue)
        }
        return checksum
    }

    static func w2Ignore(_ events: [RingEvent]) -> Row {
        let definition = ringDefinition()
        let (baseline, stagehand) = compare(
            events: events.count, baseline: { events }, ringBaseline,
            stagehand: { started(definition, ignoring: true) }, { ringIgnoring($0, events) })
        return Row(
            name: "W2 ignore, 30 % ignored", events: events.count, baseline: baseline, stagehand: stagehand, goal: 1.5)
    }

    @inline(never)
    static func ringIgnoring(_ machine: StateMachine<Ring, RingEvent>, _ events: [RingEvent]) -> Int {
        var checksum = 0
        for event in events {
            do {
                if try machine.send(event) == .discarded { checksum &+= 1_000_003 }
            } catch {
                checksum &+= 1
            }
            checksum &+= Int(machine.state.rawValue)
        }
        return checksum
    }

    /// W2's rules, each with a guard that lets the event through.
    static func guardedRingDefinition() -> StateMachine<Ring, RingEvent>.Definition {
        let rules = ringDefinition().rules.map { rule in
            StateMachine<Ring, RingEvent>.Rule(
                event: rule.event, sources: rule.sources, target: rule.target, guard: { _, _ in true },
                guardName: "open")
        }
        return try! StateMachine<Ring, RingEvent>.Definition(initial: .s0, states: Ring.allCases, rules: rules)
    }

    static func w2Guarded(_ events: [RingEvent]) -> Row {
        let definition = guardedRingDefinition()
        let (baseline, stagehand) = compare(
            events: events.count, baseline: { events }, ringBaseline,
            stagehand: { started(definition) }, { ringGuarded($0, events) })
        return Row(
            name: "W2 guarded, every rule", events: events.count, baseline: baseline, stagehand: stagehand, goal: 2.25)
    }

    /// ``ringStagehand(_:_:)`` under its own name (the checksum is offset, so the optimiser
    /// cannot merge the two), so profiles tell the guarded run apart.
    @inline(never)
    static func ringGuarded(_ machine: StateMachine<Ring, RingEvent>, _ events: [RingEvent]) -> Int {
        var checksum = 1
        for event in events {
            do { try machine.send(event) } catch { checksum &+= 1_000_003 }
            checksum &+= Int(machine.state.rawValue)
        }
        return checksum &- 1
    }

    /// Handler counters; unchecked exclusivity, as the handlers are the only writers.
    final class Counters {
        @exclusivity(unchecked) var enter = 0
        @exclusivity(unchecked) var leave = 0
    }

    static func w3(_ events: [RingEvent]) -> Row {
        let definition = ringDefinition()
        let (baseline, stagehand) = compare(
            events: events.count, baseline: { events }, ringHandlersBaseline,
            stagehand: { handlerMachine(definition) }, { ringHandlersStagehand($0.0, $0.1, events) })
        return Row(
            name: "W3 ring + enter/leave handlers", events: events.count, baseline: baseline, stagehand: stagehand,
            goal: 3)
    }

    /// W3's machine: W2's ring with one enter and one leave handler per state, started, its
    /// counters reset.
    static func handlerMachine(
        _ definition: StateMachine<Ring, RingEvent>.Definition = ringDefinition()
    ) -> (StateMachine<Ring, RingEvent>, Counters) {
        let machine = StateMachine(definition)
        let counters = Counters()
        for state in Ring.allCases {
            machine.onEnter(state) { _ in counters.enter &+= 1 }
            machine.onLeave(state) { _ in counters.leave &+= 1 }
        }
        machine.start()
        counters.enter = 0
        return (machine, counters)
    }

    @inline(never)
    static func ringHandlersBaseline(_ events: [RingEvent]) -> Int {
        var machine = RingSwitchMachine()
        var checksum = 0
        var enter = 0
        var leave = 0
        for event in events {
            let old = machine.state
            if machine.send(event) {
                leaveHandler(old, &leave)
                enterHandler(machine.state, &enter)
            } else {
                checksum &+= 1_000_003
            }
            checksum &+= Int(machine.state.rawValue)
        }
        return checksum &+ enter &* 7 &+ leave &* 13
    }

    @inline(__always)
    static func leaveHandler(_ state: Ring, _ counter: inout Int) { counter &+= 1 }

    @inline(__always)
    static func enterHandler(_ state: Ring, _ counter: inout Int) { counter &+= 1 }

    @inline(never)
    static func ringHandlersStagehand(
        _ machine: StateMachine<Ring, RingEvent>, _ counters: Counters, _ events: [RingEvent]
    ) -> Int {
        var checksum = 0
        for event in events {
            do { try machine.send(event) } catch { checksum &+= 1_000_003 }
            checksum &+= Int(machine.state.rawValue)
        }
        return checksum &+ counters.enter &* 7 &+ counters.leave &* 13
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        fixed(Double(part) * 100 / Double(whole), 1) + " %"
    }

    static func fixed(_ value: Double, _ digits: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = Double(Int(value * scale + (value < 0 ? -0.5 : 0.5))) / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }
}
