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
        #expect(LifecycleChecker(initialState: "loading").check(host.events, atRest: true) == [])
    }
}
