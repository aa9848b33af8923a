/// How a container compares two states when `State` is `Equatable` (decided once, when it is
/// built): a class whose subclass knows the conformance, so that a comparison is one virtual call
/// to `==` with both states passed as they are — no copy, no cast.
///
/// `StateContainer` is generic over any `State`, so the conformance is found at run time (an
/// `as? any Equatable` of the initial state); a closure that re-typed its arguments to the opened
/// type copied both states through their value witnesses on every comparison.
class StateEquality<State> {
    /// Whether `lhs` and `rhs` are the same state.
    func same(_ lhs: State, _ rhs: State) -> Bool { false }

    /// The equality of `State`, or `nil` when `sample`'s type does not adopt `Equatable`.
    static func of(_ sample: State) -> StateEquality<State>? {
        guard let equatable = sample as? any Equatable else { return nil }
        return make(for: equatable)
    }

    private static func make<E: Equatable>(for _: E) -> StateEquality<State> {
        // When the sample's dynamic type is `State` itself (any struct or enum, a final class),
        // `EquatableStateEquality<E>` is a `StateEquality<State>`.
        if E.self == State.self, let exact = EquatableStateEquality<E>() as? StateEquality<State> {
            return exact
        }
        return SubtypeStateEquality<State, E>()
    }
}

/// The equality of an `Equatable` state type.
private final class EquatableStateEquality<State: Equatable>: StateEquality<State> {
    override func same(_ lhs: State, _ rhs: State) -> Bool { lhs == rhs }
}

/// The equality of states whose common type is not `Equatable` but whose values are of the
/// `Equatable` type `E` (a class hierarchy, an existential): states of another type are never
/// the same.
private final class SubtypeStateEquality<State, E: Equatable>: StateEquality<State> {
    override func same(_ lhs: State, _ rhs: State) -> Bool {
        guard let lhs = lhs as? E, let rhs = rhs as? E else { return false }
        return lhs == rhs
    }
}
