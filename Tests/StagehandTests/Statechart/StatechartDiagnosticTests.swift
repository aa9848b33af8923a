import Stagehand
import Testing

/// A chart's validator reports ``MachineDiagnostic``, the flat machine's type: located by state,
/// or at the chart as a whole.
@Suite struct StatechartDiagnosticTests {
    func diagnostics(_ build: () throws -> Chart.Definition) -> [MachineDiagnostic] {
        do {
            return try build().diagnostics
        } catch {
            guard case .invalid(let diagnostics) = error as? DefinitionError else { return [] }
            return diagnostics
        }
    }

    @Test("a chart's diagnostics carry the kind, severity, location, message and no hint")
    func oneType() {
        let found = diagnostics {
            try Chart.Definition {
                ChartState("a") { On("go", to: "ghost") }
                ChartState("b")
            }
        }
        #expect(
            found == [
                MachineDiagnostic(
                    kind: .unknownTarget, severity: .error, location: .state(name: "a"),
                    message: "a transition target names 'ghost', which is not declared; declare it as a state")
            ])
        #expect(found.map(\.state) == ["a"])
        #expect(found.first?.hint == nil)
        #expect(
            found.first?.description
                == "error: state 'a': a transition target names 'ghost', which is not declared; declare it as a state")
    }

    @Test("a diagnostic of the whole chart is at .chart and its description names no location")
    func wholeChart() {
        let found = diagnostics { try Chart.Definition {} }
        #expect(found.map(\.kind) == [.emptyChart])
        #expect(found.map(\.location) == [.chart])
        #expect(found.map(\.state) == [nil])
        #expect(found.first?.description == "error: the chart declares no state; declare at least one top-level state")
        #expect(MachineDiagnostic.Location.chart.description == "chart")
    }

    @Test("a flat diagnostic's state and hint")
    func flatState() {
        let diagnostic = MachineDiagnostic(
            kind: .deadEnd, severity: .warning, location: .state(name: "x"), message: "m", hint: "add a rule")
        #expect(diagnostic.state == "x")
        #expect(diagnostic.hint == "add a rule")
        #expect(diagnostic.description == "warning: state 'x': m")
        #expect(MachineDiagnostic(kind: .deadEnd, severity: .warning, location: .initial, message: "m").state == nil)
    }
}
