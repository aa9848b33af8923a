import Stagehand

/// A statechart read from an SCXML or JSON file: the tree of states in document order, with a
/// location for every element and attribute, before it is compiled into a core
/// `Statechart<String, String>` by ``makeStatechart(log:budget:invocationDepth:)``.
struct ChartDocument: Sendable, Equatable {
    /// The notation a chart was written in, which decides how diagnostics name a place in it
    /// (``ChartDocument/path(at:)``).
    enum Format: Sendable, Equatable {
        /// JSON: places are JSON paths, such as `$.states[1].transitions[0].target`.
        case json
        /// SCXML: places are XPath expressions, such as `/scxml/state[@id='a']/transition[1]/@target`.
        case scxml
    }

    /// The notation the chart was written in.
    var format: Format
    /// The file's name as the user gave it, for diagnostics.
    var file: String
    /// The chart's name (SCXML `name`), if given.
    var name: String?
    /// The top-level state entered at start-up (SCXML `<scxml initial>`); empty for the first
    /// top-level state in document order.
    var initial: [String]
    /// Where the document's root element (or object) starts.
    var location: ChartLocation
    /// Where each attribute of the root was written, by attribute name.
    var attributes: [String: ChartLocation]
    /// The top-level states, in document order.
    var states: [ChartNode]
    /// What reading the file found worth a warning but not an error (a declared data model the
    /// chart does not use), in document order; validation adds its own warnings to these.
    var warnings: [Diagnostic] = []
    /// Validation errors found while reading (a flat machine's invalid delays and unknown source
    /// states): the chart reads, but is not run (``ownProblems()``).
    var invalid: [Diagnostic] = []
    /// What `check` warns of in a flat machine beyond the core's chart validation (duplicate
    /// states, rules that never fire, dead ends), found while reading; other commands ignore it.
    var checkWarnings: [Diagnostic] = []
    /// How many rules a flat machine's `events` lists (`check` counts rules, not transitions);
    /// `nil` for a chart.
    var flatRuleCount: Int?
    /// Whether an external event that no transition takes is rejected (a flat machine's rule,
    /// the core's `UnhandledEventPolicy.reject`) rather than discarded (SCXML's).
    var rejectsUnhandledEvents = false
    /// Whether a transition's event is a whole name that matches only itself (a flat machine's
    /// rule: `a` does not take `a.b`, and `sign in` is one name), rather than SCXML descriptors
    /// (token prefixes, `*`, several separated by spaces).
    var exactEventNames = false
    /// The documents `<invoke src>` elements name, loaded once each, by resolved path
    /// (``ChartSourcePath/resolve(_:namedIn:)``); set on the document given to the command only.
    var sources: [String: ChartDocument] = [:]

    /// Creates a document.
    init(
        file: String, format: Format, name: String? = nil, initial: [String] = [], location: ChartLocation = .start,
        attributes: [String: ChartLocation] = [:], states: [ChartNode] = []
    ) {
        self.file = file
        self.format = format
        self.name = name
        self.initial = initial
        self.location = location
        self.attributes = attributes
        self.states = states
    }

    /// Where attribute `name` of the root was written, else where the root starts.
    func location(ofAttribute name: String) -> ChartLocation { attributes[name] ?? location }

    /// The events of the delayed rules of a flat machine (the sends that arm their timers), each
    /// once: naming one in `simulate` waits for its timer.
    var delayedRuleEvents: Set<String> {
        var events: Set<String> = []
        for node in allNodes {
            for case .send(let send) in node.onEntry.joined() {
                if let event = send.delayedRuleEvent { events.insert(event) }
            }
        }
        return events
    }

    /// Every node of the tree in document order (pre-order), without recursion.
    var allNodes: [ChartNode] {
        var result: [ChartNode] = []
        var stack: [ChartNode] = states.reversed()
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
