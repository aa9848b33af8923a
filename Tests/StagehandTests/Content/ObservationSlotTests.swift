import StagehandTesting
import Testing

@testable import Stagehand

/// A backend's observation (``ObservationSlot``) removes itself once its owner is gone.
@MainActor
@Suite struct ObservationSlotTests {
    final class Owner {
        var heard: [ContentStateKind] = []
    }

    @Test func anObservationWhoseOwnerIsGoneRemovesItselfAtTheNextChange() async {
        let loader = Loader<LoadFailure>(initialState: .empty, hasContent: { false })
        var owner: Owner? = Owner()
        let slot = ObservationSlot()
        slot.id = loader.observe { [weak owner, weak loader] _, new in
            guard let owner else {
                if let id = slot.id { loader?.removeObserver(id) }
                return
            }
            owner.heard.append(new.kind)
        }
        await loader.load { () async throws(LoadFailure) in }.value
        #expect(owner?.heard == [.loading, .empty])
        owner = nil
        #expect(loader.isObserved)  // until the next change finds the owner gone
        await loader.load { () async throws(LoadFailure) in }.value
        #expect(!loader.isObserved)
    }
}
