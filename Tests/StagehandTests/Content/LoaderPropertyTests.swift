import Stagehand
import StagehandTesting
import Testing

/// Random sequences of load / cancel / finish / clock steps, checked against a model that only
/// knows the decision table and the last completed load.
@MainActor
@Suite struct LoaderPropertyTests {
    private struct Pending {
        let operation: ControllableOperation<[String]>
        let task: Task<Void, Never>
    }

    @Test(arguments: 0..<150)
    func randomSequencesEndInTheStateOfTheLastCompletedLoad(seed: Int) async {
        var random = SplitMix64(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        let screen = LoaderFixture()
        var pending: [Pending] = []
        var live: ControllableOperation<[String]>?
        var modelItems: [String] = []
        var modelError: LoadFailure?
        var completedAny = false
        func settled() -> ContentState<LoadFailure> {
            if !completedAny && modelItems.isEmpty { return .loading }
            return ContentStateDecision(hasContent: !modelItems.isEmpty, isLoading: false, error: modelError).state
        }

        for step in 0..<40 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                let operation = ControllableOperation<[String]>()
                let task = await screen.load(operation)
                pending.append(Pending(operation: operation, task: task))
                live = operation
            case 3:
                screen.loader.cancel()
                live = nil
            case 4..<7 where !pending.isEmpty:
                let index = Int.random(in: 0..<pending.count, using: &random)
                let chosen = pending.remove(at: index)
                let result: Result<[String], LoadFailure> =
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: .success([])
                    case 1: .success(["item \(step)"])
                    default: .failure(.server(step))
                    }
                chosen.operation.finish(result)
                await chosen.task.value
                if chosen.operation === live {
                    live = nil
                    completedAny = true
                    switch result {
                    case .success(let items):
                        modelItems = items
                        modelError = nil
                    case .failure(let failure): modelError = failure
                    }
                }
            default:
                screen.clock.advance(by: .milliseconds(50 * Int.random(in: 0...12, using: &random)))
            }
            #expect(screen.loader.isLoading == (live != nil), "seed \(seed) step \(step)")
            // The state is the truth at every step: loading exactly while a load runs without content.
            let expected: ContentState<LoadFailure> =
                live != nil && modelItems.isEmpty
                ? .loading : live != nil ? .content : settled()
            #expect(screen.loader.state == expected, "seed \(seed) step \(step): \(screen.loader.state)")
        }

        screen.loader.cancel()
        for leftover in pending {
            leftover.operation.finish(.failure(.offline))
            await leftover.task.value
        }
        screen.clock.runUntilIdle()
        #expect(screen.loader.state == settled(), "seed \(seed)")
        #expect(screen.hasItems == !modelItems.isEmpty, "seed \(seed)")
        #expect(screen.clock.pendingCount == 0, "seed \(seed)")
    }
}
