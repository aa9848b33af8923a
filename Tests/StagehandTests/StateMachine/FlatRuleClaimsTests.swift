import Testing

@testable import Stagehand

/// The one copy of a flat machine's rule order: which rule takes an event in a state.
@Suite("Flat rule claims")
struct FlatRuleClaimsTests {
    /// The first unguarded rule listing a state takes the slot: a second unguarded one is
    /// ambiguous with it, a guarded one after it never fires; other states and keys are free.
    @Test func theFirstUnguardedRuleTakesItsSlot() {
        var claims = FlatRuleClaims<String, String>()
        #expect(claims.claim(rule: 0, in: "a", key: "go", isGuarded: false) == .fires)
        #expect(claims.claim(rule: 1, in: "a", key: "go", isGuarded: false) == .ambiguous(with: 0))
        #expect(claims.claim(rule: 2, in: "a", key: "go", isGuarded: true, guardName: "ok") == .shadowed(by: 0))
        #expect(claims.claim(rule: 3, in: "b", key: "go", isGuarded: false) == .fires)
        #expect(claims.claim(rule: 4, in: "a", key: "stop", isGuarded: false) == .fires)
        #expect(claims.answered(in: "a", key: "go") == 0)
        #expect(claims.answered(in: "c", key: "go") == nil)
    }

    /// Guards with one name are one guard (ambiguous); guards without a name are all distinct;
    /// guarded rules leave the slot to a later unguarded one.
    @Test func guardsAreTheSameByName() {
        var claims = FlatRuleClaims<Int, Int>()
        #expect(claims.claim(rule: 0, in: 1, key: 7, isGuarded: true, guardName: "ok") == .fires)
        #expect(claims.claim(rule: 1, in: 1, key: 7, isGuarded: true, guardName: "ok") == .ambiguous(with: 0))
        #expect(claims.claim(rule: 2, in: 1, key: 7, isGuarded: true) == .fires)
        #expect(claims.claim(rule: 3, in: 1, key: 7, isGuarded: true) == .fires)
        #expect(claims.claim(rule: 4, in: 1, key: 7, isGuarded: false) == .fires)
        #expect(claims.answered(in: 1, key: 7) == 4)
    }

    /// A rule that never fires claims nothing: a later rule with its guard is shadowed by the
    /// rule that shadowed it, not ambiguous with it.
    @Test func aRuleThatNeverFiresClaimsNothing() {
        var claims = FlatRuleClaims<String, String>()
        #expect(claims.claim(rule: 0, in: "a", key: "go", isGuarded: false) == .fires)
        #expect(claims.claim(rule: 1, in: "a", key: "go", isGuarded: true, guardName: "g") == .shadowed(by: 0))
        #expect(claims.claim(rule: 2, in: "a", key: "go", isGuarded: true, guardName: "g") == .shadowed(by: 0))
    }

    /// An unguarded rule from any state takes its key everywhere: later rules for the key, from
    /// any state or listing states, never fire; a guarded one takes nothing.
    @Test func anUnguardedRuleFromAnyStateTakesItsKeyEverywhere() {
        var claims = FlatRuleClaims<String, String>()
        #expect(claims.claim(rule: 0, in: "a", key: "reset", isGuarded: false) == .fires)
        #expect(claims.claimEverywhere(rule: 1, key: "reset", isGuarded: true) == nil)
        #expect(claims.claimEverywhere(rule: 2, key: "reset", isGuarded: false) == nil)
        #expect(claims.claimEverywhere(rule: 3, key: "reset", isGuarded: false) == 2)
        #expect(claims.claimEverywhere(rule: 4, key: "reset", isGuarded: true) == 2)
        #expect(claims.claim(rule: 5, in: "b", key: "reset", isGuarded: false) == .shadowed(by: 2))
        #expect(claims.claim(rule: 6, in: "b", key: "reset", isGuarded: true, guardName: "g") == .shadowed(by: 2))
        // In "a" rule 0 answered first: the rules from any state do not fire there.
        #expect(claims.answered(in: "a", key: "reset") == 0)
        #expect(claims.answered(in: "b", key: "reset") == nil)
    }

    /// The validator decides by the same claims: a guarded rule shadowed by an unguarded one
    /// claims nothing, so a later rule with its guard is reported as never firing, not as an
    /// ambiguity.
    @Test func theValidatorReportsARepeatedShadowedGuardAsNeverFiring() {
        let description = MachineDescription(
            initial: "a", states: ["a", "b"], final: ["b"],
            events: [
                EventDescription(name: "go", from: "a", to: "b"),
                EventDescription(name: "go", from: ["a"], to: "b", guard: "g"),
                EventDescription(name: "go", from: ["a"], to: "b", guard: "g"),
            ])
        #expect(
            description.diagnostics().map(\.message) == [
                "rule 1 (event 'go') can never fire in state 'a': rule 0 handles it there first without a guard",
                "rule 2 (event 'go') can never fire in state 'a': rule 0 handles it there first without a guard",
            ])
    }
}
