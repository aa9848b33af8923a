/// The non-generic part of a compiled chart (tree shape, transition targets and descriptors),
/// kept apart from the generic values and closures so the runtime reads it without generic
/// metadata, even when the chart's code is not specialised for its `State` and `Event`.
@usableFromInline
struct StatechartTopology: Sendable {
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
    @usableFromInline
    var hasDefaultAction: [Bool]

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
        hasDefaultAction = table.defaultActions.map { $0 != nil }
    }

    @usableFromInline
    var count: Int { kinds.count }

    @inline(__always)
    @inlinable
    func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
        state > ancestor && state <= last[ancestor]
    }

    @inline(__always)
    @inlinable
    func isCompound(_ state: Int) -> Bool {
        let kind = kinds[state]
        return kind == .compound || kind == .root
    }
}

/// What a compiled chart node is.
@usableFromInline
enum StatechartNodeKind: UInt8, Sendable {
    case root, atomic, compound, parallel, final, history
}
