import Stagehand
import StagehandTesting
import Testing

/// The code of StagehandTesting's "Testing your own containers" article, compiled and run.
@MainActor
@Suite struct TestingGettingStartedTests {
    @Test func randomScenariosKeepTheContract() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let table = RecordingChild("table")
        let spinner = RecordingChild("spinner")
        let container = StateContainer<String, RecordingHost>(initialState: "loading", host: host, clock: clock) {
            $0 == "loading" ? [table, spinner] : [table]
        }
        host.observe(container)
        var generator = OperationSequenceGenerator(states: ["loading", "ready", "failed"], seed: 42)
        let runner = OperationRunner(container: container, clock: clock)
        runner.run(generator.sequence(count: 200))
        #expect(runner.settle())
        #expect(container.isAtRest)
        #expect(LifecycleChecker(for: container).check(host.events, atRest: true) == [])
    }

    @Test func asyncCodeOnTheManualClock() async throws {
        let clock = ManualClock()
        var comments: [String] = []
        let loader = Loader<Never>(initialState: .empty, hasContent: { !comments.isEmpty })
        let load = loader.load {
            try? await clock.sleep(for: .seconds(1))  // the network, as slow as the test says
            comments = ["First!"]
        }
        try await clock.untilSleeping()
        #expect(loader.state.kind == .loading)
        clock.advance(by: .seconds(1))
        await load.value
        #expect(loader.state.kind == .content)
    }
}
