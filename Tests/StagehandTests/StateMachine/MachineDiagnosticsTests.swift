import Stagehand
import StagehandTesting
import Testing

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
                "error invalidDelay events[0]",
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
        #expect(kinds(description) == ["error invalidDelay events[0]"])
        #expect(
            description.diagnostics().map(\.message) == [
                "rule 0 (event 'go') has delay 1e+300 s; a delay must be at most 1000000000000 s (about 31,700 years)"
            ])
        #expect(throws: MachineDefinitionError.invalid(diagnostics: description.diagnostics())) {
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
}
