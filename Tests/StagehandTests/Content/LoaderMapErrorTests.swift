import Stagehand
import StagehandTesting
import Testing

/// A typed loader over ordinary async code (`throws any Error`): `load(mapError:)` maps every
/// error but cancellation, which the loader handles itself.
@MainActor
@Suite struct LoaderMapErrorTests {
    struct Untyped: Error {}

    /// What the app maps errors to; records what it was given.
    static func map(_ error: any Error) -> LoadFailure {
        error is Untyped ? .offline : .server(500)
    }

    @Test func anUntypedErrorIsMappedToTheLoadersFailure() async {
        let loader = Loader<LoadFailure>(hasContent: { false })
        var mapped: [String] = []
        await loader.load(mapError: { error in
            mapped.append("\(type(of: error))")
            return Self.map(error)
        }) { () async throws in throw Untyped() }.value
        #expect(loader.state == .error(.offline))
        #expect(loader.lastError == .offline)
        #expect(mapped == ["Untyped"])
    }

    @Test func aValueIsReceivedAndDecidesContent() async {
        let box = ItemsBox()
        let loader = Loader<LoadFailure>(hasContent: { !box.items.isEmpty })
        await loader.load(mapError: Self.map, { () async throws -> [String] in ["a"] }, receive: { box.items = $0 })
            .value
        #expect(box.items == ["a"])
        #expect(loader.state == .content)
    }

    /// A `Task.sleep` (here: the manual clock's) that ends in `CancellationError` because a newer
    /// load superseded it is never mapped and never shown.
    @Test func aSupersededSleepIsNeitherMappedNorShown() async throws {
        let clock = ManualClock()
        let loader = Loader<LoadFailure>(initialState: .empty, hasContent: { false })
        var states: [String] = []
        loader.observe { _, new in states.append("\(new)") }
        var mapped = 0
        let first = loader.load(mapError: {
            mapped += 1; return Self.map($0)
        }) {
            try await clock.sleep(for: .seconds(1))
        }
        try await clock.untilSleeping()
        let second = loader.load(mapError: {
            mapped += 1; return Self.map($0)
        }) { () async throws in }
        await first.value
        await second.value
        #expect(mapped == 0)
        #expect(states == ["loading", "empty"])
        #expect(loader.lastError == nil)
    }

    @Test func anOperationThrowingCancellationIsNotMapped() async {
        let loader = Loader<LoadFailure>(initialState: .empty, hasContent: { false })
        var mapped = 0
        await loader.load(mapError: {
            mapped += 1; return Self.map($0)
        }) { throw CancellationError() }.value
        #expect(mapped == 0)
        #expect(loader.state == .empty)
        #expect(!loader.isLoading)
    }

    @Test func retryRunsTheMappedOperationAgain() async {
        let loader = Loader<LoadFailure>(hasContent: { false })
        var attempts = 0
        await loader.load(mapError: Self.map) {
            attempts += 1
            if attempts == 1 { throw Untyped() }
        }.value
        #expect(loader.state == .error(.offline))
        await loader.retry()?.value
        #expect(attempts == 2)
        #expect(loader.state == .empty)
    }
}
