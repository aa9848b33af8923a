import Stagehand
import StagehandTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Random operation sequences, each checked by the lifecycle checker at rest.
@MainActor
@Suite struct ContainerPropertyTests {
    /// A state that is not `Equatable`, so every request runs a transition.
    struct Opaque: CustomStringConvertible {
        let index: Int
        var description: String { "s\(index)" }
    }

    final class Weak {
        weak var child: RecordingChild?
        init(_ child: RecordingChild) { self.child = child }
    }

    struct Failure: CustomStringConvertible {
        let seed: UInt64
        let problems: [String]
        var description: String { "seed \(seed):\n  " + problems.joined(separator: "\n  ") }
    }

    static let stateCount = 5

    /// Runs one random sequence; returns its problems (empty when the contract held).
    static func runSequence(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        if Int.random(in: 0..<4, using: &random) == 0 {
            return runSequence(seed: seed, random: &random, states: (0..<stateCount).map(Opaque.init))
        }
        return runSequence(seed: seed, random: &random, states: Array(0..<stateCount))
    }

    static func randomTransition(_ random: inout SplitMix64, antiFlicker: Bool) -> ChildTransition {
        var transition = ChildTransition(
            duration: .milliseconds(50 * Int.random(in: 0...8, using: &random)),
            delay: .milliseconds(50 * Int.random(in: 0...3, using: &random)))
        if antiFlicker, Int.random(in: 0..<4, using: &random) == 0 {
            transition.showDelay = .milliseconds(100 * Int.random(in: 1...3, using: &random))
        }
        if antiFlicker, Int.random(in: 0..<4, using: &random) == 0 {
            transition.minimumVisibleDuration = .milliseconds(100 * Int.random(in: 1...6, using: &random))
        }
        return transition
    }

    /// Per state, a list drawn from a pool of `poolSize` shared children (their indices, in a
    /// random order), and whether the state also gets a fresh child each time.
    static func randomLists(poolSize: Int, random: inout SplitMix64) -> (lists: [[Int]], fresh: [Bool]) {
        var lists: [[Int]] = []
        var fresh: [Bool] = []
        for _ in 0..<stateCount {
            var list = (0..<poolSize).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
            list.shuffle(using: &random)
            lists.append(list)
            fresh.append(Int.random(in: 0..<3, using: &random) == 0)
        }
        return (lists, fresh)
    }

    static func runSequence<State>(seed: UInt64, random: inout SplitMix64, states: [State]) -> [String] {
        let clock = ManualClock()
        let mode: RecordingHost.AnimationMode =
            switch Int.random(in: 0..<6, using: &random) {
            case 0: .immediate
            case 1: .manual
            default: .onClock(clock)
            }
        let policies: [TransitionPolicy] = [.coalesce, .queue, .interrupt]
        let policy = policies[Int.random(in: 0..<3, using: &random)]
        let host = RecordingHost(mode: mode)
        // Odd seeds remove views the way a toolkit host does; the checks below must hold either way.
        host.removesViewsIndividually = seed % 2 == 1
        let antiFlicker = Bool.random(using: &random)

        // Shared children, and per state a list drawn from them plus sometimes a fresh child.
        let pool = (0..<5).map { index in
            RecordingChild(
                "p\(index)", appearing: randomTransition(&random, antiFlicker: antiFlicker),
                disappearing: randomTransition(&random, antiFlicker: false))
        }
        let (lists, fresh) = randomLists(poolSize: pool.count, random: &random)
        var freshCount = 0
        var childrenCalls = 0
        var freshChildren: [Weak] = []
        var childRandom = SplitMix64(seed: seed ^ 0xABCD)
        let index: (State) -> Int = { state in
            (state as? Int) ?? (state as? Opaque)?.index ?? 0
        }
        let container = StateContainer<State, RecordingHost>(
            initialState: states[0], host: host, clock: clock, policy: policy
        ) { state in
            childrenCalls += 1
            let stateIndex = index(state)
            var children = lists[stateIndex].map { pool[$0] }
            if fresh[stateIndex] {
                freshCount += 1
                let child = RecordingChild(
                    "f\(freshCount)", appearing: randomTransition(&childRandom, antiFlicker: antiFlicker),
                    disappearing: randomTransition(&childRandom, antiFlicker: false))
                freshChildren.append(Weak(child))
                children.insert(child, at: Int.random(in: 0...children.count, using: &childRandom))
            }
            return children
        }
        host.observe(container) { "s\(index($0))" }
        let runner = OperationRunner(container: container, clock: clock)
        var generator = OperationSequenceGenerator(states: states, seed: random.next())
        let operations = generator.sequence(count: Int.random(in: 1...40, using: &random))
        runner.run(operations)
        var problems: [String] = []
        if !runner.settle() { problems.append("did not come to rest") }

        let violations = LifecycleChecker(initialState: "s0").check(host.events)
        problems += violations.map(\.description)
        let transitions = host.events.count { if case .willTransition = $0 { true } else { false } }
        if transitions != childrenCalls {
            problems.append("children(for:) was called \(childrenCalls) times for \(transitions) transitions")
        }
        if index(container.currentState) != index(container.lastRequestedState) {
            problems.append("shows \(container.currentState), last requested \(container.lastRequestedState)")
        }
        if host.views != container.attachedChildren.map(\.name) {
            problems.append("host views \(host.views) differ from the container's \(container.attachedChildren)")
        }
        let attached = Set(host.attachedNames)
        for weak in freshChildren {
            if let child = weak.child, !attached.contains(child.name) {
                problems.append("detached child \(child.name) is still alive")
            }
        }
        if !problems.isEmpty {
            problems.append("policy \(policy), mode \(mode), operations: \(operations)")
            problems.append("trace: \(host.events)")
        }
        return problems
    }

    @Test func tenThousandRandomSequencesKeepTheContract() {
        var failures: [Failure] = []
        for seed in 0..<UInt64(10_000) {
            let problems = Self.runSequence(seed: seed)
            if !problems.isEmpty { failures.append(Failure(seed: seed, problems: problems)) }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.first.map(\.description) ?? "")")
    }

    @Test(.enabled(if: soakRequested)) func soakMillionSequences() {
        var failures: [Failure] = []
        for seed in UInt64(10_000)..<UInt64(1_010_000) {
            let problems = Self.runSequence(seed: seed)
            if !problems.isEmpty { failures.append(Failure(seed: seed, problems: problems)) }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.first.map(\.description) ?? "")")
    }
}

/// Whether the `STAGEHAND_SOAK` environment variable asks for the million-sequence run.
private let soakRequested: Bool = {
    guard let value = getenv("STAGEHAND_SOAK") else { return false }
    return String(cString: value) != "" && String(cString: value) != "0"
}()
