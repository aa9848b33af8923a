/// Which rule of a flat machine takes an event in a state: the one copy of the rule-order
/// semantics that the validator, the drawing and the `stagehand` command's reader share.
///
/// Rules are claimed in declaration order. A rule takes a *slot* — a state and a key (the event
/// and, for a delayed rule, its delay) — when it fires there: the first rule without a guard
/// that lists the state takes the slot for good; a guarded rule takes only the slot and its
/// guard's name. A later rule listing the state then never fires there (an earlier unguarded
/// rule answers first) or is ambiguous with the earlier rule (both unguarded, or both with the
/// same guard). An unguarded rule from any state takes its key in every state: later rules for
/// that key never fire anywhere. A rule from any state fires in each state where no earlier
/// unguarded rule listing that state took its key.
///
/// Only a rule that fires in a state takes anything there: a rule that never fires or is
/// ambiguous claims nothing. Each decision is at most three hash look-ups, so claiming every
/// rule is linear in the states the rules list.
package struct FlatRuleClaims<State: Hashable, Key: Hashable> {
    /// What one rule does in one state it lists.
    package enum Claim: Equatable {
        /// The rule fires in the state (when its guard, if any, holds).
        case fires
        /// An earlier rule without a guard (this one) answers the key first: the rule never fires.
        case shadowed(by: Int)
        /// An earlier rule (this one) answers the key in the state as well, without a
        /// distinguishing guard.
        case ambiguous(with: Int)
    }

    private struct Slot: Hashable {
        var state: State
        var key: Key
    }

    private struct GuardSlot: Hashable {
        var slot: Slot
        var guardName: String
    }

    /// The first unguarded rule listing the state that fires there, per slot.
    private var unguarded: [Slot: Int] = [:]
    /// The first rule with the guard that fires in the state, per slot and guard name.
    private var guarded: [GuardSlot: Int] = [:]
    /// The first unguarded rule from any state, per key.
    private var everywhere: [Key: Int] = [:]

    /// No claims yet.
    package init() {}

    /// Claims `key` in `state` for a rule that lists the state.
    /// - Parameters:
    ///   - rule: The rule's index; rules are claimed in increasing order.
    ///   - state: A state the rule lists.
    ///   - key: The rule's event (and delay).
    ///   - isGuarded: Whether the rule has a guard.
    ///   - guardName: The name of the rule's guard; two guards with one name are one guard. A
    ///     guard without a name is distinct from every other.
    /// - Returns: Whether the rule fires in the state, and if not, because of which rule.
    package mutating func claim(
        rule: Int, in state: State, key: Key, isGuarded: Bool, guardName: String? = nil
    ) -> Claim {
        let slot = Slot(state: state, key: key)
        let earlier = unguarded[slot]
        if isGuarded {
            let guardSlot = guardName.map { GuardSlot(slot: slot, guardName: $0) }
            if let guardSlot, let other = guarded[guardSlot] { return .ambiguous(with: other) }
            if let other = Self.earliest(earlier, everywhere[key]) { return .shadowed(by: other) }
            if let guardSlot { guarded[guardSlot] = rule }
            return .fires
        }
        if let earlier { return .ambiguous(with: earlier) }
        if let other = everywhere[key] { return .shadowed(by: other) }
        unguarded[slot] = rule
        return .fires
    }

    /// Claims `key` in every state for a rule from any state.
    /// - Parameters:
    ///   - rule: The rule's index; rules are claimed in increasing order.
    ///   - key: The rule's event (and delay).
    ///   - isGuarded: Whether the rule has a guard (then it claims nothing).
    /// - Returns: The earlier unguarded rule from any state that answers `key` first in every
    ///   state (the rule never fires), or `nil`.
    package mutating func claimEverywhere(rule: Int, key: Key, isGuarded: Bool) -> Int? {
        if let other = everywhere[key] { return other }
        if !isGuarded { everywhere[key] = rule }
        return nil
    }

    /// The earlier unguarded rule listing `state` that answers `key` there, so that a rule from
    /// any state claimed since never fires in it; `nil` when the rule from any state fires there.
    /// - Parameters:
    ///   - state: A state.
    ///   - key: The key of the rule from any state.
    /// - Returns: The earlier rule, or `nil`.
    package func answered(in state: State, key: Key) -> Int? {
        unguarded[Slot(state: state, key: key)]
    }

    /// The earlier of two optional rule indices.
    private static func earliest(_ first: Int?, _ second: Int?) -> Int? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }
}
