/// A compiled chart: states numbered in document order (the root is 0), with parent, child,
/// subtree-interval and per-state transition arrays, so that ancestry is an O(1) comparison.
struct StatechartTable<State: Hashable & Sendable, Event: StatechartEvent>: Sendable {
    typealias Chart = Statechart<State, Event>

    typealias Kind = StatechartNodeKind

    indirect enum Condition: Sendable {
        case when(@Sendable (Chart.Signal?) -> Bool)
        case inState(Int)
        case not(Condition)
        case all([Condition])
        case any([Condition])
    }

    struct Transition: Sendable {
        /// The state the transition belongs to.
        var source: Int
        /// Its targets, in document order of declaration.
        var targets: [Int]
        var isInternal: Bool
        /// Normalised descriptors; empty for an eventless transition.
        var descriptors: [String]
        var condition: Condition?
        var action: Chart.Action?

        var isEventless: Bool { descriptors.isEmpty }
    }

    /// Index 0 is the root, which has no value.
    var states: [State?] = [nil]
    var ids: [String] = ["(root)"]
    /// `done.state.<id>` for every state.
    var doneNames: [String] = ["done.state.(root)"]
    var kinds: [Kind] = [.root]
    var isDeepHistory: [Bool] = [false]
    var parent: [Int] = [-1]
    var depth: [Int] = [0]
    /// The last index of each state's subtree: `d` is a proper descendant of `s` exactly when
    /// `s < d <= last[s]`.
    var last: [Int] = [0]
    /// Child states (not history pseudo-states), in document order.
    var children: [[Int]] = [[]]
    /// History pseudo-states that are children of each state.
    var histories: [[Int]] = [[]]
    /// For compound states and the root: the initial transition's targets; for a history
    /// pseudo-state: its default transition's targets.
    var defaultTargets: [[Int]] = [[]]
    /// The initial (or history default) transition's action.
    var defaultActions: [Chart.Action?] = [nil]
    var entries: [[Chart.Action]] = [[]]
    var exits: [[Chart.Action]] = [[]]
    /// The transitions of state `s` are `transitions[transitionStart[s] ..< transitionStart[s + 1]]`.
    var transitionStart: [Int] = []
    var transitions: [Transition] = []
    var index: [State: Int] = [:]

    var count: Int { kinds.count }

    @inline(__always)
    func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
        state > ancestor && state <= last[ancestor]
    }

    @inline(__always)
    func isCompound(_ state: Int) -> Bool {
        let kind = kinds[state]
        return kind == .compound || kind == .root
    }
}
