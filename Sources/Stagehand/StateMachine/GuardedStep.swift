/// A `state × event` slot whose rule is guarded, laid out for the dispatch path: the guard's
/// box, unretained (the definition table owns it, see ``RuleGuardBox``), and the step to take
/// when it allows the event and when it refuses it, both packed as in `DefinitionTable.hotFast`
/// (`-1` when a refusal rejects the event).
@usableFromInline
struct GuardedStep<State: Hashable & Sendable, Event: Hashable & Sendable> {
    @usableFromInline let check: Unmanaged<RuleGuardBox<State, Event>>
    @usableFromInline let passing: Int64
    @usableFromInline let refused: Int64

    init(check: Unmanaged<RuleGuardBox<State, Event>>, passing: Int64, refused: Int64) {
        self.check = check
        self.passing = passing
        self.refused = refused
    }
}
