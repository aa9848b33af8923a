import Testing

@testable import Stagehand

/// How a container decides that two states are the same: `==` when the state type is
/// `Equatable`, `==` of the sample's type between states of that type in a hierarchy that is not,
/// and never when no `Equatable` type is involved.
@Suite struct ContainerStateEqualityTests {
    enum Screen: Equatable { case loading, comments(count: Int) }

    class Base {}
    final class Named: Base, Equatable {
        let name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: Named, rhs: Named) -> Bool { lhs.name == rhs.name }
    }

    struct Opaque { let value: Int }

    @Test func anEquatableStateTypeComparesWithItsOwnEquality() throws {
        let equality = try #require(StateEquality.of(Screen.loading))
        #expect(equality.same(.comments(count: 2), .comments(count: 2)))
        #expect(!equality.same(.comments(count: 2), .comments(count: 3)))
        #expect(!equality.same(.loading, .comments(count: 0)))
    }

    @Test func equalButDistinctObjectsAreTheSameState() throws {
        let equality = try #require(StateEquality.of(Named("a")))
        #expect(equality.same(Named("a"), Named("a")))
        #expect(!equality.same(Named("a"), Named("b")))
    }

    @Test func aHierarchyComparesOnlyStatesOfTheSamplesEquatableType() throws {
        let equality = try #require(StateEquality<Base>.of(Named("a")))
        #expect(equality.same(Named("a"), Named("a")))
        #expect(!equality.same(Named("a"), Named("b")))
        let plain = Base()
        #expect(!equality.same(plain, plain))
        #expect(!equality.same(Named("a"), plain))
    }

    @Test func aTypeThatIsNotEquatableHasNoEquality() {
        #expect(StateEquality.of(Opaque(value: 1)) == nil)
        #expect(StateEquality<Base>.of(Base()) == nil)
    }
}
