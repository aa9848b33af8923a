import StagehandTesting
import Testing

@testable import Stagehand

/// The engine alone, with no host, clock or shell: random inputs, the commands it returns turned
/// into a trace, and that trace checked by the lifecycle checker.
@MainActor
@Suite struct ContainerEnginePropertyTests {
    /// A state that is not `Equatable`, so every request runs a transition.
    struct Opaque: CustomStringConvertible {
        let index: Int
        var description: String { "s\(index)" }
    }

    static let stateCount = 5

    /// Runs one random sequence of `count` operations (1...40 when `nil`); returns its problems.
    static func runSequence(seed: UInt64, count: Int? = nil) -> (problems: [String], commands: Int, inputs: Int) {
        var random = SplitMix64(seed: seed)
        if Int.random(in: 0..<4, using: &random) == 0 {
            let states = (0..<stateCount).map(Opaque.init)
            return runSequence(seed: seed, count: count, random: &random, states: states, same: nil) { $0.index }
        }
        return runSequence(seed: seed, count: count, random: &random, states: Array(0..<stateCount), same: (==)) {
            $0
        }
    }

    static func runSequence<State>(
        seed: UInt64, count: Int?, random: inout SplitMix64, states: [State], same: ((State, State) -> Bool)?,
        index: @escaping @Sendable (State) -> Int
    ) -> (problems: [String], commands: Int, inputs: Int) {
        let modes: [EngineDriver<State>.Animations] = [.immediate, .manual, .timed, .timed, .timed, .timed]
        let mode = modes[Int.random(in: 0..<6, using: &random)]
        let policies: [TransitionPolicy] = [.coalesce, .queue, .interrupt]
        let policy = policies[Int.random(in: 0..<3, using: &random)]
        let antiFlicker = Bool.random(using: &random)
        let pool = (0..<5).map { number in
            EngineProbe(
                "p\(number)", appearing: ContainerPropertyTests.randomTransition(&random, antiFlicker: antiFlicker),
                disappearing: ContainerPropertyTests.randomTransition(&random, antiFlicker: false))
        }
        let (lists, fresh) = ContainerPropertyTests.randomLists(poolSize: pool.count, random: &random)
        let freshLog = FreshLog()
        var childRandom = SplitMix64(seed: seed ^ 0xABCD)
        var driver = EngineDriver<State>(
            initialState: states[0], policy: policy, same: same, animations: mode, name: { "s\(index($0))" }
        ) { state in
            let stateIndex = index(state)
            var children = lists[stateIndex].map { pool[$0] }
            if fresh[stateIndex] {
                freshLog.count += 1
                let child = EngineProbe(
                    "f\(freshLog.count)",
                    appearing: ContainerPropertyTests.randomTransition(&childRandom, antiFlicker: antiFlicker),
                    disappearing: ContainerPropertyTests.randomTransition(&childRandom, antiFlicker: false))
                children.insert(child, at: Int.random(in: 0...children.count, using: &childRandom))
            }
            return children
        }
        var generator = OperationSequenceGenerator(states: states, seed: random.next())
        let operations = generator.sequence(count: count ?? Int.random(in: 1...40, using: &random))
        for operation in operations {
            switch operation {
            case .request(let state, let animated): driver.request(state, animated: animated)
            case .requestFromCallback(let state, let animated): driver.requestFromCallback(state, animated: animated)
            case .container(let call, let animated): driver.appearance(call, animated: animated)
            case .advance(let duration): driver.advance(by: duration)
            case .replayStaleCompletions: driver.replayStaleCompletions()
            }
        }
        let rested = driver.settle()
        var problems = driver.problems
        if !rested { problems.append("did not come to rest") }
        problems += LifecycleChecker(initialState: "s0").check(driver.events).map(\.description)
        let transitions = driver.events.count { if case .willTransition = $0 { true } else { false } }
        if transitions != driver.childrenCalls {
            problems.append("children were asked \(driver.childrenCalls) times for \(transitions) transitions")
        }
        if index(driver.engine.currentState) != index(driver.engine.requestedState) {
            problems.append(
                "shows s\(index(driver.engine.currentState)), last requested s\(index(driver.engine.requestedState))")
        }
        for (number, calls) in driver.settlements.counts.enumerated() where calls != 1 {
            problems.append("request \(number)'s completion ran \(calls) times")
        }
        let attached = driver.engine.shownInOrder().map { ($0 as! EngineProbe).name }
        let lastViews = driver.events.last { if case .views = $0 { true } else { false } }
        if case .views(let names)? = lastViews, names != attached {
            problems.append("the last views \(names) differ from the engine's \(attached)")
        }
        if !problems.isEmpty {
            problems.append("policy \(policy), mode \(mode), operations: \(operations)")
            problems.append("trace: \(driver.events)")
        }
        return (problems, driver.commandCount, operations.count)
    }

    final class FreshLog {
        var count = 0
    }

    @Test func tenThousandRandomInputSequencesMakeAcceptedCommandSequences() {
        var failures: [String] = []
        for seed in 0..<UInt64(10_000) {
            let problems = Self.runSequence(seed: seed).problems
            if !problems.isEmpty { failures.append("seed \(seed):\n  " + problems.joined(separator: "\n  ")) }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.first ?? "")")
    }

    /// 50,000 random inputs to one engine: the trace is accepted and the commands stay
    /// proportional to the inputs (at most six children take part in a state).
    @Test func fiftyThousandInputsCostBoundedWork() {
        let (problems, commands, inputs) = Self.runSequence(seed: 7, count: 50_000)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(inputs == 50_000)
        #expect(commands <= 64 * inputs, "\(commands) commands for \(inputs) inputs")
    }

    /// 50,000 children leave with animation and their animations end one at a time: exactly
    /// 6n + 6 commands (each end costs three; then the transition's end and its completion).
    @Test func fiftyThousandAnimationsEndingOneByOneCostLinearCommands() {
        let count = 50_000
        let children = (0..<count).map { EngineProbe("c\($0)") }
        var driver = EngineDriver<Int>(
            initialState: 0, policy: .coalesce, same: (==), animations: .manual, name: { "s\($0)" }
        ) { $0 == 0 ? children : [] }
        driver.tracesRemainingViews = false
        driver.appearance(.willAppear, animated: false)
        driver.appearance(.didAppear, animated: false)
        let before = driver.commandCount
        driver.request(1, animated: true)
        #expect(driver.commandCount - before == 3 + 3 * count + 1)
        let rested = driver.settle()
        #expect(rested)
        #expect(driver.commandCount - before == 6 * count + 6)
        #expect(driver.engine.records.isEmpty && driver.engine.isAtRest)
        #expect(driver.problems.isEmpty)
    }
}
