import Stagehand
import StagehandTesting
import Testing

@testable import StagehandDemo

/// The replies route owns its load: entering it invokes the load, leaving it cancels it, and the
/// result reaches the replies page as a change of the router.
@MainActor @Suite struct RepliesRouteTests {
    /// A started router with a manual invoker, and the causes of the changes it announced.
    static func router() throws -> (NavigationRouter<AppRoute, AppEvent, String>, ManualInvoker, Log) {
        let invoker = ManualInvoker()
        let router = try AppRoute.makeRouter(invoker: invoker)
        let log = Log()
        router.observe { change in log.entries.append("\(change.cause): \(change.edits.map(\.description))") }
        router.start()
        log.entries.removeAll()
        return (router, invoker, log)
    }

    @MainActor final class Log {
        var entries: [String] = []
    }

    @Test func openingACommentPushesItsRepliesAndStartsTheirLoad() throws {
        let (router, invoker, log) = try Self.router()
        try router.send(.openReplies)
        #expect(router.stack(of: .comments) == [.thread, .replies])
        #expect(invoker.log == [.started("replies")])
        let replies = [StagehandDemo.Comment(author: "Ada", body: "Agreed.", date: "2026-12-01")]
        #expect(invoker.complete("replies", returning: replies) == .delivered)
        #expect(
            log.entries == [
                "event 'openReplies': [\"comments: push replies\"]",
                "event 'repliesLoaded([StagehandDemo.Comment(author: \"Ada\", body: \"Agreed.\", date: \"2026-12-01\", replies: nil)])' of invocation 'replies': []",
            ])
        #expect(router.stack(of: .comments) == [.thread, .replies])
        #expect(invoker.running.isEmpty)
    }

    @Test func goingBackMidLoadCancelsTheLoadAndItsLateResultChangesNothing() throws {
        let (router, invoker, log) = try Self.router()
        try router.send(.openReplies)
        try router.back()
        #expect(invoker.log == [.started("replies"), .cancelled("replies")])
        #expect(invoker.complete("replies", returning: [StagehandDemo.Comment]()) == .ignored)
        #expect(router.stack(of: .comments) == [.thread])
        #expect(
            log.entries == [
                "event 'openReplies': [\"comments: push replies\"]", "back in tab 'comments': [\"comments: pop 1\"]",
            ])
    }

    @Test func retryEntersTheRouteAgainWhichLoadsAgain() throws {
        let (router, invoker, _) = try Self.router()
        try router.send(.openReplies)
        #expect(invoker.fail("replies", with: CommentStoreError.simulatedFailure) == .delivered)
        try router.send(.retryReplies)
        #expect(invoker.log == [.started("replies"), .started("replies")])
        try router.send(.retryReplies)
        #expect(invoker.log == [.started("replies"), .started("replies"), .cancelled("replies"), .started("replies")])
        #expect(router.stack(of: .comments) == [.thread, .replies])
    }

    @Test func signingOutFromTheOtherTabCancelsTheLoad() throws {
        let (router, invoker, _) = try Self.router()
        try router.send(.openReplies)
        try router.select(tab: .account)
        #expect(invoker.runningIDs == ["replies"])
        try router.send(.signOut)
        #expect(invoker.log == [.started("replies"), .cancelled("replies")])
        #expect(router.stack(of: .comments) == [.thread])
    }

    /// The real invoker and store: the load waits until it is cancelled; Back cancels its task,
    /// the store's request ends with `.cancelled`, and no task is left.
    @Test func leavingMidLoadCancelsTheRealTask() async throws {
        let progress = Log()
        let store = CommentStore(wait: { _ in
            progress.entries.append("waiting")
            let forever = AsyncStream<Never> { _ in }
            for await _ in forever {}
            try Task.checkCancellation()
        })
        let invoker = MainActorInvoker()
        let router = try AppRoute.makeRouter(
            invoker: invoker,
            loadReplies: { @MainActor [store] () async throws(CommentStoreError) -> [StagehandDemo.Comment] in
                do throws(CommentStoreError) {
                    return try await store.fetchReplies(to: nil)
                } catch {
                    progress.entries.append("ended: \(error)")
                    throw error
                }
            })
        router.start()
        try router.send(.openReplies)
        var turns = 0
        while progress.entries.isEmpty && turns < 1_000 {
            await Task.yield()
            turns += 1
        }
        #expect(progress.entries == ["waiting"])
        #expect(invoker.taskCount == 1)
        try router.back()
        await invoker.waitUntilIdle()
        #expect(progress.entries == ["waiting", "ended: The load was cancelled."])
        #expect(invoker.taskCount == 0)
        #expect(router.stack(of: .comments) == [.thread])
    }
}
