/// The non-generic part of a compiled chart (tree shape, transition targets and descriptors),
/// kept apart from the generic values and closures so the runtime reads it without generic
/// metadata, even when the chart's code is not specialised for its `State` and `Event`.
@usableFromInline
struct StatechartTopology: Sendable, StatechartSubtreeIndex {
    @usableFromInline
    var kinds: [StatechartNodeKind]
    @usableFromInline
    var isDeepHistory: [Bool]
    @usableFromInline
    var parent: [Int]
    @usableFromInline
    var last: [Int]
    @usableFromInline
    var children: [[Int]]
    @usableFromInline
    var histories: [[Int]]
    @usableFromInline
    var defaultTargets: [[Int]]
    @usableFromInline
    var transitionStart: [Int]
    @usableFromInline
    var ids: [String]
    @usableFromInline
    var doneNames: [String]
    @usableFromInline
    var transitionSource: [Int]
    @usableFromInline
    var transitionTargets: [[Int]]
    @usableFromInline
    var transitionInternal: [Bool]
    /// Normalised descriptors; empty for an eventless transition.
    @usableFromInline
    var transitionDescriptors: [[String]]
    @usableFromInline
    var transitionHasCondition: [Bool]
    @usableFromInline
    var transitionHasAction: [Bool]
    @usableFromInline
    var hasEntryActions: [Bool]
    @usableFromInline
    var hasExitActions: [Bool]
    /// Whether each state declares invocations.
    @usableFromInline
    var hasInvocations: [Bool]
    @usableFromInline
    var hasDefaultAction: [Bool]

    // Dispatch tables derived from the tree when the chart is created.

    /// The descriptor tree events are classified against.
    @usableFromInline
    var eventClasses: StatechartEventClasses
    /// The class interval of each transition's first descriptor; `(-1, -1)` for an eventless
    /// transition (eventless selection uses class -1).
    @usableFromInline
    var transitionLow: [Int32]
    @usableFromInline
    var transitionHigh: [Int32]
    /// The intervals of further descriptors of transition `t` are
    /// `extraLow/extraHigh[extraStart[t] ..< extraStart[t + 1]]`.
    @usableFromInline
    var extraStart: [Int]
    @usableFromInline
    var extraLow: [Int32]
    @usableFromInline
    var extraHigh: [Int32]
    /// The nearest ancestor-or-self with an eventful transition (0: none).
    @usableFromInline
    var firstEventful: [Int]
    /// The nearest ancestor-or-self with an eventless transition (0: none).
    @usableFromInline
    var firstEventless: [Int]
    /// The children of state `s` are `childList[childStart[s] ..< childStart[s + 1]]` (a flat
    /// copy of `children` that dispatch reads without retaining an inner array). The compiled
    /// ``StatechartProgram`` takes the list over (``StatechartProgram/childList``) and leaves
    /// this one empty.
    @usableFromInline
    var childStart: [Int]
    @usableFromInline
    var childList: [Int]
    /// Whether a state has history pseudo-state children.
    @usableFromInline
    var hasHistory: [Bool]
    /// Per (atomic state, event class) the transitions selection tries, when the chart is
    /// small enough for a dense table (`candidateStride` is 0 otherwise): entry
    /// `candidates[state * candidateStride + class + 1]` (class -1: eventless) is -1 for none,
    /// a transition index when the first matching transition walking up from the state has no
    /// guard, or `-2 - offset` for the list `candidatePool[offset + 1 ...]` of
    /// `candidatePool[offset]` matching transitions in the order selection tries them (up to the
    /// first without a guard). The compiled ``StatechartProgram`` takes the table over
    /// (``StatechartProgram/candidates``) and leaves this one empty.
    @usableFromInline
    var candidateStride = 0
    @usableFromInline
    var candidates: [Int] = []
    @usableFromInline
    var candidatePool: [Int] = []
    /// Whether any transition matches each event class (index `class + 1`; index 0: whether
    /// any transition is eventless), so a signal no transition can match is discarded without
    /// looking at the configuration.
    @usableFromInline
    var classUsed: [Bool] = []
    /// For each state with more than ``indexedTransitionMinimum`` eventful transitions, those
    /// that match one event class only, by `state × classStride + class`, in document order: a
    /// state with 50,000 transitions (a flat machine's hub) finds an event's candidates without
    /// scanning them all.
    @usableFromInline
    var singleClassTransitions: [Int: [Int32]] = [:]
    /// The same states' other eventful transitions (several classes, or a wildcard), in
    /// document order; a state is indexed exactly when it has an entry here.
    @usableFromInline
    var wideTransitions: [Int: [Int32]] = [:]
    /// The number of event classes (the key stride of ``singleClassTransitions``).
    @usableFromInline
    var classStride = 0
    /// How many eventful transitions a state needs before it is indexed.
    static var indexedTransitionMinimum: Int { 16 }
    /// Whether any transition is eventless.
    @usableFromInline
    var hasEventless: Bool
    /// The class of each state's `done.state.<id>` name.
    @usableFromInline
    var doneClass: [Int32]
    /// Each transition's domain when it does not depend on history (-1: targetless), else -2.
    @usableFromInline
    var staticDomain: [Int]
    /// Whether a transition's microstep, when it is the only one, can use its precomputed
    /// entry list: its domain is static and no history state is on its entry.
    @usableFromInline
    var hasStaticEntry: [Bool]
    /// Whether a transition's exit set, when it is the only one, is the chain of active
    /// children below its domain: the domain's subtree holds no parallel state.
    @usableFromInline
    var chainExit: [Bool]
    /// The states a static-entry transition enters, in document order, are
    /// `simpleEntries[simpleStart[t] ..< simpleStart[t + 1]]`, with `simpleDefault` telling
    /// which are entered by default (their initial transition's action runs).
    @usableFromInline
    var simpleStart: [Int]
    @usableFromInline
    var simpleEntries: [Int]
    @usableFromInline
    var simpleDefault: [Bool]

    init<State: Hashable & Sendable, Event: StatechartEvent>(_ table: StatechartTable<State, Event>) {
        kinds = table.kinds
        isDeepHistory = table.isDeepHistory
        parent = table.parent
        last = table.last
        children = table.children
        histories = table.histories
        defaultTargets = table.defaultTargets
        transitionStart = table.transitionStart
        ids = table.ids
        doneNames = table.doneNames
        transitionSource = table.transitions.map(\.source)
        transitionTargets = table.transitions.map(\.targets)
        transitionInternal = table.transitions.map(\.isInternal)
        transitionDescriptors = table.transitions.map(\.descriptors)
        transitionHasCondition = table.transitions.map { $0.condition != nil }
        transitionHasAction = table.transitions.map { $0.action != nil }
        hasEntryActions = table.entries.map { !$0.isEmpty }
        hasExitActions = table.exits.map { !$0.isEmpty }
        hasInvocations = table.invocations.map { !$0.isEmpty }
        hasDefaultAction = table.defaultActions.map { $0 != nil }
        eventClasses = StatechartEventClasses(
            descriptors: table.transitions.flatMap(\.descriptors), exact: table.exactEventNames)
        transitionLow = []
        transitionHigh = []
        extraStart = []
        extraLow = []
        extraHigh = []
        firstEventful = []
        firstEventless = []
        childStart = []
        childList = []
        hasHistory = table.histories.map { !$0.isEmpty }
        hasEventless = false
        doneClass = []
        staticDomain = []
        hasStaticEntry = []
        chainExit = []
        simpleStart = []
        simpleEntries = []
        simpleDefault = []
        historyStates = table.kinds.indices.filter { table.kinds[$0] == .history }
        hasParallel = table.kinds.contains(.parallel)
        buildDispatchTables()
    }

    /// The history pseudo-states, in document order (a restore clears what they recorded).
    @usableFromInline
    var historyStates: [Int]
    /// Whether the chart has a parallel state (only then does a restore recount final regions).
    @usableFromInline
    var hasParallel: Bool

    @usableFromInline
    var count: Int { kinds.count }

    @inline(__always)
    @inlinable
    func isCompound(_ state: Int) -> Bool {
        let kind = kinds[state]
        return kind == .compound || kind == .root
    }
}
