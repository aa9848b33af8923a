/// A pending call of D.2 addDescendantStatesToEnter or addAncestorStatesToEnter, or the loop
/// over a parallel state's regions not yet entered: the entry-set computation runs from a stack
/// of these instead of recursing, so deep nesting needs no call stack.
@usableFromInline
enum StatechartEntryTask {
    /// addDescendantStatesToEnter(state).
    case descendants(Int)
    /// addAncestorStatesToEnter(state, ancestor), continued from `state`'s parent.
    case ancestors(of: Int, upTo: Int)
    /// The regions of a parallel state from index `next` on.
    case regions(Int, next: Int)
}
