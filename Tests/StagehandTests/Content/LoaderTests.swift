import Stagehand
import StagehandTesting
import Testing

/// A screen's model and its loader, recording every state change with the time it happened.
@MainActor
final class LoaderFixture {
    let clock = ManualClock()
    var items: [String] = []
    var history: [String] = []
    var errorsWhileContent: [LoadFailure] = []
    var received: [[String]] = []
    let loader: Loader<LoadFailure>

    init(initialState: ContentState<LoadFailure> = .loading) {
        let box = ItemsBox()
        loader = Loader(initialState: initialState, hasContent: { !box.items.isEmpty })
        self.box = box
        history = ["\(clock.now): \(loader.state)"]
        loader.observe { [unowned self] _, new in history.append("\(clock.now): \(new)") }
        loader.onErrorWhileContent = { [unowned self] in errorsWhileContent.append($0) }
    }

    private let box: ItemsBox

    /// Starts a load of `operation` whose value replaces the items.
    @discardableResult
    func load(_ operation: ControllableOperation<[String]>) async -> Task<Void, Never> {
        let task = loader.load(operation.run) { [unowned self] value in
            received.append(value)
            box.items = value
        }
        await operation.untilStarted()
        return task
    }

    var hasItems: Bool { !box.items.isEmpty }
}

@MainActor
final class ItemsBox {
    var items: [String] = []
}

@MainActor
@Suite struct LoaderTests {
    @Test func screenThatStartsLoadingShowsLoadingFirstNeverEmpty() async {
        let screen = LoaderFixture()
        #expect(screen.loader.state == .loading)
        let operation = ControllableOperation<[String]>()
        let task = await screen.load(operation)
        screen.clock.advance(by: .milliseconds(100))
        operation.finish(.success([]))
        await task.value
        #expect(screen.history == ["0.0 seconds: loading", "0.1 seconds: empty"])
        #expect(screen.clock.pendingCount == 0)
    }

    /// The loader's state is the truth: it becomes loading at once and leaves it as soon as the
    /// load ends; the anti-flicker timing is the container's (ContentStateControllerTests).
    @Test func stateBecomesLoadingAtOnceAndLeavesItAtOnceWithoutTimers() async {
        let screen = LoaderFixture(initialState: .empty)
        let operation = ControllableOperation<[String]>()
        let task = await screen.load(operation)
        #expect(screen.loader.state == .loading)
        #expect(screen.clock.pendingCount == 0)
        screen.clock.advance(by: .milliseconds(199))
        operation.finish(.success(["a"]))
        await task.value
        #expect(screen.history == ["0.0 seconds: empty", "0.0 seconds: loading", "0.199 seconds: content"])
        #expect(screen.clock.pendingCount == 0)
    }

    @Test func twoObserversBothHearEveryChangeInOrderAndARemovedOneHearsNoMore() async {
        let screen = LoaderFixture(initialState: .empty)
        var heard: [String] = []
        let first = screen.loader.observe { old, new in heard.append("first: \(old) -> \(new)") }
        screen.loader.observe { old, new in heard.append("second: \(old) -> \(new)") }
        let operation = ControllableOperation<[String]>()
        operation.finish(.failure(.offline))
        await screen.load(operation).value
        screen.loader.removeObserver(first)
        screen.loader.removeObserver(first)
        operation.finish(.success(["a"]))
        await screen.loader.retry()?.value
        #expect(
            heard == [
                "first: empty -> loading", "second: empty -> loading",
                "first: loading -> error(offline)", "second: loading -> error(offline)",
                "second: error(offline) -> loading", "second: loading -> content",
            ])
        // The fixture's own observer, added first, still hears every change.
        #expect(screen.history.count == 5)
    }

    @Test(arguments: [true, false])
    func latestWinsWithTwoOverlappingLoads(staleFinishesFirst: Bool) async {
        let screen = LoaderFixture()
        let first = ControllableOperation<[String]>()
        let second = ControllableOperation<[String]>()
        let firstTask = await screen.load(first)
        let secondTask = await screen.load(second)
        if staleFinishesFirst {
            first.finish(.success(["stale"]))
            await firstTask.value
            #expect(screen.loader.state == .loading)
            #expect(screen.loader.isLoading)
        }
        second.finish(.success(["fresh"]))
        await secondTask.value
        if !staleFinishesFirst {
            first.finish(.failure(.offline))
            await firstTask.value
        }
        #expect(screen.received == [["fresh"]])
        #expect(screen.loader.state == .content)
        #expect(screen.loader.lastError == nil)
        #expect(first.observedCancellation == [true])
        #expect(second.observedCancellation == [false])
        #expect(screen.history == ["0.0 seconds: loading", "0.0 seconds: content"])
    }

    @Test func errorWhileContentIsShownKeepsTheContentAndReportsIt() async {
        let screen = LoaderFixture()
        let first = ControllableOperation<[String]>()
        first.finish(.success(["a"]))
        await screen.load(first).value
        let refresh = ControllableOperation<[String]>()
        let task = await screen.load(refresh)
        #expect(screen.loader.state == .content)
        refresh.finish(.failure(.offline))
        await task.value
        #expect(screen.loader.state == .content)
        #expect(screen.loader.lastError == .offline)
        #expect(screen.errorsWhileContent == [.offline])
        #expect(screen.history == ["0.0 seconds: loading", "0.0 seconds: content"])
    }

    @Test func errorWithoutContentCarriesTheErrorValue() async {
        let screen = LoaderFixture()
        let operation = ControllableOperation<[String]>()
        operation.finish(.failure(.server(503)))
        await screen.load(operation).value
        #expect(screen.loader.state == .error(.server(503)))
        #expect(screen.errorsWhileContent == [])
    }

    @Test func aNewErrorReplacesTheShownError() async {
        let screen = LoaderFixture()
        let operation = ControllableOperation<[String]>()
        operation.finish(.failure(.server(500)))
        await screen.load(operation).value
        operation.finish(.failure(.server(502)))
        await screen.loader.retry()?.value
        #expect(operation.startCount == 2)
        #expect(screen.loader.state == .error(.server(502)))
        #expect(
            screen.history == [
                "0.0 seconds: loading", "0.0 seconds: error(server(500))",
                "0.0 seconds: loading", "0.0 seconds: error(server(502))",
            ])
    }

    @Test func retryRunsTheLastOperationAgain() async {
        let screen = LoaderFixture()
        #expect(screen.loader.retry() == nil)
        let operation = ControllableOperation<[String]>()
        operation.finish(.failure(.offline))
        await screen.load(operation).value
        #expect(screen.loader.state == .error(.offline))
        operation.finish(.success(["a", "b"]))
        await screen.loader.retry()?.value
        #expect(operation.startCount == 2)
        #expect(screen.loader.state == .content)
        #expect(screen.received == [["a", "b"]])
    }

    @Test func cancellingReturnsToTheStateBeforeTheLoadAtOnce() async {
        let screen = LoaderFixture(initialState: .empty)
        let operation = ControllableOperation<[String]>()
        let task = await screen.load(operation)
        screen.clock.advance(by: .milliseconds(100))
        screen.loader.cancel()
        #expect(!screen.loader.isLoading)
        #expect(screen.clock.pendingCount == 0)
        operation.finish(.success(["late"]))
        await task.value
        #expect(screen.history == ["0.0 seconds: empty", "0.0 seconds: loading", "0.1 seconds: empty"])
        #expect(screen.received == [])
        #expect(operation.observedCancellation == [true])
    }

    @Test func cancellingReturnsToTheLastResult() async {
        let screen = LoaderFixture(initialState: .empty)
        let first = ControllableOperation<[String]>()
        first.finish(.failure(.offline))
        let done = await screen.load(first)
        await done.value
        let operation = ControllableOperation<[String]>()
        let task = await screen.load(operation)
        screen.clock.advance(by: .milliseconds(300))
        screen.loader.cancel()
        operation.finish(.failure(.server(1)))
        await task.value
        #expect(
            screen.history == [
                "0.0 seconds: empty", "0.0 seconds: loading", "0.0 seconds: error(offline)",
                "0.0 seconds: loading", "0.3 seconds: error(offline)",
            ])
    }

    @Test func operationThrowingCancellationIsNotAnError() async {
        let loader = Loader<any Error>(initialState: .empty, hasContent: { false })
        var states: [ContentStateKind] = []
        loader.observe { _, new in states.append(new.kind) }
        await loader.load { throw CancellationError() }.value
        #expect(states == [.loading, .empty])
        #expect(loader.lastError == nil)
        #expect(!loader.isLoading)
    }

    @Test func cancellingTheReturnedTaskReturnsToThePreviousState() async {
        let screen = LoaderFixture(initialState: .empty)
        let operation = ControllableOperation<[String]>()
        let task = await screen.load(operation)
        task.cancel()
        operation.finish(.failure(.offline))
        await task.value
        screen.clock.advance(by: .seconds(1))
        #expect(screen.history == ["0.0 seconds: empty", "0.0 seconds: loading", "0.0 seconds: empty"])
        #expect(!screen.loader.isLoading)
    }

    @Test func droppingTheLoaderCancelsItsWork() async {
        let operation = ControllableOperation<[String]>()
        var received: [[String]] = []
        var loader: Loader<LoadFailure>? = Loader(hasContent: { false })
        weak let weakLoader = loader
        let task = loader?.load(operation.run) { received.append($0) }
        await operation.untilStarted()
        loader = nil
        #expect(weakLoader == nil)
        operation.finish(.success(["x"]))
        await task?.value
        #expect(operation.observedCancellation == [true])
        #expect(received == [])
    }

    @Test func contentDidChangeRedecidesFromTheApp() async {
        let screen = LoaderFixture()
        let operation = ControllableOperation<[String]>()
        operation.finish(.success(["a"]))
        await screen.load(operation).value
        #expect(screen.loader.state == .content)
        screen.loader.contentDidChange()
        #expect(screen.history == ["0.0 seconds: loading", "0.0 seconds: content"])
    }

    @Test func timingDefaultsAreTwoHundredAndFiveHundredMilliseconds() {
        #expect(ContentLoadingTiming.standard.showDelay == .milliseconds(200))
        #expect(ContentLoadingTiming.standard.minimumVisibleDuration == .milliseconds(500))
        #expect(ContentLoadingTiming(showDelay: .seconds(-1), minimumVisibleDuration: .seconds(-2)) == .immediate)
    }
}
