extension ChartSimulation.Outcome: CommandReport {
    /// The configuration after start-up and after each step, with `<log>` lines as they ran.
    var text: String { VisibleText.lines(ChartSimulationReport.text(self)) }

    /// The `simulate --json` document of a chart (``ChartSimulationReport/json(_:header:)``).
    func json(header: [(String, JSONOutput)]) -> JSONOutput { ChartSimulationReport.json(self, header: header) }
}
