import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// Random machines over awkward names (quotes, backslashes, newlines, non-ASCII).
/// - Parameters:
///   - random: The generator.
///   - delayedShare: One rule in `delayedShare` is delayed (0.25 s steps from 0 to 5 s); with
///     four event names, delayed and immediate rules for the same event from the same and from
///     other states are common.
///   - anyShare: One rule in `anyShare` is from `"*"`.
///   - shortestDelay: The shortest delay in quarter seconds (a delayed self-transition of 0 s
///     would fire forever when time passes).
private func randomMachine(
    _ random: inout SplitMix64, delayedShare: Int = 5, anyShare: Int = 8, shortestDelay: Int = 0
) -> MachineDescription {
    let pool = ["a", "b", "c\"q", "d\\e", "é", "line\nbreak", "tab\t", "😀", "s9", "long-state-name"]
    let count = Int.random(in: 2...6, using: &random)
    let states = Array(pool.shuffled(using: &random).prefix(count))
    let events = ["go", "back", "x\"y", "ü"]
    var rules: [EventDescription] = []
    for _ in 0..<Int.random(in: 0...10, using: &random) {
        let from: [String] =
            Int.random(in: 0..<anyShare, using: &random) == 0
            ? ["*"] : (0..<Int.random(in: 1...2, using: &random)).map { _ in states.randomElement(using: &random)! }
        let guardName = Bool.random(using: &random) ? nil : ["ok", "ready"].randomElement(using: &random)
        let delay: Double? =
            Int.random(in: 0..<delayedShare, using: &random) == 0
            ? Double(Int.random(in: shortestDelay...20, using: &random)) / 4 : nil
        rules.append(
            EventDescription(
                name: events.randomElement(using: &random)!, from: from, to: states.randomElement(using: &random)!,
                guard: guardName, after: delay,
                internal: Bool.random(using: &random) ? nil : Bool.random(using: &random)))
    }
    let finals = states.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
    return MachineDescription(initial: states[0], states: states, final: finals, events: rules)
}

/// Whether rule `index` can fire in `state` of the chart a flat machine reads to: the state is
/// not final (a final state ends the machine), the rule applies there, and no earlier rule for
/// the same event (with the same delay) takes it first: one without a guard, or one with the
/// same guard (a guard answers the same for every rule that asks).
private func fires(_ index: Int, in state: String, _ machine: MachineDescription) -> Bool {
    guard !machine.final.contains(state) else { return false }
    func applies(_ rule: EventDescription) -> Bool {
        rule.isFromAnyState ? machine.allStates.contains(state) : rule.from.contains(state)
    }
    let rule = machine.events[index]
    guard applies(rule) else { return false }
    return !machine.events[..<index].contains {
        ($0.guard == nil || $0.guard == rule.guard) && $0.name == rule.name && $0.after == rule.after && applies($0)
    }
}

/// Breadth-first distances over the rules, computed independently of the explorer.
private func distances(_ machine: MachineDescription) -> [String: Int] {
    var distance = [machine.initial: 0]
    var frontier = [machine.initial]
    while !frontier.isEmpty {
        var next: [String] = []
        for state in frontier {
            for (index, rule) in machine.events.enumerated() where fires(index, in: state, machine) {
                if distance[rule.to] == nil {
                    distance[rule.to] = (distance[state] ?? 0) + 1
                    next.append(rule.to)
                }
            }
        }
        frontier = next
    }
    return distance
}

/// The exploration of a random machine's chart, or `nil` for a machine the chart reader refuses
/// or one whose rules for an event have different delays (a chart's delayed rule and a plain
/// rule for the same event compete for that event's transitions, which a flat machine keeps
/// apart).
private func explored(_ machine: MachineDescription) throws -> (ChartDocument, ChartExplorer)? {
    var delays: [String: Double?] = [:]
    for rule in machine.events {
        if let known = delays[rule.name], known != rule.after { return nil }
        delays[rule.name] = rule.after
    }
    let document = try ChartJSONReader.read(Array(machine.jsonText().utf8), file: "m.json").get()
    guard case .success(let explorer) = try? ChartExplorer.explore(document) else { return nil }
    return (document, explorer)
}

@Suite("Model properties")
struct ModelPropertyTests {
    @Test func theCoresJSONExportReadsAsAChartOfTheSameStatesAndRules() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<300 {
            let machine = randomMachine(&random)
            let document = try ChartJSONReader.read(Array(machine.jsonText().utf8), file: "m.json").get()
            #expect(document.flatRuleCount == machine.events.count)
            #expect(document.states.map(\.id) == machine.allStates)
            #expect(
                document.states.filter { $0.kind == .final }.map(\.id)
                    == machine.allStates.filter(machine.final.contains))
        }
    }

    /// For random machines the explorer reaches exactly the states a plain breadth-first search
    /// over the rules reaches, each by a shortest path that is a walk of real steps, and its
    /// work stays within the estimate.
    @Test func theExplorerReachesWhatABreadthFirstSearchOverTheRulesReaches() throws {
        var random = SplitMix64(seed: 0x5EED_0002)
        var explorations = 0
        for _ in 0..<300 {
            let machine = randomMachine(&random)
            guard let (document, explorer) = try explored(machine) else { continue }
            explorations += 1
            let expected = distances(machine)
            let nodes = explorer.firstNodePerConfiguration
            #expect(Set(nodes.map { explorer.configurations[$0] }) == Set(expected.keys.map { [$0] }), "\(machine)")
            let depths = explorer.depths
            for node in nodes {
                #expect(depths[node] == expected[explorer.configurations[node][0]], "\(machine)")
                var current = [machine.initial]
                for edge in explorer.path(to: node) {
                    #expect(explorer.edges[edge].step.from == current)
                    current = explorer.edges[edge].step.to
                }
                #expect(current == explorer.configurations[node])
            }
            #expect(explorer.work <= ChartExplorer.estimate(document), "\(machine)")
        }
        #expect(explorations > 100)
    }

    @Test func coveringPathsTakeEveryStepAndOnlyRealOnes() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<300 {
            let machine = randomMachine(&random)
            guard let (_, explorer) = try explored(machine) else { continue }
            guard let paths = explorer.coveringPaths(maximumSteps: .max) else {
                Issue.record("covering paths without limits returned nil")
                return
            }
            var taken: Set<PathStep> = []
            for path in paths {
                #expect(!path.isEmpty)
                var current = explorer.configurations[0]
                for edge in path {
                    #expect(explorer.edges[edge].step.from == current)
                    taken.insert(explorer.edges[edge].step)
                    current = explorer.edges[edge].step.to
                }
            }
            #expect(taken == Set(explorer.edges.map(\.step)))
        }
    }

    /// The chart a flat machine file reads to takes, event by event, the transitions the core's
    /// `StateMachine` takes on the same description (guards allowed or denied alike), and rejects
    /// the event the machine rejects: rule order across own and any-state rules included.
    @Test func theChartOfAFlatMachineTakesTheTransitionsTheCoreMachineTakes() throws {
        var random = SplitMix64(seed: 0x5EED_0004)
        var simulatedMachines = 0
        var rejections = 0
        for _ in 0..<300 {
            let machine = randomMachine(&random)
            guard !machine.diagnostics().contains(where: { $0.severity == .error }) else { continue }
            simulatedMachines += 1
            let denied: Set<String> = Bool.random(using: &random) ? ["ok"] : []
            var guards: [String: StateMachine<String, String>.Rule.Guard] = [:]
            for name in ["ok", "ready"] {
                let allows = !denied.contains(name)
                guards[name] = { _, _ in allows }
            }
            let core = StateMachine(
                try StateMachine<String, String>.Definition(machine, guards: guards), clock: ManualClock())
            core.start()
            // Delayed rules' events wait for their timers in `simulate`; they are compared elsewhere.
            let delayed = Set(machine.events.filter { $0.after != nil }.map(\.name))
            let events = (0..<10).map { _ in ["go", "back", "x\"y", "ü"].randomElement(using: &random)! }
                .filter { !delayed.contains($0) }
            var expected: [[String]] = []
            var rejected = false
            for event in events where !machine.final.contains(core.state) {
                do {
                    try core.send(event)
                } catch {
                    rejected = true
                    break
                }
                expected.append([core.state])
            }
            let document = try ChartJSONReader.read(Array(machine.jsonText().utf8), file: "m.json").get()
            let tokens = events.prefix(expected.count + (rejected ? 1 : 0)).map { ChartSimulation.Token.event($0) }
            let outcome = try ChartSimulation.run(document, tokens: tokens, deniedGuards: denied)
            #expect(outcome.initialConfiguration == [machine.initial], "\(machine)")
            #expect(outcome.steps.map(\.configuration) == expected, "\(machine)")
            if rejected {
                rejections += 1
                #expect(outcome.error?.contains("is not allowed in configuration") == true, "\(machine)")
            } else {
                #expect(outcome.error == nil, "\(machine)")
            }
        }
        #expect(simulatedMachines > 50)
        #expect(rejections > 10)
    }

    /// The chart a flat machine file reads to, driven like the core's `StateMachine` (both on a
    /// `ManualClock`: events sent, time advanced), is in the same state after every step and
    /// rejects the same events: delayed rules fire as themselves, never as an immediate rule
    /// (or another state's rule) for their event, and `send` never takes a delayed rule.
    @Test func theChartOfAFlatMachineFiresDelayedRulesAsTheCoreMachineDoes() throws {
        var random = SplitMix64(seed: 0x5EED_0019)
        var compared = 0
        var sameEventPairs = 0
        var rejections = 0
        var delayedFirings = 0
        for _ in 0..<400 {
            let machine = randomMachine(&random, delayedShare: 2, anyShare: 5, shortestDelay: 1)
            guard !machine.diagnostics().contains(where: { $0.severity == .error }) else { continue }
            compared += 1
            let delayedNames = Set(machine.events.filter { $0.after != nil }.map(\.name))
            if machine.events.contains(where: { $0.after == nil && delayedNames.contains($0.name) }) {
                sameEventPairs += 1
            }
            let denied: Set<String> = Bool.random(using: &random) ? ["ok"] : []
            var guards: [String: StateMachine<String, String>.Rule.Guard] = [:]
            for name in ["ok", "ready"] {
                let allows = !denied.contains(name)
                guards[name] = { _, _ in allows }
            }
            let coreClock = ManualClock()
            let core = StateMachine(
                try StateMachine<String, String>.Definition(machine, guards: guards), clock: coreClock)
            let document = try ChartJSONReader.read(Array(machine.jsonText().utf8), file: "m.json").get()
            let definition = try document.makeStatechart(log: ChartLog(), deniedGuards: denied).0
            let chartClock = ManualClock()
            let chart = Statechart(definition, clock: chartClock)
            chart.unhandledEventPolicy = .reject
            core.start()
            try chart.start()
            #expect(chart.configuration == [core.state], "\(machine)")
            var trace: [String] = []
            for _ in 0..<12 where !machine.final.contains(core.state) {
                if Bool.random(using: &random) {
                    // Quarter by quarter (every delay is a multiple of one): the core's delayed rules
                    // also fire from final states, which a chart's final state never leaves, so the
                    // comparison stops where the core enters one.
                    for _ in 0..<Int.random(in: 1...12, using: &random) where !machine.final.contains(core.state) {
                        let before = core.state
                        coreClock.advance(by: .milliseconds(250))
                        chartClock.advance(by: .milliseconds(250))
                        if core.state != before { delayedFirings += 1 }
                        trace.append("+0.25s → \(core.state)")
                        #expect(chart.configuration == [core.state], "\(machine) \(trace)")
                    }
                } else {
                    let event = ["go", "back", "x\"y", "ü"].randomElement(using: &random)!
                    let coreRejects = (try? core.send(event)) == nil
                    let chartRejects = (try? chart.send(event)) == nil
                    trace.append("\(event) → \(core.state)\(coreRejects ? " (rejected)" : "")")
                    #expect(chartRejects == coreRejects, "\(machine) \(trace)")
                    if coreRejects { rejections += 1 }
                }
                #expect(chart.configuration == [core.state], "\(machine) \(trace)")
            }
        }
        #expect(compared > 100)
        #expect(sameEventPairs > 50)
        #expect(delayedFirings > 50)
        #expect(rejections > 20)
    }
}
