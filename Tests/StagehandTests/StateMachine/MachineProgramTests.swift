import StagehandTesting
import Testing

@testable import Stagehand

/// A flat definition compiled into the chart runtime's program (`MachineProgram`) means what
/// the machine does: seeded random machines — events with payloads matched by kind, rules from
/// one, several or any state, guards over the state and the payload, internal rules, delayed
/// rules — run side by side with their compiled charts, whose hooks play the
/// machine's leave and enter handlers, and must agree after every event and every tick of the
/// clock on the state, on whether the event was taken, on the order of leave handlers, actions
/// and enter handlers, and on the timers pending.
@Suite struct MachineProgramTests {
    enum Ev: Hashable, Sendable {
        case a(Int), b, c, d
        var kind: Ev { if case .a = self { return .a(0) } else { return self } }
    }

    typealias Machine = StateMachine<Int, Ev>
    typealias Chart = MachineProgram<Int, Ev>.Chart

    /// The machine's leave and enter handlers, played by the chart's hooks.
    final class Handlers: StatechartHooks {
        typealias State = Int
        typealias Event = MachineSignal<Ev>
        let log: ChartLog
        init(log: ChartLog) { self.log = log }
        func willStep(_ transition: Int, _ signal: Chart.Signal?) {}
        func exited(_ state: Int) { log.add("leave \(state - 1)") }
        func fired(_ transition: Int) {}
        func entered(_ state: Int) { log.add("enter \(state - 1)") }
        func didStep() {}
    }

    static func generate(_ random: inout SplitMix64, log: ChartLog) -> (states: Int, rules: [Machine.Rule]) {
        let count = 2 + Int(random.next() % 5)
        let events: [Ev] = [.a(0), .b, .c, .d]
        var rules: [Machine.Rule] = []
        for index in 0..<(2 + Int(random.next() % 10)) {
            let event = events[Int(random.next() % 4)]
            let sources: Machine.Rule.Sources
            switch random.next() % 4 {
            case 0: sources = .anyState
            case 1:
                sources = .states(Array(Set([Int(random.next() % UInt64(count)), Int(random.next() % UInt64(count))])))
            default: sources = .states([Int(random.next() % UInt64(count))])
            }
            let target = Int(random.next() % UInt64(count))
            var check: Machine.Rule.Guard?
            if random.next() % 3 == 0 {
                let parity = Int(random.next() % 2)
                check = { state, event in
                    if case .a(let payload) = event { return (state + payload) % 2 == parity }
                    return state % 2 == parity
                }
            }
            // At least a second: a zero delay from a state to itself would re-arm for ever
            // within one advance of the manual clock, on the machine as on the chart.
            let delay: Duration? = random.next() % 5 == 0 ? .seconds(1 + Int(random.next() % 2)) : nil
            let tag = "t\(index)"
            rules.append(
                Machine.Rule(
                    event: event, sources: sources, target: target, guard: check,
                    guardName: check == nil ? nil : "g\(index)", delay: delay, isInternal: random.next() % 4 == 0,
                    action: { _ in log.add(tag) }))
        }
        return (count, rules)
    }

    /// Runs one seed: whether the machine and its chart agreed, or the first disagreement.
    static func compare(seed: UInt64, steps: Int) -> SeedOutcome {
        var random = SplitMix64(seed: seed)
        let log = ChartLog()
        let (count, rules) = generate(&random, log: log)
        let definition: Machine.Definition
        do {
            definition = try Machine.Definition(
                initial: 0, states: Array(0..<count), rules: rules, eventKind: { $0.kind })
        } catch {
            return .invalid
        }
        let program: MachineProgram<Int, Ev>
        do {
            program = try MachineProgram(definition.table)
        } catch {
            return .disagree("seed \(seed): the program did not compile: \(error)")
        }
        let machineClock = ManualClock()
        let chartClock = ManualClock()
        let machine = Machine(definition, clock: machineClock)
        machine.unhandledEventPolicy = .ignore
        machine.onLeaveAny { log.add("leave \($0.from ?? -1)") }
        machine.onEnterAny { log.add("enter \($0.to)") }
        let chart = Chart(program.definition, clock: chartClock)
        chart.run.hooks = Handlers(log: log)
        machine.start()
        let started = log.take()
        do {
            try chart.start()
        } catch {
            return .disagree("seed \(seed): the chart did not start: \(error)")
        }
        if log.take() != started { return .disagree("seed \(seed): start-up ran \(started) on the machine") }
        for step in 0..<steps {
            let context = "seed \(seed), step \(step), \(count) states"
            let choice = Int(random.next() % 6)
            var taken = (machine: true, chart: true)
            if choice == 5 {
                let tick = Duration.milliseconds(Int(random.next() % 1500))
                machineClock.advance(by: tick)
                let onMachine = log.take()
                chartClock.advance(by: tick)
                if log.take() != onMachine {
                    return .disagree("\(context): after \(tick) the machine ran \(onMachine)")
                }
            } else {
                let event: Ev = [.a(Int(random.next() % 4)), .b, .c, .d, .a(7)][choice]
                taken.machine = (try? machine.send(event)) == .processed
                let onMachine = log.take()
                let key = definition.table.kindIndex[event.kind] ?? -1
                taken.chart = (try? chart.send(MachineSignal(event, key: key))) == .processed
                let onChart = log.take()
                if onChart != onMachine {
                    return .disagree("\(context): \(event): machine ran \(onMachine), chart \(onChart)")
                }
            }
            if taken.machine != taken.chart { return .disagree("\(context): machine took it: \(taken.machine)") }
            if chart.configuration != [machine.state] {
                return .disagree("\(context): machine in \(machine.state), chart in \(chart.configuration)")
            }
            if chartClock.pendingCount != machineClock.pendingCount {
                return .disagree(
                    "\(context): timers \(machineClock.pendingCount) on the machine, \(chartClock.pendingCount)")
            }
        }
        return .agree
    }

    @Test("seeded random machines and their compiled charts agree on states, handlers and timers")
    func randomMachines() {
        expectAgreement(seeds: 1...500, minimumValid: 250) { Self.compare(seed: $0, steps: 60) }
    }

    @Test("a zero delay waits for time to pass; an internal rule to its own state leaves nothing")
    func zeroDelayAndInternal() throws {
        let log = ChartLog()
        let definition = try Machine.Definition(
            initial: 0, states: [0, 1],
            rules: [
                .init(event: .b, sources: .states([0]), target: 1, delay: .zero),
                .on(.c, from: 1, to: 1, internal: true, action: { log.add("c \($0.isInternal) \($0.to)") }),
            ])
        let program = try MachineProgram(definition.table)
        let clock = ManualClock()
        let chart = Chart(program.definition, clock: clock)
        chart.run.hooks = Handlers(log: log)
        try chart.start()
        #expect(chart.configuration == [0])
        #expect(clock.pendingCount == 1)
        clock.advance(by: MachineProgram<Int, Ev>.shortestDelay)
        #expect(chart.configuration == [1])
        #expect(try chart.send(MachineSignal(.c, key: 1)) == .processed)
        #expect(log.take() == ["enter 0", "leave 0", "enter 1", "c true 1"])
        #expect(program.transitionRule == [0, 1])
    }
}
