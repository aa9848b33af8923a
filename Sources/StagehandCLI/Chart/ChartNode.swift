import Stagehand

/// One element of a chart's state tree: a state, parallel state, final state, history
/// pseudo-state or initial pseudo-state, with its transitions and handlers.
struct ChartNode: Sendable, Equatable {
    /// What a node is (the SCXML element it was written as).
    enum Kind: Sendable, Equatable {
        /// `<state>`: atomic, or compound when it has child states.
        case state
        /// `<parallel>`: every child state is active together.
        case parallel
        /// `<final>`.
        case final
        /// `<history type>`: its one transition is the default.
        case history(StatechartHistoryKind)
        /// `<initial>`: its one transition is the parent's initial transition.
        case initial

        /// The SCXML element name.
        var elementName: String {
            switch self {
            case .state: "state"
            case .parallel: "parallel"
            case .final: "final"
            case .history: "history"
            case .initial: "initial"
            }
        }
    }

    /// What the node is.
    var kind: Kind
    /// The node's identifier; generated (``isGeneratedID``) when the document gave none.
    var id: String
    /// Whether ``id`` was generated because the document gave none.
    var isGeneratedID = false
    /// The step from the parent to this node in a JSON chart's path, such as `.states[2]` or
    /// `.history[0]`; empty in SCXML, whose steps are made from the element and its id.
    var step = ""
    /// Where the node's element (or object) starts.
    var location: ChartLocation
    /// Where each attribute was written, by attribute name.
    var attributes: [String: ChartLocation] = [:]
    /// The `initial` attribute of a compound state: the descendants entered by default; empty
    /// when not given.
    var initial: [String] = []
    /// Child states and pseudo-states, in document order.
    var children: [ChartNode] = []
    /// Transitions in document order; for history and initial pseudo-states, the one default
    /// transition.
    var transitions: [ChartTransition] = []
    /// Each `<onentry>` block, in document order.
    var onEntry: [[ChartAction]] = []
    /// Each `<onexit>` block, in document order.
    var onExit: [[ChartAction]] = []
    /// Each `<invoke>`, in document order.
    var invocations: [ChartInvoke] = []

    /// Where attribute `name` was written, else where the element starts.
    func location(ofAttribute name: String) -> ChartLocation { attributes[name] ?? location }

    /// Whether the node is a state (not a history or initial pseudo-state).
    var isState: Bool {
        switch kind {
        case .state, .parallel, .final: true
        case .history, .initial: false
        }
    }
}
