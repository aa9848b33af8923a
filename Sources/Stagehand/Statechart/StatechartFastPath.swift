/// The tables of a chart's fused dispatch path, derived from its ``StatechartTopology`` when
/// the chart is created: for each event class, whether one table look-up discards it or which
/// region's active atomic state alone can enable a transition for it; for each transition,
/// whether its microstep can run from precomputed exit and entry lists; for each state, what
/// its exit and entry must do.
///
/// The fused path runs a microstep exactly as Appendix D does (same exit set and order, history
/// recording, actions and entry set), only without the selection, conflict-resolution and
/// entry-set computations the tables make unnecessary; anything else takes the full algorithm.
@usableFromInline
struct StatechartFastPath {
    /// How a transition's microstep runs on the fused path.
    @usableFromInline
    enum Step: UInt8, BitwiseCopyable, Sendable {
        /// The full algorithm (a history state on its entry, or a domain that depends on history).
        case general = 0
        /// No targets: only its action runs.
        case targetless = 1
        /// Its exit set is the chain of states from the source atomic state up to its domain
        /// (no parallel state below the domain), and it enters one path of states.
        case chain = 2
        /// Its exit set is every active descendant of its (static) domain, which holds a
        /// parallel state; its entry list is precomputed.
        case subtree = 3
    }

    /// Bits of ``Node/flags`` and ``Entry/flags``.
    @usableFromInline
    enum Flag {
        @usableFromInline static let entryActions: UInt16 = 1
        @usableFromInline static let exitActions: UInt16 = 2
        /// ``Node``: has an initial transition action. ``Entry``: it runs (default entry).
        @usableFromInline static let defaultAction: UInt16 = 4
        /// The parent is a compound state or the root, whose active child is kept.
        @usableFromInline static let compoundParent: UInt16 = 8
        /// An atomic or final state: the leaf of its region head.
        @usableFromInline static let leaf: UInt16 = 16
        /// Has history pseudo-state children, recorded when it is exited.
        @usableFromInline static let history: UInt16 = 32
        /// A final state: its entry and exit keep the final-region counts, its entry raises
        /// `done.state` events.
        @usableFromInline static let final: UInt16 = 64
        /// Declares eventless transitions (counted while active, see `eventlessActive`).
        @usableFromInline static let eventless: UInt16 = 128
        /// Invokes work: its entry remembers it for the end of the macrostep, its exit cancels
        /// its running invocations.
        @usableFromInline static let invokes: UInt16 = 256
        /// Any of the three above: the state's entry and exit do that bookkeeping too (see
        /// ``Statechart/enterState(_:_:_:plain:history:_:)``).
        @usableFromInline static let special: UInt16 = final | eventless | invokes
    }

    /// What exit and entry need of a state.
    @usableFromInline
    struct Node: BitwiseCopyable, Sendable {
        @usableFromInline var parent: Int32
        /// Its nearest ancestor-or-self that is the root or a child of a parallel state. An
        /// active region head has at most one active atomic descendant with the same head.
        @usableFromInline var head: Int32
        /// A parallel state's children are `childList[childStart ..< childEnd]` of the topology.
        @usableFromInline var childStart: Int32
        @usableFromInline var childEnd: Int32
        @usableFromInline var flags: UInt16
        /// The raw value of its ``StatechartNodeKind``.
        @usableFromInline var kind: UInt8
    }

    /// A transition's fused microstep.
    @usableFromInline
    struct Transition: BitwiseCopyable, Sendable {
        /// Its static domain (-1: targetless).
        @usableFromInline var domain: Int32
        /// Its entry list is `entries[entryStart ..< entryEnd]`.
        @usableFromInline var entryStart: Int32
        @usableFromInline var entryEnd: Int32
        @usableFromInline var step: Step
        @usableFromInline var hasAction: Bool
        /// ``step`` when the transition is plain, else `general`. A plain transition has a
        /// `chain` or `subtree` step and runs no user code and needs no general bookkeeping: no
        /// transition action, no state below its domain with exit actions, history or a
        /// `special` flag, and no entry with entry or default actions or a `special` flag. Its
        /// exits may run in any order, and it leaves the queues and the eventless count alone.
        /// One byte tells `send` both whether the plain path takes the transition and how.
        @usableFromInline var plainStep: Step
    }

    /// One state of a precomputed entry list, in entry order.
    @usableFromInline
    struct Entry: BitwiseCopyable, Sendable {
        @usableFromInline var state: Int32
        /// The parent whose active child it becomes; the state count (the sink slot of the
        /// configuration's buffers, see ``Statechart/Runtime/activeChild``) when its parent is
        /// a parallel state, so the entry loop stores without a branch.
        @usableFromInline var parent: Int32
        /// The region head whose leaf it becomes; the state count (the sink slot) when it is
        /// not atomic.
        @usableFromInline var head: Int32
        /// The state's flags, with ``Flag/defaultAction`` only when it is entered by default
        /// and has an initial transition action.
        @usableFromInline var flags: UInt16

        /// The entry of `state`, whose node is `node`, entered by default (its initial
        /// transition's action runs) or not; `sink` is the chart's state count.
        @inlinable
        init(state: Int, node: Node, isDefault: Bool, sink: Int32) {
            self.state = Int32(truncatingIfNeeded: state)
            parent = node.flags & Flag.compoundParent != 0 ? node.parent : sink
            head = node.flags & Flag.leaf != 0 ? node.head : sink
            flags = node.flags & ~Flag.defaultAction
            if isDefault && node.flags & Flag.defaultAction != 0 { flags |= Flag.defaultAction }
        }
    }

    /// Whether the chart has the dense candidate table the fused path reads.
    let isAvailable: Bool
    /// Per event class (index `class + 1`): -1 when no atomic state has a candidate transition
    /// for it (the event is discarded), the region head whose leaf alone can enable a
    /// transition for it, or -2 when several regions can (the full algorithm resolves conflicts).
    let route: [Int32]
    let nodes: [Node]
    let transitions: [Transition]
    let entries: [Entry]
    /// Per guarded candidate list of the topology's `candidatePool` (by its offset): whether
    /// every transition in it has a fused step.
    let poolFused: [Bool]
    /// Whether the chart has history pseudo-states (so exits may record history).
    let hasHistory: Bool

    init(_ topology: StatechartTopology) {
        let count = topology.count
        let fits = count < Int(Int32.max) && topology.simpleEntries.count < Int(Int32.max)
        var ownEventless = [Bool](repeating: false, count: count)
        for transition in topology.transitionSource.indices where topology.transitionLow[transition] < 0 {
            ownEventless[topology.transitionSource[transition]] = true
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        // Parents precede children in document order.
        for state in 0..<count {
            let parent = topology.parent[state]
            let kind = topology.kinds[state]
            var head = Int32(truncatingIfNeeded: state)
            if parent >= 0 && topology.kinds[parent] != .parallel { head = nodes[parent].head }
            var flags: UInt16 = 0
            if topology.hasEntryActions[state] { flags |= Flag.entryActions }
            if topology.hasExitActions[state] { flags |= Flag.exitActions }
            if topology.hasDefaultAction[state] { flags |= Flag.defaultAction }
            if parent >= 0 && topology.isCompound(parent) { flags |= Flag.compoundParent }
            if kind == .atomic || kind == .final { flags |= Flag.leaf }
            if topology.hasHistory[state] { flags |= Flag.history }
            if kind == .final { flags |= Flag.final }
            if ownEventless[state] { flags |= Flag.eventless }
            if topology.hasInvocations[state] { flags |= Flag.invokes }
            nodes.append(
                Node(
                    parent: Int32(truncatingIfNeeded: parent), head: head,
                    childStart: Int32(truncatingIfNeeded: topology.childStart[state]),
                    childEnd: Int32(truncatingIfNeeded: topology.childStart[state + 1]), flags: flags,
                    kind: kind.rawValue))
        }
        var entries: [Entry] = []
        entries.reserveCapacity(topology.simpleEntries.count)
        let sink = Int32(truncatingIfNeeded: count)
        for (index, state) in topology.simpleEntries.enumerated() {
            entries.append(
                Entry(state: state, node: nodes[state], isDefault: topology.simpleDefault[index], sink: sink))
        }
        // Whether every proper descendant of a state exits without actions, history or a
        // `special` flag (children follow their parents in document order).
        var plainBelow = [Bool](repeating: true, count: count)
        let exitWork = Flag.exitActions | Flag.history | Flag.special
        for state in stride(from: count - 1, through: 1, by: -1)
        where !plainBelow[state] || nodes[state].flags & exitWork != 0 {
            plainBelow[topology.parent[state]] = false
        }
        let entryWork = Flag.entryActions | Flag.defaultAction | Flag.special
        var transitions: [Transition] = []
        transitions.reserveCapacity(topology.transitionSource.count)
        for transition in topology.transitionSource.indices {
            let domain = topology.staticDomain[transition]
            let start = topology.simpleStart[transition]
            let end = topology.simpleStart[transition + 1]
            var step = Step.general
            if domain == -1 {
                step = .targetless
            } else if domain >= 0 && topology.hasStaticEntry[transition] && end > start {
                // A transition with targets enters at least them (its domain is their proper
                // ancestor), so its entry list is not empty; the fused loops rely on it.
                step = .subtree
                if topology.chainExit[transition] {
                    // A parallel-free domain enters one path: exactly one leaf, the last state.
                    var leaves = 0
                    for index in start..<end where entries[index].flags & Flag.leaf != 0 { leaves += 1 }
                    if leaves == 1 && entries[end - 1].flags & Flag.leaf != 0 { step = .chain }
                }
            }
            let hasAction = topology.transitionHasAction[transition]
            var isPlain = (step == .chain || step == .subtree) && !hasAction && plainBelow[domain]
            for index in start..<end where entries[index].flags & entryWork != 0 { isPlain = false }
            transitions.append(
                Transition(
                    domain: Int32(truncatingIfNeeded: domain), entryStart: Int32(truncatingIfNeeded: start),
                    entryEnd: Int32(truncatingIfNeeded: end), step: step, hasAction: hasAction,
                    plainStep: isPlain ? step : .general))
        }
        var poolFused = [Bool](repeating: false, count: topology.candidatePool.count)
        var offset = 0
        while offset < topology.candidatePool.count {
            let length = topology.candidatePool[offset]
            var fused = true
            for index in (offset + 1)..<(offset + 1 + length)
            where transitions[topology.candidatePool[index]].step == .general {
                fused = false
            }
            poolFused[offset] = fused
            offset += 1 + length
        }
        let stride = topology.candidateStride
        var route = [Int32](repeating: -1, count: max(stride, 1))
        for state in 0..<count where stride > 0 && nodes[state].flags & Flag.leaf != 0 {
            for column in 0..<stride where topology.candidates[state * stride + column] != -1 {
                let head = nodes[state].head
                if route[column] == -1 {
                    route[column] = head
                } else if route[column] != head {
                    route[column] = -2
                }
            }
        }
        isAvailable = stride > 0 && fits
        self.route = route
        self.nodes = nodes
        self.transitions = transitions
        self.entries = entries
        self.poolFused = poolFused
        hasHistory = topology.hasHistory.contains(true)
    }
}
