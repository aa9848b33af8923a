/// A compiled chart: states numbered in document order (the root is 0), with parent, child,
/// subtree-interval and per-state transition arrays, so that ancestry is an O(1) comparison.
@usableFromInline
struct StatechartTable<State: Hashable & Sendable, Event: StatechartEvent>: Sendable, StatechartSubtreeIndex {
    @usableFromInline typealias Chart = Statechart<State, Event>

    @usableFromInline typealias Kind = StatechartNodeKind

    @usableFromInline
    indirect enum Condition: Sendable {
        case when(@Sendable (Chart.Signal?) -> Bool)
        case inState(Int)
        case not(Condition)
        case all([Condition])
        case any([Condition])
    }

    @usableFromInline
    struct Transition: Sendable {
        /// The state the transition belongs to.
        @usableFromInline
        var source: Int
        /// Its targets, in document order of declaration.
        @usableFromInline
        var targets: [Int]
        @usableFromInline
        var isInternal: Bool
        /// Normalised descriptors; empty for an eventless transition.
        @usableFromInline
        var descriptors: [String]
        @usableFromInline
        var condition: Condition?
        @usableFromInline
        var action: Chart.Action?

        @usableFromInline
        var isEventless: Bool { descriptors.isEmpty }
    }

    /// Whether an event matches a transition only by its whole name, as a flat machine's rules
    /// match (``Statechart/Definition/init(initial:exactEventNames:_:)``), rather than by SCXML's
    /// token prefixes and `*`.
    var exactEventNames = false
    /// Gives an event's key, an index into ``keys`` (-1: none of them), for a chart whose events
    /// carry it (the flat face's): such events are classified by their key's descriptor without
    /// their name (see ``Statechart/eventClass(of:)``); `nil`: by name.
    @usableFromInline
    var classifier: (@Sendable (Event) -> Int)?
    /// The descriptor of each key ``classifier`` gives.
    var keys: [String] = []
    /// Index 0 is the root, which has no value.
    @usableFromInline
    var states: [State?] = [nil]
    @usableFromInline
    var ids: [String] = ["(root)"]
    /// `done.state.<id>` for every state.
    @usableFromInline
    var doneNames: [String] = ["done.state.(root)"]
    @usableFromInline
    var kinds: [Kind] = [.root]
    @usableFromInline
    var isDeepHistory: [Bool] = [false]
    @usableFromInline
    var parent: [Int] = [-1]
    @usableFromInline
    var depth: [Int] = [0]
    /// The last index of each state's subtree: `d` is a proper descendant of `s` exactly when
    /// `s < d <= last[s]`.
    @usableFromInline
    var last: [Int] = [0]
    /// Child states (not history pseudo-states), in document order.
    @usableFromInline
    var children: [[Int]] = [[]]
    /// History pseudo-states that are children of each state.
    @usableFromInline
    var histories: [[Int]] = [[]]
    /// For compound states and the root: the initial transition's targets; for a history
    /// pseudo-state: its default transition's targets.
    @usableFromInline
    var defaultTargets: [[Int]] = [[]]
    /// The initial (or history default) transition's action.
    @usableFromInline
    var defaultActions: [Chart.Action?] = [nil]
    @usableFromInline
    var entries: [[Chart.Action]] = [[]]
    @usableFromInline
    var exits: [[Chart.Action]] = [[]]
    /// The `invoke` elements of each state, in document order.
    @usableFromInline
    var invocations: [[Chart.InvocationSpec]] = [[]]
    /// The transitions of state `s` are `transitions[transitionStart[s] ..< transitionStart[s + 1]]`.
    @usableFromInline
    var transitionStart: [Int] = []
    @usableFromInline
    var transitions: [Transition] = []
    @usableFromInline
    var index: [State: Int] = [:]

    @usableFromInline
    var count: Int { kinds.count }

    /// Where a diagnostic of the state at `index` is: that state, or the chart as a whole (`nil`).
    func location(of index: Int?) -> MachineDiagnostic.Location {
        index.map { .state(name: ids[$0]) } ?? .chart
    }
}

extension StatechartTable {
    /// The states at `indices` (none of them the root), in order.
    func states(at indices: [Int]) -> [State] { indices.map { states[$0]! } }
}
