/// A rule's guard in a box of its own, so the dispatch path can call it through an unretained
/// reference (no reference counting per call).
///
/// The definition table keeps every box for its whole life (`DefinitionTable.guardBoxes`), and a
/// machine keeps its table, so the unretained references the table's `hotGuards` hold are alive
/// whenever a machine dispatches.
@usableFromInline
final class RuleGuardBox<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    @usableFromInline let check: StateMachine<State, Event>.Rule.Guard

    init(_ check: @escaping StateMachine<State, Event>.Rule.Guard) {
        self.check = check
    }
}
