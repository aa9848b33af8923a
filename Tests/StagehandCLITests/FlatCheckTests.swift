import Testing

@testable import StagehandCLI

/// `check` of a flat machine read as a chart: the flat format's own checks, found while the
/// reader gives each rule to its source states.
@Suite("Flat machine checks")
struct FlatCheckTests {
    /// Two rules with the same guard for one event in one state are ambiguous (an error, which
    /// `simulate` refuses too); a rule from `"*"` after an unguarded one for its event never fires.
    @Test func sameGuardIsAmbiguousAndAShadowedRuleFromAnyStateNeverFires() {
        let machine = Array(
            (#"{"initial": "a", "states": ["a", "b"], "final": ["b"], "events": ["#
                + #"{"name": "go", "from": "a", "to": "b", "guard": "ok"}, "#
                + #"{"name": "go", "from": "a", "to": "b", "guard": "ok"}, "#
                + #"{"name": "stop", "from": "*", "to": "b"}, {"name": "stop", "from": "*", "to": "a"}]}"#).utf8)
        let ambiguous =
            #"g.json:1:145: error: $.events[1].from: rules 0 and 1 both handle event 'go' in state 'a' without a "#
            + "distinguishing guard [ambiguousRules]\n"
            + "  hint: give one of the rules a \"guard\", or remove the duplicate rule\n"
        let checked = ToolHarness.run(["check", "g.json"], files: ["g.json": machine])
        #expect(
            checked
                == CommandResult(
                    status: 1,
                    standardOutput: ambiguous
                        + #"g.json:1:219: warning: $.events[3]: rule 3 (event 'stop') can never fire: rule 2 from "*" "#
                        + "handles it first in every state without a guard [ruleNeverFires]\n"
                        + "  hint: remove the rule, give the earlier rule a \"guard\", or make a source state "
                        + "reachable\n"
                        + "g.json: 1 error, 1 warning (2 states, 4 rules)\n",
                    standardError: ""))
        let simulated = ToolHarness.run(["simulate", "g.json", "--events", "go"], files: ["g.json": machine])
        #expect(
            simulated
                == CommandResult(
                    status: 1, standardOutput: "",
                    standardError: ambiguous + "g.json: 1 error; the chart was not simulated\n"))
    }

    /// 50,000 copies of a rule from `"*"`: one warning each after the first, a hundred printed.
    @Test func fiftyThousandCopiesOfARuleFromAnyStateWarnOnceEach() {
        let rules = Array(repeating: #"{"name": "go", "from": "*", "to": "b"}"#, count: 50_000)
        let machine = Array(
            (#"{"initial": "a", "states": ["a", "b"], "final": ["b"], "events": ["# + rules.joined(separator: ",")
                + "]}").utf8)
        let result = ToolHarness.run(["check", "m.json"], files: ["m.json": machine])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 202)
        #expect(lines.last == "m.json: 0 errors, 49999 warnings (2 states, 50000 rules)")
    }

    /// 50,000 guarded rules for one event in one state, then one repeating the first guard: the
    /// repetition is the one ambiguity.
    @Test func fiftyThousandGuardsForOneEventFindTheOneRepeatedGuard() {
        let rules = (0..<50_000).map { #"{"name": "go", "from": "a", "to": "b", "guard": "g\#($0)"}"# }
        let machine = Array(
            (#"{"initial": "a", "states": ["a", "b"], "final": ["b"], "events": ["# + rules.joined(separator: ",")
                + #", {"name": "go", "from": "a", "to": "b", "guard": "g0"}]}"#).utf8)
        let result = ToolHarness.run(["check", "m.json"], files: ["m.json": machine])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines.first?.hasSuffix(
                "rules 0 and 50000 both handle event 'go' in state 'a' without a "
                    + "distinguishing guard [ambiguousRules]") == true)
        #expect(lines.last == "m.json: 1 error, 0 warnings (2 states, 50001 rules)")
    }

    /// A guarded rule that never fires claims nothing: a later rule with its guard never fires
    /// either (a warning), as the core's validator says (one copy of the rule order, the core's
    /// `FlatRuleClaims`).
    @Test func aRepeatedGuardAfterAnUnguardedRuleNeverFires() {
        let machine = Array(
            (#"{"initial": "a", "states": ["a", "b"], "final": ["b"], "events": ["#
                + #"{"name": "go", "from": "a", "to": "b"}, "#
                + #"{"name": "go", "from": "a", "to": "b", "guard": "g"}, "#
                + #"{"name": "go", "from": "a", "to": "b", "guard": "g"}]}"#).utf8)
        let checked = ToolHarness.run(["check", "g.json"], files: ["g.json": machine])
        let neverFires = { (rule: Int, column: Int) in
            "g.json:1:\(column): warning: $.events[\(rule)].from: rule \(rule) (event 'go') can never fire in state "
                + "'a': rule 0 handles it there first without a guard [ruleNeverFires]\n"
                + "  hint: remove the rule, give the earlier rule a \"guard\", or make a source state reachable\n"
        }
        #expect(
            checked
                == CommandResult(
                    status: 1,
                    standardOutput: neverFires(1, 130) + neverFires(2, 184)
                        + "g.json: 0 errors, 2 warnings (2 states, 3 rules)\n",
                    standardError: ""))
    }
}
