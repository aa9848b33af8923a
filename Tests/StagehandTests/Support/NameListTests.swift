import Testing

@testable import Stagehand

@Suite("Name lists in messages")
struct NameListTests {
    @Test func listsEveryNameUpToTheLimit() {
        #expect([String]().list(showing: 3) == "")
        #expect(["a"].list(showing: 3) == "a")
        #expect(["a", "b", "c"].list(showing: 3) == "a, b, c")
    }

    @Test func countsTheNamesPastTheLimit() {
        #expect(["a", "b", "c", "d"].list(showing: 3) == "a, b, c and 1 more")
    }

    @Test func readsOnlyTheNamesItShows() {
        var read = 0
        let names = (0..<1_000_000).lazy.map { index -> String in
            read += 1
            return "s\(index)"
        }
        #expect(names.list(showing: 2) == "s0, s1 and 999998 more")
        #expect(read == 2)
    }
}
