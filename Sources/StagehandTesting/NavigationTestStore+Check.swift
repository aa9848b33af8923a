import Stagehand
import Testing

extension NavigationTestStore {
    /// Takes the oldest waiting change (or none) as the change of `action` and compares it with the
    /// expectation; the store's state becomes the change's.
    func check(_ action: String, _ expected: ((inout State) -> Void)?, at location: SourceLocation) -> Change? {
        let entry = recorder.takeFirst()
        let actual = entry?.state ?? state.withoutLifecycle
        var wanted = exhaustivity == .on ? state.withoutLifecycle : actual
        expected?(&wanted)
        if wanted != actual {
            let what =
                entry == nil
                ? "\(action) made no change, and the navigation differs from the expectation"
                : "\(action): the navigation differs from the expectation"
            let diff = State.difference(expected: wanted, actual: actual)
            Self.fail("\(what) (- expected, + actual):\n\(diff)", at: location)
        }
        state = actual
        return entry?.change
    }

    /// Performs one router action the test states: settles the waiting changes, runs `body`,
    /// then compares the action's change with the expectation.
    func act(
        _ action: String, at location: SourceLocation, _ expected: ((inout State) -> Void)?,
        _ body: () throws(RouterError<Route, Event>) -> Void
    ) throws(RouterError<Route, Event>) -> Change? {
        settle(before: action, at: location)
        try body()
        return check(action, expected, at: location)
    }

    /// Before an action: the changes still waiting fail the test (with exhaustivity on) and are
    /// skipped, so that the action's change is the next one.
    func settle(before action: String, at location: SourceLocation) {
        reportWaiting("before \(action)", at: location)
    }

    /// Fails the test for each waiting change (with exhaustivity on), then skips them.
    func reportWaiting(_ when: String, at location: SourceLocation) {
        guard !recorder.isEmpty else { return }
        if recorder.exhaustive {
            let count = recorder.waiting.count
            let changes = count == 1 ? "1 change was" : "\(count) changes were"
            Self.fail("\(changes) not stated \(when)\(describeWaiting())", at: location)
        }
        skipWaitingChanges()
    }

    /// The first waiting changes, each with its cause and the state it reached, as lines that
    /// follow a message's first line.
    func describeWaiting() -> String {
        NavigationTestRecorder.describe(recorder.waiting)
    }

    /// Records a failed assertion of the running test at `location`.
    static func fail(_ message: String, at location: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
