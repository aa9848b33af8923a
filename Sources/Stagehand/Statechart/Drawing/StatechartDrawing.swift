/// What a drawing of a chart shows: its states in document order, each with its kind, children,
/// default targets, transitions and notes, and the top-level default targets.
///
/// A neutral value between the models and the renderers: a ``Statechart/Definition``, a flat
/// ``MachineDescription`` and the `stagehand` command's chart files each build one, and one DOT
/// and one Mermaid renderer (``dot()``, ``mermaid()``) draw it. The nodes are kept flat (children
/// are indices), so a chart nested any number of levels deep is built, drawn and released
/// without recursion.
package struct StatechartDrawing: Sendable, Equatable {
    /// What a node is, which decides how it is drawn.
    package enum Kind: Sendable, Equatable {
        /// A state without children.
        case atomic
        /// A state with children (states or pseudo-states): a cluster, entering its default targets.
        case compound
        /// A parallel state: a cluster whose child states are regions.
        case parallel
        /// A final state.
        case final
        /// A history pseudo-state, deep or shallow.
        case history(deep: Bool)
        /// An initial pseudo-state: its one transition is its parent's initial transition.
        case initial

        /// Whether the node is a state (not a history or initial pseudo-state).
        package var isState: Bool {
            switch self {
            case .atomic, .compound, .parallel, .final: true
            case .history, .initial: false
            }
        }

        /// Whether the node is drawn as a cluster (DOT) or a composite state (Mermaid).
        package var isCluster: Bool {
            switch self {
            case .compound, .parallel: true
            case .atomic, .final, .history, .initial: false
            }
        }
    }

    /// One transition as drawn: an edge from its state to each target.
    package struct Transition: Sendable, Equatable {
        /// The edge label (events and condition); empty for none.
        package var label: String
        /// The target ids; empty for a targetless transition, which is not drawn.
        package var targets: [String]
        /// Whether the transition is internal (drawn dashed in DOT).
        package var isInternal: Bool

        /// Creates a transition.
        package init(label: String, targets: [String], isInternal: Bool = false) {
            self.label = label
            self.targets = targets
            self.isInternal = isInternal
        }
    }

    /// A note beside a state, such as the chart one of its invocations runs.
    package struct Note: Sendable, Equatable {
        /// The identifier of what the note describes (an invocation's id), unique in its state.
        package var id: String
        /// The note's lines.
        package var lines: [String]

        /// Creates a note.
        package init(id: String, lines: [String]) {
            self.id = id
            self.lines = lines
        }
    }

    /// One state or pseudo-state.
    package struct Node: Sendable, Equatable {
        /// What the node is.
        package var kind: Kind
        /// The node's id, as edges name it.
        package var id: String
        /// The indices in ``StatechartDrawing/nodes`` of its children, in document order.
        package var children: [Int] = []
        /// The ids a compound state enters by default (drawn from an initial point); empty when
        /// an initial pseudo-state child draws them, and for other kinds.
        package var defaultTargets: [String] = []
        /// The transitions, in document order (for an initial pseudo-state, its one transition).
        package var transitions: [Transition] = []
        /// The notes, in document order.
        package var notes: [Note] = []

        /// Creates a node.
        package init(kind: Kind, id: String) {
            self.kind = kind
            self.id = id
        }
    }

    /// The ids the chart enters at start-up, drawn from the top-level initial point.
    package var initial: [String] = []
    /// The indices in ``nodes`` of the top-level nodes, in document order.
    package var roots: [Int] = []
    /// Every node, in document order (a node before its descendants).
    package var nodes: [Node] = []

    /// Creates an empty drawing.
    package init() {}

    /// Adds `node` as the last child of the node at `parent` (a top-level node for `nil`).
    /// - Returns: The new node's index.
    @discardableResult
    package mutating func append(_ node: Node, parent: Int?) -> Int {
        let index = nodes.count
        nodes.append(node)
        if let parent { nodes[parent].children.append(index) } else { roots.append(index) }
        return index
    }

    /// The deepest indentation written, as in the SCXML export: deeper lines are indented as
    /// this level, so the text stays linear in the chart's size however deep it nests.
    static var maximumIndentLevel: Int { 40 }

    /// `level` indentation units of `unit`, at most ``maximumIndentLevel`` of them.
    static func indent(_ level: Int, _ unit: String) -> String {
        String(repeating: unit, count: min(level, maximumIndentLevel))
    }
}

extension StatechartDrawing {
    /// How a flat machine's delayed rule shows its delay in a label: `after 2.5s`.
    /// - Parameter seconds: The rule's delay in seconds, as it wrote it.
    /// - Returns: The text appended to the rule's event and guard.
    package static func delayText(seconds: Double) -> String { "after \(seconds)s" }
}
