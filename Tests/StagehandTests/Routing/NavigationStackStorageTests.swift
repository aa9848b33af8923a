import Testing

@testable import Stagehand

/// A tab's stack storage: pushes past its capacity, pops, empties and replacements keep the
/// routes, and the arrays it hands out always equal them (its mirror is brought up to date only
/// when asked).
@MainActor
@Suite struct NavigationStackStorageTests {
    @Test func arraysFollowPushesPopsAndReplacementsOfReferenceCountedRoutes() {
        var storage = NavigationStackStorage<String>()
        var expected: [String] = []
        #expect(storage.array() == [])
        #expect(storage.last == nil)
        for index in 0..<40 {
            storage.append("route \(index)")
            expected.append("route \(index)")
            if index % 3 == 0 { #expect(storage.array() == expected) }
        }
        #expect(storage.capacity >= 40)
        let kept = storage.array()
        for _ in 0..<5 {
            storage.removeLast(1)
            expected.removeLast()
        }
        storage.append("other")
        expected.append("other")
        #expect(storage.array() == expected)
        #expect(kept.count == 40 && kept[39] == "route 39")
        #expect(storage.last == "other")
        storage.removeAll(keepingCapacity: true)
        #expect(storage.isEmpty && storage.capacity >= 40)
        #expect(storage.array() == [])
        storage.replace(with: ["a", "b"])
        #expect(storage.array() == ["a", "b"])
        storage.removeAll(keepingCapacity: false)
        #expect(storage.capacity == NavigationStackStorage<String>.initialCapacity)
        storage.append("c")
        #expect(storage.array() == ["c"])
    }
}
