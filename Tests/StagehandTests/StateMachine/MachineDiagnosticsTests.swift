import StagehandTesting
import Testing

@testable import Stagehand

@Suite struct MachineDiagnosticsTests {
    private func kinds(_ description: MachineDescription) -> [String] {
        description.diagnostics().map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.location)" }
    }

    @Test func cleanMachineHasNoDiagnostics() {
        let description = MachineDescription(
            initial: "red",
            events: [
                EventDescription(name: "done", from: "red", to: "green"),
                EventDescription(name: "done", from: "green", to: "blue"),
                EventDescription(name: "done", from: "blue", to: "red"),
                EventDescription(name: "cancel", from: "*", to: "red"),
            ])
        #expect(description.diagnostics() == [])
        #expect(description.allStates == ["red", "green", "blue"])
    }

    @Test func unknownStatesAndInitial() {
        let description = MachineDescription(
            initial: "start", states: ["a", "b"], final: ["z"],
            events: [
                EventDescription(name: "go", from: ["a", "q"], to: "b"),
                EventDescription(name: "back", from: "b", to: "w"),
            ])
        #expect(
            kinds(description) == [
                "error unknownInitialState initial",
                "error unknownState state 'z'",
                "error unknownState events[0].from[1]",
                "warning ruleNeverFires events[0]",
                "error unknownState events[1].to",
                "warning ruleNeverFires events[1]",
                "warning unreachableState state 'a'",
                "warning unreachableState state 'b'",
            ])
        #expect(
            description.diagnostics()[0].message
                == "initial state 'start' is not a declared state; declared: a, b")
        #expect(
            description.diagnostics()[2].description
                == "error: events[0].from[1]: rule 0 (event 'go') comes from unknown state 'q'; declared: a, b")
    }

    @Test func ambiguousAndShadowedRules() {
        let description = MachineDescription(
            initial: "a", final: ["b", "c"],
            events: [
                EventDescription(name: "go", from: "a", to: "b"),
                EventDescription(name: "go", from: "a", to: "c"),
                EventDescription(name: "hop", from: "*", to: "b"),
                EventDescription(name: "hop", from: ["a"], to: "c", guard: "ok"),
                EventDescription(name: "try", from: ["a"], to: "b", guard: "ok"),
                EventDescription(name: "try", from: ["a"], to: "c", guard: "ok"),
                EventDescription(name: "try", from: ["a"], to: "c", guard: "other"),
            ])
        #expect(
            kinds(description) == [
                "error ambiguousRules events[1].from[0]",
                "warning ruleNeverFires events[3].from[0]",
                "error ambiguousRules events[5].from[0]",
            ])
        #expect(
            description.diagnostics()[0].message
                == "rules 0 and 1 both handle event 'go' in state 'a' without a distinguishing guard")
        #expect(
            description.diagnostics()[1].message
                == "rule 3 (event 'hop') can never fire in state 'a': rule 2 handles it there first without a guard")
    }

    @Test func deadEndsUnreachableAndInvalidDelay() {
        let description = MachineDescription(
            initial: "a", states: ["a", "b", "c", "d", "a"], final: ["b"],
            events: [
                EventDescription(name: "go", from: ["a"], to: "b", after: -1),
                EventDescription(name: "jump", from: ["d"], to: "a"),
            ])
        #expect(
            kinds(description) == [
                "warning duplicateState state 'a'",
                "error invalidDelay events[0].after",
                "warning ruleNeverFires events[1]",
                "warning unreachableState state 'c'",
                "warning deadEnd state 'c'",
                "warning unreachableState state 'd'",
            ])
    }

    /// A JSON machine with a huge `after` passed validation, then trapped when the definition
    /// turned the seconds into a `Duration` (beyond about 1.7e20 s).
    @Test func aDelayTooLongForADurationIsADiagnosticNotATrap() {
        let description = MachineDescription(
            initial: "a", states: ["a", "b"], final: ["b"],
            events: [EventDescription(name: "go", from: ["a"], to: "b", after: 1e300)])
        #expect(kinds(description) == ["error invalidDelay events[0].after"])
        #expect(description.diagnostics().map(\.location) == [.eventDelay(index: 0)])
        #expect(
            description.diagnostics().map(\.message) == [
                "rule 0 (event 'go') has delay 1e+300 s; a delay must be at most 1000000000000 s (about 31,700 years)"
            ])
        #expect(throws: DefinitionError.invalid(diagnostics: description.diagnostics())) {
            try StateMachine<String, String>.Definition(description)
        }
        let longest = MachineDescription(
            initial: "a", states: ["a", "b"], final: ["b"],
            events: [EventDescription(name: "go", from: ["a"], to: "b", after: 1e12)])
        #expect(longest.diagnostics() == [])
        let machine = try? StateMachine(description: longest, clock: ManualClock())
        #expect(machine?.definition?.rules.map(\.delay) == [.seconds(1_000_000_000_000)])
    }

    @Test func ruleWithoutSourcesNeverFires() {
        let description = MachineDescription(
            initial: "a", final: ["a"], events: [EventDescription(name: "go", from: [], to: "a")])
        #expect(kinds(description) == ["warning ruleNeverFires events[0]"])
    }

    // MARK: Scale: validation is linear, messages are short (bounded by a work counter).

    private func work(_ description: MachineDescription) -> (diagnostics: [MachineDiagnostic], work: Int) {
        var work = 0
        let diagnostics = MachineValidator.validate(MachineGraph(description), work: &work)
        return (diagnostics, work)
    }

    private let many = (0..<50_000).map { "s\($0)" }

    /// Each copy of a rule compared itself with every earlier copy's claim: quadratic.
    @Test func fiftyThousandCopiesOfOneRuleAreLinearWork() {
        let description = MachineDescription(
            initial: "a", states: ["a", "b"], final: ["b"],
            events: Array(repeating: EventDescription(name: "go", from: "a", to: "b"), count: 50_000))
        let (diagnostics, work) = work(description)
        #expect(diagnostics.count == 49_999)
        #expect(
            diagnostics.last?.message
                == "rules 0 and 49999 both handle event 'go' in state 'a' without a distinguishing guard")
        #expect(work <= 5 * 50_000)
    }

    /// Guarded copies and copies from any state reduce to one summary per slot and per event.
    @Test func fiftyThousandCopiesOfARuleFromAnyStateAreLinearWork() {
        let description = MachineDescription(
            initial: "s0", states: many, final: many,
            events: Array(repeating: EventDescription(name: "reset", from: "*", to: "s0"), count: 50_000)
                + Array(repeating: EventDescription(name: "next", from: ["s0"], to: "s1", guard: "ok"), count: 2))
        let (diagnostics, work) = work(description)
        // Every later copy is shadowed by the first, the two guarded rules are ambiguous, and
        // s2 ... s49999 are unreachable.
        #expect(diagnostics.count == 49_999 + 1 + 49_998)
        #expect(
            diagnostics[0].message
                == "rule 1 (event 'reset') can never fire: each of its source states (s0, s1, s2, s3, s4, s5, s6, "
                + "s7, s8, s9 and 49990 more) is unreachable or handled first by an earlier rule without a guard")
        #expect(diagnostics[49_999].kind == .ambiguousRules)
        #expect(work <= 10 * 100_000)
    }

    /// `seen.contains` on an array and `firstIndex(of:)` per source made one long `from` quadratic.
    @Test func oneRuleFromFiftyThousandStatesIsLinearWork() {
        let description = MachineDescription(
            initial: "s0", states: many, final: ["s0"],
            events: [EventDescription(name: "go", from: many + many, to: "s0")]
                + (0..<49_999).map { EventDescription(name: "next", from: "s\($0)", to: "s\($0 + 1)") })
        let (diagnostics, work) = work(description)
        #expect(diagnostics == [])
        #expect(work <= 10 * 150_000)
    }

    /// Every unknown-state message listed every declared state: 50,000 of them would print ~17 GB.
    @Test func messagesListTenDeclaredStatesAndCountTheRest() {
        let description = MachineDescription(
            initial: "nowhere", states: many, final: many,
            events: (0..<1_000).map { EventDescription(name: "go", from: "s0", to: "missing\($0)") })
        let (diagnostics, _) = work(description)
        #expect(
            diagnostics[0].message
                == "initial state 'nowhere' is not a declared state; declared: s0, s1, s2, s3, s4, s5, s6, s7, s8, s9 "
                + "and 49990 more")
        #expect(diagnostics.count { $0.kind == .unknownState } == 1_000)
        #expect(diagnostics.allSatisfy { $0.message.utf8.count < 200 })
        #expect(MachineValidator.list(["a", "b"]) == "a, b")
    }

    @Test func declaringOneStateFiftyThousandTimesWarnsOnce() {
        let description = MachineDescription(
            initial: "a", states: Array(repeating: "a", count: 50_000), final: ["a"], events: [])
        #expect(kinds(description) == ["warning duplicateState state 'a'"])
        #expect(MachineGraph(description).duplicateStates == ["a"])
    }
}
