/// Which event kinds have a (non-delayed) rule in each state, in memory linear in the rules: per
/// known state the sorted kinds its listed rules name, and the sorted kinds of rules from any
/// state, which apply to every known state.
///
/// The per-state lists are also the sparse dispatch layout's index (see ``DispatchSlots``): the
/// `i`-th pair is the sparse slot `kindCount + i`.
struct AllowedKinds: Sendable {
    /// State `s`'s kinds are `rowKinds[rowStart[s] ..< rowStart[s + 1]]`, for known states.
    let rowStart: ContiguousArray<Int32>
    let rowKinds: ContiguousArray<Int32>
    /// Kinds with a rule from any state, sorted.
    let anyKinds: [Int32]

    /// The number of known states (the states rules from any state apply to).
    var knownCount: Int { rowStart.count - 1 }

    /// The position of `kind` in `state`'s row, or `nil`: a binary search, `O(log n)` in the
    /// number of kinds the state's listed rules name.
    func position(of kind: Int, in state: Int) -> Int? {
        guard state >= 0 && state < knownCount else { return nil }
        var low = Int(rowStart[state])
        var high = Int(rowStart[state + 1])
        let wanted = Int32(kind)
        while low < high {
            let middle = (low + high) / 2
            let found = rowKinds[middle]
            if found == wanted { return middle }
            if found < wanted { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The kinds with a rule in `state`, ascending (definition order), at most `limit` of them:
    /// the state's own row merged with the kinds of rules from any state.
    func kinds(in state: Int, limit: Int = .max) -> [Int] {
        guard state >= 0 && state < knownCount else { return [] }
        var out: [Int] = []
        var own = Int(rowStart[state])
        let end = Int(rowStart[state + 1])
        var any = 0
        while out.count < limit {
            let next: Int32
            if own < end && (any == anyKinds.count || rowKinds[own] <= anyKinds[any]) {
                next = rowKinds[own]
                if any < anyKinds.count && anyKinds[any] == next { any += 1 }
                own += 1
            } else if any < anyKinds.count {
                next = anyKinds[any]
                any += 1
            } else {
                break
            }
            out.append(Int(next))
        }
        return out
    }
}
