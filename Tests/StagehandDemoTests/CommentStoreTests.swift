import Testing

@testable import StagehandDemo

@MainActor @Suite struct CommentStoreTests {
    @Test func fetchWaitsForTheDelayThenServesTheThread() async throws {
        var waits: [Duration] = []
        let store = CommentStore(delay: .milliseconds(1_200), wait: { waits.append($0) })
        let comments = try await store.fetch()
        #expect(comments.count == 25)
        #expect(waits == [.milliseconds(1_200)])
    }

    @Test func switchesMakeTheNextFetchFailOrReturnNothing() async throws {
        let store = CommentStore(wait: { _ in })
        store.servesEmptyThread = true
        #expect(try await store.fetch() == [])
        store.simulatesFailure = true
        await #expect(throws: CommentStoreError.simulatedFailure) { try await store.fetch() }
    }

    @Test func aCancelledWaitIsReportedAsCancelled() async {
        struct Cancelled: Error {}
        let store = CommentStore(wait: { _ in throw Cancelled() })
        await #expect(throws: CommentStoreError.cancelled) { try await store.fetch() }
    }
}
