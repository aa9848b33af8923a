import Stagehand
import Testing

/// Definitions are checked against SCXML's placement rules when built (3.2–3.10, 3.13).
@Suite struct StatechartValidationTests {
    /// The `kind state` pairs of the errors a definition throws.
    func errors(_ build: () throws -> Chart.Definition) -> [String] {
        do {
            _ = try build()
            return []
        } catch {
            guard case .invalid(let diagnostics) = error as? DefinitionError else { return ["unexpected"] }
            return diagnostics.filter { $0.severity == .error }.map { "\($0.kind) \($0.state ?? "-")" }
        }
    }

    @Test("unknown targets in transitions, initials, history defaults and In() are errors")
    func unknownTargets() {
        #expect(
            errors {
                try Chart.Definition {
                    ChartState("a", initial: "nowhere") {
                        ChartState("a1") { On("e", to: "ghost", when: .inState("phantom")) }
                    }
                }
            } == ["unknownTarget a", "unknownTarget a1", "unknownTarget a1"])
    }

    @Test("3.2 a state value declared twice is an error")
    func duplicateState() {
        #expect(
            errors {
                try Chart.Definition {
                    ChartState("a"); ChartState("a")
                }
            } == ["duplicateState a"])
    }

    @Test("3.10 history belongs in a compound or parallel state, never at the top level or in an atomic state")
    func misplacedHistory() {
        #expect(
            errors {
                try Chart.Definition {
                    HistoryState("top", default: ["a"])
                    ChartState("a") { HistoryState("inAtomic", default: ["a"]) }
                }
            } == ["misplacedHistory top", "misplacedHistory inAtomic", "invalidHistoryDefault inAtomic"])
    }

    @Test("3.10 a shallow history's default must be a child, a deep one's a descendant, and one is required")
    func historyDefaults() {
        #expect(
            errors {
                try Chart.Definition {
                    ChartState("p") {
                        HistoryState("shallow", default: ["grandchild"])
                        HistoryState("deep", .deep, default: ["grandchild"])
                        HistoryState("none", default: [])
                        ChartState("child") { ChartState("grandchild") }
                    }
                    ChartState("outside")
                }
            } == ["invalidHistoryDefault shallow", "invalidHistoryDefault none"])
    }

    @Test(
        "3.3 / 3.6 an initial target must be a proper descendant; parallel and atomic states take none; one declaration only"
    )
    func initials() {
        #expect(
            errors {
                try Chart.Definition {
                    ChartState("p", initial: "outside") {
                        ChartState("c")
                    }
                    ChartState("both", initial: "b1") {
                        Initial(["b2"])
                        ChartState("b1")
                        ChartState("b2")
                    }
                    Parallel("par") {
                        Initial(["r"])
                        ChartState("r")
                    }
                    ChartState("outside")
                }
            } == ["conflictingTargets both", "invalidInitial p", "invalidInitial par"])
    }

    @Test("3.13 several targets must lie in different regions of a parallel state")
    func conflictingTargets() {
        #expect(
            errors {
                try Chart.Definition {
                    ChartState("a") { On("e", to: ["b1", "b2"]) }
                    ChartState("b") {
                        ChartState("b1")
                        ChartState("b2")
                    }
                }
            } == ["conflictingTargets a"])
        #expect(
            errors {
                try Chart.Definition {
                    ChartState("a") { On("e", to: ["r1", "r2"]) }
                    Parallel("p") {
                        ChartState("r1")
                        ChartState("r2")
                    }
                }
            } == [])
    }

    @Test(
        "3.2 / 3.7 transitions and handlers are not allowed at the top level; final states have no transitions or children"
    )
    func misplacedElements() {
        #expect(
            errors {
                try Chart.Definition {
                    On("e", to: "a")
                    OnEntry { _ in }
                    ChartState("a")
                    FinalState("f") { On("e", to: "a") }
                    Parallel("p") {
                        FinalState("pf"); ChartState("r")
                    }
                }
            } == ["misplacedElement -", "misplacedElement -", "misplacedElement f", "misplacedElement pf"])
    }

    @Test("3.12.1 descriptors need non-empty tokens")
    func invalidDescriptors() {
        #expect(
            errors {
                try Chart.Definition {
                    ChartState("a") {
                        On(descriptor: "", to: "a")
                        On("a..b", to: "a")
                        On(descriptor: "a.*x", to: "a")
                    }
                }
            } == ["invalidDescriptor a", "invalidDescriptor a", "invalidDescriptor a"])
    }

    @Test("an empty chart is an error")
    func emptyChart() {
        #expect(errors { try Chart.Definition {} } == ["emptyChart -"])
    }

    @Test("warnings: unreachable states and transitions an earlier unguarded one shadows; the definition still builds")
    func warnings() throws {
        let definition = try Chart.Definition {
            ChartState("a") {
                On("error", to: "b")
                On("error.network", to: "a")
                On(descriptor: "* ", to: "b", when: .inState("a"))
                On("other", to: "a")
                Always(to: "b")
                Always(to: "a")
            }
            ChartState("b")
            ChartState("island")
        }
        #expect(
            definition.diagnostics.map { "\($0.kind) \($0.state ?? "-") \($0.severity)" } == [
                "unreachableState island warning",
                "transitionNeverTaken a warning",
                "transitionNeverTaken a warning",
            ])
    }

    @Test("errors say what happened, where, and what is allowed")
    func messages() {
        do {
            _ = try Chart.Definition { ChartState("a") { On("e", to: "ghost") } }
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "the definition is invalid (1 error(s)):\n"
                    + "  error: state 'a': a transition target names 'ghost', which is not declared; declare it as a state"
            )
        }
    }
}
