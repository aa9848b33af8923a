/// The `state × event kind` slots a definition dispatches through, and the candidate rules of
/// each, built in memory linear in the rules.
///
/// **Slots.** A small machine gets one slot per `(state, kind)` (the *dense* layout: slot
/// `state × kindCount + kind`, found with one multiplication). When that table would be large
/// next to the rules (`states × kinds` above ``denseLimit(states:rules:)``), the *sparse*
/// layout has one slot per kind for the rules from any state (slots `0 ..< kindCount`), one per
/// `(state, kind)` pair that a rule lists (`kindCount + i` for the `i`-th pair of
/// ``AllowedKinds``, found by a binary search in the state's row), and one empty slot for
/// states no rule may apply to. The layout is chosen once, when the definition is built.
///
/// **Candidates.** A slot's candidates are the rules that match it in definition order, up to
/// and including the first without a guard. The rules a state lists and the rules from any
/// state are kept in separate chains — the listed rules per pair, the others per kind — and
/// merged by rule index while they are walked, so rules from any state are never copied into
/// every state's slots. Each chain ends with `-1`; `chains[0]` is the empty chain.
struct DispatchSlots {
    /// Entry value for "no rule".
    static let none: Int32 = -1

    /// One rule as the slots see it.
    struct Rule {
        var kind: Int
        /// Its known source states, each once, or `nil` for a rule from any state.
        var sources: [Int]?
        var isGuarded: Bool
    }

    /// Whether slots are `state × kindCount + kind`.
    let isDense: Bool
    /// Per slot: `>= 0` the rule to take (its first candidate has no guard); `-1` no rule;
    /// `<= -2` walk the chain at `-(entry + 2)` merged with the kind's ``anyChain``.
    let entries: ContiguousArray<Int32>
    let chains: ContiguousArray<Int32>
    /// Per kind, the start of its chain of rules from any state (`0`, the empty chain, if none).
    let anyChain: ContiguousArray<Int32>
    /// Per slot, its first two candidates in rule order (`-1` when there are fewer), for the
    /// dispatch shortcuts; the second is `-1` when the first has no guard.
    let first: ContiguousArray<Int32>
    let second: ContiguousArray<Int32>
    /// The kinds each state has rules for; the sparse layout's index.
    let allowed: AllowedKinds
    /// The sparse layout's slot for states no rule applies to (`-1` in the dense layout).
    let noneSlot: Int

    /// The largest dense table for a machine of this size: `states × kinds` slots are laid out
    /// densely when they are at most 65,536 or sixteen per rule and state.
    static func denseLimit(states: Int, rules: Int) -> Int { max(1 << 16, 16 * (states + rules)) }

    /// Builds the slots of `rules` (non-delayed rules only; the index in `rules` is the rule's).
    /// - Parameter dense: the layout; `nil` chooses by ``denseLimit(states:rules:)``.
    init(
        rules: [Rule?], stateCount: Int, knownCount: Int, kindCount: Int, isGuarded: (Int) -> Bool,
        dense: Bool? = nil
    ) {
        // Rules from any state, per kind, up to the first without a guard.
        var anyLists = [[Int32]](repeating: [], count: kindCount)
        var anyClosed = [Bool](repeating: false, count: kindCount)
        // Every (state, kind, rule) a listed rule contributes, then sorted: rule order is kept
        // within a pair.
        var pairs: [(state: Int32, kind: Int32, rule: Int32)] = []
        for (index, rule) in rules.enumerated() {
            guard let rule else { continue }
            if let sources = rule.sources {
                for source in sources { pairs.append((Int32(source), Int32(rule.kind), Int32(index))) }
            } else if !anyClosed[rule.kind] {
                anyLists[rule.kind].append(Int32(index))
                anyClosed[rule.kind] = !rule.isGuarded
            }
        }
        pairs.sort { ($0.state, $0.kind, $0.rule) < ($1.state, $1.kind, $1.rule) }

        var chains: ContiguousArray<Int32> = [Self.none]
        var anyChain = ContiguousArray<Int32>(repeating: 0, count: kindCount)
        for kind in 0..<kindCount where !anyLists[kind].isEmpty {
            anyChain[kind] = Int32(chains.count)
            chains.append(contentsOf: anyLists[kind])
            chains.append(Self.none)
        }
        // The pairs, grouped: the row index and each pair's own chain and first candidates.
        var rowStart = ContiguousArray<Int32>(repeating: 0, count: knownCount + 1)
        var rowKinds = ContiguousArray<Int32>()
        var pairEntries = ContiguousArray<Int32>()
        var pairFirst = ContiguousArray<Int32>()
        var pairSecond = ContiguousArray<Int32>()
        var start = 0
        while start < pairs.count {
            let (state, kind, _) = pairs[start]
            var end = start
            var own: [Int32] = []
            while end < pairs.count && pairs[end].state == state && pairs[end].kind == kind {
                if own.last.map({ isGuarded(Int($0)) }) ?? true { own.append(pairs[end].rule) }
                end += 1
            }
            rowStart[Int(state) + 1] += 1
            rowKinds.append(kind)
            let chain = Int32(chains.count)
            chains.append(contentsOf: own)
            chains.append(Self.none)
            let (one, two) = Self.firstTwo(own, anyLists[Int(kind)], isGuarded)
            pairEntries.append(isGuarded(Int(one)) ? -chain - 2 : one)
            pairFirst.append(one)
            pairSecond.append(two)
            start = end
        }
        for state in 0..<knownCount { rowStart[state + 1] += rowStart[state] }
        allowed = AllowedKinds(
            rowStart: rowStart, rowKinds: rowKinds,
            anyKinds: (0..<kindCount).filter { !anyLists[$0].isEmpty }.map { Int32($0) })

        // What a slot holds when only rules from any state match it.
        var anyEntries = ContiguousArray<Int32>(repeating: Self.none, count: kindCount)
        var anyFirst = ContiguousArray<Int32>(repeating: Self.none, count: kindCount)
        var anySecond = ContiguousArray<Int32>(repeating: Self.none, count: kindCount)
        for kind in 0..<kindCount where !anyLists[kind].isEmpty {
            let (one, two) = Self.firstTwo([], anyLists[kind], isGuarded)
            anyEntries[kind] = isGuarded(Int(one)) ? -anyChain[kind] - 2 : one
            anyFirst[kind] = one
            anySecond[kind] = two
        }

        let isDense =
            dense ?? (stateCount * kindCount <= Self.denseLimit(states: stateCount, rules: rules.count))
        self.isDense = isDense
        if isDense {
            let count = stateCount * kindCount
            var entries = ContiguousArray<Int32>(repeating: Self.none, count: count)
            var first = entries
            var second = entries
            for state in 0..<knownCount {
                for kind in 0..<kindCount where anyEntries[kind] != Self.none {
                    entries[state * kindCount + kind] = anyEntries[kind]
                    first[state * kindCount + kind] = anyFirst[kind]
                    second[state * kindCount + kind] = anySecond[kind]
                }
                for position in Int(rowStart[state])..<Int(rowStart[state + 1]) {
                    let slot = state * kindCount + Int(rowKinds[position])
                    entries[slot] = pairEntries[position]
                    first[slot] = pairFirst[position]
                    second[slot] = pairSecond[position]
                }
            }
            self.entries = entries
            self.first = first
            self.second = second
            noneSlot = -1
        } else {
            entries = anyEntries + pairEntries + [Self.none]
            first = anyFirst + pairFirst + [Self.none]
            second = anySecond + pairSecond + [Self.none]
            noneSlot = kindCount + pairEntries.count
        }
        self.chains = chains
        self.anyChain = anyChain
    }

    /// The first two candidates of the merge of two chains' rules by index (`-1` for missing
    /// ones); the second is `-1` when the first has no guard.
    private static func firstTwo(
        _ own: [Int32], _ any: [Int32], _ isGuarded: (Int) -> Bool
    ) -> (Int32, Int32) {
        var merged: [Int32] = []
        var ownIndex = 0
        var anyIndex = 0
        while merged.count < 2 && (ownIndex < own.count || anyIndex < any.count) {
            let next: Int32
            if anyIndex == any.count || (ownIndex < own.count && own[ownIndex] < any[anyIndex]) {
                next = own[ownIndex]
                ownIndex += 1
            } else {
                next = any[anyIndex]
                anyIndex += 1
            }
            merged.append(next)
            if !isGuarded(Int(next)) { break }
        }
        return (merged.first ?? Self.none, merged.count > 1 ? merged[1] : Self.none)
    }
}
