import Testing

@testable import Stagehand
@testable import StagehandUIKit

/// `NavigationRouter.observe(weakly:_:)`, with which the UIKit controllers follow their router:
/// the owner is held weakly, and the first change after it is gone removes the observation.
@MainActor
@Suite
struct NavigationWeakObserverTests {
    final class Owner {
        var causes: [RouteCause<String, String>] = []
    }

    @Test func theOwnerHearsEveryChangeUntilItIsGoneThenTheObservationRemovesItself() throws {
        let router = try NavigationFixture.router()
        var owner: Owner? = Owner()
        router.observe(weakly: owner!) { owner, change in owner.causes.append(change.cause) }
        router.start()
        try router.send("open")
        #expect(owner?.causes == [.start, .event("open")])

        weak let released = owner
        owner = nil
        #expect(released == nil)
        #expect(!router.core.observers.isEmpty)
        try router.send("reply")
        #expect(router.core.observers.isEmpty)
    }
}
