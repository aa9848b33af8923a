/// An `<invoke>` of a state: the child chart it runs while the state is active (inline `<content>`
/// or a `src` file), its identifier, whether external events are forwarded to it, and its
/// `<finalize>`.
struct ChartInvoke: Sendable, Equatable {
    /// Where the child chart comes from.
    indirect enum Source: Sendable, Equatable {
        /// Inline `<content>` holding a child `<scxml>` document.
        case inline(ChartDocument)
        /// `src`: a file, as written, relative to the directory of the document that names it
        /// (``ChartSourcePath``); the loaded documents are the root's ``ChartDocument/sources``.
        case file(String)
        /// A placeholder the core's exporter writes for a Swift operation or sequence
        /// (`x-stagehand-operation`, `x-stagehand-sequence`): read with a warning, it invokes nothing.
        case placeholder(type: String)
    }

    /// The invocation's identifier: `done.invoke.<id>` and `#_<id>` name it; generated
    /// (``isGeneratedID``) when the document gave none.
    var id: String
    /// Whether ``id`` was generated because the document gave none.
    var isGeneratedID = false
    /// SCXML `autoforward`: every external event the parent processes is forwarded to the child.
    var autoforward = false
    /// The child chart.
    var source: Source
    /// The `<finalize>` content, run when an event of the child reaches the parent, before it is
    /// processed; `nil` without `<finalize>`.
    var finalize: [ChartAction]?
    /// Where the element starts.
    var location: ChartLocation
    /// Where each attribute was written, by attribute name.
    var attributes: [String: ChartLocation] = [:]

    /// Where attribute `name` was written, else where the element starts.
    func location(ofAttribute name: String) -> ChartLocation { attributes[name] ?? location }

    /// The event the parent receives when the child reaches a top-level final state.
    var doneEvent: String { "done.invoke.\(id)" }
}
