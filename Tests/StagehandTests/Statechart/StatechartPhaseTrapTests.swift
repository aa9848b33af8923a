import Testing

@testable import Stagehand

/// Inputs that cannot happen in the current phase trap, naming the phase, instead of being
/// dropped.
@Suite struct StatechartPhaseTrapTests {
    @Test("a delivery from the clock before start traps")
    func deliveryBeforeStartTraps() async {
        await #expect(processExitsWith: .failure) {
            let definition = try Chart.Definition { ChartState("idle") }
            Chart(definition).deliverFromClock()
        }
    }
}
