/// The inspection page of a chart (a flat machine included) without a session (`stagehand graph --format html`):
/// one step, start-up, whose configuration the real runtime computes as `simulate` does.
enum GraphPage {
    /// The page of a statechart.
    /// - Throws: ``CommandFailure/invalid(file:input:errors:count:)`` when the chart does not
    ///   validate, ``CommandFailure/chartStopped(file:reason:)`` when start-up does not finish.
    static func html(_ document: ChartDocument) throws(CommandFailure) -> String {
        let outcome: ChartSimulation.Outcome
        do throws(Diagnostics) {
            outcome = try ChartSimulation.run(document, tokens: [])
        } catch {
            throw document.invalid(error.diagnostics)
        }
        if let error = outcome.error { throw .chartStopped(file: document.file, reason: error) }
        let picture = ChartPicture(document)
        // The simulation lists the configuration sorted; the page lists it in document order.
        let active = Set(outcome.initialConfiguration)
        let configuration = picture.layout.boxes.map(\.id).filter { active.contains($0) }
        return page(document.file, kind: "chart", picture: picture, configuration: configuration)
    }

    private static func page(_ file: String, kind: String, picture: ChartPicture, configuration: [String]) -> String {
        var page = InspectionPage(title: file)
        page.define(file, kind: kind, picture: picture)
        page.add(SessionStep(start: file, configuration: configuration))
        return page.html()
    }
}

extension SessionStep {
    /// Start-up of `source`, entering `configuration`.
    init(start source: String, configuration: [String]) {
        self.source = source
        step = 0
        time = 0
        origin = "start"
        discarded = false
        guards = []
        transitions = []
        transitionIndices = []
        exited = []
        entered = configuration
        self.configuration = configuration
        scheduled = []
        cancelled = []
        raised = []
        invocationsStarted = []
        invocationsEnded = []
    }
}
