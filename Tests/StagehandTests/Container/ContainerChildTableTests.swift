import StagehandTesting
import Testing

@testable import Stagehand

/// The engine's per-child hash table against `Dictionary`: random insertions, replacements,
/// look-ups and removals over a pool of objects must agree exactly.
@Suite struct ContainerChildTableTests {
    final class Object {}

    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func agreesWithADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = (0..<300).map { _ in Object() }
        var table = ChildTable<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<20_000 {
            let id = ObjectIdentifier(pool[Int(random.next() % UInt64(pool.count))])
            switch random.next() % 5 {
            case 0, 1:
                table[id] = step
                reference[id] = step
            case 2:
                let inserted = table.insertIfAbsent(step, forKey: id)
                #expect(inserted == (reference[id] == nil))
                if inserted { reference[id] = step }
            case 3:
                let removed = table.removeValue(forKey: id)
                let expected = reference.removeValue(forKey: id)
                #expect(removed == expected)
            default:
                #expect(table[id] == reference[id])
            }
            #expect(table.count == reference.count)
        }
        for object in pool {
            let id = ObjectIdentifier(object)
            #expect(table[id] == reference[id])
            let removed = table.removeValue(forKey: id)
            #expect(removed == reference[id])
        }
        #expect(table.isEmpty)
    }

    @Test func aPresizedTableStartsEmpty() {
        let object = Object()
        var table = ChildTable<Void>(minimumCapacity: 1_000)
        #expect(table.isEmpty && table[ObjectIdentifier(object)] == nil)
        let first = table.insertIfAbsent((), forKey: ObjectIdentifier(object))
        let second = table.insertIfAbsent((), forKey: ObjectIdentifier(object))
        #expect(first && !second)
        #expect(table.count == 1)
    }
}
