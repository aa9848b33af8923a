/// A compiled chart: the tables, topology and fast-path data of one ``Statechart/Definition``,
/// built once when the definition is built and shared, immutable, by every chart created from
/// it (creating a chart copies no table).
@usableFromInline
final class StatechartProgram<State: Hashable & Sendable, Event: StatechartEvent>: Sendable {
    /// The states, transitions and user closures, in document order.
    @usableFromInline
    let table: StatechartTable<State, Event>
    /// The non-generic tree and dispatch tables.
    @usableFromInline
    let topology: StatechartTopology
    /// Per (atomic state, event class), the transitions selection tries (see
    /// ``StatechartTopology/candidates``, which the program takes over when it is built).
    @usableFromInline
    let candidates: StatechartConstants<Int>
    /// The children of every state, in one list (see ``StatechartTopology/childList``, which
    /// the program takes over when it is built).
    @usableFromInline
    let childList: StatechartConstants<Int>
    /// Per event class (index `class + 1`), see ``StatechartFastPath/route``.
    @usableFromInline
    let route: StatechartConstants<Int32>
    /// Per state, what exit and entry need of it.
    @usableFromInline
    let nodes: StatechartConstants<StatechartFastPath.Node>
    /// Per transition, how its microstep runs on the fused path.
    @usableFromInline
    let transitions: StatechartConstants<StatechartFastPath.Transition>
    /// The precomputed entry lists of the fused path.
    @usableFromInline
    let entries: StatechartConstants<StatechartFastPath.Entry>
    /// Per guarded candidate list (by its offset), whether every transition in it has a fused step.
    @usableFromInline
    let pool: StatechartConstants<Bool>
    /// Whether the chart has history pseudo-states (fused exits may record history).
    @usableFromInline
    let hasHistory: Bool
    /// Whether the chart has the dense candidate table the fused path reads.
    @usableFromInline
    let hasFastPath: Bool
    /// The chart's structure hashed (see ``fingerprint(of:)``): what a snapshot carries and a
    /// restore compares, computed once.
    let fingerprint: UInt64
    /// The class of each of the table's ``StatechartTable/keys`` (empty without a classifier).
    @usableFromInline
    let keyClasses: [Int]

    /// Compiles a validated table.
    /// - Parameter table: The table a definition's compiler built.
    init(_ table: StatechartTable<State, Event>) {
        self.table = table
        var topology = StatechartTopology(table)
        let fast = StatechartFastPath(topology)
        // One copy of the dense table and of the child list, in buffers whose reads the fast
        // path may leave unchecked where they are in range by construction.
        candidates = StatechartConstants(topology.candidates)
        topology.candidates = []
        childList = StatechartConstants(topology.childList)
        topology.childList = []
        self.topology = topology
        route = StatechartConstants(fast.route)
        nodes = StatechartConstants(fast.nodes)
        transitions = StatechartConstants(fast.transitions)
        entries = StatechartConstants(fast.entries)
        pool = StatechartConstants(fast.poolFused)
        hasHistory = fast.hasHistory
        hasFastPath = fast.isAvailable
        fingerprint = Self.fingerprint(of: table)
        keyClasses = table.keys.map { Int(topology.eventClasses.classify($0)) }
    }
}
