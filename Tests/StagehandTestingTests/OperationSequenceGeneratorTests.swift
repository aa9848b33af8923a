import Stagehand
import StagehandTesting
import Testing

@MainActor
@Suite struct OperationSequenceGeneratorTests {
    @Test func theSameSeedGivesTheSameSequence() {
        var first = OperationSequenceGenerator(states: ["a", "b", "c"], seed: 9)
        var second = OperationSequenceGenerator(states: ["a", "b", "c"], seed: 9)
        #expect(first.sequence(count: 200) == second.sequence(count: 200))
    }

    @Test func everyKindOfOperationIsGenerated() {
        var generator = OperationSequenceGenerator(states: [1, 2], seed: 1)
        var kinds = Set<String>()
        for operation in generator.sequence(count: 2_000) {
            switch operation {
            case .request: kinds.insert("request")
            case .requestFromCallback: kinds.insert("callback")
            case .container(let call, _): kinds.insert("\(call)")
            case .advance: kinds.insert("advance")
            case .replayStaleCompletions: kinds.insert("stale")
            }
        }
        #expect(
            kinds == [
                "request", "callback", "willAppear", "didAppear", "willDisappear", "didDisappear", "advance", "stale",
            ])
    }

    @Test func withoutMalformedCallsAppearanceComesInWellFormedPairs() {
        var generator = OperationSequenceGenerator(states: [1], seed: 3, malformedAppearanceProbability: 0)
        let calls = generator.sequence(count: 1_000).compactMap { operation -> AppearanceCall? in
            if case .container(let call, _) = operation { return call }
            return nil
        }
        let cycle: [AppearanceCall] = [.willAppear, .didAppear, .willDisappear, .didDisappear]
        #expect(calls.count == 171)
        for (index, call) in calls.enumerated() { #expect(call == cycle[index % 4]) }
    }

    @Test func theRunnerMakesCallbackRequestsInsideTheNextTransitionAndSettles() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let container = StateContainer<String, RecordingHost>(initialState: "a", host: host, clock: clock) {
            [RecordingChild($0)]
        }
        host.observe(container)
        let runner = OperationRunner(container: container, clock: clock)
        runner.run([
            .container(.willAppear, animated: false), .requestFromCallback("c", animated: true),
            .request("b", animated: true),
        ])
        #expect(runner.settle())
        #expect(container.currentState == "c")
        #expect(container.visibility == .onScreen)
        let transitions = host.events.compactMap { event -> String? in
            switch event {
            case .willTransition(let to, _): "will \(to)"
            case .requested(let state, _): "requested \(state)"
            default: nil
            }
        }
        #expect(transitions == ["will a", "requested b", "will b", "requested c", "will c"])
        #expect(LifecycleChecker(initialState: "a").check(host.events) == [])
    }
}
