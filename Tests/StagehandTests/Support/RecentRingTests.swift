import Testing

@testable import Stagehand

/// The ring of last elements (the routers' last changes for the step-limit error, a machine's
/// history): it keeps the newest elements, oldest first, starts over when emptied, keeps
/// nothing at capacity zero and keeps the newest that fit when resized.
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

    @Test func keepsNothingAtCapacityZero() {
        var ring = RecentRing<Int>(capacity: 0)
        for value in 0..<5 { ring.append(value) }
        #expect(ring.elements.isEmpty)
        #expect(ring.items.capacity == 0)
    }

    @Test func resizingKeepsTheNewestThatFit() {
        var ring = RecentRing<Int>(capacity: 4)
        for value in 0..<6 { ring.append(value) }
        ring.resize(to: 2)
        #expect(ring.elements == [4, 5])
        ring.append(6)
        #expect(ring.elements == [5, 6])
        ring.resize(to: 5)
        ring.append(7)
        #expect(ring.elements == [5, 6, 7])
        ring.resize(to: 0)
        ring.append(8)
        #expect(ring.elements.isEmpty)
        #expect(ring.capacity == 0)
    }
}
