import Testing

@testable import Stagehand

/// The ring of last changes the routers keep for the step-limit error: it keeps the newest
/// elements, oldest first, and starts over when emptied.
@Suite struct RecentRingTests {
    @Test func keepsEverythingBelowItsCapacity() {
        var ring = RecentRing<Int>(capacity: 4)
        #expect(ring.elements.isEmpty)
        for value in 0..<3 { ring.append(value) }
        #expect(ring.elements == [0, 1, 2])
    }

    @Test func keepsTheNewestOldestFirstOnceFull() {
        var ring = RecentRing<Int>(capacity: 4)
        for value in 0..<10 { ring.append(value) }
        #expect(ring.elements == [6, 7, 8, 9])
        ring.append(10)
        #expect(ring.elements == [7, 8, 9, 10])
    }

    @Test func startsOverWhenEmptied() {
        var ring = RecentRing<Int>(capacity: 3)
        for value in 0..<5 { ring.append(value) }
        ring.removeAll()
        #expect(ring.elements.isEmpty)
        ring.append(7)
        ring.append(8)
        #expect(ring.elements == [7, 8])
    }
}
